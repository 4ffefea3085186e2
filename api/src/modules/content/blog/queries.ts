import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { BlogCategory, CategoryRef, PostDetail, PostList, PostSummary } from 'contracts/content';
import { sanitizeStored } from '../lib/html';
import { localized } from '../../../lib/localized';

type Row = Record<string, unknown>;

// the columns of a list card; the body stays in the database until someone opens the article
const SUMMARY_COLUMNS = [
  'p.id', 'p.category_id', 'p.slug_fa', 'p.slug_en', 'p.slug_ru', 'p.title_fa', 'p.title_en', 'p.title_ru',
  'p.summary_fa', 'p.summary_en', 'p.summary_ru', 'p.cover', 'p.published_at',
  'p.reading_minutes_fa', 'p.reading_minutes_en', 'p.reading_minutes_ru',
  'c.slug as category_slug', 'c.name_fa as category_name_fa', 'c.name_en as category_name_en', 'c.name_ru as category_name_ru',
] as const;

function toSummary(r: Row, lang: Lang): PostSummary {
  return {
    id: Number(r.id),
    slug: localized(r, 'slug', lang) ?? '',
    title: localized(r, 'title', lang) ?? '',
    summary: localized(r, 'summary', lang) ?? '',
    cover: String(r.cover),
    publishedAt: String(r.published_at),
    readingMinutes: Number(r[`reading_minutes_${lang}`] ?? r.reading_minutes_en),
    category: { id: Number(r.category_id), slug: String(r.category_slug), name: localized(r, 'category_name', lang) ?? '' },
  };
}

/** Posts visitors may see: active and with a publication date that has come. */
function visiblePosts(db: DB) {
  return db
    .selectFrom('posts as p')
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .where('p.active', '=', 1)
    .where('p.published_at', '<=', nowIso());
}

export async function listCategories(db: DB, lang: Lang): Promise<BlogCategory[]> {
  const rows = await db.selectFrom('blog_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
  const counts = await visiblePosts(db)
    .select(['p.category_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('p.category_id')
    .execute();
  const byCategory = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
  return rows.map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    name: localized(r, 'name', lang) ?? '',
    postCount: byCategory.get(Number(r.id)) ?? 0,
  }));
}

export async function findCategory(db: DB, by: { id?: number; slug?: string }, lang: Lang): Promise<CategoryRef | null> {
  let q = db.selectFrom('blog_categories').selectAll();
  if (by.id !== undefined) q = q.where('id', '=', by.id);
  if (by.slug !== undefined) q = q.where('slug', '=', by.slug);
  const r = await q.executeTakeFirst();
  return r ? { id: Number(r.id), slug: String(r.slug), name: localized(r, 'name', lang) ?? '' } : null;
}

/** One page of visible posts, newest first (`category` is left to the caller). */
export async function listPosts(db: DB, lang: Lang, opts: { page: number; pageSize: number; categoryId?: number }): Promise<Omit<PostList, 'category'>> {
  let base = visiblePosts(db);
  if (opts.categoryId !== undefined) base = base.where('p.category_id', '=', opts.categoryId);
  const totalRow = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const total = Number(totalRow?.n ?? 0);
  const rows = await base
    .select([...SUMMARY_COLUMNS])
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize)
    .execute();
  return {
    items: rows.map((r) => toSummary(r, lang)),
    page: opts.page,
    pageSize: opts.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / opts.pageSize)),
  };
}

/** The article with up to `relatedCount` others: same category first, then the newest elsewhere. */
export async function getPost(db: DB, id: number, lang: Lang, relatedCount = 3): Promise<PostDetail | null> {
  const r = await visiblePosts(db)
    .select([...SUMMARY_COLUMNS, 'p.body_fa', 'p.body_en', 'p.body_ru'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!r) return null;
  const sameCategory = await visiblePosts(db)
    .select([...SUMMARY_COLUMNS])
    .where('p.category_id', '=', r.category_id)
    .where('p.id', '!=', id)
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(relatedCount)
    .execute();
  let related = sameCategory;
  if (related.length < relatedCount) {
    const others = await visiblePosts(db)
      .select([...SUMMARY_COLUMNS])
      .where('p.category_id', '!=', r.category_id)
      .orderBy('p.published_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(relatedCount - related.length)
      .execute();
    related = [...related, ...others];
  }
  return { ...toSummary(r, lang), body: sanitizeStored(localized(r, 'body', lang) ?? ''), related: related.map((x) => toSummary(x, lang)) };
}
