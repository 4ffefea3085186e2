import { sql, type SelectQueryBuilder } from 'kysely';
import type { ImageRef } from 'contracts/common';
import type { Facets, ProductCard, ProductPage, SortKey } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { imageRef, num, numOrNull, pick, ratingOf } from '../lib/rows';
import { indexPendingProducts, matchTokens, severalWords, termCondition, termScore, typosWouldHelp, type TermMatch } from './search-index';
import type { QueryToken } from './search-text';

export interface ProductFilters {
  /** null = no category filter; [] = a category without active subcategories (still filters) */
  categoryIds?: number[] | null;
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
  excludeIds?: number[];
  /** search: every token must match (./search-index.ts#matchTokens) */
  matches?: TermMatch[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Q = SelectQueryBuilder<any, any, any>;

/** The products holding a word the token matches (the search index). */
const matching = (m: TermMatch) => sql<boolean>`p.id in (select st.product_id from product_search_terms st where ${termCondition(m)})`;

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
  for (const m of f.matches ?? []) q = q.where(matching(m));
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

/** Each product's first picture (null when it has none). */
async function firstImages(db: DB, ids: number[]): Promise<Map<number, ImageRef | null>> {
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
  return first;
}

/** Turns rows of cardQuery into cards, with each product's first picture (read here unless given). */
export async function toCards(db: DB, rows: Array<Record<string, unknown>>, lang: Lang, images?: Map<number, ImageRef | null>): Promise<ProductCard[]> {
  const first = images ?? (await firstImages(db, rows.map((r) => num(r.id))));
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
  /** a search: the query's tokens (./search-text.ts#queryTokens) */
  tokens?: QueryToken[];
  /** false: the caller needs the page, not the total (suggestions): the database need not count */
  count?: boolean;
}

/** A page of products (the route adds the category and, for a search, the query). */
export type ListPage = Omit<ProductPage, 'category'>;

export async function listProducts(db: DB, opts: ListOptions, lang: Lang): Promise<ListPage> {
  return (await findProducts(db, opts, lang)).page;
}

/** A page of products and, for a search, how each token matched (suggestions match categories and brands the same way). */
export async function findProducts(db: DB, opts: ListOptions, lang: Lang): Promise<{ page: ListPage; matches: TermMatch[] }> {
  let found: { ids: number[]; total: number };
  let matches: TermMatch[] = [];
  if (opts.tokens?.length) {
    // products changed since the last search are indexed first (their words may change the matches)
    const [indexed, first] = await Promise.all([indexPendingProducts(db), matchTokens(db, opts.tokens)]);
    matches = indexed ? await matchTokens(db, opts.tokens) : first;
    found = await searchPage(db, opts, matches);
    // nothing found as typed: forgive typos in every word (not only in words the catalogue lacks)
    if (found.total === 0 && typosWouldHelp(matches)) {
      matches = await matchTokens(db, opts.tokens, { typos: true });
      found = await searchPage(db, opts, matches);
    }
  } else {
    found = await browsePage(db, opts);
  }
  const { ids, total } = found;
  // the cards and their pictures at once
  const [rows, images] = ids.length ? await Promise.all([cardQuery(db).where('p.id', 'in', ids).execute(), firstImages(db, ids)]) : [[], new Map()];
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  const page: ListPage = {
    items: await toCards(db, ids.flatMap((id) => byId.get(id) ?? []), lang, images),
    total,
    page: opts.page,
    pageSize: opts.pageSize,
    pageCount: Math.ceil(total / opts.pageSize),
    sort: opts.sort,
  };
  if (opts.facets) page.facets = await facets(db, { ...opts, matches }, lang);
  return { page, matches };
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

/** Products' filter and sort columns (active, category_id, brand_id, price, stock, featured, popularity, rating_count, created_at), kept equal to products by triggers. */
const SEARCH_DOCS = 'product_search_docs';

/**
 * Searching: each token's matching products come from the index (one read of its words, grouped
 * per product only when a product can hold several of them), joined to the products and their
 * filters; the database sums the points, sorts, counts (a window over the same rows) and pages.
 */
async function searchPage(db: DB, opts: ListOptions, matches: TermMatch[]): Promise<{ ids: number[]; total: number }> {
  // the narrow copy of products' filter and sort columns (migration 001_05), under the same alias
  let q = db.selectFrom(`${SEARCH_DOCS} as p`) as unknown as Q;
  matches.forEach((m, i) => {
    const postings = db.selectFrom('product_search_terms as st').where(termCondition(m));
    const hits = severalWords(m)
      ? postings.select(['st.product_id', sql<number>`max(${termScore(m)})`.as('s')]).groupBy('st.product_id')
      : postings.select(['st.product_id', termScore(m).as('s')]);
    q = q.innerJoin(hits.as(`m${i}`), `m${i}.product_id`, 'p.id');
  });
  q = applyFilters(q, { ...opts, matches: undefined });
  const score = sql<number>`(${sql.join(matches.map((_, i) => sql.ref(`m${i}.s`)), sql` + `)})`;
  q = q.select(['p.id', score.as('score')]);
  if (opts.count !== false) q = q.select(sql<number>`count(*) over ()`.as('total'));
  q = opts.sort === 'relevance' ? q.orderBy(sql.ref('score'), 'desc').orderBy('p.popularity', 'desc').orderBy('p.id', 'desc') : applySort(q, opts.sort);
  const rows = await q.limit(opts.pageSize).offset((opts.page - 1) * opts.pageSize).execute();
  if (opts.count === false) return { ids: rows.map((r) => num(r.id)), total: rows.length };
  if (rows.length || opts.page === 1) return { ids: rows.map((r) => num(r.id)), total: rows.length ? num(rows[0].total) : 0 };
  // a page past the end still tells how many there are
  const counted = await q.clearSelect().clearOrderBy().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { ids: [], total: num(counted?.n ?? 0) };
}

/** What the filter panel offers for the current category/query: brands with counts and the price span. */
async function facets(db: DB, f: ProductFilters, lang: Lang): Promise<Facets> {
  // a search's facets read the narrow copy too (it has every column the filters use)
  const products = f.matches?.length ? SEARCH_DOCS : 'products';
  const [brands, price] = await Promise.all([
    (applyFilters(db.selectFrom(`${products} as p`).innerJoin('brands as b', 'b.id', 'p.brand_id') as unknown as Q, f, { brands: true }) as Q)
      .select(['b.id', 'b.name_fa', 'b.name_en', 'b.name_ru', 'b.label', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['b.id', 'b.name_fa', 'b.name_en', 'b.name_ru', 'b.label'])
      .orderBy('b.id')
      .execute(),
    (applyFilters(db.selectFrom(`${products} as p`) as unknown as Q, f, { price: true }) as Q)
      .select((eb) => [eb.fn.min('p.price').as('min'), eb.fn.max('p.price').as('max')])
      .executeTakeFirst(),
  ]);
  return {
    brands: brands.map((b) => ({ id: num(b.id), name: pick(b, 'name', lang) ?? '', label: String(b.label), count: num(b.n) })),
    price: { min: numOrNull(price?.min), max: numOrNull(price?.max) },
  };
}
