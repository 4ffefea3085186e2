import './i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, Paper, Stack, Typography, useMediaQuery } from 'shared-lib/ui';
import { AddIcon, DownloadIcon } from 'shared-lib/icons';
import { DataGrid, useGridApiRef, type GridPaginationModel, type GridSortModel } from 'shared-lib/admin-ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useSearchParams } from 'shared-lib/router';
import { toast } from 'shared-lib/bus';
import { formatNumber } from 'shared-lib/format';
import { LoadError } from 'shared-lib/components/LoadError';
import { adminApi, type AdminProductPage, type AdminProductRow } from '../../api/admin';
import { hasRole, useCanWriteCatalogue, useSession } from '../../lib/session';
import { StockAdjustDialog } from '../../lib/stock/StockAdjustDialog';
import { toastError } from '../../lib/errors';
import { useGridLocaleText } from '../../lib/grid';
import { ADMIN } from '../../lib/paths';
import { MAX_PRICE, nameOf, productColumns, type Row } from './columns';
import { ProductFilters } from './ProductFilters';
import { apiQuery, FILTER_KEYS, PAGE_SIZES, parseWhole, readQuery, SORTS, sortModelOf, sortOf, writeQuery, type FilterKey, type ListQuery, type Sort } from './query';

/** A typed price the api would refuse: shown as it is, nothing sent. */
class TypedError extends Error {}

type Load = { status: 'loading'; page: AdminProductPage | null } | { status: 'ready'; page: AdminProductPage } | { status: 'failed'; error: unknown; page: AdminProductPage | null };

/**
 * /admin/products: the staff's product list. Search, filters, sort and page live in the address;
 * the api pages, sorts and filters. Catalogue writers change a price in its cell (PATCH). Stock is
 * never typed over: those who may adjust it (catalogue, orders, owner) open the stock adjustment
 * from the stock cell, a signed change with a reason for the audit trail.
 */
export default function ProductsPage() {
  const { t } = useTranslation('admin-products');
  const locale = useLocale();
  const canWrite = useCanWriteCatalogue();
  const canAdjust = hasRole(useSession().me, 'catalogue', 'orders');
  // the row whose stock is being adjusted (the dialog is open while there is one)
  const [adjusting, setAdjusting] = useState<Row | null>(null);
  const wide = useMediaQuery('(min-width:600px)');
  const gridText = useGridLocaleText();
  const apiRef = useGridApiRef();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const key = JSON.stringify(apiQuery(query));
  const [load, setLoad] = useState<Load>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad((l) => ({ status: 'loading', page: l.page }));
    adminApi.products(JSON.parse(key), ctl.signal).then(
      (page) => setLoad({ status: 'ready', page }),
      (error) => {
        if (!ctl.signal.aborted) setLoad((l) => ({ status: 'failed', error, page: l.page }));
      },
    );
    return () => ctl.abort();
  }, [key, attempt]);

  const go = useCallback(
    (change: Partial<ListQuery>, replace = false) => setParams((prev) => writeQuery({ ...readQuery(prev), page: 1, ...change }), { replace }),
    [setParams],
  );
  const onSearch = useCallback((q: string) => go({ q }, true), [go]);
  const onFilter = (k: FilterKey, v: string) => {
    const value = v === '' ? undefined : k === 'categoryId' || k === 'brandId' ? Number(v) : k === 'active' ? v === 'true' : v;
    go({ [k]: value } as Partial<ListQuery>);
  };
  const onSort = (s: string) => go({ sort: s === 'newest' || !(SORTS as readonly string[]).includes(s) ? undefined : (s as Sort) });
  const onClear = () => go(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])) as Partial<ListQuery>);
  const onPage = (m: GridPaginationModel) => {
    if (m.page + 1 === query.page && m.pageSize === query.pageSize) return;
    go({ page: m.page + 1, pageSize: m.pageSize });
  };
  const onSortModel = (m: GridSortModel) => {
    const sort = sortOf(m);
    if (sort !== query.sort) go({ sort });
  };

  // stable models: the grid treats a new sort model as a change of sort, and goes back to page 1
  const sortModel = useMemo(() => sortModelOf(query.sort), [query.sort]);
  const paginationModel = useMemo(() => ({ page: query.page - 1, pageSize: query.pageSize }), [query.page, query.pageSize]);
  const columns = useMemo(() => productColumns(t, locale, canWrite, !wide, canAdjust ? setAdjusting : undefined), [t, locale, canWrite, wide, canAdjust]);

  /** The list keeps a saved row (a later render of the same page shows it, not the old one). */
  const keepRow = (id: number, change: (r: AdminProductRow) => AdminProductRow) =>
    setLoad((l) => (l.page ? ({ ...l, page: { ...l.page, items: l.page.items.map((r) => (r.id === id ? change(r) : r)) } } as Load) : l));

  const processRowUpdate = async (next: Row, old: Row): Promise<Row> => {
    const typed = next.typed;
    if (typed?.field !== 'price') return old;
    const n = parseWhole(typed.raw);
    if (n === null || (n !== '' && n > MAX_PRICE)) throw new TypedError(t('edit.priceInvalid', { max: MAX_PRICE }));
    const price = n === '' ? null : n;
    if (price === old.price) return old;
    const saved = await adminApi.quickEdit(old.id, { price });
    keepRow(saved.id, () => saved);
    toast(t('edit.saved'), 'success');
    return saved;
  };
  // the cell stays open with what was typed (fix it, or Esc for the old value); the row is unchanged
  const onUpdateError = (err: unknown) => (err instanceof TypedError ? toast(err.message, 'error') : toastError(err, t));

  const page = load.page;
  const filtered = query.q.trim() !== '' || FILTER_KEYS.some((k) => query[k] !== undefined);

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {/* on a phone the title (and its count, kept on one line) takes the first row, the buttons the next */}
        <Typography component="h1" variant="h5" sx={{ flex: 1, flexBasis: { xs: '100%', sm: 0 }, minWidth: 0 }}>
          {t('title')}
          {page && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1, whiteSpace: 'nowrap' }}>
              {t('count', { count: page.total })}
            </Typography>
          )}
        </Typography>
        <Button component={LocaleLink} to={ADMIN.import} startIcon={<DownloadIcon />} sx={{ minHeight: 44 }}>
          {t('csv')}
        </Button>
        {canWrite && (
          <Button component={LocaleLink} to={ADMIN.newProduct} variant="contained" startIcon={<AddIcon />} sx={{ minHeight: 44 }}>
            {t('new')}
          </Button>
        )}
      </Stack>

      <ProductFilters query={query} onSearch={onSearch} onFilter={onFilter} onSort={onSort} onClear={onClear} />

      {load.status === 'failed' && <LoadError title={t('loadError')} error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}

      {load.status === 'ready' && page && page.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
          <Typography>{filtered ? t('empty') : t('emptyAll')}</Typography>
        </Paper>
      ) : (
        (page || load.status === 'loading') && (
          <>
            {(canWrite || canAdjust) && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {[canWrite && t('edit.hint'), canAdjust && t('adjust.hint')].filter(Boolean).join(' ')}
              </Typography>
            )}
            <Box sx={{ height: { xs: 520, md: 'calc(100vh - 300px)' }, minHeight: 420, width: '100%' }}>
              <DataGrid<Row>
                apiRef={apiRef}
                aria-label={t('grid')}
                rows={page?.items ?? []}
                columns={columns}
                rowCount={page?.total ?? 0}
                loading={load.status === 'loading'}
                paginationMode="server"
                sortingMode="server"
                filterMode="server"
                disableColumnFilter
                disableRowSelectionOnClick
                // a page is at most 100 rows: all drawn (no virtualization), which also lets a screen reader read them
                disableVirtualization
                paginationModel={paginationModel}
                onPaginationModelChange={onPage}
                pageSizeOptions={PAGE_SIZES.map((value) => ({ value, label: formatNumber(value, locale) }))}
                sortModel={sortModel}
                onSortModelChange={onSortModel}
                columnVisibilityModel={wide ? {} : { image: false, sku: false, active: false }}
                rowHeight={56}
                processRowUpdate={processRowUpdate}
                onProcessRowUpdateError={onUpdateError}
                onCellClick={(p) => {
                  // one tap opens a price (a phone has no double click), or the stock adjustment from anywhere in the stock cell
                  if (p.isEditable && p.cellMode === 'view') apiRef.current?.startCellEditMode({ id: p.id, field: p.field });
                  else if (p.field === 'stock' && canAdjust) setAdjusting(p.row);
                }}
                localeText={{ ...gridText, noRowsLabel: t('emptyAll') }}
                sx={{ bgcolor: 'background.paper' }}
              />
            </Box>
          </>
        )
      )}

      {adjusting && (
        <StockAdjustDialog
          key={adjusting.id}
          productId={adjusting.id}
          productName={nameOf(adjusting, locale)}
          stock={adjusting.stock}
          onClose={() => setAdjusting(null)}
          onAdjusted={({ productId, stock }) => keepRow(productId, (r) => ({ ...r, stock }))}
        />
      )}
    </>
  );
}
