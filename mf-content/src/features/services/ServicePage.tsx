import { Box, Button, Container, Grid, Paper, Typography } from 'shared-lib/ui';
import { Accordion, AccordionDetails, AccordionSummary } from 'shared-lib/ui-more';
import { ExpandMoreIcon, PhoneIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useParams } from 'shared-lib/router';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import NotFound from 'shared-lib/components/NotFound';
import { useResource } from 'shared-lib/data';
import { serviceDetail } from '../../api/services';
import { localizePath } from 'shared-lib/locale';
import { Head, crumbsLd, everyLocale, plainText, useSite } from 'shared-lib/head';
import { serviceLd } from 'shared-lib/structured-data';
import { ArticleSkeleton, ErrorState, isNotFound } from '../../lib/PageState';
import { Cover } from '../../lib/Cover';
import { HtmlContent } from '../../lib/HtmlContent';
import { useText } from '../../lib/useText';
import { ServiceCard } from '../../lib/ServiceCard';

/** /services/:label: one service with its description, FAQs, a call to action and the other services. */
export function ServicePage() {
  const { t } = useTranslation('content');
  const { label = '' } = useParams();
  const valid = /^[A-Za-z0-9-]{1,100}$/.test(label);
  const locale = useLocale();
  const read = serviceDetail(label.toLowerCase(), locale);
  const service = useResource(valid ? read.key : null, read.load);
  const data = service.data;
  const site = useSite();
  const { text } = useText();

  if (!valid || isNotFound(service.error)) return <NotFound />;

  const crumbs = [{ label: t('titles.ServicesPage'), to: '/services' }, ...(data ? [{ label: data.title }] : [])];
  return (
    <Container maxWidth="lg" sx={{ pb: 5 }}>
      {data && (
        <Head
          title={text(data.title)}
          description={plainText(data.summary)}
          path={`/services/${data.label}`}
          // a service's URL is the same in every language (and the services are translated into Russian)
          alternates={everyLocale(`/services/${data.label}`)}
          image={{ url: data.cover, width: 1200, height: 675, alt: data.title }}
          jsonLd={[
            serviceLd({ url: localizePath(`/services/${data.label}`, locale), name: data.title, description: data.summary, image: data.cover }, site.origin),
            crumbsLd(crumbs, site),
          ]}
        />
      )}
      <Breadcrumb items={crumbs} />
      {service.error ? (
        <ErrorState onRetry={service.reload} />
      ) : !data ? (
        <ArticleSkeleton />
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }} component="article">
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 }, mb: 1 }}>
              {text(data.title)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2, fontSize: 17, lineHeight: 1.9 }}>
              {text(data.summary)}
            </Typography>
            <Cover src={data.cover} priority />
            <HtmlContent html={data.body} />
            {data.faqs.length > 0 && (
              <Box component="section" aria-labelledby="faq-title" sx={{ mt: 4 }}>
                <Typography id="faq-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
                  {t('services.faq')}
                </Typography>
                {data.faqs.map((f, i) => (
                  <Accordion key={i} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
                    {/* the Accordion puts the summary's button in an h3 and gives its region the id aria-controls names */}
                    <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${i}-header`} aria-controls={`faq-${i}-content`} sx={{ minHeight: 56 }}>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {text(f.question)}
                      </Typography>
                    </AccordionSummary>
                    <AccordionDetails>
                      <Typography color="text.secondary" sx={{ lineHeight: 1.9 }}>
                        {text(f.answer)}
                      </Typography>
                    </AccordionDetails>
                  </Accordion>
                ))}
              </Box>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2, position: { md: 'sticky' }, top: { md: 96 }, bgcolor: 'action.hover' }} component="aside" aria-labelledby="cta-title">
              <Typography id="cta-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('services.ctaTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.9 }}>
                {t('services.ctaText')}
              </Typography>
              <Button component={LocaleLink} to="/st/contactus" variant="contained" fullWidth startIcon={<PhoneIcon />} sx={{ minHeight: 48 }}>
                {t('services.cta')}
              </Button>
            </Paper>
          </Grid>
        </Grid>
      )}
      {data && data.others.length > 0 && (
        <Box component="section" aria-labelledby="others-title" sx={{ mt: 5 }}>
          <Typography id="others-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('services.others')}
          </Typography>
          <Grid container spacing={2}>
            {data.others.map((s) => (
              <Grid key={s.id} size={{ xs: 6, md: 3 }}>
                <ServiceCard service={s} headingLevel="h3" compact />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </Container>
  );
}
