import type { AdminBlogCategory, BlogCategoryInput } from 'contracts/admin-content';
import type { DB } from '../../../db/database';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { catalogWrite } from '../../catalog/public';
import { BLOG_PAGES, inEach, postPagesOf } from './pages';
import { slugify, type Audit } from './posts';

/** Every blog category in display order, with how many posts (any status) it holds. */
export async function listAdminBlogCategories(db: DB): Promise<AdminBlogCategory[]> {
  const rows = await db.selectFrom('blog_categories').selectAll().orderBy('sort_order').orderBy('id').execute();
  const counts = await db.selectFrom('posts').select(['category_id', (eb) => eb.fn.countAll().as('n')]).groupBy('category_id').execute();
  const byCategory = new Map(counts.map((c) => [Number(c.category_id), Number(c.n)]));
  return rows.map((r) => ({
    id: Number(r.id),
    names: { fa: String(r.name_fa), en: String(r.name_en), ru: r.name_ru === null ? null : String(r.name_ru) },
    slug: String(r.slug),
    sortOrder: Number(r.sort_order),
    postCount: byCategory.get(Number(r.id)) ?? 0,
  }));
}

async function checked(trx: DB, input: BlogCategoryInput, id: number | null) {
  const name = { fa: input.name.fa.trim(), en: input.name.en.trim(), ru: input.name.ru?.trim() || null };
  for (const l of ['fa', 'en'] as const) if (!name[l]) throw badRequest('common.requiredField', { field: `name.${l}` });
  const slug = slugify(input.slug);
  if (!slug) throw badRequest('content.admin.slugInvalid', { field: 'slug' });
  let taken = trx.selectFrom('blog_categories').select('id').where('slug', '=', slug);
  if (id !== null) taken = taken.where('id', '!=', id);
  if (await taken.executeTakeFirst()) throw conflict('content.admin.slugTaken');
  return { name_fa: name.fa, name_en: name.en, name_ru: name.ru, slug };
}

const one = async (trx: DB, id: number) => (await listAdminBlogCategories(trx)).find((c) => c.id === id)!;

/** The blog's pages (the category's address is /st/blog?category=<slug>, a page of the blog list) are purged. */
export async function createBlogCategory(db: DB, input: BlogCategoryInput, audit: Audit): Promise<AdminBlogCategory> {
  return catalogWrite(db, async (trx, touched) => {
    const values = await checked(trx, input, null);
    const last = await trx.selectFrom('blog_categories').select((eb) => eb.fn.max('sort_order').as('m')).executeTakeFirst();
    const row = await trx
      .insertInto('blog_categories')
      .values({ ...values, sort_order: Number(last?.m ?? 0) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await one(trx, Number(row.id));
    touched.add(...BLOG_PAGES);
    await audit(trx, { entity: 'blog_category', entityId: after.id, action: 'create', before: null, after });
    return after;
  });
}

/** Renames a category (names and slug); its posts' pages show its name, so they are purged too. */
export async function updateBlogCategory(db: DB, id: number, input: BlogCategoryInput, audit: Audit): Promise<AdminBlogCategory> {
  return catalogWrite(db, async (trx, touched) => {
    const before = (await listAdminBlogCategories(trx)).find((c) => c.id === id);
    if (!before) throw notFound('content.categoryNotFound');
    const values = await checked(trx, input, id);
    await trx.updateTable('blog_categories').set(values).where('id', '=', id).execute();
    const after = await one(trx, id);
    const posts = await trx.selectFrom('posts').select('id').where('category_id', '=', id).execute();
    touched.add(...BLOG_PAGES, ...inEach('/'), ...(await postPagesOf(trx, posts.map((p) => Number(p.id)))));
    await audit(trx, { entity: 'blog_category', entityId: id, action: 'update', before, after });
    return after;
  });
}
