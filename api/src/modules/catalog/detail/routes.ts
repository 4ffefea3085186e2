import type { FastifyInstance } from 'fastify';
import { getProduct } from 'contracts/catalog';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { CategoryTree } from '../categories/queries';
import { identity, raterKeys } from '../lib/identity';
import { getProductDetail } from './queries';

export default async function productDetailRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** An active product with everything its page shows (and the caller's own rating). */
  handle(app, getProduct, async (req) => {
    const tree = await CategoryTree.load(db);
    const product = await getProductDetail(db, tree, req.params.id, requestLang(req), raterKeys(identity(req)));
    if (!product) throw notFound('common.productNotFound');
    return ok(product);
  });
}
