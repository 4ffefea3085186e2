import type { LeadPage, LeadQuery } from 'contracts/admin-leads';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { toLatinDigits } from '../../../lib/persian';
import { dayRange, likeText, spellings } from '../../../lib/shop-days';
import { leadColumns, leadsWithAssignee, type LeadDbRow } from './queries';
import { toLeadRow } from './view';

/**
 * The inbox's list (GET /admin/leads) and its CSV (GET /admin/leads/export.csv): the same filters,
 * newest first. Days are the shop's days, as the orders' list has them: a date means its start
 * (`from`) or its end (`to`) in Tehran (UTC+03:30, no daylight saving since 2022).
 */

/** At most this many rows in one CSV (the list itself is paged). */
export const EXPORT_MAX_ROWS = 50_000;

/** The filtered leads (with their assignees), as a query to page, count or export. 400 for an impossible date range. */
function filtered(db: DB, q: LeadQuery) {
  let query = leadsWithAssignee(db);
  if (q.kind) query = query.where('l.kind', '=', q.kind);
  if (q.status) query = query.where('l.status', '=', q.status);
  const { from, to } = dayRange(q.from, q.to);
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
