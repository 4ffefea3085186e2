import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Drawer, Grid, IconButton, Typography, useMediaQuery, useTheme } from 'shared-lib/ui';
import { CloseIcon, FilterListIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { Paging } from 'shared-lib/components/Paging';
import { hasFilters, type ListingState, type Sort } from '../listingQuery';
import type { ProductPage } from 'contracts/catalog';
import { useFormat } from '../useFormat';
import { ProductGrid, ProductGridSkeleton } from '../ProductGrid';
import { EmptyState, LoadError } from '../States';
import { FilterPanel, type FilterValues } from './FilterPanel';
import { SortSelect } from './SortSelect';

export interface ListingViewProps {
  state: ListingState;
  update: (next: Partial<ListingState>) => void;
  data: ProductPage | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  search?: boolean;
  hideBrands?: boolean;
  /** what to show when nothing matches and no filter is on (a search without results, an empty category) */
  empty?: ReactNode;
}

/** Filters (side panel on desktops, a drawer on phones), sort, results, paging, and every state between. */
export function ListingView({ state, update, data, error, loading, reload, search, hideBrands, empty }: ListingViewProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const { counted, n } = useFormat();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [drawer, setDrawer] = useState(false);
  const activeFilters = state.brands.length + (state.min !== null || state.max !== null ? 1 : 0) + (state.inStock ? 1 : 0);
  const apply = (v: FilterValues) => {
    setDrawer(false);
    update(v);
  };
  // nothing matched and no filter is on: nothing to filter or sort (a search without results)
  const nothing = !!data && !error && data.total === 0 && !hasFilters(state);
  const panel = (idPrefix: string) => <FilterPanel state={state} facets={data?.facets} hideBrands={hideBrands} onApply={apply} idPrefix={idPrefix} />;

  let results: ReactNode;
  if (error && !data) results = <LoadError error={error} onRetry={reload} />;
  else if (loading || !data) results = <ProductGridSkeleton />;
  else if (data.items.length === 0 && data.total > 0) {
    // a page past the end (an old link): offer the first page
    results = <EmptyState title={t('listing.empty')} action={<Button onClick={() => update({ page: 1 })}>{t('home.viewAll')}</Button>} />;
  } else if (data.items.length === 0) {
    results = hasFilters(state) ? (
      <EmptyState
        title={t('listing.empty')}
        hint={t('listing.emptyHint')}
        action={
          <Button variant="outlined" onClick={() => update({ brands: [], min: null, max: null, inStock: false })} sx={{ minHeight: 44 }}>
            {t('filters.clear')}
          </Button>
        }
      />
    ) : (
      (empty ?? <EmptyState title={t('listing.empty')} />)
    );
  } else {
    results = (
      <>
        <ProductGrid products={data.items} />
        <Paging page={data.page} pageCount={data.pageCount} />
      </>
    );
  }

  return (
    <Grid container spacing={3}>
      {/* The side panel's column and the phone's filter button are both in the server's page, one of them
          hidden by a media query, so a desktop's results do not move aside when the browser learns the
          screen's width; only the panel's fields wait for it (a phone never draws them). */}
      {!nothing && (
        <Grid size={{ md: 3 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box component="aside" sx={{ position: 'sticky', top: 88, border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('filters.title')}
            </Typography>
            {desktop && panel('filters-side')}
          </Box>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: nothing ? 12 : 9 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Typography role="status" aria-live="polite" color="text.secondary" sx={{ flex: 1, minWidth: 120 }}>
            {data ? counted('listing.results', data.total) : ''}
          </Typography>
          {!nothing && (
            <Badge badgeContent={activeFilters ? n(activeFilters) : undefined} color="primary" invisible={activeFilters === 0} sx={{ display: { md: 'none' } }}>
              <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setDrawer(true)} sx={{ minHeight: 44 }} aria-haspopup="dialog">
                {t('filters.title')}
              </Button>
            </Badge>
          )}
          {!nothing && <SortSelect value={state.sort} onChange={(sort: Sort) => update({ sort })} search={search} />}
        </Box>
        {results}
      </Grid>
      {!desktop && !nothing && (
        <Drawer anchor="bottom" open={drawer} onClose={() => setDrawer(false)} slotProps={{ paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh', p: 2, pb: 4 }, role: 'dialog', 'aria-label': t('filters.title') } as object }} dir={theme.direction}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
              {t('filters.title')}
            </Typography>
            <IconButton aria-label={tc('close')} onClick={() => setDrawer(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          {panel('filters-drawer')}
        </Drawer>
      )}
    </Grid>
  );
}
