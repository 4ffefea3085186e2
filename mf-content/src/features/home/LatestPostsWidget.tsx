import { Grid } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { CardGridSkeleton, ErrorState } from '../../lib/PageState';
import { PostCard } from '../../lib/PostCard';
import { useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { homeWidgets } from '../../api/pages';
import { WidgetSection } from './WidgetSection';

export function LatestPostsWidget() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = homeWidgets(locale);
  const home = useResource(read.key, read.load);
  return (
    <WidgetSection id="home-posts" title={t('titles.LatestPostsWidget')} more={{ to: '/st/blog', label: t('widgets.allPosts') }}>
      {home.error ? (
        <ErrorState onRetry={home.reload} />
      ) : !home.data ? (
        <CardGridSkeleton count={3} />
      ) : (
        <Grid container spacing={2}>
          {home.data.latestPosts.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PostCard post={p} headingLevel="h3" />
            </Grid>
          ))}
        </Grid>
      )}
    </WidgetSection>
  );
}
