import type { ADMIN_SORTS, AdminProductQuery } from 'contracts/admin-catalog';
import { toLatinDigits } from 'shared-lib/format';

/**
 * The product list's state in the address (?q=…&categoryId=…&page=2): a reload or a shared link
 * shows the same list. Values the api would refuse are dropped, never sent.
 */
export type Sort = (typeof ADMIN_SORTS)[number];
/** contracts' ADMIN_SORTS, copied (a value import would bring the api's schemas into the bundle); the type check below keeps them equal. */
export const SORTS = ['newest', 'updated', 'name', 'priceAsc', 'priceDesc', 'stockAsc', 'stockDesc'] as const satisfies readonly Sort[];
type Missing = Exclude<Sort, (typeof SORTS)[number]>;
const everySort: [Missing] extends [never] ? true : Missing = true;
void everySort;
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface ListQuery {
  q: string;
  categoryId?: number;
  brandId?: number;
  stock?: 'in' | 'out';
  active?: boolean;
  pricing?: 'priced' | 'inquiry';
  sort?: Sort;
  /** 1-based, as the api counts */
  page: number;
  pageSize: number;
}

/** The filters (not the search, sort or page) a staff member can set. */
export const FILTER_KEYS = ['categoryId', 'brandId', 'stock', 'active', 'pricing'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const id = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
const oneOf = <T extends string>(v: string | null, allowed: readonly T[]) => (allowed.includes(v as T) ? (v as T) : undefined);

export function readQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const active = params.get('active');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    categoryId: id(params.get('categoryId')),
    brandId: id(params.get('brandId')),
    stock: oneOf(params.get('stock'), ['in', 'out'] as const),
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    pricing: oneOf(params.get('pricing'), ['priced', 'inquiry'] as const),
    sort: oneOf(params.get('sort'), SORTS),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query for a list state (defaults left out, so a plain list has a plain address). */
export function writeQuery(q: ListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.q.trim()) out.set('q', q.q);
  for (const k of FILTER_KEYS) if (q[k] !== undefined) out.set(k, String(q[k]));
  if (q.sort) out.set('sort', q.sort);
  if (q.page > 1) out.set('page', String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(q.pageSize));
  return out;
}

/** What the api is asked for. */
export function apiQuery(q: ListQuery): AdminProductQuery {
  const out: AdminProductQuery = { page: q.page, pageSize: q.pageSize };
  const text = q.q.trim();
  if (text) out.q = text;
  for (const k of FILTER_KEYS) if (q[k] !== undefined) (out as Record<string, unknown>)[k] = q[k];
  if (q.sort) out.sort = q.sort;
  return out;
}

export const activeFilters = (q: ListQuery) => FILTER_KEYS.filter((k) => q[k] !== undefined).length;

/** The grid's sort model for an api sort (only the columns' sorts; 'newest' and 'updated' show none). */
export function sortModelOf(sort: Sort | undefined): Array<{ field: string; sort: 'asc' | 'desc' }> {
  switch (sort) {
    case 'name':
      return [{ field: 'name', sort: 'asc' }];
    case 'priceAsc':
    case 'stockAsc':
      return [{ field: sort === 'priceAsc' ? 'price' : 'stock', sort: 'asc' }];
    case 'priceDesc':
    case 'stockDesc':
      return [{ field: sort === 'priceDesc' ? 'price' : 'stock', sort: 'desc' }];
    default:
      return [];
  }
}

/** The api sort for the grid's sort model (a cleared sort: the api's default, newest first). */
export function sortOf(model: ReadonlyArray<{ field: string; sort?: 'asc' | 'desc' | null }>): Sort | undefined {
  const first = model[0];
  if (!first?.sort) return undefined;
  if (first.field === 'name') return 'name';
  if (first.field === 'price') return first.sort === 'asc' ? 'priceAsc' : 'priceDesc';
  if (first.field === 'stock') return first.sort === 'asc' ? 'stockAsc' : 'stockDesc';
  return undefined;
}

/**
 * A typed whole number (Persian or Arabic-Indic digits and thousands separators accepted): the
 * number, '' for an empty field, or null when it is not a whole number of zero or more.
 */
export function parseWhole(raw: unknown): number | '' | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 0 ? raw : null;
  if (raw === null || raw === undefined) return '';
  const digits = toLatinDigits(String(raw)).replace(/[,\u066C\s]/g, '');
  if (digits === '') return '';
  return /^\d{1,16}$/.test(digits) ? Number(digits) : null;
}
