import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ImageRef } from 'contracts/common';
import type { Facets, ProductCard, ProductPage, SortKey } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { imageRef, num, numOrNull, pick, ratingOf } from '../lib/rows';

export interface ProductFilters {
  /** null = no category filter; [] = a category without active subcategories (still filters) */
  categoryIds?: number[] | null;
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
  excludeIds?: number[];
  /** normalized search tokens (./search-text.ts#queryTokens) */
  tokens?: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Q = SelectQueryBuilder<any, any, any>;

const like = (col: string, pattern: string) => sql<boolean>`(' ' || ${sql.ref(col)} || ' ') like ${pattern}`;

/**
 * Relevance of one token: a word in the name that starts with it beats a word inside the name,
 * which beats the specifications/description. Numbers must match a whole word ("6" is not "16");
 * one-letter tokens must start a word.
 */
function tokenParts(t: string): { match: RawBuilder<boolean>; score: RawBuilder<number> } {
  const numeric = /^\d+$/.test(t);
  const word = numeric ? `% ${t} %` : `% ${t}%`;
  const inside = `%${t}%`;
  const substring = !numeric && t.length >= 2;
  const match = substring
    ? sql<boolean>`(${like('p.search_name', inside)} or ${like('p.search_body', inside)})`
    : sql<boolean>`(${like('p.search_name', word)} or ${like('p.search_body', word)})`;
  const score = substring
    ? sql<number>`(case when ${like('p.search_name', word)} then 10 when ${like('p.search_name', inside)} then 5 when ${like('p.search_body', word)} then 3 else 1 end)`
    : sql<number>`(case when ${like('p.search_name', word)} then 10 else 3 end)`;
  return { match, score };
}

export function relevance(tokens: string[]): RawBuilder<number> {
  const parts = tokens.map((t) => tokenParts(t).score);
  // the whole query as a phrase at the start of a word in the name
  if (tokens.length > 1) parts.push(sql<number>`(case when ${like('p.search_name', `% ${tokens.join(' ')}%`)} then 8 else 0 end)`);
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

export function applyFilters(q: Q, f: ProductFilters, skip: { brands?: boolean; price?: boolean } = {}): Q {
  q = q.where('p.active', '=', 1);
  if (f.categoryIds) q = f.categoryIds.length ? q.where('p.category_id', 'in', f.categoryIds) : q.where(sql<boolean>`1 = 0`);
  // a hidden category hides its products everywhere
  else q = q.where(sql<boolean>`p.category_id in (select id from categories where active = 1)`);
  if (!skip.brands && f.brandIds?.length) q = q.where('p.brand_id', 'in', f.brandIds);
  if (!skip.price && f.minPrice !== undefined) q = q.where('p.price', '>=', f.minPrice);
  if (!skip.price && f.maxPrice !== undefined) q = q.where('p.price', '<=', f.maxPrice);
  if (f.inStock) q = q.where('p.stock', '>', 0);
  if (f.featured) q = q.where('p.featured', '=', 1);
  if (f.excludeIds?.length) q = q.where('p.id', 'not in', f.excludeIds);
  for (const t of f.tokens ?? []) q = q.where(tokenParts(t).match);
  return q;
}

function applySort(q: Q, sort: SortKey): Q {
  const nullsLast = sql`case when p.price is null then 1 else 0 end`;
  switch (sort) {
    case 'priceAsc':
      return q.orderBy(nullsLast).orderBy('p.price', 'asc').orderBy('p.id', 'desc');
    case 'priceDesc':
      return q.orderBy(nullsLast).orderBy('p.price', 'desc').orderBy('p.id', 'desc');
    case 'popular':
      return q.orderBy('p.popularity', 'desc').orderBy('p.rating_count', 'desc').orderBy('p.id', 'desc');
    case 'relevance': // without a query there is nothing to be relevant to
      return applySort(q, 'popular');
    case 'newest':
    default:
      return q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  }
}

const CARD_COLUMNS = [
  'p.id', 'p.name_fa', 'p.name_en', 'p.name_ru', 'p.slug_fa', 'p.slug_en', 'p.slug_ru', 'p.sku', 'p.price', 'p.list_price',
  'p.stock', 'p.rating_sum', 'p.rating_count', 'p.category_id', 'p.featured', 'p.brand_id',
  'b.name_fa as brand_name_fa', 'b.name_en as brand_name_en', 'b.name_ru as brand_name_ru', 'b.label as brand_label',
] as const;

export const cardQuery = (db: DB) => db.selectFrom('products as p').leftJoin('brands as b', 'b.id', 'p.brand_id').select([...CARD_COLUMNS]);

/** Turns rows of cardQuery into cards, with each product's first picture. */
export async function toCards(db: DB, rows: Array<Record<string, unknown>>, lang: Lang): Promise<ProductCard[]> {
  const ids = rows.map((r) => num(r.id));
  const images = ids.length
    ? await db
        .selectFrom('product_images')
        .select(['product_id', 'guid_name', 'extension'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    : [];
  const first = new Map<number, ImageRef | null>();
  for (const img of images) if (!first.has(num(img.product_id))) first.set(num(img.product_id), imageRef(img.guid_name, img.extension));
  return rows.map((r) => {
    const stock = num(r.stock);
    return {
      id: num(r.id),
      name: pick(r, 'name', lang) ?? '',
      slug: pick(r, 'slug', lang) ?? '',
      sku: (r.sku as string | null) ?? null,
      price: numOrNull(r.price),
      listPrice: numOrNull(r.list_price),
      stock,
      inStock: stock > 0,
      image: first.get(num(r.id)) ?? null,
      rating: ratingOf(r),
      brand: r.brand_id === null || r.brand_id === undefined ? null : { id: num(r.brand_id), name: pick(r, 'brand_name', lang) ?? '', label: String(r.brand_label) },
      categoryId: num(r.category_id),
      featured: num(r.featured) === 1,
    };
  });
}

export interface ListOptions extends ProductFilters {
  sort: SortKey;
  page: number;
  pageSize: number;
  facets?: boolean;
}

/** A page of products (the route adds the category and, for a search, the query). */
export type ListPage = Omit<ProductPage, 'category'>;

export async function listProducts(db: DB, opts: ListOptions, lang: Lang): Promise<ListPage> {
  const tokens = opts.tokens ?? [];
  const { ids, total } = tokens.length ? await searchPage(db, opts, tokens) : await browsePage(db, opts);
  const rows = ids.length ? await cardQuery(db).where('p.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  const page: ListPage = {
    items: await toCards(db, ids.flatMap((id) => byId.get(id) ?? []), lang),
    total,
    page: opts.page,
    pageSize: opts.pageSize,
    pageCount: Math.ceil(total / opts.pageSize),
    sort: opts.sort,
  };
  if (opts.facets) page.facets = await facets(db, opts, lang);
  return page;
}

/** Browsing: the database sorts and pages (indexes on created_at, price, popularity). */
async function browsePage(db: DB, opts: ListOptions): Promise<{ ids: number[]; total: number }> {
  const [countRow, rows] = await Promise.all([
    applyFilters(db.selectFrom('products as p') as unknown as Q, opts).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    applySort(applyFilters(db.selectFrom('products as p').select('p.id') as unknown as Q, opts), opts.sort)
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize)
      .execute(),
  ]);
  return { ids: rows.map((r) => num(r.id)), total: num(countRow?.n ?? 0) };
}

/**
 * Searching: one pass over the matching products computes each one's relevance and sort keys;
 * the count, the order and the page come from that list (a second, counting scan of the text
 * columns would double the cost).
 */
async function searchPage(db: DB, opts: ListOptions, tokens: string[]): Promise<{ ids: number[]; total: number }> {
  const matches = await applyFilters(db.selectFrom('products as p') as unknown as Q, opts)
    .select(['p.id', 'p.price', 'p.popularity', 'p.rating_count', 'p.created_at', relevance(tokens).as('score')])
    .execute();
  const m = matches.map((r) => ({
    id: num(r.id),
    price: r.price === null ? null : num(r.price),
    popularity: num(r.popularity),
    ratings: num(r.rating_count),
    created: String(r.created_at),
    score: num(r.score),
  }));
  type M = (typeof m)[number];
  const byPrice = (dir: 1 | -1) => (a: M, b: M) =>
    a.price === null || b.price === null ? (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) : (a.price - b.price) * dir || b.id - a.id;
  const compare: Record<SortKey, (a: M, b: M) => number> = {
    relevance: (a, b) => b.score - a.score || b.popularity - a.popularity || b.id - a.id,
    newest: (a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : b.id - a.id),
    priceAsc: byPrice(1),
    priceDesc: byPrice(-1),
    popular: (a, b) => b.popularity - a.popularity || b.ratings - a.ratings || b.id - a.id,
  };
  m.sort(compare[opts.sort]);
  const from = (opts.page - 1) * opts.pageSize;
  return { ids: m.slice(from, from + opts.pageSize).map((x) => x.id), total: m.length };
}

/** What the filter panel offers for the current category/query: brands with counts and the price span. */
async function facets(db: DB, f: ProductFilters, lang: Lang): Promise<Facets> {
  const [brands, price] = await Promise.all([
    (applyFilters(db.selectFrom('products as p').innerJoin('brands as b', 'b.id', 'p.brand_id') as unknown as Q, f, { brands: true }) as Q)
      .select(['b.id', 'b.name_fa', 'b.name_en', 'b.name_ru', 'b.label', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['b.id', 'b.name_fa', 'b.name_en', 'b.name_ru', 'b.label'])
      .orderBy('b.id')
      .execute(),
    (applyFilters(db.selectFrom('products as p') as unknown as Q, f, { price: true }) as Q)
      .select((eb) => [eb.fn.min('p.price').as('min'), eb.fn.max('p.price').as('max')])
      .executeTakeFirst(),
  ]);
  return {
    brands: brands.map((b) => ({ id: num(b.id), name: pick(b, 'name', lang) ?? '', label: String(b.label), count: num(b.n) })),
    price: { min: numOrNull(price?.min), max: numOrNull(price?.max) },
  };
}
