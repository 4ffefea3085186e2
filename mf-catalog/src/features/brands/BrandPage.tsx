import { useEffect, useMemo } from 'react';
import { Box, Link, Skeleton, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation, useParams } from 'shared-lib/router';
import { useLocale, useLocaleNavigate, isSafeUrl } from 'shared-lib/navigation';
import { imageUrl } from 'shared-lib/api';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { SafeImage } from 'shared-lib/components/SafeImage';
import NotFound from 'shared-lib/components/NotFound';
import { PageContainer } from '../../lib/PageContainer';
import { LoadError, isNotFound } from '../../lib/States';
import { useResource } from 'shared-lib/data';
import { brandDetail } from '../../api/brands';
import { useListing } from '../../lib/listing/useListing';
import { ListingView } from '../../lib/listing/ListingView';
import { brandPath } from '../../lib/paths';
import { useServerRedirect } from 'shared-lib/compat';
import { localizePath } from 'shared-lib/locale';
import { Head, crumbsLd, plainText, useSite } from 'shared-lib/head';
import { useFormat } from '../../lib/useFormat';

/** /brand/:id/:label — a brand and its products (filters, sort and paging in the URL). */
export function BrandPage() {
  const { t } = useTranslation('catalog');
  const { id = '', label = '' } = useParams();
  const { search } = useLocation();
  const navigate = useLocaleNavigate();
  const brandId = /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const locale = useLocale();
  const brandRead = brandDetail(brandId ?? 0, locale);
  const brand = useResource(brandId ? brandRead.key : null, brandRead.load);
  const fixed = useMemo(() => ({ brandIds: brandId ?? undefined }), [brandId]);
  const listing = useListing(brandId ? 'browse' : null, fixed);
  const site = useSite();
  const { text } = useFormat();

  useServerRedirect(brand.data && brand.data.label !== label ? localizePath(`${brandPath(brand.data)}${search}`, locale) : null);
  useEffect(() => {
    if (brand.data && brand.data.label !== label) navigate(`${brandPath(brand.data)}${search}`, { replace: true });
  }, [brand.data, label, search, navigate]);

  if (brandId === null || isNotFound(brand.error)) return <NotFound />;
  const b = brand.data;
  const logo = imageUrl(b?.logo ? { ...b.logo, extension: 'jpg' } : null);
  return (
    <PageContainer>
      {b && (
        <Head
          title={t('brands.products', { brand: b.name })}
          description={plainText(b.description) ?? t('brands.products', { brand: b.name })}
          path={brandPath(b)}
          alternates={{ fa: brandPath(b), en: brandPath(b), ...(b.names.ru ? { ru: brandPath(b) } : {}) }}
          image={logo ? { url: logo, width: 1200, height: 600, alt: b.name } : undefined}
          jsonLd={[crumbsLd([{ label: t('titles.BrandsPage'), to: '/brand' }, { label: b.name }], site)]}
        />
      )}
      <Breadcrumb items={[{ label: t('titles.BrandsPage'), to: '/brand' }, { label: b?.name ?? '…' }]} />
      {brand.error && !b ? (
        <LoadError error={brand.error} onRetry={brand.reload} />
      ) : (
        <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
          {b ? (
            <SafeImage src={imageUrl(b.logo, '_sm')} alt="" width={160} height={80} style={{ width: 160, height: 80, objectFit: 'contain', border: '1px solid #e0e0e0', borderRadius: 8 }} />
          ) : (
            <Skeleton variant="rounded" width={160} height={80} />
          )}
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
              {b ? t('brands.products', { brand: b.name }) : <Skeleton width="60%" />}
            </Typography>
            {b?.country && <Typography color="text.secondary">{t('brands.country', { country: b.country })}</Typography>}
            {b?.description && <Typography sx={{ mt: 1, maxWidth: 760 }}>{text(b.description)}</Typography>}
            {b?.website && isSafeUrl(b.website) && (
              <Link href={b.website} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
                {t('brands.website')}
              </Link>
            )}
          </Box>
        </Box>
      )}
      <ListingView {...listing} hideBrands />
    </PageContainer>
  );
}
