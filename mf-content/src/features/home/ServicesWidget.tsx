import { Grid } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { CardGridSkeleton, ErrorState } from '../../lib/PageState';
import { ServiceCard } from '../../lib/ServiceCard';
import { useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { homeWidgets } from '../../api/pages';
import { WidgetSection } from './WidgetSection';

export function ServicesWidget() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = homeWidgets(locale);
  const home = useResource(read.key, read.load);
  return (
    <WidgetSection id="home-services" title={t('titles.ServicesWidget')} intro={t('widgets.servicesIntro')} more={{ to: '/services', label: t('widgets.allServices') }}>
      {home.error ? (
        <ErrorState onRetry={home.reload} />
      ) : !home.data ? (
        <CardGridSkeleton count={3} />
      ) : (
        <Grid container spacing={2}>
          {home.data.services.slice(0, 6).map((s) => (
            <Grid key={s.id} size={{ xs: 6, md: 4 }}>
              <ServiceCard service={s} headingLevel="h3" compact />
            </Grid>
          ))}
        </Grid>
      )}
    </WidgetSection>
  );
}
