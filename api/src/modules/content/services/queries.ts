import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { ServiceDetail, ServiceSummary } from 'contracts/content';
import { sanitizeStored } from '../lib/html';
import { localized } from '../../../lib/localized';

type Row = Record<string, unknown>;

const toSummary = (r: Row, lang: Lang): ServiceSummary => ({
  id: Number(r.id),
  label: String(r.label),
  title: localized(r, 'title', lang) ?? '',
  summary: localized(r, 'summary', lang) ?? '',
  cover: String(r.cover),
});

const SUMMARY_COLUMNS = ['id', 'label', 'title_fa', 'title_en', 'title_ru', 'summary_fa', 'summary_en', 'summary_ru', 'cover', 'sort_order'] as const;

export async function listServices(db: DB, lang: Lang): Promise<ServiceSummary[]> {
  const rows = await db.selectFrom('services').select([...SUMMARY_COLUMNS]).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => toSummary(r, lang));
}

export async function getService(db: DB, label: string, lang: Lang): Promise<ServiceDetail | null> {
  const r = await db.selectFrom('services').selectAll().where('label', '=', label).where('active', '=', 1).executeTakeFirst();
  if (!r) return null;
  const faqs = await db.selectFrom('service_faqs').selectAll().where('service_id', '=', r.id).orderBy('sort_order').orderBy('id').execute();
  const others = (await listServices(db, lang)).filter((s) => s.id !== Number(r.id));
  return {
    ...toSummary(r, lang),
    body: sanitizeStored(localized(r, 'body', lang) ?? ''),
    faqs: faqs.map((f) => ({ question: localized(f, 'question', lang) ?? '', answer: localized(f, 'answer', lang) ?? '' })),
    others,
  };
}
