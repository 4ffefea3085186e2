import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Stack } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';
import { adminApi, type AdminBrand, type AdminCategory } from '../../api/admin';
import { FilterBar } from '../../lib/FilterBar';
import { activeFilters, SORTS, type FilterKey, type ListQuery } from './query';

const SEARCH_WAIT_MS = 300;

interface Option {
  value: string;
  label: string;
}

/** The category tree (under 42) in order, each name indented by its depth. */
function categoryOptions(cats: AdminCategory[], locale: 'fa' | 'en'): Option[] {
  const ids = new Set(cats.map((c) => c.id));
  const children = new Map<number, AdminCategory[]>();
  for (const c of cats) {
    const parent = ids.has(c.parentId) ? c.parentId : 0;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const out: Option[] = [];
  const walk = (parent: number, depth: number) => {
    for (const c of (children.get(parent) ?? []).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
      out.push({ value: String(c.id), label: `${'\u00a0\u00a0\u00a0'.repeat(depth)}${c.names[locale] || c.names.fa}` });
      walk(c.id, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

function Choice({ label, value, options, onChange, allLabel }: { label: string; value: string; options: Option[]; onChange: (v: string) => void; allLabel: string }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { xs: '100%', sm: 170 } }}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

interface Props {
  query: ListQuery;
  /** A search typed (debounced): replaces the address's entry. */
  onSearch: (q: string) => void;
  onFilter: (key: FilterKey, value: string) => void;
  onSort: (sort: string) => void;
  onClear: () => void;
}

/** The search box (the api matches Persian and English the way the shop's search does) and the list's filters. */
export function ProductFilters({ query, onSearch, onFilter, onSort, onClear }: Props) {
  const { t } = useTranslation('admin-products');
  const locale = useLocale() === 'fa' ? 'fa' : 'en';
  const [cats, setCats] = useState<AdminCategory[]>([]);
  const [brands, setBrands] = useState<AdminBrand[]>([]);

  // the filters' choices; a failure leaves a filter with "All" (the list itself still works)
  useEffect(() => {
    const ctl = new AbortController();
    adminApi.categories(ctl.signal).then(setCats, () => {});
    adminApi.brands(ctl.signal).then(setBrands, () => {});
    return () => ctl.abort();
  }, []);

  // the search box: typed text kept here, sent 300 ms after the last key; a search from the address
  // (back, a link) fills it in
  const [text, setText] = useState(query.q);
  const sent = useRef(query.q);
  useEffect(() => {
    if (query.q !== sent.current) {
      sent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const withCurrent = (options: Option[], value: number | undefined) =>
    value === undefined || options.some((o) => o.value === String(value)) ? options : [...options, { value: String(value), label: t('filter.unknown', { id: formatNumber(value, locale) }) }];
  const categoryChoices = useMemo(() => categoryOptions(cats, locale), [cats, locale]);
  const brandChoices = useMemo(() => brands.map((b) => ({ value: String(b.id), label: b.names[locale] || b.names.fa })), [brands, locale]);
  const count = activeFilters(query);
  const all = t('filter.all');

  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      <Choice label={t('filter.category')} value={query.categoryId ? String(query.categoryId) : ''} options={withCurrent(categoryChoices, query.categoryId)} onChange={(v) => onFilter('categoryId', v)} allLabel={all} />
      <Choice label={t('filter.brand')} value={query.brandId ? String(query.brandId) : ''} options={withCurrent(brandChoices, query.brandId)} onChange={(v) => onFilter('brandId', v)} allLabel={all} />
      <Choice
        label={t('filter.stock')}
        value={query.stock ?? ''}
        options={(['in', 'out'] as const).map((v) => ({ value: v, label: t(`stock.${v}`) }))}
        onChange={(v) => onFilter('stock', v)}
        allLabel={all}
      />
      <Choice
        label={t('filter.active')}
        value={query.active === undefined ? '' : String(query.active)}
        options={(['true', 'false'] as const).map((v) => ({ value: v, label: t(`active.${v}`) }))}
        onChange={(v) => onFilter('active', v)}
        allLabel={all}
      />
      <Choice
        label={t('filter.pricing')}
        value={query.pricing ?? ''}
        options={(['priced', 'inquiry'] as const).map((v) => ({ value: v, label: t(`pricing.${v}`) }))}
        onChange={(v) => onFilter('pricing', v)}
        allLabel={all}
      />
      <TextField
        select
        size="small"
        label={t('filter.sort')}
        value={query.sort ?? 'newest'}
        onChange={(e) => onSort(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { xs: '100%', sm: 190 } }}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s}`)}
          </option>
        ))}
      </TextField>
      {count > 0 && (
        <Button onClick={onClear} sx={{ minHeight: 40, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {t('clearFilters')}
        </Button>
      )}
    </Stack>
  );

  return (
    <FilterBar
      searchLabel={t('search')}
      searchPlaceholder={t('searchPlaceholder')}
      search={text}
      onSearchChange={setText}
      toggleLabel={count ? t('filtersCount', { count }) : t('filters')}
    >
      {filters}
    </FilterBar>
  );
}
