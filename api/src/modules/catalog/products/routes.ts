import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { requestLang, t, type Lang } from '../../../lib/i18n';
import type { DB } from '../../../db/database';
import { CategoryTree, categoryDto, categoryRef } from '../repo/categories';
import { listProducts, type ListOptions } from '../repo/products';
import { getProductDetail } from '../repo/product-detail';
import { rateProduct, raterKeys, type RaterIdentity } from '../repo/ratings';
import { submitInquiry } from '../repo/inquiries';
import { suggest } from '../repo/suggest';
import { queryTokens } from '../search-text';
import { idParams, inquiryBody, productListQuery, productSearchQuery, rateBody, suggestQuery, type ListingQuery } from '../schemas';

const BASKET_COOKIE = 'basketId';
const RATER_COOKIE = 'raterId';
const COOKIE_ID = /^[A-Za-z0-9_-]{8,64}$/;

const cookieId = (req: FastifyRequest, name: string): string | null => {
  const v = (req.cookies as Record<string, string | undefined>)[name];
  return v && COOKIE_ID.test(v) ? v : null;
};

function identity(req: FastifyRequest): RaterIdentity {
  return { userId: req.user?.id ?? null, basketId: cookieId(req, BASKET_COOKIE), raterId: cookieId(req, RATER_COOKIE) };
}

/** Turns the listing/search query into repository options; a category label that does not exist is a 404. */
async function listingOptions(db: DB, query: ListingQuery, lang: Lang) {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) throw badRequest('catalog.priceRange');
  let category = null;
  let categoryIds: number[] | null = null;
  if (query.category !== undefined || query.categoryId !== undefined) {
    const tree = await CategoryTree.load(db);
    const node = query.category !== undefined ? tree.findByLabel(query.category) : tree.byId.get(query.categoryId!);
    if (!node || !node.active) throw notFound('catalog.categoryNotFound');
    categoryIds = tree.subtreeIds(node);
    category = { ...categoryDto(node, lang, true), breadcrumb: tree.ancestry(node).map((n) => categoryRef(n, lang)) };
  }
  const opts: ListOptions = {
    categoryIds,
    brandIds: [...(query.brandId ?? []), ...(query.brandIds ? query.brandIds.split(',').map(Number) : [])],
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    featured: query.featured,
    tokens: query.q !== undefined ? queryTokens(query.q) : undefined,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    facets: query.facets,
  };
  return { opts, category };
}

export default async function productRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** Product listing: filters, sort and paging. */
  app.get<{ Querystring: ListingQuery }>('/product/product', { schema: { querystring: productListQuery } }, async (req) => {
    const lang = requestLang(req);
    const { opts, category } = await listingOptions(db, req.query, lang);
    return ok({ ...(await listProducts(db, opts, lang)), category });
  });

  /** Search with Persian normalization and relevance ranking, optionally within a category. */
  app.get<{ Querystring: ListingQuery & { q: string } }>('/product/search', { schema: { querystring: productSearchQuery } }, async (req) => {
    const lang = requestLang(req);
    const { opts, category } = await listingOptions(db, req.query, lang);
    const query = req.query.q.trim();
    if (!opts.tokens?.length) {
      // nothing searchable in the query (only punctuation): an empty result, not an error
      return ok({ items: [], total: 0, page: opts.page, pageSize: opts.pageSize, pageCount: 0, sort: opts.sort, category, query });
    }
    return ok({ ...(await listProducts(db, opts, lang)), category, query });
  });

  /** Suggestions for the header search box. */
  app.get<{ Querystring: { q: string; category?: string } }>('/product/suggest', { schema: { querystring: suggestQuery } }, async (req) => {
    return ok(await suggest(db, req.query.q, requestLang(req), req.query.category));
  });

  app.get<{ Params: { id: number } }>('/product/:id', { schema: { params: idParams } }, async (req) => {
    const tree = await CategoryTree.load(db);
    const product = await getProductDetail(db, tree, req.params.id, requestLang(req), raterKeys(identity(req)));
    if (!product) throw notFound('catalog.productNotFound');
    return ok(product);
  });

  /** Rate a product 1–5, once per user (or per basket for guests). */
  app.post<{ Body: { productId: number; rate: number } }>('/product/rate', { schema: { body: rateBody } }, async (req, reply: FastifyReply) => {
    const lang = requestLang(req);
    const who = identity(req);
    if (raterKeys(who).length === 0) {
      // a guest without a basket yet: remember them with a cookie of our own so the rating stays single
      who.raterId = crypto.randomUUID();
      reply.setCookie(RATER_COOKIE, who.raterId, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 365 * 86400, secure: req.protocol === 'https' });
    }
    const rating = await rateProduct(db, req.body.productId, req.body.rate, who);
    return ok(rating, [{ item1: t('catalog.ratingSaved', lang), item2: 'catalog.ratingSaved' }]);
  });

  /** Price inquiry: the shopper leaves a name and mobile and is called back with a price. */
  app.post<{ Body: { productId: number; fullName: string; mobile: string; message?: string; quantity?: number } }>(
    '/product/priceInquiry',
    { schema: { body: inquiryBody } },
    async (req) => {
      const lang = requestLang(req);
      const saved = await submitInquiry(db, req.body, { lang, userId: req.user?.id ?? null, basketId: cookieId(req, BASKET_COOKIE) });
      return ok(saved, [{ item1: t('catalog.inquirySaved', lang), item2: 'catalog.inquirySaved' }]);
    },
  );
}
