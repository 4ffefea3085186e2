import { toLatinDigits } from 'shared-lib/format';

/**
 * Filters, sort and page of a product list live in the URL query so that a link reproduces the
 * view: ?sort=priceAsc&brand=1,3&min=1000000&max=5000000&inStock=1&page=2 (prices in Toman, as the
 * shop shows them; the api takes Rials).
 */
export const LISTING_SORTS = ['newest', 'priceAsc', 'priceDesc', 'popular'] as const;
export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
export type Sort = (typeof SEARCH_SORTS)[number];

export interface ListingState {
  sort: Sort;
  page: number;
  brands: number[];
  /** Toman */
  min: number | null;
  /** Toman */
  max: number | null;
  inStock: boolean;
}

export const PAGE_SIZE = 24;

const positiveInt = (v: string | null): number | null => {
  if (v === null) return null;
  const n = Number(toLatinDigits(v).replace(/[,٬\s]/g, ''));
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

export function readListing(params: URLSearchParams, search = false): ListingState {
  const sorts: readonly string[] = search ? SEARCH_SORTS : LISTING_SORTS;
  const rawSort = params.get('sort');
  const page = positiveInt(params.get('page'));
  const brands = (params.get('brand') ?? '')
    .split(',')
    .map((b) => positiveInt(b))
    .filter((b): b is number => b !== null && b > 0)
    .slice(0, 20);
  let min = positiveInt(params.get('min'));
  let max = positiveInt(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    sort: (rawSort && sorts.includes(rawSort) ? rawSort : sorts[0]) as Sort,
    page: page && page > 0 ? Math.min(page, 100_000) : 1,
    brands: [...new Set(brands)],
    min,
    max,
    inStock: params.get('inStock') === '1' || params.get('inStock') === 'true',
  };
}

/** The URL query for a state (defaults left out, so the plain page has a plain URL). */
export function writeListing(state: ListingState, base: URLSearchParams, search = false): URLSearchParams {
  const q = new URLSearchParams(base);
  const set = (k: string, v: string | null) => (v === null || v === '' ? q.delete(k) : q.set(k, v));
  set('sort', state.sort === (search ? 'relevance' : 'newest') ? null : state.sort);
  set('page', state.page > 1 ? String(state.page) : null);
  set('brand', state.brands.length ? state.brands.join(',') : null);
  set('min', state.min !== null ? String(state.min) : null);
  set('max', state.max !== null ? String(state.max) : null);
  set('inStock', state.inStock ? '1' : null);
  return q;
}

/** The api's query for a state (Toman → Rials). */
export function listingApiQuery(state: ListingState): Record<string, string | number | boolean | undefined> {
  return {
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
    brandIds: state.brands.length ? state.brands.join(',') : undefined,
    minPrice: state.min !== null ? state.min * 10 : undefined,
    maxPrice: state.max !== null ? state.max * 10 : undefined,
    inStock: state.inStock || undefined,
    facets: true,
  };
}

export const hasFilters = (s: ListingState) => s.brands.length > 0 || s.min !== null || s.max !== null || s.inStock;
