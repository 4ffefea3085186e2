import { Pagination, PaginationItem } from 'shared-lib/ui-more';
import { RouterLink, useLocation } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';

export interface PagingProps {
  page: number;
  pageCount: number;
  /** Query parameter that carries the page (kept in the URL so a link reproduces the view). */
  param?: string;
}

/** Paging as real links (crawlable, keyboard reachable); page 1 drops the parameter. */
export function Paging({ page, pageCount, param = 'page' }: PagingProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const locale = useLocale();
  if (pageCount <= 1) return null;
  const hrefFor = (p: number) => {
    const q = new URLSearchParams(location.search);
    if (p <= 1) q.delete(param);
    else q.set(param, String(p));
    const s = q.toString();
    return `${location.pathname}${s ? `?${s}` : ''}`;
  };
  return (
    <nav aria-label={t('pagination')}>
      <Pagination
        page={page}
        count={pageCount}
        color="primary"
        siblingCount={0}
        sx={{ display: 'flex', justifyContent: 'center', my: 3 }}
        getItemAriaLabel={(type, p) => (type === 'page' ? t('page', { page: p }) : type === 'previous' ? t('previous') : t('next'))}
        // page numbers in the page's digits (Persian in fa)
        renderItem={(item) => <PaginationItem component={RouterLink} to={hrefFor(item.page ?? 1)} {...item} page={item.page === null ? null : formatNumber(item.page, locale)} />}
      />
    </nav>
  );
}
