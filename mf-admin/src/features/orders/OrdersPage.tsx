import './i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography, useMediaQuery } from 'shared-lib/ui';
import { DownloadIcon } from 'shared-lib/icons';
import { DataGrid, type GridColDef, type GridPaginationModel } from 'shared-lib/admin-ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useSearchParams } from 'shared-lib/router';
import { formatDate, formatNumber, formatToman, localizeDigits } from 'shared-lib/format';
import { LoadError } from 'shared-lib/components/LoadError';
import type { Locale } from 'shared-lib/locale';
import { ordersApi, type AdminOrderPage, type AdminOrderRow } from '../../api/orders';
import { useGridLocaleText } from '../../lib/grid';
import type { Translate } from '../../lib/errors';
import { OrderFilters } from './OrderFilters';
import { activeFilters, apiQuery, FILTER_KEYS, PAGE_SIZES, rangeProblem, readQuery, writeQuery, type ListQuery } from './query';
import { orderPath, statusColor, statusName } from './status';

type Load = { status: 'loading'; page: AdminOrderPage | null } | { status: 'ready'; page: AdminOrderPage } | { status: 'failed'; error: unknown; page: AdminOrderPage | null };

function columns(t: Translate, locale: Locale, narrow: boolean): GridColDef<AdminOrderRow>[] {
  return [
    {
      field: 'id',
      headerName: t('col.number'),
      width: narrow ? 84 : 100,
      renderCell: ({ row, tabIndex }) => (
        <Link component={LocaleLink} to={orderPath(row.id)} tabIndex={tabIndex} aria-label={t('orderNumber', { id: localizeDigits(String(row.id), locale) })}>
          {`#${localizeDigits(String(row.id), locale)}`}
        </Link>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('col.date'),
      width: 170,
      renderCell: ({ row }) => <time dateTime={row.createdAt}>{formatDate(row.createdAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>,
    },
    {
      field: 'customer',
      headerName: t('col.customer'),
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
          <span>{row.customer.name}</span>
          <Typography component="span" variant="caption" color="text.secondary" dir="ltr" data-latin-ok="" sx={{ textAlign: 'start' }}>
            {row.customer.mobile}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: t('col.status'),
      width: narrow ? undefined : 160,
      flex: narrow ? 1 : undefined,
      minWidth: narrow ? 110 : undefined,
      renderCell: ({ row }) => <Chip size="small" label={statusName(row.status, t)} color={statusColor(row.status)} variant={row.status === 'cancelled' || row.status === 'failed' ? 'outlined' : 'filled'} />,
    },
    {
      field: 'paymentMethod',
      headerName: t('col.payment'),
      width: 120,
      renderCell: ({ row }) => t(`payment.${row.paymentMethod}`),
    },
    {
      field: 'payable',
      headerName: t('col.amount'),
      width: narrow ? 120 : 150,
      renderCell: ({ row }) => formatToman(row.payable, locale),
    },
  ];
}

/**
 * /admin/orders: the shop's orders, newest first, paged by the api. Filters (status, payment, date
 * range, customer, amount) live in the address; the CSV link downloads exactly what is filtered.
 */
export default function OrdersPage() {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const locale = useLocale();
  const wide = useMediaQuery('(min-width:600px)');
  const gridText = useGridLocaleText();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const problem = rangeProblem(query);
  const key = JSON.stringify(apiQuery(query));
  const [load, setLoad] = useState<Load>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (problem) return undefined;
    const ctl = new AbortController();
    setLoad((l) => ({ status: 'loading', page: l.page }));
    ordersApi.list(JSON.parse(key), ctl.signal).then(
      (page) => setLoad({ status: 'ready', page }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad((l) => ({ status: 'failed', error, page: l.page }));
      },
    );
    return () => ctl.abort();
  }, [key, problem, attempt]);

  const go = useCallback(
    (change: Partial<ListQuery>, replace = false) => setParams((prev) => writeQuery({ ...readQuery(prev), page: 1, ...change }), { replace }),
    [setParams],
  );
  const onClear = () => go(Object.fromEntries(FILTER_KEYS.map((k) => [k, k === 'q' ? '' : undefined])) as Partial<ListQuery>);
  const onPage = (m: GridPaginationModel) => {
    if (m.page + 1 === query.page && m.pageSize === query.pageSize) return;
    go({ page: m.page + 1, pageSize: m.pageSize });
  };

  const paginationModel = useMemo(() => ({ page: query.page - 1, pageSize: query.pageSize }), [query.page, query.pageSize]);
  const cols = useMemo(() => columns(t, locale, !wide), [t, locale, wide]);
  const { page: _page, pageSize: _size, ...filters } = apiQuery(query);
  const csv = ordersApi.exportUrl(filters);
  const page = load.page;
  const filtered = activeFilters(query) > 0;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, flexBasis: { xs: '100%', sm: 0 }, minWidth: 0 }}>
          {t('list.title')}
          {page && !problem && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1, whiteSpace: 'nowrap' }} aria-live="polite">
              {t('list.count', { count: page.total })}
            </Typography>
          )}
        </Typography>
        <Button component="a" href={csv} download startIcon={<DownloadIcon />} disabled={Boolean(problem)} sx={{ minHeight: 44 }}>
          {filtered ? t('list.csvFiltered') : t('list.csv')}
        </Button>
      </Stack>

      <OrderFilters query={query} onChange={go} onClear={onClear} />

      {problem && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t(problem === 'dates' ? 'filter.datesInvalid' : 'filter.amountsInvalid')}
        </Alert>
      )}
      {!problem && load.status === 'failed' && <LoadError title={t('list.loadError')} error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}

      {!problem &&
        (load.status === 'ready' && page && page.total === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
            <Typography>{filtered ? t('list.empty') : t('list.emptyAll')}</Typography>
          </Paper>
        ) : (
          (page || load.status === 'loading') && (
            <Box sx={{ height: { xs: 560, md: 'calc(100vh - 320px)' }, minHeight: 420, width: '100%' }}>
              <DataGrid<AdminOrderRow>
                aria-label={t('list.grid')}
                rows={page?.items ?? []}
                columns={cols}
                rowCount={page?.total ?? 0}
                loading={load.status === 'loading'}
                paginationMode="server"
                sortingMode="server"
                filterMode="server"
                disableColumnFilter
                disableColumnSorting
                disableColumnMenu
                disableRowSelectionOnClick
                // a page is at most 100 rows: all drawn, which also lets a screen reader read them
                disableVirtualization
                paginationModel={paginationModel}
                onPaginationModelChange={onPage}
                pageSizeOptions={PAGE_SIZES.map((value) => ({ value, label: formatNumber(value, locale) }))}
                columnVisibilityModel={wide ? {} : { createdAt: false, customer: false, paymentMethod: false }}
                rowHeight={60}
                localeText={{ ...gridText, noRowsLabel: t('list.emptyAll') }}
                sx={{ bgcolor: 'background.paper' }}
              />
            </Box>
          )
        ))}
    </>
  );
}
