/**
 * What other modules may use of the content module. Owned by the content module; everything else
 * in this folder is private to it. The app registers `module.ts`, the database setup runs
 * `migrations.ts` and `seed.ts`; the seo module reads `listPublicContent`, the back office's leads inbox
 * `openUploadedFile` (a sent form's attachment, for staff).
 */
import type { Readable } from 'node:stream';
import type { DB } from '../../db/database';
import { nowIso } from '../../db/database';
import { isStoredName, registeredFileStore } from './uploads/file-store';

export type { FileStore } from './uploads/file-store';
/** For a module that keeps an upload's public address (the cart's cheques): the orphan sweep asks it before removing one. */
export { registerUploadReferrer, type UploadReferrer } from './uploads/sweep';
export { fileUrl } from './uploads/file-store';

/**
 * The company's contact details and map position (company/store.ts): `companyDetails(db, config)` is
 * what is in use (saved in the back office, else the environment's CONTACT_*), read per call, for the
 * invoice and the catalogue's files; the back office's shop settings (cart module) show
 * `savedCompany`/`environmentCompany` and save with `checkCompanyDetails` then `saveCompanyDetails(trx, …)`
 * in their own transaction.
 */
export { checkCompanyDetails, companyDetails, environmentCompany, saveCompanyDetails, savedCompany, type CompanyDetails } from './company/store';

/**
 * The bytes of an upload by its stored name, from the store the content module keeps uploads in, for
 * the back office's leads inbox (a sent form's attachment, which the public `/api/files/:name`
 * refuses): null when no upload has that name or its file is gone. Who may read it is the caller's
 * decision (a staff route).
 */
export async function openUploadedFile(db: DB, storedName: string): Promise<{ stream: Readable; size: number } | null> {
  const store = registeredFileStore(db);
  if (!store || !isStoredName(storedName)) return null;
  const known = await db.selectFrom('uploads').select('id').where('stored_name', '=', storedName).executeTakeFirst();
  return known ? store.open(storedName) : null;
}

/** A content page for the sitemaps: URL key per language (`ru` null where not in Russian) and last change. */
export interface PublicContentEntry {
  id: number;
  slugs: { fa: string; en: string; ru: string | null };
  updatedAt: string | null;
}

const inRussian = (r: Record<string, unknown>) => Boolean(r.title_ru && r.body_ru);

/**
 * Every content page a visitor can open, for the sitemaps: published posts (slug per language, dated by
 * publication), blog categories that have a published post (dated by their newest), active services
 * (no time is recorded for them) and the about and customer-experience pages. Russian exists where the
 * title and body are translated (pages fall back to English otherwise), with the key the page itself uses.
 */
export async function listPublicContent(db: DB): Promise<{
  posts: PublicContentEntry[];
  blogCategories: PublicContentEntry[];
  services: PublicContentEntry[];
  pages: Array<{ key: 'about' | 'customerExperience'; ru: boolean; updatedAt: string }>;
}> {
  const [postRows, categoryRows, serviceRows, pageRows] = await Promise.all([
    db
      .selectFrom('posts')
      .select(['id', 'category_id', 'slug_fa', 'slug_en', 'slug_ru', 'title_ru', 'body_ru', 'published_at'])
      .where('active', '=', 1)
      .where('published_at', '<=', nowIso())
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('blog_categories').select(['id', 'slug', 'name_ru']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('services').select(['id', 'label', 'title_ru', 'body_ru']).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('content_pages').select(['page_key', 'title_ru', 'body_ru', 'updated_at']).where('page_key', 'in', ['about', 'customerExperience']).execute(),
  ]);
  // posts come newest first: the first one of a category is its newest
  const newest = new Map<number, string>();
  for (const p of postRows) if (!newest.has(Number(p.category_id))) newest.set(Number(p.category_id), String(p.published_at));
  return {
    posts: postRows.map((p) => ({
      id: Number(p.id),
      slugs: { fa: p.slug_fa, en: p.slug_en, ru: inRussian(p) ? (p.slug_ru ?? p.slug_en) : null },
      updatedAt: String(p.published_at),
    })),
    blogCategories: categoryRows
      .filter((c) => newest.has(Number(c.id)))
      .map((c) => ({ id: Number(c.id), slugs: { fa: c.slug, en: c.slug, ru: c.name_ru ? c.slug : null }, updatedAt: newest.get(Number(c.id)) ?? null })),
    services: serviceRows.map((s) => ({ id: Number(s.id), slugs: { fa: s.label, en: s.label, ru: inRussian(s) ? s.label : null }, updatedAt: null })),
    pages: pageRows.map((r) => ({ key: r.page_key as 'about' | 'customerExperience', ru: inRussian(r), updatedAt: String(r.updated_at) })),
  };
}
