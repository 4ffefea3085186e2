import { useMemo } from 'react';
import { faIR, enUS, type GridLocaleText } from 'shared-lib/admin-ui';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';

/** The Data Grid's own texts (toolbar, paging, filters) in the page's language. */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const locale = useLocale();
  return useMemo(() => {
    const base = (locale === 'fa' ? faIR : enUS).components.MuiDataGrid.defaultProps.localeText as Partial<GridLocaleText>;
    // the pager's "1–50 of 1,234" in the page's digits
    const n = (v: number) => formatNumber(v, locale);
    return {
      ...base,
      paginationDisplayedRows: ({ from, to, count }) => (locale === 'fa' ? `${n(from)}–${n(to)} از ${n(count)}` : `${n(from)}–${n(to)} of ${n(count)}`),
    };
  }, [locale]);
}
