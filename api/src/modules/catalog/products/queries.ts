import { sql, type SelectQueryBuilder } from 'kysely';
import type { ImageRef } from 'contracts/common';
import type { Facets, ProductCard, ProductPage, SortKey } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { imageRef, num, numOrNull, ratingOf } from '../lib/rows';
import { indexPendingProducts } from './search-index';
import { lookUpTokens, matchTokens, severalWords, termCondition, termScore, typosWouldHelp, type TermMatch, type TokenLookup } from './search-lookup';
import type { QueryToken } from './search-text';
import { localized } from '../../../lib/localized';

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

/** A column of the product's (p) first picture, by sort order: one lookup in its index per card. */
const firstImage = (column: 'guid_name' | 'extension') =>
  sql<string | null>`(select ${sql.ref(`i.${column}`)} from product_images as i where i.product_id = p.id order by i.sort_order, i.id limit 1)`;

/** What a card shows, its first picture included (products as p, brands as b). */
const cardColumns = [...CARD_COLUMNS, firstImage('guid_name').as('image_guid'), firstImage('extension').as('image_extension')];

/** Cards of products, each with its brand and first picture, in one read. */
export const cardQuery = (db: DB) => db.selectFrom('products as p').leftJoin('brands as b', 'b.id', 'p.brand_id').select(cardColumns);

/** Each product's first picture (null when it has none), for rows read without it. */
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

/** Turns rows of cardQuery into cards (rows without the picture's columns have it read here). */
export async function toCards(db: DB, rows: Array<Record<string, unknown>>, lang: Lang): Promise<ProductCard[]> {
  const read = rows.every((r) => 'image_guid' in r) ? null : await firstImages(db, rows.map((r) => num(r.id)));
  return rows.map((r) => {
    const stock = num(r.stock);
    return {
      id: num(r.id),
      name: localized(r, 'name', lang) ?? '',
      slug: localized(r, 'slug', lang) ?? '',
      sku: (r.sku as string | null) ?? null,
      price: numOrNull(r.price),
      listPrice: numOrNull(r.list_price),
      stock,
      inStock: stock > 0,
      image: read ? (read.get(num(r.id)) ?? null) : imageRef(r.image_guid as string | null, (r.image_extension as string | null) ?? undefined),
      rating: ratingOf(r),
      brand: r.brand_id === null || r.brand_id === undefined ? null : { id: num(r.brand_id), name: localized(r, 'brand_name', lang) ?? '', label: String(r.brand_label) },
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
  /** the index's words for the tokens, when the caller started reading them (alongside its own reads) */
  lookup?: Promise<TokenLookup>;
  /** false: the caller needs the page, not the total (suggestions): the database need not count */
  count?: boolean;
}

/** A page of products (the route adds the category and, for a search, the query). */
export type ListPage = Omit<ProductPage, 'category'>;

export async function listProducts(db: DB, opts: ListOptions, lang: Lang): Promise<ListPage> {
  return (await findProducts(db, opts, lang)).page;
}

/** A page of cards (rows of cardQuery, in order) and how many products there are in all. */
interface Found {
  rows: Array<Record<string, unknown>>;
  total: number;
}

/**
 * A page of products and, for a search, how each token matched (suggestions match categories and
 * brands the same way). Each request waits for as few reads in a row as it can: a listing reads
 * its page (cards and pictures in one statement) and its total or facets at once; a search first
 * looks its words up in the index (one statement), then reads its page the same way.
 */
export async function findProducts(db: DB, opts: ListOptions, lang: Lang): Promise<{ page: ListPage; matches: TermMatch[] }> {
  let found: Found;
  let facetsFound: { facets: Facets; total: number } | undefined;
  let matches: TermMatch[] = [];
  if (opts.tokens?.length) {
    let lookup = await (opts.lookup ?? lookUpTokens(db, opts.tokens));
    // products changed since the last search are indexed first (their words may change the matches)
    if (lookup.pending) {
      await indexPendingProducts(db);
      lookup = await lookUpTokens(db, opts.tokens);
    }
    const read = (m: TermMatch[]) => Promise.all([searchPage(db, opts, m), opts.facets ? facets(db, { ...opts, matches: m }, lang) : undefined]);
    matches = matchTokens(lookup);
    [found, facetsFound] = await read(matches);
    // nothing found as typed: forgive typos in every word (not only in words the catalogue lacks)
    if (found.total === 0 && typosWouldHelp(matches)) {
      matches = matchTokens(lookup, { typos: true });
      [found, facetsFound] = await read(matches);
    }
  } else {
    // the facets count the products too
    [found, facetsFound] = await Promise.all([browsePage(db, opts, !opts.facets), opts.facets ? facets(db, opts, lang) : undefined]);
    if (facetsFound) found.total = facetsFound.total;
  }
  const page: ListPage = {
    items: await toCards(db, found.rows, lang),
    total: found.total,
    page: opts.page,
    pageSize: opts.pageSize,
    pageCount: Math.ceil(found.total / opts.pageSize),
    sort: opts.sort,
  };
  if (facetsFound) page.facets = facetsFound.facets;
  return { page, matches };
}

/**
 * Browsing: the database sorts and pages the products (indexes on created_at, price, popularity),
 * then reads the page's cards in the same statement; the total, when asked for, is counted at the
 * same time in the narrow copy of the filter columns (~60 bytes a product instead of ~1.5 KB).
 */
async function browsePage(db: DB, opts: ListOptions, count: boolean): Promise<Found> {
  const hits = applySort(applyFilters(db.selectFrom('products as p').select('p.id') as unknown as Q, opts), opts.sort)
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [rows, counted] = await Promise.all([
    applySort(cardsOf(db, hits), opts.sort).execute(),
    count ? applyFilters(db.selectFrom(`${SEARCH_DOCS} as p`) as unknown as Q, opts).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst() : undefined,
  ]);
  return { rows, total: num(counted?.n ?? 0) };
}

/**
 * The cards of a page of hits (a query of `p.id`, sorted, limited and offset) as the hits' outer
 * query: products, brand and first picture read for the page's rows only, not for every row sorted
 * or skipped. The caller orders them again (the same columns: products as p).
 */
const cardsOf = (db: DB, hits: Q): Q =>
  db
    .selectFrom(hits.as('hit'))
    .innerJoin('products as p', 'p.id', 'hit.id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(cardColumns) as unknown as Q;

/** Products' filter and sort columns (active, category_id, brand_id, price, stock, featured, popularity, rating_count, created_at), kept equal to products by triggers. */
const SEARCH_DOCS = 'product_search_docs';

/**
 * Searching: each token's matching products come from the index (one read of its words, grouped
 * per product only when a product can hold several of them), joined to the products and their
 * filters; the database sums the points, sorts, counts (a window over the same rows) and pages,
 * then reads the cards of that page only (products, brand and picture) in the same statement.
 */
async function searchPage(db: DB, opts: ListOptions, matches: TermMatch[]): Promise<Found> {
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
  const counting = opts.count !== false;
  if (counting) q = q.select(sql<number>`count(*) over ()`.as('total'));
  const relevance = opts.sort === 'relevance';
  const hits = (relevance ? q.orderBy(sql.ref('score'), 'desc').orderBy('p.popularity', 'desc').orderBy('p.id', 'desc') : applySort(q, opts.sort))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  // the page's cards, in the same order (the products' sort columns equal the copy's)
  let cards = cardsOf(db, hits);
  if (counting) cards = cards.select('hit.total');
  cards = relevance ? cards.orderBy('hit.score', 'desc').orderBy('p.popularity', 'desc').orderBy('p.id', 'desc') : applySort(cards, opts.sort);
  const rows = await cards.execute();
  if (!counting) return { rows, total: rows.length };
  if (rows.length || opts.page === 1) return { rows, total: rows.length ? num(rows[0].total) : 0 };
  // a page past the end still tells how many there are
  const counted = await q.clearSelect().clearOrderBy().select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { rows: [], total: num(counted?.n ?? 0) };
}

/**
 * What the filter panel offers for the current category/query, brands with counts and the price
 * span, and how many products pass every filter: one read of the narrow copy, per brand, of the
 * products passing the filters other than brand and price. A brand's count is of its products in
 * the price range (the brand filter left out), the span of the chosen brands' products (the price
 * filter left out), the total of the chosen brands' products in the price range.
 */
async function facets(db: DB, f: ProductFilters, lang: Lang): Promise<{ facets: Facets; total: number }> {
  const price = [
    ...(f.minPrice !== undefined ? [sql<boolean>`p.price >= ${f.minPrice}`] : []),
    ...(f.maxPrice !== undefined ? [sql<boolean>`p.price <= ${f.maxPrice}`] : []),
  ];
  const inRange = price.length ? sql<number>`sum(case when ${sql.join(price, sql` and `)} then 1 else 0 end)` : sql<number>`count(*)`;
  const rows = await (applyFilters(db.selectFrom(`${SEARCH_DOCS} as p`).leftJoin('brands as b', 'b.id', 'p.brand_id') as unknown as Q, f, { brands: true, price: true }) as Q)
    .select(['p.brand_id', 'b.id as brand', 'b.name_fa', 'b.name_en', 'b.name_ru', 'b.label', inRange.as('n'), (eb) => eb.fn.min('p.price').as('min'), (eb) => eb.fn.max('p.price').as('max')])
    .groupBy(['p.brand_id', 'b.id', 'b.name_fa', 'b.name_en', 'b.name_ru', 'b.label'])
    .execute();
  const chosen = f.brandIds?.length ? rows.filter((r) => r.brand_id !== null && f.brandIds!.includes(num(r.brand_id))) : rows;
  const prices = (column: 'min' | 'max') => chosen.map((r) => numOrNull(r[column])).filter((v): v is number => v !== null);
  const span = { min: prices('min'), max: prices('max') };
  return {
    facets: {
      brands: rows
        .filter((r) => r.brand !== null && num(r.n) > 0)
        .sort((a, b) => num(a.brand) - num(b.brand))
        .map((b) => ({ id: num(b.brand), name: localized(b, 'name', lang) ?? '', label: String(b.label), count: num(b.n) })),
      price: { min: span.min.length ? Math.min(...span.min) : null, max: span.max.length ? Math.max(...span.max) : null },
    },
    total: chosen.reduce((n, r) => n + num(r.n), 0),
  };
}
