import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { imageUrl } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { PageContainer } from '../../lib/PageContainer';
import { IndexPageTop } from '../../lib/IndexPageTop';
import { EmptyState, LoadError } from '../../lib/States';
import { useFormat } from '../../lib/useFormat';
import { brandList } from '../../api/brands';
import { brandPath } from '../../lib/paths';

/** /brand — every brand with its logo and number of products. */
export function BrandsPage() {
  const { t } = useTranslation('catalog');
  const { counted } = useFormat();
  const read = brandList(useLocale());
  const { data, error, loading, reload } = useResource(read.key, read.load);
  return (
    <PageContainer>
      <IndexPageTop title={t('titles.BrandsPage')} intro={t('brands.intro')} path="/brand" />
      {error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : loading || !data ? (
        <Grid container spacing={2} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Grid key={i} size={{ xs: 6, md: 4 }}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
          ))}
        </Grid>
      ) : data.length === 0 ? (
        <EmptyState title={t('brands.empty')} />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((b) => (
            <Grid key={b.id} size={{ xs: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
                <CardActionArea component={LocaleLink} to={brandPath(b)} sx={{ height: '100%' }}>
                  <SafeImage src={imageUrl(b.logo, '_sm')} alt={b.name} width={200} height={100} style={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain', display: 'block' }} />
                  <CardContent>
                    <Typography component="h2" sx={{ fontWeight: 700 }}>
                      {b.name}
                    </Typography>
                    {b.country && (
                      <Typography variant="body2" color="text.secondary">
                        {t('brands.country', { country: b.country })}
                      </Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {counted('count.products', b.productCount)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </PageContainer>
  );
}
