import type { AdminPage, AdminService, AdminServiceRow, PageInput, ServiceInput } from 'contracts/admin-content';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { catalogWrite } from '../../catalog/public';
import { sanitizeBody, sanitizeStored, textOf } from '../lib/html';
import { parseJson, type LocalizedText } from '../lib/localize';
import { inEach } from './pages';
import type { Audit } from './posts';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const texts = (r: Row, base: string) => ({ fa: String(r[`${base}_fa`] ?? ''), en: String(r[`${base}_en`] ?? ''), ru: str(r[`${base}_ru`]) });
const bodies = (r: Row) => ({ fa: sanitizeStored(String(r.body_fa ?? '')), en: sanitizeStored(String(r.body_en ?? '')), ru: r.body_ru === null || r.body_ru === undefined ? null : sanitizeStored(String(r.body_ru)) });

/** The storefront pages a service change shows on: its own, the services' list and home (services are listed there), in each language. */
const servicePages = (label: string) => [...inEach(`/services/${encodeURIComponent(label)}`), ...inEach('/services'), ...inEach('/')];
const PAGE_PATHS: Record<string, string> = { about: '/about', customerExperience: '/customerExperience' };

/** Titles, summaries and bodies checked and normalized (Persian and English required, bodies sanitized). */
function checkedTexts(input: { title: ServiceInput['title']; summary: ServiceInput['summary']; body: ServiceInput['body'] }) {
  const title = { fa: input.title.fa.trim(), en: input.title.en.trim(), ru: input.title.ru?.trim() || null };
  for (const l of ['fa', 'en'] as const) if (!title[l]) throw badRequest('common.requiredField', { field: `title.${l}` });
  const body = { fa: sanitizeBody(input.body.fa).trim(), en: sanitizeBody(input.body.en).trim(), ru: input.body.ru === null ? null : sanitizeBody(input.body.ru).trim() || null };
  for (const l of ['fa', 'en'] as const) if (!textOf(body[l])) throw badRequest('common.requiredField', { field: `body.${l}` });
  const summary = { fa: input.summary.fa.trim(), en: input.summary.en.trim(), ru: input.summary.ru?.trim() || null };
  return {
    title_fa: title.fa, title_en: title.en, title_ru: title.ru,
    summary_fa: summary.fa, summary_en: summary.en, summary_ru: summary.ru,
    body_fa: body.fa, body_en: body.en, body_ru: body.ru,
  };
}

export async function listAdminServices(db: DB): Promise<AdminServiceRow[]> {
  const rows = await db.selectFrom('services').selectAll().orderBy('sort_order').orderBy('id').execute();
  const counts = await db.selectFrom('service_faqs').select(['service_id', (eb) => eb.fn.countAll().as('n')]).groupBy('service_id').execute();
  const faqs = new Map(counts.map((c) => [Number(c.service_id), Number(c.n)]));
  return rows.map((r) => ({ id: Number(r.id), label: String(r.label), titles: texts(r, 'title'), cover: String(r.cover), active: Number(r.active) === 1, sortOrder: Number(r.sort_order), faqCount: faqs.get(Number(r.id)) ?? 0 }));
}

export async function getAdminService(db: DB, id: number): Promise<AdminService | null> {
  const r = await db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  const faqs = await db.selectFrom('service_faqs').selectAll().where('service_id', '=', id).orderBy('sort_order').orderBy('id').execute();
  return {
    id,
    label: String(r.label),
    titles: texts(r, 'title'),
    cover: String(r.cover),
    active: Number(r.active) === 1,
    sortOrder: Number(r.sort_order),
    faqCount: faqs.length,
    summaries: texts(r, 'summary'),
    bodies: bodies(r),
    faqs: faqs.map((f) => ({ question: texts(f, 'question'), answer: texts(f, 'answer') })),
    version: Number(r.version ?? 0),
  };
}

/** Saves a service and its FAQs (the list replaces the old one) on the version it was made on; its pages, the services' list and home are purged. */
export async function updateService(db: DB, id: number, input: ServiceInput, audit: Audit): Promise<AdminService> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await getAdminService(trx, id);
    if (!before) throw notFound('content.serviceNotFound');
    if (before.version !== input.version) throw new AppError(409, 'content.admin.stale', undefined, before);
    const values = checkedTexts(input);
    const faqs = input.faqs.map((f) => ({
      question: { fa: f.question.fa.trim(), en: f.question.en.trim(), ru: f.question.ru?.trim() || null },
      answer: { fa: f.answer.fa.trim(), en: f.answer.en.trim(), ru: f.answer.ru?.trim() || null },
    }));
    faqs.forEach((f, i) => {
      for (const l of ['fa', 'en'] as const) {
        if (!f.question[l]) throw badRequest('common.requiredField', { field: `faqs.${i}.question.${l}` });
        if (!f.answer[l]) throw badRequest('common.requiredField', { field: `faqs.${i}.answer.${l}` });
      }
    });
    const res = await trx
      .updateTable('services')
      .set({ ...values, cover: input.cover ?? before.cover, active: input.active ? 1 : 0, version: before.version + 1 })
      .where('id', '=', id)
      .where('version', '=', before.version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows ?? 0) !== 1) throw new AppError(409, 'content.admin.stale', undefined, (await getAdminService(trx, id)) ?? undefined);
    await trx.deleteFrom('service_faqs').where('service_id', '=', id).execute();
    if (faqs.length) {
      await trx
        .insertInto('service_faqs')
        .values(faqs.map((f, i) => ({ service_id: id, sort_order: i, question_fa: f.question.fa, question_en: f.question.en, question_ru: f.question.ru, answer_fa: f.answer.fa, answer_en: f.answer.en, answer_ru: f.answer.ru })))
        .execute();
    }
    const after = (await getAdminService(trx, id))!;
    touched.add(...servicePages(before.label));
    await audit(trx, { entity: 'service', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function getAdminPage(db: DB, key: string): Promise<AdminPage | null> {
  const r = await db.selectFrom('content_pages').selectAll().where('page_key', '=', key).executeTakeFirst();
  if (!r) return null;
  const facts = parseJson<Array<{ value: string; label: LocalizedText }>>(r.facts_json, []);
  return {
    key,
    titles: texts(r, 'title'),
    summaries: texts(r, 'summary'),
    bodies: bodies(r),
    cover: String(r.cover),
    facts: facts.map((f) => ({ value: String(f.value), label: { fa: f.label.fa, en: f.label.en, ru: f.label.ru ?? null } })),
    updatedAt: String(r.updated_at),
    version: Number(r.version ?? 0),
  };
}

/** Saves the about or customer-experience page on the version it was made on; the page, home (its facts) and the sitemaps are purged. */
export async function updatePage(db: DB, key: string, input: PageInput, audit: Audit): Promise<AdminPage> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await getAdminPage(trx, key);
    if (!before) throw notFound('content.pageNotFound');
    if (before.version !== input.version) throw new AppError(409, 'content.admin.stale', undefined, before);
    const values = checkedTexts(input);
    const facts = input.facts.map((f) => {
      const label: LocalizedText = { fa: f.label.fa.trim(), en: f.label.en.trim() };
      if (f.label.ru?.trim()) label.ru = f.label.ru.trim();
      return { value: f.value.trim(), label };
    });
    facts.forEach((f, i) => {
      if (!f.value) throw badRequest('common.requiredField', { field: `facts.${i}.value` });
      for (const l of ['fa', 'en'] as const) if (!f.label[l]) throw badRequest('common.requiredField', { field: `facts.${i}.label.${l}` });
    });
    const res = await trx
      .updateTable('content_pages')
      .set({ ...values, cover: input.cover ?? before.cover, facts_json: JSON.stringify(facts), updated_at: nowIso(), version: before.version + 1 })
      .where('page_key', '=', key)
      .where('version', '=', before.version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows ?? 0) !== 1) throw new AppError(409, 'content.admin.stale', undefined, (await getAdminPage(trx, key)) ?? undefined);
    const after = (await getAdminPage(trx, key))!;
    touched.add(...inEach(PAGE_PATHS[key] ?? `/${key}`), ...inEach('/'));
    await audit(trx, { entity: 'content_page', entityId: key, action: 'update', before, after });
    return after;
  });
}
