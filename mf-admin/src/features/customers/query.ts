import { toLatinDigits } from 'shared-lib/format';
import type { CustomersQuery } from '../../api/customers';

/**
 * The customers list's state in the address (?q=0912&page=2): a reload or a shared link shows the
 * same list. Values the api would refuse are dropped, never sent.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface ListQuery {
  /** a mobile (any digits) or part of a name, as typed */
  q: string;
  /** 1-based, as the api counts */
  page: number;
  pageSize: number;
}

export function readQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query for a list state (defaults left out, so a plain list has a plain address). */
export function writeQuery(q: ListQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (q.q.trim()) out.set('q', q.q);
  if (q.page > 1) out.set('page', String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(q.pageSize));
  return out;
}

/** What the api is asked for (the search with Latin digits; the api folds them too). */
export function apiQuery(q: ListQuery): CustomersQuery {
  const out: CustomersQuery = { page: q.page, pageSize: q.pageSize };
  const text = toLatinDigits(q.q).trim();
  if (text) out.q = text;
  return out;
}
