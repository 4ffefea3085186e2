import type { ContactGroup, FormSubmission } from 'contracts/content';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { fileUrl } from '../uploads/file-store';
import type { ContactForm } from './validate';
import { localized } from '../../../lib/localized';

export async function listContactGroups(db: DB, lang: Lang): Promise<ContactGroup[]> {
  const rows = await db.selectFrom('contact_groups').selectAll().where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), title: localized(r, 'title', lang) ?? '' }));
}

/** A contact group's titles in the three languages (for the back office's snapshot of a lead), or null. */
export async function groupTitles(db: DB, id: number): Promise<{ fa: string; en: string; ru: string | null } | null> {
  const row = await db.selectFrom('contact_groups').select(['title_fa', 'title_en', 'title_ru']).where('id', '=', id).executeTakeFirst();
  return row ? { fa: String(row.title_fa), en: String(row.title_en), ru: row.title_ru ?? null } : null;
}

export async function activeGroupExists(db: DB, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('contact_groups').select('id').where('id', '=', id).where('active', '=', 1).executeTakeFirst());
}

/** Inserts a checked form (awaited, outside any transaction: committed when this returns); answers its id. */
export async function insertSubmission(db: DB, form: ContactForm, meta: { lang: Lang; userId: number | null }): Promise<number> {
  const row = await db
    .insertInto('form_submissions')
    .values({
      contact_group_id: form.contactUsGroupId,
      full_name: form.fullName,
      mobile: form.mobile,
      email: form.email,
      title: form.title,
      body: form.body,
      file_id: form.fileId,
      send_date: form.sendDate,
      visit_date: form.visitDate,
      lang: meta.lang,
      user_id: meta.userId,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

interface SubmissionRow {
  id: number;
  contact_group_id: number;
  full_name: string;
  mobile: string;
  email: string | null;
  title: string | null;
  body: string;
  file_id: number | null;
  send_date: string | null;
  visit_date: string | null;
  lang: string;
  user_id: number | null;
  created_at: string;
  stored_name: string | null;
  original_name: string | null;
  mime: string | null;
  size: number | null;
}

/** The newest stored forms with their attachment, optionally of one (canonical) mobile. */
export async function listSubmissions(db: DB, opts: { mobile?: string; limit: number }): Promise<FormSubmission[]> {
  let q = db
    .selectFrom('form_submissions as s')
    .leftJoin('uploads as u', 'u.id', 's.file_id')
    .select([
      's.id', 's.contact_group_id', 's.full_name', 's.mobile', 's.email', 's.title', 's.body', 's.file_id',
      's.send_date', 's.visit_date', 's.lang', 's.user_id', 's.created_at', 'u.stored_name', 'u.original_name', 'u.mime', 'u.size',
    ])
    .orderBy('s.id', 'desc')
    .limit(opts.limit);
  if (opts.mobile) q = q.where('s.mobile', '=', opts.mobile);
  const rows = (await q.execute()) as SubmissionRow[];
  return rows.map((r) => ({
    id: Number(r.id),
    contactUsGroupId: Number(r.contact_group_id),
    fullName: r.full_name,
    mobile: r.mobile,
    email: r.email,
    title: r.title,
    body: r.body,
    sendDate: r.send_date,
    visitDate: r.visit_date,
    lang: r.lang,
    userId: r.user_id == null ? null : Number(r.user_id),
    createdAt: r.created_at,
    file: r.file_id
      ? { id: Number(r.file_id), url: fileUrl(r.stored_name ?? ''), name: r.original_name, mime: r.mime, size: Number(r.size) }
      : null,
  }));
}
