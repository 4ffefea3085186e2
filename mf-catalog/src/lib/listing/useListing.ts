import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'shared-lib/router';
import { useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import type { ProductPage } from 'contracts/catalog';
import { productList, productSearch } from '../../api/products';
import { listingApiQuery, readListing, writeListing, type ListingState } from '../listingQuery';

/**
 * A product list whose filters, sort and page come from the URL query. `fixed` is the part the page
 * itself decides (category, brand, search text); `mode === null` waits.
 */
export function useListing(mode: 'browse' | 'search' | null, fixed: Record<string, string | number | undefined>) {
  const search = mode === 'search';
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListing(params, search), [params, search]);
  const read = useMemo(() => {
    const query = { ...listingApiQuery(state), ...fixed };
    return search ? productSearch(query, locale) : productList(query, locale);
  }, [state, fixed, search, locale]);
  // a search page is a listing page with the query: the list shows either
  const resource = useResource<ProductPage>(mode === null ? null : read.key, read.load);
  const { pathname } = useLocation();
  /**
   * Changes the view; any change other than the page goes back to page 1. It starts from the address
   * bar, not from this render: a navigation waiting for its data (a transition) keeps the previous
   * screen, and a sort chosen meanwhile must keep the filter just applied (it was dropped before).
   */
  const update = useCallback(
    (next: Partial<ListingState>) => {
      const live = typeof window !== 'undefined' && window.location.pathname === pathname ? new URLSearchParams(window.location.search) : params;
      const merged: ListingState = { ...readListing(live, search), ...next, page: next.page ?? 1 };
      setParams(writeListing(merged, live, search));
    },
    [pathname, params, search, setParams],
  );
  return { state, update, ...resource };
}
