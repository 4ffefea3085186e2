import { toLatinDigits } from 'shared-lib/format';
import { isDay } from '../../lib/days';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatusName, type OrdersQuery } from '../../api/orders';

/**
 * The orders list's state in the address (?status=paid&from=2026-11-01&q=0912&page=2): a reload or a
 * shared link shows the same list. Values the api would refuse are dropped, never sent.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** contracts/common Rials: whole rials up to 10^15. */
export const MAX_AMOUNT = 1e15;

export type Payment = (typeof PAYMENT_METHODS)[number];

export interface ListQuery {
  status?: OrderStatusName;
  payment?: Payment;
  /** YYYY-MM-DD (Gregorian, as the picker stores it and the api reads it) */
  from?: string;
  to?: string;
  /** the customer's mobile or part of their name */
  q: string;
  /** whole rials */
  minAmount?: number;
  maxAmount?: number;
  /** 1-based, as the api counts */
  page: number;
  pageSize: number;
}

/** The filters (not the page) a staff member can set, in the address's order. */
export const FILTER_KEYS = ['status', 'payment', 'from', 'to', 'q', 'minAmount', 'maxAmount'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

// a real calendar day written YYYY-MM-DD (the back-office's, lib/days)
export { isDay };

const oneOf = <T extends string>(v: string | null, allowed: readonly T[]) => (allowed.includes(v as T) ? (v as T) : undefined);
const amount = (v: string | null) => {
  const n = parseAmount(v ?? '');
  return typeof n === 'number' ? n : undefined;
};

export function readQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: oneOf(params.get('status'), ORDER_STATUSES),
    payment: oneOf(params.get('payment'), PAYMENT_METHODS),
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    q: (params.get('q') ?? '').slice(0, 100),
    minAmount: amount(params.get('minAmount')),
    maxAmount: amount(params.get('maxAmount')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The address's query for a list state (defaults left out, so a plain list has a plain address). */
export function writeQuery(q: ListQuery): URLSearchParams {
  const out = new URLSearchParams();
  for (const k of FILTER_KEYS) {
    const v = q[k];
    if (k === 'q' ? String(v ?? '').trim() !== '' : v !== undefined) out.set(k, String(v));
  }
  if (q.page > 1) out.set('page', String(q.page));
  if (q.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(q.pageSize));
  return out;
}

/** What the api is asked for. */
export function apiQuery(q: ListQuery): OrdersQuery {
  const out: OrdersQuery = { page: q.page, pageSize: q.pageSize };
  if (q.status) out.status = q.status;
  if (q.payment) out.payment = q.payment;
  if (q.from) out.from = q.from;
  if (q.to) out.to = q.to;
  const text = toLatinDigits(q.q).trim();
  if (text) out.q = text;
  if (q.minAmount !== undefined) out.minAmount = q.minAmount;
  if (q.maxAmount !== undefined) out.maxAmount = q.maxAmount;
  return out;
}

/** What is wrong with the filters as a whole (nothing is asked while something is): a range the wrong way round. */
export function rangeProblem(q: ListQuery): 'dates' | 'amounts' | null {
  if (q.from && q.to && q.from > q.to) return 'dates';
  if (q.minAmount !== undefined && q.maxAmount !== undefined && q.minAmount > q.maxAmount) return 'amounts';
  return null;
}

export const activeFilters = (q: ListQuery) => FILTER_KEYS.filter((k) => (k === 'q' ? q.q.trim() !== '' : q[k] !== undefined)).length;

/**
 * A typed amount in rials (Persian or Arabic-Indic digits and thousands separators accepted): the
 * number, '' for an empty field, or null when it is not a whole number from 0 to 10^15.
 */
export function parseAmount(raw: string): number | '' | null {
  const digits = toLatinDigits(raw).replace(/[,\u066C\u060C\s_]/g, '');
  if (digits === '') return '';
  if (!/^\d{1,16}$/.test(digits)) return null;
  const n = Number(digits);
  return n <= MAX_AMOUNT ? n : null;
}
