import { useMemo } from 'react';
import { Box, Container, Grid, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useResource } from 'shared-lib/data';
import { useLocale } from 'shared-lib/navigation';
import { customerExperiencePage } from '../../api/pages';
import { serviceList } from '../../api/services';
import { PageTop } from './PageTop';
import { CardGridSkeleton, ErrorState } from '../../lib/PageState';
import { HtmlContent } from '../../lib/HtmlContent';
import { Facts } from '../../lib/Facts';
import { useText } from '../../lib/useText';
import { ProjectCard } from './ProjectCard';
import { TestimonialCard } from '../../lib/TestimonialCard';

/** /customerExperience: projects done and what clients say. */
export function CustomerExperiencePage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const pageRead = customerExperiencePage(locale);
  const page = useResource(pageRead.key, pageRead.load);
  const servicesRead = serviceList(locale);
  const services = useResource(servicesRead.key, servicesRead.load);
  const serviceTitles = useMemo(() => new Map((services.data ?? []).map((s) => [s.label, s.title])), [services.data]);
  const data = page.data;
  const { text } = useText();

  return (
    <Container maxWidth="lg" sx={{ pb: 5 }}>
      <PageTop data={data} fallbackTitle={t('titles.CustomerExperiencePage')} path="/customerExperience" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
        {data?.title ?? t('titles.CustomerExperiencePage')}
      </Typography>
      {page.error ? (
        <ErrorState onRetry={page.reload} />
      ) : !data ? (
        <Box sx={{ mt: 3 }}>
          <CardGridSkeleton count={3} />
        </Box>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: 17 }}>
            {text(data.summary)}
          </Typography>
          <HtmlContent html={data.body} />
          <Box sx={{ my: 3 }}>
            <Facts facts={data.facts} />
          </Box>
          <Box component="section" aria-labelledby="projects-title" sx={{ mt: 4 }}>
            <Typography id="projects-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('experience.projects')}
            </Typography>
            <Grid container spacing={2.5}>
              {data.projects.map((p) => (
                <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <ProjectCard project={p} serviceTitles={serviceTitles} />
                </Grid>
              ))}
            </Grid>
          </Box>
          <Box component="section" aria-labelledby="testimonials-title" sx={{ mt: 5 }}>
            <Typography id="testimonials-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('experience.testimonials')}
            </Typography>
            <Grid container spacing={2.5}>
              {data.testimonials.map((tm) => (
                <Grid key={tm.id} size={{ xs: 12, md: 4 }}>
                  <TestimonialCard testimonial={tm} />
                </Grid>
              ))}
            </Grid>
          </Box>
        </>
      )}
    </Container>
  );
}
