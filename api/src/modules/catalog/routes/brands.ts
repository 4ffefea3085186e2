import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { getBrand, listBrands } from '../repo/brands';
import { idParams, langOnlyQuery } from '../schemas';

export default async function brandRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get('/brand/brand', { schema: { querystring: langOnlyQuery } }, async (req) => ok(await listBrands(db, requestLang(req))));

  app.get<{ Params: { id: number } }>('/brand/:id', { schema: { params: idParams } }, async (req) => {
    const brand = await getBrand(db, req.params.id, requestLang(req));
    if (!brand) throw notFound('catalog.brandNotFound');
    return ok(brand);
  });
}
