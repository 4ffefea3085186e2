import { Suspense, useEffect } from 'react';
import { Alert, Box, Grid, Link, Skeleton, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation, useParams } from 'shared-lib/router';
import { LocaleLink, isSafeUrl, useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { VideoPlayer } from 'shared-lib/components/VideoPlayer';
import NotFound from 'shared-lib/components/NotFound';
import { PageContainer } from '../../lib/PageContainer';
import { LoadError, isNotFound } from '../../lib/States';
import { RELATED_ID, RelatedGrid } from './RelatedGrid';
import { useFormat } from '../../lib/useFormat';
import { useResource } from 'shared-lib/data';
import { imageUrl } from 'shared-lib/api';
import { localizePath } from 'shared-lib/locale';
import { Head, crumbsLd, plainText, useSite } from 'shared-lib/head';
import { productLd } from 'shared-lib/structured-data';
import { productDetail } from '../../api/product';
import { Gallery } from './Gallery';
import { BuyBox } from './BuyBox';
import { RatingBox } from './RatingBox';
import { productPath, brandPath } from '../../lib/paths';
import { useServerRedirect } from 'shared-lib/compat';

const specCell = { px: 2, py: '6px', textAlign: 'start', borderBottom: 1, borderColor: 'divider' } as const;
import { belowTheFold } from 'shared-lib/layout-hints';

function ProductSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true" data-testid="product-skeleton">
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton height={48} width="80%" />
        <Skeleton width="40%" />
        <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
      </Grid>
    </Grid>
  );
}

/** /pr/:id/:name — one product. */
export function ProductPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const { text, html } = useFormat();
  const { id = '', name = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useLocaleNavigate();
  const productId = /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const read = productDetail(productId ?? 0, locale);
  const { data: p, error, loading, reload } = useResource(productId ? read.key : null, read.load);
  const site = useSite();

  // the URL carries this language's name (after a language switch, or an old link): the server
  // answers an old address with 301, the browser replaces it after a client navigation
  useServerRedirect(p && p.slug && decodeURIComponent(name) !== p.slug ? localizePath(`${productPath(p)}${search}`, locale) : null);
  useEffect(() => {
    if (p && p.slug && decodeURIComponent(name) !== p.slug) navigate(`${productPath(p)}${search}${hash}`, { replace: true });
  }, [p, name, search, hash, navigate]);

  if (productId === null || isNotFound(error)) return <NotFound />;
  if (error && !p) {
    return (
      <PageContainer>
        <LoadError error={error} onRetry={reload} />
      </PageContainer>
    );
  }
  if (loading || !p) {
    return (
      <PageContainer>
        <Skeleton width={260} sx={{ my: 2 }} />
        <ProductSkeleton />
      </PageContainer>
    );
  }

  const crumbs = [
    { label: t('titles.CategoriesPage'), to: '/cat' },
    ...p.breadcrumb.map((c) => ({ label: c.name, to: `/cat/${encodeURIComponent(c.label)}` })),
    { label: text(p.name) },
  ];
  // the canonical URL carries the product's slug in the language its texts are in
  const path = productPath(p);
  const slugPath = (slug: string | null) => productPath({ id: p.id, slug: slug ?? p.slug });
  const images = p.images.map((i) => imageUrl({ ...i, extension: 'jpg' })!);
  const description = plainText(p.summary) ?? plainText(p.description);
  return (
    <PageContainer>
      <Head
        title={text(p.name)}
        description={description}
        path={path}
        alternates={{ fa: slugPath(p.slugs.fa), en: slugPath(p.slugs.en), ...(p.names.ru ? { ru: slugPath(p.slugs.ru ?? p.slugs.en) } : {}) }}
        image={images[0] ? { url: images[0], width: 1200, height: 1200, alt: p.images[0].alt ?? p.name } : undefined}
        type="product"
        jsonLd={[
          productLd(
            { url: localizePath(path, p.contentLang), name: p.name, description, images, sku: p.sku, brand: p.brand?.name, category: p.category.name, price: p.price, inStock: p.inStock, rating: p.rating },
            site.origin,
          ),
          crumbsLd(crumbs, site),
        ]}
      />
      <Breadcrumb items={crumbs} />
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Suspense fallback={null}>
            <Gallery images={p.images} name={text(p.name)} />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 28 }, lineHeight: 1.5 }}>
              {text(p.name)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1, color: 'text.secondary' }}>
              {p.brand && (
                <Typography variant="body2">
                  {t('product.brand')}{' '}
                  <Link component={LocaleLink} to={brandPath(p.brand)}>
                    {p.brand.name}
                  </Link>
                </Typography>
              )}
              {p.sku && (
                <Typography variant="body2">
                  {t('product.sku', { sku: '' })}
                  <bdi>{p.sku}</bdi>
                </Typography>
              )}
            </Box>
          </Box>
          <Suspense fallback={null}>
            <RatingBox key={p.id} productId={p.id} initial={p.rating} />
          </Suspense>
          {p.summary && <Typography color="text.secondary">{text(p.summary)}</Typography>}
          {/* Each part its own hydration boundary (nothing in them suspends): a tap on a part not yet
              hydrated makes React hydrate that part at once, not the whole page (a tap on add-to-cart
              while the page hydrated held the main thread 0.4-1 s at 4x, traced; issue 33) */}
          <Suspense fallback={null}>
            <BuyBox key={`buy-${p.id}`} product={p} />
          </Suspense>
        </Grid>
      </Grid>

      {locale !== p.contentLang && (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('product.notTranslated')}
        </Alert>
      )}

      {p.specifications.length > 0 && (
        <Suspense fallback={null}>
          <Box component="section" aria-labelledby="specs-title" sx={{ mt: 4, ...belowTheFold(420) }}>
            <Typography id="specs-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('product.specifications')}
            </Typography>
            {/* a plain table, styled as MUI's small one: MUI's Table is drawn from shared-lib/ui-late, a
                download of its own that a product page's first visit need not make (6 KB) */}
            <Box component="table" sx={{ width: '100%', maxWidth: 760, borderCollapse: 'collapse', typography: 'body2' }}>
              <tbody>
                {p.specifications.map((s, i) => (
                  <Box component="tr" key={i} sx={{ '&:nth-of-type(odd)': { bgcolor: 'action.hover' } }}>
                    <Box component="th" scope="row" sx={{ ...specCell, fontWeight: 700, width: '40%' }}>
                      {s.key}
                    </Box>
                    <Box component="td" sx={specCell}>
                      {text(s.value)}
                    </Box>
                  </Box>
                ))}
              </tbody>
            </Box>
          </Box>
        </Suspense>
      )}

      {p.description && (
        <Suspense fallback={null}>
          <Box component="section" aria-labelledby="desc-title" sx={{ mt: 4, maxWidth: 760, ...belowTheFold(360) }}>
            <Typography id="desc-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t('product.description')}
            </Typography>
            {/* sanitized on the server (api catalog/lib/sanitize.ts, on write and on read): only formatting tags and safe links */}
            <Box sx={{ lineHeight: 2, '& h3': { fontSize: 18, mt: 2, mb: 1 } }} dangerouslySetInnerHTML={{ __html: html(p.description) }} />
          </Box>
        </Suspense>
      )}

      {/* only the product's own video (the api answers none otherwise), and only one that can be played safely: no empty block */}
      {p.video && isSafeUrl(p.video.url) && (
        <Box component="section" aria-labelledby="video-title" sx={{ mt: 4, maxWidth: 760 }}>
          <Typography id="video-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {t('product.video')}
          </Typography>
          <VideoPlayer src={p.video.url} poster={p.video.poster ?? undefined} title={`${t('product.video')}: ${text(p.name)}`} />
        </Box>
      )}

      {p.related.length > 0 && (
        <Box component="section" id={RELATED_ID} aria-labelledby="related-title" sx={{ mt: 5, ...belowTheFold(1400) }}>
          <Typography id="related-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {t('product.related')}
          </Typography>
          <Suspense fallback={null}>
            <RelatedGrid products={p.related} />
          </Suspense>
        </Box>
      )}
    </PageContainer>
  );
}
