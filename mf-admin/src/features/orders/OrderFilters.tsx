import { useRef, useState } from 'react';
import { Button, Grid } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { DatePicker, type PickerValue } from 'shared-lib/components/DatePicker/index';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatToman } from 'shared-lib/format';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../api/orders';
import { Choice, FilterBar, useTyped } from '../../lib/FilterBar';
import { activeFilters, isDay, parseAmount, type ListQuery } from './query';
import { statusName } from './status';

const sameSearch = (text: string, current: string) => text.trim() === current.trim();
/** An amount field's text says the address's amount (an invalid one says nothing new: it is never sent). */
const sameAmount = (text: string, current: string) => {
  const n = parseAmount(text);
  return n === null || String(n) === current;
};

function AmountField({ label, value, onCommit }: { label: string; value: number | undefined; onCommit: (v: number | undefined) => void }) {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const commit = (text: string) => {
    const n = parseAmount(text);
    if (n !== null) onCommit(n === '' ? undefined : n);
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const [stable] = useState(() => (text: string) => commitRef.current(text));
  const [text, setText] = useTyped(value === undefined ? '' : String(value), sameAmount, stable);
  const n = parseAmount(text);
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      error={n === null}
      helperText={n === null ? t('filter.amountInvalid') : n === '' ? t('filter.amountHint') : t('filter.inToman', { amount: formatToman(n, locale) })}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', maxLength: 24 }, inputLabel: { shrink: true } }}
    />
  );
}

interface Props {
  query: ListQuery;
  onChange: (change: Partial<ListQuery>, replace?: boolean) => void;
  onClear: () => void;
}

/**
 * The orders list's filters: customer search, status, payment, a date range (Jalali pickers in
 * Persian; sent as YYYY-MM-DD) and an amount range in rials. On a phone all but the search are
 * behind a button.
 */
export function OrderFilters({ query, onChange, onClear }: Props) {
  const { t } = useTranslation('admin-orders');
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const [commitSearch] = useState(() => (text: string) => changeRef.current({ q: text }, true));
  const [search, setSearch] = useTyped(query.q, sameSearch, commitSearch);

  const day = (v: PickerValue) => (isDay(v) ? v : undefined);
  const count = activeFilters(query) - (query.q.trim() ? 1 : 0);
  const all = t('filter.all');

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
            label={t('filter.status')}
            value={query.status ?? ''}
            options={ORDER_STATUSES.map((s) => ({ value: s, label: statusName(s, t) }))}
            onChange={(v) => onChange({ status: (v || undefined) as ListQuery['status'] })}
            allLabel={all}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Choice
            label={t('filter.payment')}
            value={query.payment ?? ''}
            options={PAYMENT_METHODS.map((p) => ({ value: p, label: t(`payment.${p}`) }))}
            onChange={(v) => onChange({ payment: (v || undefined) as ListQuery['payment'] })}
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
          <AmountField label={t('filter.minAmount')} value={query.minAmount} onCommit={(v) => onChange({ minAmount: v }, true)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <AmountField label={t('filter.maxAmount')} value={query.maxAmount} onCommit={(v) => onChange({ maxAmount: v }, true)} />
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
