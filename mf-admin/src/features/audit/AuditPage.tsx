import './i18n';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Paper, Stack, Typography } from 'shared-lib/ui';
import { MenuItem, Pagination, PaginationItem, TextField } from 'shared-lib/ui-more';
import { LinearProgress } from 'shared-lib/admin-ui';
import { DatePicker, type PickerValue } from 'shared-lib/components/DatePicker/index';
import { LoadError } from 'shared-lib/components/LoadError';
import { useSearchParams } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatDate, localizeDigits } from 'shared-lib/format';
import { adminApi, type AuditFilter, type AuditPage as Trail, type Staff } from '../../api/admin';
import { AuditDiff } from './AuditDiff';

type Entry = Trail['items'][number];

export const PAGE_SIZE = 20;

/** The entities the api records (api/src: recordAudit / audit(trx, { entity })), with their message keys. */
const ENTITIES: Array<{ value: string; key: string }> = [
  { value: 'product', key: 'product' },
  { value: 'category', key: 'category' },
  { value: 'brand', key: 'brand' },
  { value: 'staff', key: 'staff' },
  { value: 'catalog.import', key: 'catalogImport' },
  { value: 'setting', key: 'setting' },
  { value: 'delivery_method', key: 'deliveryMethod' },
  { value: 'discount_code', key: 'discountCode' },
  { value: 'post', key: 'post' },
  { value: 'blog_category', key: 'blogCategory' },
  { value: 'service', key: 'service' },
  { value: 'content_page', key: 'contentPage' },
  { value: 'project', key: 'project' },
  { value: 'testimonial', key: 'testimonial' },
];
const ENTITY_KEY = new Map(ENTITIES.map((e) => [e.value, e.key]));
const ACTIONS = new Set(['create', 'update', 'delete', 'archive', 'quickEdit', 'addPicture', 'orderPictures', 'removePicture', 'move', 'orderChildren', 'picture', 'logo', 'import', 'password', 'disable', 'enable', 'promote']);

type Param = 'staffId' | 'entity' | 'from' | 'to' | 'page';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter in the address (?staffId=2&entity=product&from=2026-03-01&to=2026-03-10&page=2); anything malformed is left out. */
export function readFilter(params: URLSearchParams): Required<Pick<AuditFilter, 'page'>> & Omit<AuditFilter, 'page' | 'pageSize'> {
  const int = (name: Param) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n >= 1 ? n : undefined;
  };
  const day = (name: Param) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : undefined;
  };
  const entity = (params.get('entity') ?? '').trim().slice(0, 64);
  return { staffId: int('staffId'), entity: entity || undefined, from: day('from'), to: day('to'), page: Math.min(int('page') ?? 1, 100_000) };
}

type Load = { loading: boolean; data?: Trail; error?: unknown };

/**
 * /admin/audit (owner): every back-office write, newest first: when, who, from where, what, and its
 * values before and after. Filtered by person, section and date range (Jalali pickers in fa; the
 * dates go to the api as YYYY-MM-DD), paged by the api; the filter lives in the address.
 */
export default function AuditPage() {
  const { t } = useTranslation(['admin-audit', 'admin']);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const filterKey = JSON.stringify(filter);
  const rangeInvalid = Boolean(filter.from && filter.to && filter.from > filter.to);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ loading: true });
  const [staff, setStaff] = useState<Staff[]>([]);

  // the people to filter by (the filter still works by number if this fails)
  useEffect(() => {
    const ctl = new AbortController();
    adminApi.listStaff(ctl.signal).then(setStaff, () => {});
    return () => ctl.abort();
  }, []);

  useEffect(() => {
    if (rangeInvalid) {
      setLoad((l) => ({ ...l, loading: false, error: undefined }));
      return undefined;
    }
    const ctl = new AbortController();
    const f = JSON.parse(filterKey) as ReturnType<typeof readFilter>;
    setLoad((l) => ({ ...l, loading: true, error: undefined }));
    adminApi.audit({ ...f, pageSize: PAGE_SIZE }, ctl.signal).then(
      (data) => setLoad({ loading: false, data }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad((l) => ({ ...l, loading: false, error }));
      },
    );
    return () => ctl.abort();
  }, [filterKey, rangeInvalid, attempt]);

  /** Changes filters in the address; any change but the page's starts again at page 1. */
  const setFilter = (patch: Partial<Record<Param, string | number | null | undefined>>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    });
  };
  const anyFilter = Boolean(filter.staffId || filter.entity || filter.from || filter.to);

  const entityLabel = (entity: string) => {
    const key = ENTITY_KEY.get(entity);
    return key ? t(`entities.${key}`) : entity;
  };
  const actionLabel = (action: string) => (ACTIONS.has(action) ? t(`actions.${action}`) : action);
  const who = (e: Entry) => e.staffName ?? (e.staffId === null ? t('system') : t('staffNumber', { id: e.staffId }));
  const dayValue = (v: PickerValue) => (typeof v === 'string' && DAY.test(v) ? v : null);

  // a person or section in the address that the lists do not have still shows as chosen
  const people = useMemo(() => {
    const list = staff.map((s) => ({ id: s.id, name: s.name }));
    if (filter.staffId && !list.some((s) => s.id === filter.staffId)) list.push({ id: filter.staffId, name: t('staffNumber', { id: filter.staffId }) });
    return list;
  }, [staff, filter.staffId, t]);
  const entities = filter.entity && !ENTITY_KEY.has(filter.entity) ? [...ENTITIES, { value: filter.entity, key: '' }] : ENTITIES;

  const data = load.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;

  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        {data && !rangeInvalid && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('total', { count: data.total })}
          </Typography>
        )}
      </Box>

      <Paper variant="outlined" component="section" role="search" aria-label={t('filters')} sx={{ p: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <TextField select fullWidth size="small" label={t('person')} value={filter.staffId ? String(filter.staffId) : ''} onChange={(e) => setFilter({ staffId: e.target.value || null })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
              <MenuItem value="">{t('everyone')}</MenuItem>
              {people.map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <TextField select fullWidth size="small" label={t('entity')} value={filter.entity ?? ''} onChange={(e) => setFilter({ entity: e.target.value || null })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
              <MenuItem value="">{t('allEntities')}</MenuItem>
              {entities.map((e) => (
                <MenuItem key={e.value} value={e.value}>
                  {entityLabel(e.value)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <DatePicker label={t('from')} value={filter.from ?? null} onChange={(v) => setFilter({ from: dayValue(v) })} max={filter.to ?? null} clearable size="small" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <DatePicker
              label={t('to')}
              value={filter.to ?? null}
              onChange={(v) => setFilter({ to: dayValue(v) })}
              min={filter.from ?? null}
              clearable
              size="small"
              fullWidth
              error={rangeInvalid}
              helperText={rangeInvalid ? t('rangeInvalid') : undefined}
            />
          </Grid>
        </Grid>
        {anyFilter && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setParams(new URLSearchParams())}>
            {t('clear')}
          </Button>
        )}
      </Paper>

      {load.loading && <LinearProgress aria-label={t('admin:loading')} />}
      {rangeInvalid && (
        <Alert severity="warning" role="alert">
          {t('rangeInvalid')}
        </Alert>
      )}
      {load.error !== undefined && <LoadError error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}
      {data && !rangeInvalid && data.items.length === 0 && !load.loading && <Typography color="text.secondary">{t('empty')}</Typography>}

      {data && !rangeInvalid && data.items.length > 0 && (
        <Stack spacing={1.5} sx={{ opacity: load.loading ? 0.6 : 1 }}>
          {data.items.map((e) => {
            const headingId = `audit-${e.id}`;
            const id = e.entityId ? `#${localizeDigits(e.entityId, locale)}` : '';
            return (
              <Card key={e.id} variant="outlined" component="article" aria-labelledby={headingId}>
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {t('entry', { entity: entityLabel(e.entity), id, action: actionLabel(e.action) })}
                  </Typography>
                  <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, typography: 'body2', color: 'text.secondary', '& dt': { fontWeight: 500 }, '& dd': { m: 0, ms: 0.5, color: 'text.primary' }, '& > div': { display: 'flex' } }}>
                    <div>
                      <dt>{t('when')}:</dt>
                      <dd>
                        <time dateTime={e.at}>{formatDate(e.at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                      </dd>
                    </div>
                    <div>
                      <dt>{t('who')}:</dt>
                      <dd>{who(e)}</dd>
                    </div>
                    <div>
                      <dt>{t('ip')}:</dt>
                      <dd>
                        <span dir="ltr" data-latin-ok="">
                          {e.ip}
                        </span>
                      </dd>
                    </div>
                  </Box>
                  <AuditDiff before={e.before} after={e.after} id={headingId} />
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}

      {data && !rangeInvalid && pageCount > 1 && (
        <Box component="nav" aria-label={t('paging.label')} sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination
            count={pageCount}
            page={Math.min(filter.page, pageCount)}
            onChange={(_, page) => setFilter({ page })}
            siblingCount={0}
            getItemAriaLabel={(type, page, selected) =>
              type === 'page' ? t(selected ? 'paging.current' : 'paging.page', { page: page ?? 0 }) : t(`paging.${type}`)
            }
            renderItem={(item) => <PaginationItem {...item} page={item.type === 'page' && item.page !== null ? localizeDigits(String(item.page), locale) : item.page} />}
          />
        </Box>
      )}
    </Stack>
  );
}
