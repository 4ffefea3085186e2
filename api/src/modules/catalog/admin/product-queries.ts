import { sql, type SelectQueryBuilder } from 'kysely';
import type { AdminPicture, AdminProduct, AdminProductQuery, AdminProductRow } from 'contracts/admin-catalog';
import type { DB } from '../../../db/database';
import { productIdsInOrders } from '../../cart/public';
import { imageRef, num, numOrNull } from '../lib/rows';
import { indexPendingProducts } from '../products/search-index';
import { lookUpTokens, matchTokens, termCondition, typosWouldHelp, type TermMatch } from '../products/search-lookup';
import { queryTokens } from '../products/search-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Q = SelectQueryBuilder<any, any, any>;

const ROW_COLUMNS = ['p.id', 'p.sku', 'p.name_fa', 'p.name_en', 'p.name_ru', 'p.category_id', 'p.brand_id', 'p.price', 'p.list_price', 'p.stock', 'p.active', 'p.featured', 'p.updated_at', 'p.created_at'] as const;
const firstImage = (column: 'guid_name' | 'extension') =>
  sql<string | null>`(select ${sql.ref(`i.${column}`)} from product_images as i where i.product_id = p.id order by i.sort_order, i.id limit 1)`;

export const toRow = (r: Record<string, unknown>): AdminProductRow => ({
  id: num(r.id),
  sku: (r.sku as string | null) ?? null,
  names: { fa: String(r.name_fa), en: String(r.name_en), ru: (r.name_ru as string | null) ?? null },
  categoryId: num(r.category_id),
  brandId: numOrNull(r.brand_id),
  price: numOrNull(r.price),
  listPrice: numOrNull(r.list_price),
  stock: num(r.stock),
  active: num(r.active) === 1,
  featured: num(r.featured) === 1,
  image: imageRef(r.image_guid as string | null, (r.image_extension as string | null) ?? undefined),
  updatedAt: (r.updated_at as string | null) ?? (r.created_at as string | null) ?? null,
});

export const rowQuery = (db: DB) => db.selectFrom('products as p').select([...ROW_COLUMNS, firstImage('guid_name').as('image_guid'), firstImage('extension').as('image_extension')]);

/** A category and every category below it, active or not (staff see hidden ones too). */
async function subtree(db: DB, id: number): Promise<number[]> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parent_id !== null) children.set(num(r.parent_id), [...(children.get(num(r.parent_id)) ?? []), num(r.id)]);
  const out: number[] = [];
  const walk = (n: number) => {
    if (out.includes(n)) return;
    out.push(n);
    (children.get(n) ?? []).forEach(walk);
  };
  walk(id);
  return out;
}

/** The storefront's matching (Persian normalization, word starts, typos when nothing else matches), every product. */
async function searchMatches(db: DB, q: string): Promise<TermMatch[] | null> {
  const tokens = queryTokens(q);
  if (!tokens.length) return null;
  let lookup = await lookUpTokens(db, tokens);
  if (lookup.pending) {
    await indexPendingProducts(db);
    lookup = await lookUpTokens(db, tokens);
  }
  return matchTokens(lookup);
}

const matching = (q: Q, matches: TermMatch[]) =>
  matches.reduce((acc, m) => acc.where(sql<boolean>`p.id in (select st.product_id from product_search_terms st where ${termCondition(m)})`), q);

function sorted(q: Q, sort: AdminProductQuery['sort']): Q {
  const nullsLast = sql`case when p.price is null then 1 else 0 end`;
  switch (sort) {
    case 'updated':
      return q.orderBy(sql`coalesce(p.updated_at, p.created_at)`, 'desc').orderBy('p.id', 'desc');
    case 'name':
      return q.orderBy('p.name_fa').orderBy('p.id');
    case 'priceAsc':
      return q.orderBy(nullsLast).orderBy('p.price', 'asc').orderBy('p.id');
    case 'priceDesc':
      return q.orderBy(nullsLast).orderBy('p.price', 'desc').orderBy('p.id');
    case 'stockAsc':
      return q.orderBy('p.stock', 'asc').orderBy('p.id');
    case 'stockDesc':
      return q.orderBy('p.stock', 'desc').orderBy('p.id');
    default:
      return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  }
}

/** The staff's product list: search, filters (archived products included unless filtered), sort and paging. */
export async function listAdminProducts(db: DB, query: AdminProductQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const filter = async (q: Q, matches: TermMatch[] | null): Promise<Q> => {
    if (query.categoryId !== undefined) q = q.where('p.category_id', 'in', await subtree(db, query.categoryId));
    if (query.brandId !== undefined) q = q.where('p.brand_id', '=', query.brandId);
    if (query.stock === 'in') q = q.where('p.stock', '>', 0);
    if (query.stock === 'out') q = q.where('p.stock', '=', 0);
    if (query.active !== undefined) q = q.where('p.active', '=', query.active ? 1 : 0);
    if (query.pricing === 'priced') q = q.where('p.price', 'is not', null);
    if (query.pricing === 'inquiry') q = q.where('p.price', 'is', null);
    return matches ? matching(q, matches) : q;
  };
  const count = async (matches: TermMatch[] | null) =>
    num((await (await filter(db.selectFrom('products as p') as unknown as Q, matches)).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  let matches = query.q !== undefined ? await searchMatches(db, query.q) : null;
  if (query.q !== undefined && !matches) return { items: [], total: 0, page, pageSize, pageCount: 0 };
  let total = await count(matches);
  // nothing found as typed: forgive typos in every word, as the storefront does
  if (matches && total === 0 && typosWouldHelp(matches)) {
    const lookup = await lookUpTokens(db, matches.map((m) => m.token));
    matches = matchTokens(lookup, { typos: true });
    total = await count(matches);
  }
  const rows = await sorted(await filter(rowQuery(db) as unknown as Q, matches), query.sort)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toRow), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

export async function productPictures(db: DB, id: number): Promise<AdminPicture[]> {
  const rows = await db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('sort_order').orderBy('id').execute();
  return rows.map((i) => ({ id: num(i.id), ...imageRef(i.guid_name, i.extension)!, alt: { fa: i.alt_fa ?? null, en: i.alt_en ?? null } }));
}

/** Everything the product editor shows, or null. Works inside a transaction (pass the trx). */
export async function getAdminProduct(db: DB, id: number): Promise<AdminProduct | null> {
  const p = await rowQuery(db)
    .select(['p.slug_fa', 'p.slug_en', 'p.slug_ru', 'p.description_fa', 'p.description_en', 'p.description_ru', 'p.video_url'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!p) return null;
  const [specs, pictures, inOrders] = await Promise.all([
    db.selectFrom('product_specs').select(['lang', 'spec_key', 'spec_value']).where('product_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    productPictures(db, id),
    productIdsInOrders(db, [id]),
  ]);
  return {
    ...toRow(p),
    slugs: { fa: p.slug_fa, en: p.slug_en, ru: p.slug_ru ?? null },
    description: { fa: p.description_fa ?? null, en: p.description_en ?? null, ru: p.description_ru ?? null },
    specifications: specs.map((s) => ({ lang: s.lang, key: s.spec_key, value: s.spec_value })),
    videoUrl: p.video_url ?? null,
    pictures,
    inOrders: inOrders.has(id),
  };
}
