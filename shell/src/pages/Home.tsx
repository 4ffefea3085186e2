import { Box, Container, Skeleton } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { RemoteSlot } from '../federation/RemoteSlot';
import { PendingMarker } from '../federation/pending';
import { Head, everyLocale } from 'shared-lib/head';

const widget = (h: number) => (
  <Container sx={{ py: 2 }}>
    <PendingMarker />
    <Skeleton variant="rounded" height={h} />
  </Container>
);

/**
 * The home page: composed from widgets that mf-content and mf-catalog expose; each fails alone. The
 * hero is the first screen; the widgets below it hydrate as they come into view (their server HTML
 * is there from the start). The hero and the category strip are text and links only: their server
 * HTML does all they do, so their code (and, on a first visit, mf-content's and mf-catalog's
 * entries: 14 KB) comes only when the shopper presses, focuses or types inside them.
 */
export function Home() {
  const { t } = useTranslation('shell');
  return (
    <Box data-testid="home">
      <Head title={t('home.title')} path="/" alternates={everyLocale('/')} />
      <RemoteSlot remote="mf_content" module="HeroWidget" hydrate="touch" loading={widget(280)} />
      <RemoteSlot remote="mf_catalog" module="CategoriesWidget" hydrate="touch" loading={widget(160)} />
      <RemoteSlot remote="mf_catalog" module="FeaturedProducts" hydrate="visible" loading={widget(320)} />
      <RemoteSlot remote="mf_content" module="ServicesWidget" hydrate="visible" loading={widget(240)} />
      <RemoteSlot remote="mf_catalog" module="BrandsWidget" hydrate="visible" loading={widget(120)} />
      <RemoteSlot remote="mf_content" module="LatestPostsWidget" hydrate="visible" loading={widget(240)} />
      <RemoteSlot remote="mf_content" module="CustomerExperienceWidget" hydrate="visible" loading={widget(200)} />
    </Box>
  );
}
