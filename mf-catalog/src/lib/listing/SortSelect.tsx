import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { LISTING_SORTS, SEARCH_SORTS, type Sort } from '../listingQuery';

export function SortSelect({ value, onChange, search = false }: { value: Sort; onChange: (s: Sort) => void; search?: boolean }) {
  const { t } = useTranslation('catalog');
  const sorts: readonly Sort[] = search ? SEARCH_SORTS : LISTING_SORTS;
  return (
    <TextField
      select
      size="small"
      label={t('sort.label')}
      value={value}
      onChange={(e) => onChange(e.target.value as Sort)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'sort' } }}
    >
      {sorts.map((s) => (
        <option key={s} value={s}>
          {t(`sort.${s}`)}
        </option>
      ))}
    </TextField>
  );
}
