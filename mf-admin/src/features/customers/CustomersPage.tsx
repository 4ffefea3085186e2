import './i18n';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Link, Paper, Stack, Typography, useMediaQuery } from 'shared-lib/ui';
import { InputAdornment, TextField } from 'shared-lib/ui-more';
import { SearchIcon } from 'shared-lib/icons';
import { DataGrid, type GridColDef, type GridPaginationModel } from 'shared-lib/admin-ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useSearchParams } from 'shared-lib/router';
import { Head } from 'shared-lib/head';
import { formatDate, formatNumber } from 'shared-lib/format';
import { LoadError } from 'shared-lib/components/LoadError';
import type { Locale } from 'shared-lib/locale';
import { customersApi, type CustomerPage, type CustomerRow } from '../../api/customers';
import { useGridLocaleText } from '../../lib/grid';
import { useTyped } from '../../lib/FilterBar';
import { ADMIN } from '../../lib/paths';
import { Latin } from '../../lib/sections';
import type { Translate } from '../../lib/errors';
import { BlockedChip } from './labels';
import { apiQuery, PAGE_SIZES, readQuery, writeQuery, type ListQuery } from './query';

type Load = { status: 'loading'; page: CustomerPage | null } | { status: 'ready'; page: CustomerPage } | { status: 'failed'; error: unknown; page: CustomerPage | null };

const day = (iso: string, locale: Locale) => formatDate(iso, locale, { dateStyle: 'medium' });

/** Two lines in a cell: the first as it is, the second small and grey. */
function TwoLines({ first, second }: { first: ReactNode; second?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {first}
      </Box>
      {second && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' }}>
          {second}
        </Typography>
      )}
    </Box>
  );
}

function columns(t: Translate, locale: Locale): GridColDef<CustomerRow>[] {
  return [
    {
      // a phone's main column: the name (the link to the customer) over the mobile
      field: 'customer',
      headerName: t('col.customer'),
      flex: 1,
      // 360 px wide: this column, the orders and the sign-in fit beside each other without scrolling
      minWidth: 140,
      renderCell: ({ row, tabIndex }) => (
        <TwoLines
          first={
            <Link component={LocaleLink} to={ADMIN.customer(row.id)} tabIndex={tabIndex} dir="auto">
              {row.name || t('noName')}
            </Link>
          }
          second={<Latin>{row.mobile}</Latin>}
        />
      ),
    },
    {
      field: 'createdAt',
      headerName: t('col.registered'),
      width: 140,
      renderCell: ({ row }) => <time dateTime={row.createdAt}>{day(row.createdAt, locale)}</time>,
    },
    {
      field: 'orderCount',
      headerName: t('col.orders'),
      width: 80,
      renderCell: ({ row }) => formatNumber(row.orderCount, locale),
    },
    {
      field: 'lastOrderAt',
      headerName: t('col.lastOrder'),
      width: 140,
      renderCell: ({ row }) => (row.lastOrderAt ? <time dateTime={row.lastOrderAt}>{day(row.lastOrderAt, locale)}</time> : t('never')),
    },
    {
      field: 'blocked',
      headerName: t('col.signIn'),
      width: 92,
      renderCell: ({ row }) => <BlockedChip blocked={row.blocked} />,
    },
  ];
}

const sameSearch = (text: string, current: string) => text.trim() === current.trim();

/**
 * /admin/customers: the shop's customers, newest first, searched by mobile (any digits) or part of the
 * name, paged by the api. The search and the page live in the address. For orders, support and the owner.
 */
export default function CustomersPage() {
  const { t } = useTranslation(['admin-customers', 'admin']);
  const locale = useLocale();
  const wide = useMediaQuery('(min-width:600px)');
  const gridText = useGridLocaleText();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const key = JSON.stringify(apiQuery(query));
  const [load, setLoad] = useState<Load>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad((l) => ({ status: 'loading', page: l.page }));
    customersApi.list(JSON.parse(key), ctl.signal).then(
      (page) => setLoad({ status: 'ready', page }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad((l) => ({ status: 'failed', error, page: l.page }));
      },
    );
    return () => ctl.abort();
  }, [key, attempt]);

  const go = useCallback(
    (change: Partial<ListQuery>, replace = false) => setParams((prev) => writeQuery({ ...readQuery(prev), page: 1, ...change }), { replace }),
    [setParams],
  );
  const goRef = useRef(go);
  goRef.current = go;
  const [commitSearch] = useState(() => (text: string) => goRef.current({ q: text }, true));
  const [search, setSearch] = useTyped(query.q, sameSearch, commitSearch);

  const onPage = (m: GridPaginationModel) => {
    if (m.page + 1 === query.page && m.pageSize === query.pageSize) return;
    go({ page: m.page + 1, pageSize: m.pageSize });
  };
  const paginationModel = useMemo(() => ({ page: query.page - 1, pageSize: query.pageSize }), [query.page, query.pageSize]);
  const cols = useMemo(() => columns(t, locale), [t, locale]);
  const page = load.page;
  const searching = query.q.trim() !== '';

  return (
    <>
      <Head title={t('list.title')} noindex />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('list.title')}
        {page && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1, whiteSpace: 'nowrap' }} aria-live="polite">
            {t('list.count', { count: page.total })}
          </Typography>
        )}
      </Typography>

      <Box component="section" role="search" aria-label={t('list.search')} sx={{ mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          helperText={t('list.searchHint')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { maxLength: 100, enterKeyHint: 'search', autoComplete: 'off' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ maxWidth: { sm: 420 } }}
        />
      </Box>

      {load.status === 'failed' && <LoadError title={t('list.loadError')} error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}

      {load.status === 'ready' && page && page.total === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
          <Typography>{searching ? t('list.empty') : t('list.emptyAll')}</Typography>
        </Paper>
      ) : (
        (page || load.status === 'loading') && (
          <Stack sx={{ height: { xs: 560, md: 'calc(100vh - 300px)' }, minHeight: 420, width: '100%' }}>
            <DataGrid<CustomerRow>
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
              columnVisibilityModel={wide ? {} : { createdAt: false, lastOrderAt: false }}
              rowHeight={60}
              localeText={{ ...gridText, noRowsLabel: t('list.emptyAll') }}
              sx={{ bgcolor: 'background.paper' }}
            />
          </Stack>
        )
      )}
    </>
  );
}
