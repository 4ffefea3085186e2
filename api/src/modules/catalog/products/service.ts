import { DEFAULT_PAGE_SIZE, type ProductListQuery, type ProductPage, type ProductSearchQuery, type SearchPage } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { CategoryTree, categoryPage } from '../categories/queries';
import { listProducts, type ListOptions } from './queries';
import { lookUpTokens } from './search-lookup';
import { queryTokens } from './search-text';

type ListingQuery = ProductListQuery | ProductSearchQuery;

/** Turns the listing/search query into query options; a category label that does not exist is a 404. */
async function listingOptions(db: DB, query: ListingQuery, lang: Lang) {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) throw badRequest('catalog.priceRange');
  let category = null;
  let categoryIds: number[] | null = null;
  if (query.category !== undefined || query.categoryId !== undefined) {
    const tree = await CategoryTree.load(db);
    const node = query.category !== undefined ? tree.findByLabel(query.category) : tree.byId.get(query.categoryId!);
    if (!node || !node.active) throw notFound('catalog.categoryNotFound');
    categoryIds = tree.subtreeIds(node);
    category = categoryPage(tree, node, lang);
  }
  const q = 'q' in query ? query.q : undefined;
  const opts: ListOptions = {
    categoryIds,
    brandIds: [...(query.brandId ?? []), ...(query.brandIds ? query.brandIds.split(',').map(Number) : [])],
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock ?? false,
    featured: query.featured ?? false,
    tokens: q !== undefined ? queryTokens(q) : undefined,
    sort: query.sort ?? (q !== undefined ? 'relevance' : 'newest'),
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    facets: query.facets ?? false,
  };
  return { opts, category };
}

/** Product listing: filters, sort and paging. */
export async function browse(db: DB, query: ProductListQuery, lang: Lang): Promise<ProductPage> {
  const { opts, category } = await listingOptions(db, query, lang);
  return { ...(await listProducts(db, opts, lang)), category };
}

/** Search with Persian normalization and relevance ranking, optionally within a category. */
export async function search(db: DB, query: ProductSearchQuery, lang: Lang): Promise<SearchPage> {
  // the index is read for the query's words while the category (if any) is being found
  const tokens = queryTokens(query.q);
  const lookup = tokens.length ? lookUpTokens(db, tokens) : undefined;
  // a category that does not exist answers 404 before the words are used: their read must not fail unheard
  lookup?.catch(() => undefined);
  const { opts, category } = await listingOptions(db, query, lang);
  const q = query.q.trim();
  if (!opts.tokens?.length) {
    // nothing searchable in the query (only punctuation): an empty result, not an error
    return { items: [], total: 0, page: opts.page, pageSize: opts.pageSize, pageCount: 0, sort: opts.sort, category, query: q };
  }
  return { ...(await listProducts(db, { ...opts, lookup }, lang)), category, query: q };
}
