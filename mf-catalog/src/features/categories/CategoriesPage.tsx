import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { imageUrl } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { PageContainer } from '../../lib/PageContainer';
import { IndexPageTop } from '../../lib/IndexPageTop';
import { EmptyState, LoadError } from '../../lib/States';
import { useFormat } from '../../lib/useFormat';
import { categoryList } from '../../api/categories';
import { categoryPath } from '../../lib/paths';
import { LinkChip } from '../../lib/LinkChip';

/** /cat — the category grid. */
export function CategoriesPage() {
  const { t } = useTranslation('catalog');
  const { counted } = useFormat();
  const read = categoryList(useLocale());
  const { data, error, loading, reload } = useResource(read.key, read.load);
  return (
    <PageContainer>
      <IndexPageTop title={t('titles.CategoriesPage')} intro={t('categories.intro')} path="/cat" />
      {error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : loading || !data ? (
        <Grid container spacing={2} aria-busy="true" data-testid="categories-skeleton">
          {Array.from({ length: 6 }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={140} />
            </Grid>
          ))}
        </Grid>
      ) : data.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((c) => (
            <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
                <CardActionArea component={LocaleLink} to={categoryPath(c)} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2, p: 2 }}>
                  <SafeImage src={imageUrl(c.image, '_sm')} alt="" width={88} height={88} style={{ width: 88, height: 88, borderRadius: 12, flexShrink: 0 }} />
                  <Box>
                    <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 17 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {counted('count.products', c.productCount)}
                    </Typography>
                  </Box>
                </CardActionArea>
                {c.children && c.children.length > 0 && (
                  <CardContent sx={{ pt: 0 }}>
                    <Stack direction="row" component="nav" aria-label={`${t('listing.subcategories')}: ${c.name}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {c.children.map((s) => (
                        <LinkChip key={s.id} to={categoryPath(s)} size="small" label={s.name} />
                      ))}
                    </Stack>
                  </CardContent>
                )}
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </PageContainer>
  );
}
