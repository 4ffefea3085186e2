import { Grid } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { CardGridSkeleton, ErrorState } from '../../lib/PageState';
import { TestimonialCard } from '../../lib/TestimonialCard';
import { useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { homeWidgets } from '../../api/pages';
import { WidgetSection } from './WidgetSection';

export function CustomerExperienceWidget() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = homeWidgets(locale);
  const home = useResource(read.key, read.load);
  return (
    <WidgetSection
      id="home-experience"
      title={t('titles.CustomerExperienceWidget')}
      intro={t('widgets.experienceIntro')}
      more={{ to: '/customerExperience', label: t('experience.viewAll') }}
    >
      {home.error ? (
        <ErrorState onRetry={home.reload} />
      ) : !home.data ? (
        <CardGridSkeleton count={3} />
      ) : (
        <Grid container spacing={2}>
          {home.data.testimonials.map((tm) => (
            <Grid key={tm.id} size={{ xs: 12, md: 4 }}>
              <TestimonialCard testimonial={tm} />
            </Grid>
          ))}
        </Grid>
      )}
    </WidgetSection>
  );
}
