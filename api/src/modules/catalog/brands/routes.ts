import type { FastifyInstance } from 'fastify';
import { getBrand as getBrandRoute, listBrands as listBrandsRoute } from 'contracts/catalog';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { getBrand, listBrands } from './queries';

export default async function brandRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  handle(app, listBrandsRoute, async (req) => ok(await listBrands(db, requestLang(req))));

  handle(app, getBrandRoute, async (req) => {
    const brand = await getBrand(db, req.params.id, requestLang(req));
    if (!brand) throw notFound('catalog.brandNotFound');
    return ok(brand);
  });
}
