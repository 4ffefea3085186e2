import { useMemo, useRef, useState } from 'react';
import { Button, Grid } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { DatePicker, type PickerValue } from 'shared-lib/components/DatePicker/index';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { localizeDigits } from 'shared-lib/format';
import { LEAD_KINDS, LEAD_STATUSES, type ContactGroup, type LeadAssignee } from '../../api/leads';
import { Choice, FilterBar, useTyped } from '../../lib/FilterBar';
import { isDay } from '../../lib/days';
import { activeFilters, NOBODY, parseId, type ListQuery } from './query';
import { kindName, statusName } from './labels';

const sameSearch = (text: string, current: string) => text.trim() === current.trim();
/** The product field's text says the address's product (an invalid one says nothing new: it is never sent). */
const sameId = (text: string, current: string) => {
  const n = parseId(text);
  return n === null || String(n) === current;
};

/** The product's number, sent a moment after the typing stops (Persian digits accepted). */
function ProductField({ value, onCommit }: { value: number | undefined; onCommit: (v: number | undefined) => void }) {
  const { t } = useTranslation('admin-leads');
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;
  const [stable] = useState(() => (text: string) => {
    const n = parseId(text);
    if (n !== null) commitRef.current(n === '' ? undefined : n);
  });
  const [text, setText] = useTyped(value === undefined ? '' : String(value), sameId, stable);
  const invalid = parseId(text) === null;
  return (
    <TextField
      fullWidth
      size="small"
      label={t('filter.product')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      error={invalid}
      helperText={invalid ? t('filter.productInvalid') : t('filter.productHint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', maxLength: 12 }, inputLabel: { shrink: true } }}
    />
  );
}

interface Props {
  query: ListQuery;
  onChange: (change: Partial<ListQuery>, replace?: boolean) => void;
  onClear: () => void;
  /** who a lead may be given to (the filter still works by number without them) */
  assignees: LeadAssignee[];
  /** the contact form's subjects */
  groups: ContactGroup[];
}

/**
 * The leads list's filters: sender search, kind, status, a date range (Jalali pickers in Persian;
 * sent as YYYY-MM-DD), the product asked about, the contact form's subject and who took it (or
 * nobody). On a phone all but the search are behind a button.
 */
export function LeadFilters({ query, onChange, onClear, assignees, groups }: Props) {
  const { t } = useTranslation('admin-leads');
  const locale = useLocale();
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const [commitSearch] = useState(() => (text: string) => changeRef.current({ q: text }, true));
  const [search, setSearch] = useTyped(query.q, sameSearch, commitSearch);

  const day = (v: PickerValue) => (isDay(v) ? v : undefined);
  const count = activeFilters(query) - (query.q.trim() ? 1 : 0);
  const all = t('filter.all');

  // a subject or person in the address that the lists do not have still shows as chosen
  const groupOptions = useMemo(() => {
    const list = groups.map((g) => ({ value: String(g.id), label: g.title }));
    if (query.groupId !== undefined && !groups.some((g) => g.id === query.groupId)) list.push({ value: String(query.groupId), label: t('filter.groupNumber', { id: localizeDigits(String(query.groupId), locale) }) });
    return list;
  }, [groups, query.groupId, t, locale]);
  const assigneeOptions = useMemo(() => {
    const list = [{ value: String(NOBODY), label: t('filter.nobody') }, ...assignees.map((a) => ({ value: String(a.id), label: a.name }))];
    if (query.assigneeId !== undefined && query.assigneeId !== NOBODY && !assignees.some((a) => a.id === query.assigneeId)) list.push({ value: String(query.assigneeId), label: t('filter.staffNumber', { id: localizeDigits(String(query.assigneeId), locale) }) });
    return list;
  }, [assignees, query.assigneeId, t, locale]);

  const idOf = (v: string) => (v === '' ? undefined : Number(v));

  return (
    <FilterBar
      label={t('filter.label')}
      searchLabel={t('filter.q')}
      searchPlaceholder={t('filter.qPlaceholder')}
      search={search}
      onSearchChange={setSearch}
      toggleLabel={count ? t('filter.openCount', { count }) : t('filter.open')}
    >
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Choice
            label={t('filter.kind')}
            value={query.kind ?? ''}
            options={LEAD_KINDS.map((k) => ({ value: k, label: kindName(k, t) }))}
            onChange={(v) => onChange({ kind: (v || undefined) as ListQuery['kind'] })}
            allLabel={all}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Choice
            label={t('filter.status')}
            value={query.status ?? ''}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: statusName(s, t) }))}
            onChange={(v) => onChange({ status: (v || undefined) as ListQuery['status'] })}
            allLabel={all}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DatePicker label={t('filter.from')} value={query.from ?? null} onChange={(v) => onChange({ from: day(v) })} max={query.to ?? null} clearable size="small" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DatePicker label={t('filter.to')} value={query.to ?? null} onChange={(v) => onChange({ to: day(v) })} min={query.from ?? null} clearable size="small" fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Choice label={t('filter.assignee')} value={query.assigneeId === undefined ? '' : String(query.assigneeId)} options={assigneeOptions} onChange={(v) => onChange({ assigneeId: idOf(v) })} allLabel={t('filter.anyone')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Choice label={t('filter.group')} value={query.groupId === undefined ? '' : String(query.groupId)} options={groupOptions} onChange={(v) => onChange({ groupId: idOf(v) })} allLabel={all} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ProductField value={query.productId} onCommit={(v) => onChange({ productId: v }, true)} />
        </Grid>
        {activeFilters(query) > 0 && (
          <Grid size={{ xs: 12, md: 'auto' }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <Button onClick={onClear} sx={{ minHeight: 40 }}>
              {t('filter.clear')}
            </Button>
          </Grid>
        )}
      </Grid>
    </FilterBar>
  );
}
