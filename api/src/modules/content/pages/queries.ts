import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { ContentPage, PageKey, Project, Testimonial } from 'contracts/content';
import { sanitizeStored } from '../lib/html';
import { parseJson, pickText, type LocalizedText } from '../lib/localize';
import { localized } from '../../../lib/localized';

export async function getPage(db: DB, key: PageKey, lang: Lang): Promise<ContentPage | null> {
  const r = await db.selectFrom('content_pages').selectAll().where('page_key', '=', key).executeTakeFirst();
  if (!r) return null;
  const facts = parseJson<{ value: string; label: LocalizedText }[]>(r.facts_json, []);
  return {
    key,
    title: localized(r, 'title', lang) ?? '',
    summary: localized(r, 'summary', lang) ?? '',
    body: sanitizeStored(localized(r, 'body', lang) ?? ''),
    cover: String(r.cover),
    facts: facts.map((f) => ({ value: f.value, label: pickText(f.label, lang) })),
    updatedAt: String(r.updated_at),
  };
}

export async function listProjects(db: DB, lang: Lang, limit?: number): Promise<Project[]> {
  let q = db.selectFrom('projects').selectAll().orderBy('sort_order').orderBy('id');
  if (limit) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: localized(r, 'title', lang) ?? '',
    client: localized(r, 'client', lang) ?? '',
    city: localized(r, 'city', lang) ?? '',
    year: Number(r.year),
    summary: localized(r, 'summary', lang) ?? '',
    serviceLabels: parseJson<string[]>(r.service_labels_json, []),
    cover: String(r.cover),
  }));
}

export async function listTestimonials(db: DB, lang: Lang, limit?: number): Promise<Testimonial[]> {
  let q = db.selectFrom('testimonials').selectAll().orderBy('sort_order').orderBy('id');
  if (limit) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    author: localized(r, 'author', lang) ?? '',
    role: localized(r, 'role', lang) ?? '',
    quote: localized(r, 'quote', lang) ?? '',
    rating: Number(r.rating),
    projectId: r.project_id == null ? null : Number(r.project_id),
  }));
}
