import type { ReactNode } from 'react';
import { Box, Button, Card, CardActionArea, Container, Skeleton, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { imageUrl } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { useAosOnScroll } from 'shared-lib/aos-later';
import { useFormat } from '../../lib/useFormat';
import { productList } from '../../api/products';
import { categoryList } from '../../api/categories';
import { brandList } from '../../api/brands';
import { ProductTile } from '../../lib/ProductTile';
import { LoadError } from '../../lib/States';
import { brandPath } from '../../lib/paths';

/**
 * A home-page band: a heading, a "view all" link and a row that scrolls sideways on phones. It fades in
 * as it scrolls into view (the spec's animate-on-scroll; a fade, so a #section link lands where it aims).
 */
function Band({ id, title, to, children }: { id: string; title: string; to: string; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  const aos = useAosOnScroll<HTMLDivElement>({ animation: 'fade' });
  return (
    <Container ref={aos} component="section" aria-labelledby={id} sx={{ py: 2 }} data-remote="mf_catalog" data-remote-version={__APP_VERSION__}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 800, flex: 1 }}>
          {title}
        </Typography>
        <Button component={LocaleLink} to={to} sx={{ minHeight: 44 }} aria-label={`${t('home.viewAll')}: ${title}`}>
          {t('home.viewAll')}
        </Button>
      </Box>
      {children}
    </Container>
  );
}

const rowSx = { display: 'flex', gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1, listStyle: 'none', p: 0, m: 0, '& > li': { scrollSnapAlign: 'start', flexShrink: 0 } } as const;

function RowSkeleton({ width, height, count = 4 }: { width: number; height: number; count?: number }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, overflow: 'hidden' }} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" width={width} height={height} sx={{ flexShrink: 0 }} />
      ))}
    </Box>
  );
}

/** Home: the featured products. */
export function FeaturedProducts() {
  const { t } = useTranslation('catalog');
  const read = productList({ featured: true, sort: 'popular', pageSize: 12 }, useLocale());
  const { data, error, loading, reload } = useResource(read.key, read.load);
  if (data && data.items.length === 0) return null;
  return (
    <Band id="featured-products" title={t('home.featuredTitle')} to="/cat">
      {error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : loading || !data ? (
        <RowSkeleton width={180} height={300} />
      ) : (
        <Box component="ul" sx={rowSx}>
          {data.items.map((p) => (
            <Box component="li" key={p.id} sx={{ width: { xs: 168, sm: 210 } }}>
              <ProductTile product={p} />
            </Box>
          ))}
        </Box>
      )}
    </Band>
  );
}

/** Home: the product categories. */
export function CategoriesWidget() {
  const { t } = useTranslation('catalog');
  const { counted } = useFormat();
  const read = categoryList(useLocale());
  const { data, error, loading, reload } = useResource(read.key, read.load);
  if (data && data.length === 0) return null;
  return (
    <Band id="home-categories" title={t('home.categoriesTitle')} to="/cat">
      {error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : loading || !data ? (
        <RowSkeleton width={140} height={150} count={6} />
      ) : (
        <Box component="ul" sx={rowSx}>
          {data.map((c) => (
            <Box component="li" key={c.id} sx={{ width: 140 }}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
                <CardActionArea component={LocaleLink} to={`/cat/${encodeURIComponent(c.label)}`} sx={{ p: 1.5, height: '100%', textAlign: 'center' }}>
                  <SafeImage src={imageUrl(c.image, '_sm')} alt="" width={88} height={88} style={{ width: 88, height: 88, display: 'block', margin: '0 auto' }} />
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14, mt: 1 }}>
                    {c.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {counted('count.products', c.productCount)}
                  </Typography>
                </CardActionArea>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </Band>
  );
}

/** Home: the brands. */
export function BrandsWidget() {
  const { t } = useTranslation('catalog');
  const read = brandList(useLocale());
  const { data, error, loading, reload } = useResource(read.key, read.load);
  if (data && data.length === 0) return null;
  return (
    <Band id="home-brands" title={t('home.brandsTitle')} to="/brand">
      {error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : loading || !data ? (
        <RowSkeleton width={160} height={90} count={5} />
      ) : (
        <Box component="ul" sx={rowSx}>
          {data.map((b) => (
            <Box component="li" key={b.id} sx={{ width: 160 }}>
              <Card variant="outlined" sx={{ borderRadius: 2 }}>
                <CardActionArea component={LocaleLink} to={brandPath(b)} aria-label={b.name}>
                  <SafeImage src={imageUrl(b.logo, '_sm')} alt={b.name} width={160} height={80} style={{ width: '100%', height: 80, objectFit: 'contain', display: 'block' }} />
                </CardActionArea>
              </Card>
            </Box>
          ))}
        </Box>
      )}
    </Band>
  );
}
