import type { LeadPage, LeadQuery } from 'contracts/admin-leads';
import type { DB } from '../../../db/database';
import { badRequest } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { toLatinDigits } from '../../../lib/persian';
import { leadColumns, leadsWithAssignee, type LeadDbRow } from './queries';
import { toLeadRow } from './view';

/**
 * The inbox's list (GET /admin/leads) and its CSV (GET /admin/leads/export.csv): the same filters,
 * newest first. Days are the shop's days, as the orders' list has them: a date means its start
 * (`from`) or its end (`to`) in Tehran (UTC+03:30, no daylight saving since 2022).
 */

const TEHRAN_OFFSET_MS = 3.5 * 3600_000;
const DAY_MS = 86_400_000;
/** At most this many rows in one CSV (the list itself is paged). */
export const EXPORT_MAX_ROWS = 50_000;

/** A calendar day that exists (2026-02-30 does not): its UTC midnight in ms, or null. */
function calendarDay(y: number, m: number, d: number): number | null {
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? utc : null;
}

/** `from`/`to` as an ISO instant: a day's start (or the next day's start for `to`, exclusive), a date-time as given (Tehran when it names no zone). */
function instant(value: string, field: 'from' | 'to'): { at: string; exclusive: boolean } {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const utc = date ? calendarDay(Number(date[1]), Number(date[2]), Number(date[3])) : null;
  if (utc === null) throw badRequest('admin.dateInvalid', { field });
  if (value.length === 10) {
    const start = utc - TEHRAN_OFFSET_MS;
    return field === 'from' ? { at: new Date(start).toISOString(), exclusive: false } : { at: new Date(start + DAY_MS).toISOString(), exclusive: true };
  }
  const text = value.replace(' ', 'T');
  const ms = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}+03:30`);
  if (Number.isNaN(ms)) throw badRequest('admin.dateInvalid', { field });
  return { at: new Date(ms).toISOString(), exclusive: false };
}

/** Wildcards of LIKE are not searched for (names and mobiles have none). */
const likeText = (s: string) => s.replace(/[%_\\]/g, '');

/** The search as typed and with Arabic ي/ك as the Persian ی/ک (and the reverse), so either spelling finds a name. */
function spellings(q: string): string[] {
  const persian = q.replace(/ي/g, 'ی').replace(/ك/g, 'ک');
  const arabic = persian.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
  return [...new Set([q, persian, arabic])];
}

/** The filtered leads (with their assignees), as a query to page, count or export. 400 for an impossible date range. */
function filtered(db: DB, q: LeadQuery) {
  let query = leadsWithAssignee(db);
  if (q.kind) query = query.where('l.kind', '=', q.kind);
  if (q.status) query = query.where('l.status', '=', q.status);
  const from = q.from ? instant(q.from, 'from') : null;
  const to = q.to ? instant(q.to, 'to') : null;
  if (from && to && (from.at > to.at || (to.exclusive && from.at >= to.at))) throw badRequest('admin.dateRange');
  if (from) query = query.where('l.created_at', '>=', from.at);
  if (to) query = query.where('l.created_at', to.exclusive ? '<' : '<=', to.at);
  if (q.productId !== undefined) query = query.where('l.product_id', '=', q.productId);
  if (q.groupId !== undefined) query = query.where('l.group_id', '=', q.groupId);
  if (q.assigneeId !== undefined) query = q.assigneeId === 0 ? query.where('l.assignee_staff_id', 'is', null) : query.where('l.assignee_staff_id', '=', q.assigneeId);
  const text = likeText(toLatinDigits(q.q ?? '').trim());
  if (text) {
    const digits = text.replace(/[\s\-()]/g, '').replace(/^\+?98(?=9\d{0,9}$)/, '0').replace(/^0098(?=9\d{0,9}$)/, '0');
    if (/^\+?\d+$/.test(digits)) {
      // a mobile or part of one (stored canonical: 09xxxxxxxxx)
      query = query.where('l.mobile', 'like', `%${digits.replace(/^\+/, '')}%`);
    } else {
      const words = spellings(text.toLowerCase());
      query = query.where((eb) => eb.or(words.map((w) => eb(eb.fn('lower', ['l.full_name']), 'like', `%${w}%`))));
    }
  }
  return query;
}

/** One page of the filtered leads, newest first, with the total count. */
export async function listLeads(db: DB, q: LeadQuery, lang: Lang): Promise<LeadPage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 50;
  const total = Number((await filtered(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = (await leadColumns(filtered(db, q))
    .orderBy('l.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()) as unknown as LeadDbRow[];
  return { items: rows.map((r) => toLeadRow(r, lang)), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ (or tab, CR) made inert for spreadsheets, as the orders' CSV does. */
export const csvField = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  const inert = /^[=+\-@\t\r]/.test(s) && !/^-?\d+$/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
};

export const EXPORT_HEADER = ['id', 'created_at', 'kind', 'status', 'name', 'mobile', 'email', 'subject', 'message', 'assignee'];

/** The filtered leads as CSV (UTF-8 with a BOM, CRLF), newest first; paging ignored, at most EXPORT_MAX_ROWS. `subject`: the product asked about or the form's subject, in `lang`. */
export async function exportLeads(db: DB, q: LeadQuery, lang: Lang): Promise<string> {
  const rows = (await leadColumns(filtered(db, q)).orderBy('l.id', 'desc').limit(EXPORT_MAX_ROWS).execute()) as unknown as LeadDbRow[];
  const records = rows.map((r) => {
    const row = toLeadRow(r, lang);
    return [row.id, row.createdAt, row.kind, row.status, row.fullName, row.mobile, r.email ?? null, row.product?.name ?? row.group?.title ?? null, r.message ?? null, row.assignee?.name ?? null];
  });
  return '\ufeff' + [EXPORT_HEADER, ...records].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
