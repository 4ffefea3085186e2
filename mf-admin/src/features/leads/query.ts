import { toLatinDigits } from 'shared-lib/format';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus, type LeadsQuery } from '../../api/leads';
import { isDay } from '../../lib/days';

/**
 * The leads list's state in the address (?kind=inquiry&status=new&assigneeId=0&q=0912&page=2): a
 * reload or a shared link shows the same list. Values the api would refuse are dropped, never sent.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;
/** contracts/common INT4_MAX: the largest id the api takes. */
const MAX_ID = 2_147_483_647;
/** The assignee filter's value for "taken by nobody". */
export const NOBODY = 0;

export interface ListQuery {
  kind?: LeadKind;
  status?: LeadStatus;
  /** YYYY-MM-DD (Gregorian, as the picker stores it and the api reads it) */
  from?: string;
  to?: string;
  /** price inquiries about this product */
  productId?: number;
  /** contact-form messages of this subject */
  groupId?: number;
  /** taken by this staff member; NOBODY (0): by nobody */
  assigneeId?: number;
  /** the sender's mobile or part of their name */
  q: string;
  /** 1-based, as the api counts */
  page: number;
  pageSize: number;
}

/** The filters (not the page) a staff member can set, in the address's order. */
export const FILTER_KEYS = ['kind', 'status', 'from', 'to', 'productId', 'groupId', 'assigneeId', 'q'] as const;

const oneOf = <T extends string>(v: string | null, allowed: readonly T[]) => (allowed.includes(v as T) ? (v as T) : undefined);

/** A typed id (Persian digits accepted): the number, '' for an empty field, or null when it is not one the api takes. */
export function parseId(raw: string, min = 1): number | '' | null {
  const digits = toLatinDigits(raw).trim();
  if (digits === '') return '';
  if (!/^\d{1,10}$/.test(digits)) return null;
  const n = Number(digits);
  return n >= min && n <= MAX_ID ? n : null;
}
const id = (v: string | null, min = 1) => {
  const n = parseId(v ?? '', min);
  return typeof n === 'number' ? n : undefined;
};

export function readQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    kind: oneOf(params.get('kind'), LEAD_KINDS),
    status: oneOf(params.get('status'), LEAD_STATUSES),
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    productId: id(params.get('productId')),
    groupId: id(params.get('groupId')),
    assigneeId: id(params.get('assigneeId'), NOBODY),
    q: (params.get('q') ?? '').slice(0, 100),
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
export function apiQuery(q: ListQuery): LeadsQuery {
  const out: LeadsQuery = { page: q.page, pageSize: q.pageSize };
  if (q.kind) out.kind = q.kind;
  if (q.status) out.status = q.status;
  if (q.from) out.from = q.from;
  if (q.to) out.to = q.to;
  if (q.productId !== undefined) out.productId = q.productId;
  if (q.groupId !== undefined) out.groupId = q.groupId;
  if (q.assigneeId !== undefined) out.assigneeId = q.assigneeId;
  const text = toLatinDigits(q.q).trim();
  if (text) out.q = text;
  return out;
}

/** A date range the wrong way round (nothing is asked while it is). */
export const rangeProblem = (q: ListQuery): boolean => Boolean(q.from && q.to && q.from > q.to);

export const activeFilters = (q: ListQuery) => FILTER_KEYS.filter((k) => (k === 'q' ? q.q.trim() !== '' : q[k] !== undefined)).length;
