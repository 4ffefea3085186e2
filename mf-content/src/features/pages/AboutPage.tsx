import { Box, Button, Container, Grid, Typography } from 'shared-lib/ui';
import { PhoneIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { aboutPage } from '../../api/pages';
import { PageTop } from './PageTop';
import { ArticleSkeleton, ErrorState } from '../../lib/PageState';
import { Cover } from '../../lib/Cover';
import { HtmlContent } from '../../lib/HtmlContent';
import { Facts } from '../../lib/Facts';
import { useText } from '../../lib/useText';

/** /about: who the company is, its figures and a way to get in touch. */
export function AboutPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = aboutPage(locale);
  const page = useResource(read.key, read.load);
  const data = page.data;
  const { text } = useText();
  return (
    <Container maxWidth="lg" sx={{ pb: 5 }}>
      <PageTop data={data} fallbackTitle={t('titles.AboutPage')} path="/about" />
      {page.error ? (
        <ErrorState onRetry={page.reload} />
      ) : !data ? (
        <ArticleSkeleton />
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }} component="article">
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, mb: 1 }}>
              {text(data.title)}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 17, lineHeight: 1.9 }}>
              {text(data.summary)}
            </Typography>
            <HtmlContent html={data.body} />
            <Button component={LocaleLink} to="/st/contactus" variant="contained" startIcon={<PhoneIcon />} sx={{ mt: 2, minHeight: 48 }}>
              {t('about.cta')}
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <Cover src={data.cover} priority />
              <Box sx={{ mt: 2 }}>
                <Facts facts={data.facts} />
              </Box>
            </Box>
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
