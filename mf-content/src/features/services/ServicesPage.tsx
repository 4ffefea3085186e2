import { Container, Grid, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { useResource } from 'shared-lib/data';
import { useLocale } from 'shared-lib/navigation';
import { serviceList } from '../../api/services';
import { Head, crumbsLd, everyLocale, useSite } from 'shared-lib/head';
import { CardGridSkeleton, ErrorState } from '../../lib/PageState';
import { ServiceCard } from '../../lib/ServiceCard';

/** /services: every service the company offers. */
export function ServicesPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = serviceList(locale);
  const services = useResource(read.key, read.load);
  const site = useSite();
  return (
    <Container maxWidth="lg" sx={{ pb: 4 }}>
      <Head title={t('titles.ServicesPage')} description={t('services.intro')} path="/services" alternates={everyLocale('/services')} jsonLd={[crumbsLd([{ label: t('titles.ServicesPage') }], site)]} />
      <Breadcrumb items={[{ label: t('titles.ServicesPage') }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
        {t('titles.ServicesPage')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        {t('services.intro')}
      </Typography>
      {services.error ? (
        <ErrorState onRetry={services.reload} />
      ) : !services.data ? (
        <CardGridSkeleton count={6} />
      ) : (
        <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {services.data.map((s) => (
            <Grid key={s.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <ServiceCard service={s} />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
