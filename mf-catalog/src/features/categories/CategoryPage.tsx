import { useEffect, useMemo } from 'react';
import { Box, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation, useParams } from 'shared-lib/router';
import { useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { localizePath } from 'shared-lib/locale';
import { useServerRedirect } from 'shared-lib/compat';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import NotFound from 'shared-lib/components/NotFound';
import { PageContainer } from '../../lib/PageContainer';
import { isNotFound } from '../../lib/States';
import { useFormat } from '../../lib/useFormat';
import { imageUrl } from 'shared-lib/api';
import { Head, crumbsLd, plainText, useSite } from 'shared-lib/head';
import { useListing } from '../../lib/listing/useListing';
import { ListingView } from '../../lib/listing/ListingView';
import { LinkChip } from '../../lib/LinkChip';

/** /cat/:label — a category's products with filters, sort and paging in the URL. */
export function CategoryPage() {
  const { t } = useTranslation('catalog');
  const { counted, text, join } = useFormat();
  const { label = '' } = useParams();
  const { search } = useLocation();
  const navigate = useLocaleNavigate();
  const fixed = useMemo(() => ({ category: label }), [label]);
  const listing = useListing(label ? 'browse' : null, fixed);
  const category = listing.data?.category ?? null;
  const site = useSite();

  // a label in another language (after switching language) is replaced by this language's label
  const locale = useLocale();
  useServerRedirect(category && category.label && category.label !== label ? localizePath(`/cat/${encodeURIComponent(category.label)}${search}`, locale) : null);
  useEffect(() => {
    if (category && category.label && category.label !== label) navigate(`/cat/${encodeURIComponent(category.label)}${search}`, { replace: true });
  }, [category, label, search, navigate]);

  if (isNotFound(listing.error)) return <NotFound />;
  const crumbs = [{ label: t('titles.CategoriesPage'), to: '/cat' }, ...(category?.breadcrumb ?? []).map((c) => ({ label: c.name, to: `/cat/${encodeURIComponent(c.label)}` }))];

  const labelPath = (label: string) => `/cat/${encodeURIComponent(label)}`;
  const picture = imageUrl(category?.image ? { ...category.image, extension: 'jpg' } : null);
  return (
    <PageContainer>
      {category && (
        <Head
          title={category.name}
          description={plainText(category.description) ?? `${category.name}: ${counted('count.products', category.productCount)}`}
          path={labelPath(category.label)}
          alternates={{ fa: labelPath(category.labels.fa ?? category.label), en: labelPath(category.labels.en ?? category.label), ...(category.labels.ru ? { ru: labelPath(category.labels.ru) } : {}) }}
          image={picture ? { url: picture, width: 1200, alt: category.name } : undefined}
          jsonLd={[crumbsLd(crumbs, site)]}
        />
      )}
      {category ? <Breadcrumb items={crumbs} /> : <Skeleton width={220} sx={{ my: 2 }} />}
      <Box component="header" sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
          {category?.name ?? <Skeleton width="50%" />}
        </Typography>
        {category?.description && (
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
            {text(category.description)}
          </Typography>
        )}
        {category?.children && category.children.length > 0 && (
          <Box component="nav" aria-label={t('listing.subcategories')} sx={{ mt: 2 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {category.children.map((c) => (
                <LinkChip key={c.id} to={`/cat/${encodeURIComponent(c.label)}`} label={join(c.name, counted('count.products', c.productCount))} minHeight={40} />
              ))}
            </Stack>
          </Box>
        )}
      </Box>
      <ListingView {...listing} />
    </PageContainer>
  );
}
