import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from 'contracts/admin-catalog';
import { adminCatalogueDashboard } from 'contracts/admin-dashboard';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { adminRoute } from '../../backoffice/public';
import { createBrand, listAdminBrands, setBrandLogo, updateBrand } from './brands';
import { applyImport, dryRunImport, exportCatalogue } from './bulk';
import { createCategory, listAdminCategories, moveCategory, orderChildren, setCategoryPicture, updateCategory } from './categories';
import { CSV_BYTES, PICTURE_BYTES, READERS, WRITERS, auditFor, readFile } from './http';
import { addPicture, orderPictures, processPicture, removePicture } from './pictures';
import { getAdminProduct, listAdminProducts } from './product-queries';
import { stockRoutes } from './stock';
import { catalogueDashboard } from './dashboard';
import { createProduct, quickEdit, removeProduct, updateProduct } from './products';

/**
 * A quick edit that carries `stock` (the list's old stock cell, an old client) is refused before the
 * schema's generic 400, with a message that names the way to change stock (with a reason).
 */
async function refuseStockQuickEdit(req: FastifyRequest) {
  const body = req.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'stock' in body) throw badRequest('catalog.admin.stockNeedsAdjustment');
}

/** The catalogue's back office under /api/admin/catalog (see contracts/admin-catalog.ts), every route through adminRoute. */
export default async function adminCatalogRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const { dataDir } = app.ctx.config;
  const write = { roles: WRITERS };
  const read = { roles: READERS };

  adminRoute(app, adminCatalogueDashboard, { roles: ['catalogue', 'orders'] }, async (req) => ok(await catalogueDashboard(db, requestLang(req))));
  adminRoute(app, c.adminListProducts, read, async (req) => ok(await listAdminProducts(db, req.query)));
  adminRoute(app, c.adminGetProduct, read, async (req) => {
    const p = await getAdminProduct(db, req.params.id);
    if (!p) throw notFound('common.productNotFound');
    return ok(p);
  });
  adminRoute(app, c.adminCreateProduct, write, async (req) => ok(await createProduct(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdateProduct, write, async (req) => ok(await updateProduct(db, req.params.id, req.body, auditFor(req))));
  adminRoute(app, c.adminQuickEditProduct, write, async (req) => ok(await quickEdit(db, req.params.id, { price: req.body.price }, auditFor(req))), { preValidation: refuseStockQuickEdit });
  adminRoute(app, c.adminRemoveProduct, write, async (req) => ok(await removeProduct(db, req.params.id, auditFor(req))));

  adminRoute(app, c.adminAddPicture, write, async (req) => {
    if (!(await getAdminProduct(db, req.params.id))) throw notFound('common.productNotFound');
    const guid = await processPicture(dataDir, await readFile(req, 'PictureFile', PICTURE_BYTES));
    return ok(await addPicture(db, req.params.id, guid, auditFor(req)));
  });
  adminRoute(app, c.adminOrderPictures, write, async (req) => ok(await orderPictures(db, req.params.id, req.body.pictures, auditFor(req))));
  adminRoute(app, c.adminRemovePicture, write, async (req) => ok(await removePicture(db, req.params.id, req.params.pictureId, auditFor(req))));

  adminRoute(app, c.adminListCategories, read, async () => ok(await listAdminCategories(db)));
  adminRoute(app, c.adminCreateCategory, write, async (req) => ok(await createCategory(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdateCategory, write, async (req) => ok(await updateCategory(db, req.params.id, req.body, auditFor(req))));
  adminRoute(app, c.adminMoveCategory, write, async (req) => ok(await moveCategory(db, req.params.id, req.body.parentId, req.body.position, auditFor(req))));
  adminRoute(app, c.adminOrderCategories, write, async (req) => ok(await orderChildren(db, req.params.id, req.body.childIds, auditFor(req))));
  adminRoute(app, c.adminCategoryPicture, write, async (req) => {
    if (!(await listAdminCategories(db)).some((x) => x.id === req.params.id)) throw notFound('catalog.categoryNotFound');
    const guid = await processPicture(dataDir, await readFile(req, 'PictureFile', PICTURE_BYTES));
    return ok(await setCategoryPicture(db, req.params.id, guid, auditFor(req)));
  });

  adminRoute(app, c.adminListBrands, read, async () => ok(await listAdminBrands(db)));
  adminRoute(app, c.adminCreateBrand, write, async (req) => ok(await createBrand(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdateBrand, write, async (req) => ok(await updateBrand(db, req.params.id, req.body, auditFor(req))));
  adminRoute(app, c.adminBrandLogo, write, async (req) => {
    if (!(await listAdminBrands(db)).some((x) => x.id === req.params.id)) throw notFound('catalog.brandNotFound');
    const guid = await processPicture(dataDir, await readFile(req, 'PictureFile', PICTURE_BYTES));
    return ok(await setBrandLogo(db, req.params.id, guid, auditFor(req)));
  });

  adminRoute(app, c.adminExportCatalogue, read, async (_req, reply) => {
    const name = `catalogue-${new Date().toISOString().slice(0, 10)}.csv`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8');
    return reply.send(await exportCatalogue(db));
  });
  // manual stock changes with a reason (contracts/admin-orders: catalogue, orders and the owner)
  stockRoutes(app);
  adminRoute(app, c.adminImportCatalogue, write, async (req) => {
    const bytes = await readFile(req, 'file', CSV_BYTES);
    // fatal: a file in another encoding (Excel's "CSV" in Windows-1256) is refused, not misread
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw badRequest('catalog.admin.importBadFile', { line: 1 });
    }
    const lang = requestLang(req);
    return ok(req.query.dryRun ? await dryRunImport(db, text, lang) : await applyImport(db, text, lang, auditFor(req)));
  });
}
