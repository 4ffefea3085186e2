import type { FastifyInstance } from 'fastify';
import type { StaffRole } from 'contracts/admin';
import { adminAdjustStock } from 'contracts/admin-orders';
import { nowIso, type DB } from '../../../db/database';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { defineMessages, requestLang, type Lang } from '../../../lib/i18n';
import { toLatinDigits } from '../../../lib/persian';
import { adminRoute } from '../../backoffice/public';
import { catalogWrite } from '../freshness/write';
import type { Audit } from './audit';
import { auditFor } from './http';

defineMessages({
  'catalog.admin.stockBelowZero': {
    fa: 'موجودی کمتر از صفر نمی‌شود؛ موجودی کنونی {stock} است.',
    en: 'Stock cannot go below zero; there are {stock} now.',
    ru: 'Остаток не может стать меньше нуля; сейчас {stock}.',
  },
});

/** Who may adjust stock by hand (the owner always may): the catalogue's writers and the order desk, who count what comes back. */
export const STOCK_ADJUSTERS: readonly StaffRole[] = ['catalogue', 'orders'];

const count = (n: number, lang: Lang) => (lang === 'fa' ? new Intl.NumberFormat('fa-IR').format(n) : String(n));

/**
 * A manual stock change (POST /admin/catalog/products/:id/stock): `delta` units in or out, never
 * silent: the reason is required and goes into the audit trail with the stock before and after. One
 * conditional update (never below zero, whatever the holds took meanwhile), in the catalogue's write
 * (its version is raised and the product's pages purged, as every catalogue write does).
 */
export async function adjustStock(db: DB, id: number, delta: number, reason: string, audit: Audit, lang: Lang = 'fa'): Promise<{ productId: number; stock: number }> {
  const why = toLatinDigits(reason).trim();
  if (!why) throw badRequest('common.requiredField', { field: 'reason' });
  return catalogWrite(db, async (trx, touched) => {
    const before = await trx.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('common.productNotFound');
    const r = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', delta), updated_at: nowIso() }))
      .where('id', '=', id)
      .where('stock', '>=', -delta)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows ?? 0) !== 1) throw badRequest('catalog.admin.stockBelowZero', { stock: count(Number(before.stock), lang) });
    const stock = Number((await trx.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
    await touched.products(trx, [id]);
    await audit(trx, { entity: 'product', entityId: id, action: 'stock', before: { stock: stock - delta }, after: { stock, delta, reason: why } });
    return { productId: id, stock };
  });
}

/** The route, registered by the catalogue's back office (routes.ts). */
export function stockRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  adminRoute(app, adminAdjustStock, { roles: STOCK_ADJUSTERS }, async (req) => {
    return ok(await adjustStock(db, req.params.id, req.body.delta, req.body.reason, auditFor(req), requestLang(req)));
  });
}
