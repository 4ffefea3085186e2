import './i18n';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography, useMediaQuery } from 'shared-lib/ui';
import { DownloadIcon } from 'shared-lib/icons';
import { DataGrid, type GridColDef, type GridPaginationModel } from 'shared-lib/admin-ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useSearchParams } from 'shared-lib/router';
import { Head } from 'shared-lib/head';
import { formatDate, formatNumber, joinParts, localizeText } from 'shared-lib/format';
import { LoadError } from 'shared-lib/components/LoadError';
import type { Locale } from 'shared-lib/locale';
import { leadsApi, type ContactGroup, type LeadAssignee, type LeadPage, type LeadRow } from '../../api/leads';
import { useGridLocaleText } from '../../lib/grid';
import { useLeadsNews } from '../../lib/leads-news';
import { ADMIN } from '../../lib/paths';
import type { Translate } from '../../lib/errors';
import { LeadFilters } from './LeadFilters';
import { activeFilters, apiQuery, FILTER_KEYS, PAGE_SIZES, rangeProblem, readQuery, writeQuery, type ListQuery } from './query';
import { AttachmentIcon, kindName, StatusChip } from './labels';

type Load = { status: 'loading'; page: LeadPage | null } | { status: 'ready'; page: LeadPage } | { status: 'failed'; error: unknown; page: LeadPage | null };

const when = (iso: string, locale: Locale) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Two lines in a cell: the first as it is, the second small and grey. */
function TwoLines({ first, second }: { first: ReactNode; second?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.3, minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {first}
      </Box>
      {second && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {second}
        </Typography>
      )}
    </Box>
  );
}

function columns(t: Translate, locale: Locale): GridColDef<LeadRow>[] {
  const open = (row: LeadRow, tabIndex: number) => (
    <Link component={LocaleLink} to={ADMIN.lead(row.id)} tabIndex={tabIndex} dir="auto">
      {row.fullName}
    </Link>
  );
  return [
    {
      // a phone's one column: who, what and when (the status beside it)
      field: 'lead',
      headerName: t('col.lead'),
      flex: 1,
      minWidth: 170,
      renderCell: ({ row, tabIndex }) => (
        <TwoLines
          first={
            <>
              {open(row, tabIndex)}
              {row.hasAttachment && <AttachmentIcon titleAccess={t('list.hasAttachment')} sx={{ verticalAlign: 'middle', marginInlineStart: 0.5 }} />}
            </>
          }
          second={joinParts([kindName(row.kind, t), when(row.createdAt, locale)], locale)}
        />
      ),
    },
    {
      field: 'createdAt',
      headerName: t('col.date'),
      width: 165,
      renderCell: ({ row }) => <time dateTime={row.createdAt}>{when(row.createdAt, locale)}</time>,
    },
    { field: 'kind', headerName: t('col.kind'), width: 150, renderCell: ({ row }) => kindName(row.kind, t) },
    {
      field: 'fullName',
      headerName: t('col.name'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row, tabIndex }) => open(row, tabIndex),
    },
    {
      field: 'mobile',
      headerName: t('col.mobile'),
      width: 130,
      renderCell: ({ row }) => (
        <Box component="span" dir="ltr" data-latin-ok="" sx={{ unicodeBidi: 'isolate' }}>
          {row.mobile}
        </Box>
      ),
    },
    {
      field: 'about',
      headerName: t('col.about'),
      flex: 1.5,
      minWidth: 200,
      renderCell: ({ row }) => (
        <TwoLines
          first={<span dir="auto">{row.product ? localizeText(row.product.name, locale) : (row.summary ?? '—')}</span>}
          second={row.product ? row.summary && <span dir="auto">{row.summary}</span> : row.group && <span dir="auto">{row.group.title}</span>}
        />
      ),
    },
    {
      field: 'assignee',
      headerName: t('col.assignee'),
      width: 140,
      renderCell: ({ row }) => (row.assignee ? <span dir="auto">{row.assignee.name}</span> : <Typography component="span" variant="body2" color="text.secondary">{t('assignee.none')}</Typography>),
    },
    { field: 'status', headerName: t('col.status'), width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
    {
      field: 'hasAttachment',
      headerName: t('col.attachment'),
      width: 80,
      renderCell: ({ row }) => (row.hasAttachment ? <AttachmentIcon titleAccess={t('list.hasAttachment')} sx={{ verticalAlign: 'middle' }} /> : null),
    },
  ];
}

const NARROW_COLUMNS = { createdAt: false, kind: false, fullName: false, mobile: false, about: false, assignee: false, hasAttachment: false };
const WIDE_COLUMNS = { lead: false };

/**
 * /admin/leads (support and owner): the shoppers' contact messages, consultation requests and price
 * inquiries in one list, newest first, paged by the api. Filters (kind, status, date range, product,
 * subject, assignee, sender) live in the address; the CSV link downloads exactly what is filtered.
 * A lead arriving while it is on screen loads the list again (the frame's leads news).
 */
export default function LeadsPage() {
  const { t } = useTranslation(['admin-leads', 'admin']);
  const locale = useLocale();
  const wide = useMediaQuery('(min-width:600px)');
  const gridText = useGridLocaleText();
  const { arrivals } = useLeadsNews();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const problem = rangeProblem(query);
  const key = JSON.stringify(apiQuery(query));
  const [load, setLoad] = useState<Load>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  const [assignees, setAssignees] = useState<LeadAssignee[]>([]);
  const [groups, setGroups] = useState<ContactGroup[]>([]);

  // the filters' lists (the filters still work by number if these fail)
  useEffect(() => {
    const ctl = new AbortController();
    leadsApi.assignees(ctl.signal).then(setAssignees, () => {});
    leadsApi.contactGroups(ctl.signal).then(setGroups, () => {});
    return () => ctl.abort();
  }, []);

  useEffect(() => {
    if (problem) return undefined;
    const ctl = new AbortController();
    setLoad((l) => ({ status: 'loading', page: l.page }));
    leadsApi.list(JSON.parse(key), ctl.signal).then(
      (page) => setLoad({ status: 'ready', page }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad((l) => ({ status: 'failed', error, page: l.page }));
      },
    );
    return () => ctl.abort();
  }, [key, problem, attempt, arrivals]);

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
  const cols = useMemo(() => columns(t, locale), [t, locale]);
  const { page: _page, pageSize: _size, ...filters } = apiQuery(query);
  const csv = leadsApi.exportUrl(filters);
  const page = load.page;
  const filtered = activeFilters(query) > 0;

  return (
    <>
      <Head title={t('list.title')} noindex />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1, flexBasis: { xs: '100%', sm: 0 }, minWidth: 0 }}>
          {t('list.title')}
          {page && !problem && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1, whiteSpace: 'nowrap' }} aria-live="polite">
              {t('list.count', { count: page.total })}
            </Typography>
          )}
        </Typography>
        <Button component="a" href={csv} download startIcon={<DownloadIcon />} disabled={problem} sx={{ minHeight: 44 }}>
          {filtered ? t('list.csvFiltered') : t('list.csv')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('list.help')}
      </Typography>

      <LeadFilters query={query} onChange={go} onClear={onClear} assignees={assignees} groups={groups} />

      {problem && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('filter.datesInvalid')}
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
            <Box sx={{ height: { xs: 560, md: 'calc(100vh - 340px)' }, minHeight: 420, width: '100%' }}>
              <DataGrid<LeadRow>
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
                columnVisibilityModel={wide ? WIDE_COLUMNS : NARROW_COLUMNS}
                rowHeight={wide ? 60 : 68}
                localeText={{ ...gridText, noRowsLabel: t('list.emptyAll') }}
                sx={{ bgcolor: 'background.paper' }}
              />
            </Box>
          )
        ))}
    </>
  );
}
