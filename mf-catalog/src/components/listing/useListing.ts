import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-lib/router';
import { useApiResource } from '../../lib/useApiResource';
import { listingApiQuery, readListing, writeListing, type ListingState } from '../../lib/listingQuery';
import type { ProductPage } from '../../lib/types';

/**
 * A product list whose filters, sort and page come from the URL query. `fixed` is the part the page
 * itself decides (category, brand, search text); `path === null` waits.
 */
export function useListing(path: string | null, fixed: Record<string, string | number | undefined>, search = false) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListing(params, search), [params, search]);
  const query = useMemo(() => ({ ...listingApiQuery(state), ...fixed }), [state, fixed]);
  const resource = useApiResource<ProductPage>(path, query);
  /** Changes the view; any change other than the page goes back to page 1. */
  const update = useCallback(
    (next: Partial<ListingState>) => {
      const merged: ListingState = { ...state, ...next, page: next.page ?? 1 };
      setParams(writeListing(merged, params, search));
    },
    [state, params, search, setParams],
  );
  return { state, update, ...resource };
}
