import type { AdminPost, AdminPostPage, AdminPostQuery, AdminPostRow, PostChange, PostInput, PostPreview, PostStatus } from 'contracts/admin-content';
import type { DB } from '../../../db/database';
import { nowIso, sql } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { toLatinDigits } from '../../../lib/persian';
import { catalogWrite } from '../../catalog/public';
import { MOTIFS, PALETTE_COUNT, coverUrl } from '../covers/svg';
import { readingMinutes, sanitizeBody, sanitizeStored, textOf } from '../lib/html';
import { BLOG_PAGES, postPagesOf, postPaths } from './pages';

/** What the back office's audit trail keeps of one write (the route adds who and from where). */
export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  action: string;
  before: unknown;
  after: unknown;
}
/** Called by every write inside its transaction: the entry and the change are saved together or not at all. */
export type Audit = (trx: DB, entry: AuditEntry) => Promise<void>;

/**
 * A draft's `published_at`: the column is required and the storefront, the sitemaps and the
 * structured data show a post only once its time has come, so a draft is a post whose time never comes.
 */
export const DRAFT_PUBLISHED_AT = '9999-12-31T23:59:59.999Z';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

function statusOf(r: Row, now: string): PostStatus {
  if (Number(r.active) !== 1) return 'hidden';
  const at = String(r.published_at);
  if (at === DRAFT_PUBLISHED_AT) return 'draft';
  return at > now ? 'scheduled' : 'published';
}

function toRow(r: Row, now: string): AdminPostRow {
  const at = String(r.published_at);
  return {
    id: Number(r.id),
    titles: { fa: String(r.title_fa), en: String(r.title_en), ru: str(r.title_ru) },
    categoryId: Number(r.category_id),
    cover: String(r.cover),
    status: statusOf(r, now),
    publishedAt: at === DRAFT_PUBLISHED_AT ? null : at,
    active: Number(r.active) === 1,
    updatedAt: str(r.updated_at),
  };
}

function toPost(r: Row, now: string): AdminPost {
  const slugs = { fa: String(r.slug_fa), en: String(r.slug_en), ru: str(r.slug_ru) };
  return {
    ...toRow(r, now),
    slugs,
    summaries: { fa: String(r.summary_fa), en: String(r.summary_en), ru: str(r.summary_ru) },
    bodies: { fa: sanitizeStored(String(r.body_fa)), en: sanitizeStored(String(r.body_en)), ru: r.body_ru === null ? null : sanitizeStored(String(r.body_ru)) },
    version: Number(r.version ?? 0),
    paths: postPaths({ id: Number(r.id), slug_fa: slugs.fa, slug_en: slugs.en, slug_ru: slugs.ru }),
  };
}

export async function getAdminPost(db: DB, id: number): Promise<AdminPost | null> {
  const r = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toPost(r, nowIso()) : null;
}

/** The staff's list: newest publication first (drafts, whose time never comes, on top), searched in every language's title. */
export async function listAdminPosts(db: DB, query: AdminPostQuery): Promise<AdminPostPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const now = nowIso();
  let base = db.selectFrom('posts');
  if (query.categoryId !== undefined) base = base.where('category_id', '=', query.categoryId);
  const q = toLatinDigits(query.q ?? '').trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(title_fa)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(title_en)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(coalesce(title_ru, ''))`, 'like', sql`${like} escape '\\'`),
        ...(/^\d+$/.test(q) && Number(q) <= 2_147_483_647 ? [eb('id', '=', Number(q))] : []),
      ]),
    );
  }
  if (query.status === 'hidden') base = base.where('active', '=', 0);
  else if (query.status) {
    base = base.where('active', '=', 1);
    if (query.status === 'draft') base = base.where('published_at', '=', DRAFT_PUBLISHED_AT);
    if (query.status === 'scheduled') base = base.where('published_at', '>', now).where('published_at', '!=', DRAFT_PUBLISHED_AT);
    if (query.status === 'published') base = base.where('published_at', '<=', now);
  }
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .select(['id', 'title_fa', 'title_en', 'title_ru', 'category_id', 'cover', 'published_at', 'active', 'updated_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map((r) => toRow(r, now)), total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A URL key from a title or a typed slug: letters and digits of any script, words joined by '-'. */
export function slugify(text: string): string {
  return toLatinDigits(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** Sanitized HTML ('' when nothing is left). */
const cleanBody = (html: string) => sanitizeBody(html).trim();

/** The form, checked and normalized: trimmed texts, sanitized bodies, slugs, the publication time. */
async function checked(trx: DB, input: PostInput) {
  const title = { fa: input.title.fa.trim(), en: input.title.en.trim(), ru: input.title.ru?.trim() || null };
  for (const l of ['fa', 'en'] as const) if (!title[l]) throw badRequest('common.requiredField', { field: `title.${l}` });
  const body = { fa: cleanBody(input.body.fa), en: cleanBody(input.body.en), ru: input.body.ru === null ? null : cleanBody(input.body.ru) || null };
  for (const l of ['fa', 'en'] as const) if (!textOf(body[l])) throw badRequest('common.requiredField', { field: `body.${l}` });
  const summary = { fa: input.summary.fa.trim(), en: input.summary.en.trim(), ru: input.summary.ru?.trim() || null };
  const slug = {
    fa: slugify(input.slug.fa?.trim() || title.fa),
    en: slugify(input.slug.en?.trim() || title.en),
    ru: title.ru ? slugify(input.slug.ru?.trim() || title.ru) || null : null,
  };
  for (const l of ['fa', 'en'] as const) if (!slug[l]) throw badRequest('content.admin.slugInvalid', { field: `slug.${l}` });
  if (!(await trx.selectFrom('blog_categories').select('id').where('id', '=', input.categoryId).executeTakeFirst())) throw badRequest('content.admin.categoryInvalid');
  let publishedAt = DRAFT_PUBLISHED_AT;
  if (input.publishedAt !== null) {
    const t = Date.parse(input.publishedAt);
    if (!Number.isFinite(t) || t >= Date.parse('9999-01-01T00:00:00Z')) throw badRequest('content.admin.dateInvalid');
    publishedAt = new Date(t).toISOString();
  }
  return { title, summary, body, slug, publishedAt, categoryId: input.categoryId, active: input.active };
}

function columns(p: Awaited<ReturnType<typeof checked>>) {
  return {
    category_id: p.categoryId,
    title_fa: p.title.fa,
    title_en: p.title.en,
    title_ru: p.title.ru,
    summary_fa: p.summary.fa,
    summary_en: p.summary.en,
    summary_ru: p.summary.ru,
    body_fa: p.body.fa,
    body_en: p.body.en,
    body_ru: p.body.ru,
    slug_fa: p.slug.fa,
    slug_en: p.slug.en,
    slug_ru: p.slug.ru,
    reading_minutes_fa: readingMinutes(p.body.fa, 'fa'),
    reading_minutes_en: readingMinutes(p.body.en, 'en'),
    reading_minutes_ru: p.body.ru ? readingMinutes(p.body.ru, 'ru') : null,
    published_at: p.publishedAt,
    active: p.active ? 1 : 0,
  };
}

/** A cover, or (null) a generated one chosen by the post's number. */
const coverFor = (cover: string | null, seed: number) => cover ?? coverUrl(MOTIFS[seed % MOTIFS.length], seed % PALETTE_COUNT);

/** A new post: a draft, scheduled or published by its `publishedAt`; its pages, the blog's, home and the sitemaps are purged. */
export async function createPost(db: DB, input: PostInput, audit: Audit): Promise<AdminPost> {
  return catalogWrite(db, async (trx, touched) => {
    const p = await checked(trx, input);
    const now = nowIso();
    const count = Number((await trx.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const row = await trx
      .insertInto('posts')
      .values({ ...columns(p), cover: coverFor(input.cover, count + 1), created_at: now, updated_at: now, version: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const after = (await getAdminPost(trx, id))!;
    touched.add(...BLOG_PAGES, ...(await postPagesOf(trx, [id])));
    await audit(trx, { entity: 'post', entityId: id, action: 'create', before: null, after });
    return after;
  });
}

/**
 * Saves the editor's form on the version it was made on (409 `content.admin.stale` with the current
 * post otherwise, nothing written). The pages at the old slugs and at the new ones are purged.
 */
export async function updatePost(db: DB, id: number, input: PostChange, audit: Audit): Promise<AdminPost> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await getAdminPost(trx, id);
    if (!before) throw notFound('content.postNotFound');
    if (before.version !== input.version) throw new AppError(409, 'content.admin.stale', undefined, before);
    const { version: _v, ...fields } = input;
    const p = await checked(trx, fields);
    touched.add(...BLOG_PAGES, ...(await postPagesOf(trx, [id])));
    const res = await trx
      .updateTable('posts')
      .set({ ...columns(p), cover: input.cover ?? before.cover, updated_at: nowIso(), version: before.version + 1 })
      .where('id', '=', id)
      .where('version', '=', before.version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows ?? 0) !== 1) throw new AppError(409, 'content.admin.stale', undefined, (await getAdminPost(trx, id)) ?? undefined);
    const after = (await getAdminPost(trx, id))!;
    touched.add(...(await postPagesOf(trx, [id])));
    await audit(trx, { entity: 'post', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** The form as the storefront's article page would show it in `lang` (nothing saved). */
export async function previewPost(db: DB, input: PostInput, lang: Lang): Promise<PostPreview> {
  const category = await db.selectFrom('blog_categories').selectAll().where('id', '=', input.categoryId).executeTakeFirst();
  if (!category) throw badRequest('content.admin.categoryInvalid');
  const pick = <T>(v: { fa: T; en: T; ru: T | null }): T => (lang === 'ru' ? (v.ru ?? v.en) : v[lang]);
  const body = sanitizeBody(pick(input.body) || input.body.en);
  return {
    title: pick(input.title).trim() || input.title.en,
    summary: (pick(input.summary) || input.summary.en).trim(),
    body,
    cover: coverFor(input.cover, 1),
    publishedAt: input.publishedAt,
    readingMinutes: readingMinutes(body, lang),
    category: localized(category, 'name', lang) ?? '',
  };
}

/**
 * Posts whose publication time came within (since, until]: their pages, the blog's, home and the
 * sitemaps are purged (a scheduled post shows on the next page view once its time comes, as a saved
 * change does). Answers how many there were. The module calls it every half minute (not in tests).
 */
export async function announceDuePosts(db: DB, since: string, until: string): Promise<number> {
  const due = await db.selectFrom('posts').select('id').where('active', '=', 1).where('published_at', '>', since).where('published_at', '<=', until).execute();
  if (!due.length) return 0;
  await catalogWrite(db, async (trx, touched) => {
    touched.add(...BLOG_PAGES, ...(await postPagesOf(trx, due.map((r) => Number(r.id)))));
  });
  return due.length;
}
