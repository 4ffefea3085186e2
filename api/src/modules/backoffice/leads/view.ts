import type { Lead, LeadEvent, LeadRow } from 'contracts/admin-leads';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { eventsOf, notesOf, staffNames, type LeadDbRow } from './queries';

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A lead as the list shows it; the product's and subject's names in the request's language (Russian falls back to English). */
export function toLeadRow(r: LeadDbRow, lang: Lang): LeadRow {
  const assignee = num(r.assignee_staff_id);
  const product = num(r.product_id);
  const group = num(r.group_id);
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    fullName: r.full_name,
    mobile: r.mobile,
    summary: r.summary ?? null,
    product: product === null ? null : { id: product, name: localized(r, 'product_name', lang) ?? '', slug: localized(r, 'product_slug', lang) },
    group: group === null ? null : { id: group, title: localized(r, 'group_title', lang) ?? '' },
    assignee: assignee === null ? null : { id: assignee, name: r.assignee_name ?? '' },
    hasAttachment: !!r.file_stored_name,
    lang: r.lang,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** One lead as its page shows it: everything the shopper sent, the notes and the history (oldest first). */
export async function toLead(db: DB, r: LeadDbRow, lang: Lang): Promise<Lead> {
  const id = Number(r.id);
  const [notes, events] = [await notesOf(db, id), await eventsOf(db, id)];
  const assigneeIds = events.filter((e) => e.field === 'assignee').flatMap((e) => [e.from_value, e.to_value]).filter((v): v is string => v !== null);
  const names = await staffNames(db, assigneeIds.map(Number));
  // an assignee is shown by name (their current one); a status as its code (the back office words it)
  const shown = (field: string, v: string | null) => (v === null || field !== 'assignee' ? v : (names.get(Number(v)) ?? `#${v}`));
  return {
    ...toLeadRow(r, lang),
    version: Number(r.version),
    email: r.email ?? null,
    message: r.message ?? null,
    visitDate: r.visit_date ?? null,
    quantity: num(r.quantity),
    userId: num(r.user_id),
    attachment: r.file_stored_name ? { name: r.file_name ?? 'file', mime: r.file_mime ?? 'application/octet-stream', size: Number(r.file_size ?? 0) } : null,
    notes: notes.map((n) => ({ id: Number(n.id), at: String(n.at), staffId: num(n.staff_id), staffName: n.staff_name ?? null, text: String(n.text) })),
    history: events.map((e) => ({
      id: Number(e.id),
      at: String(e.at),
      staffId: num(e.staff_id),
      staffName: e.staff_name ?? null,
      field: e.field as LeadEvent['field'],
      from: shown(e.field, e.from_value),
      to: shown(e.field, e.to_value),
    })),
  };
}
