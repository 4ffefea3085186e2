import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from 'contracts/admin-settings';
import type { StaffRole } from 'contracts/admin';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { adminRoute, auditActor, recordAudit } from '../../backoffice/public';
import type { SettingsAudit } from './audit';
import { createDeliveryMethod, listDeliveryMethods, updateDeliveryMethod } from './delivery';
import { createDiscountCode, listDiscountCodes, updateDiscountCode } from './discounts';
import './messages';
import { getShopSettings, saveShopSettings } from './shop';

/** The shop's settings are the owner's alone: every other staff member gets 403 (the owner passes every role check). */
const OWNER: { roles: readonly StaffRole[] } = { roles: ['owner'] };

/** This request's writes in the audit trail (inside each write's transaction). */
const auditFor =
  (req: FastifyRequest): SettingsAudit =>
  (trx, entry) =>
    recordAudit(trx, { ...auditActor(req), ...entry });

/** The back office's shop settings under /api/admin/settings (contracts/admin-settings.ts), every route through adminRoute, owner only. */
export function settingsRoutes(app: FastifyInstance): void {
  const { db, dialect } = app.ctx.database;
  const { config } = app.ctx;

  adminRoute(app, c.adminGetShopSettings, OWNER, async () => ok(await getShopSettings(db, config)));
  adminRoute(app, c.adminSaveShopSettings, OWNER, async (req) => ok(await saveShopSettings(db, config, req.body, auditFor(req))));

  adminRoute(app, c.adminListDeliveryMethods, OWNER, async (req) => ok(await listDeliveryMethods(db, requestLang(req))));
  adminRoute(app, c.adminCreateDeliveryMethod, OWNER, async (req) => ok(await createDeliveryMethod(db, req.body, requestLang(req), auditFor(req))));
  adminRoute(app, c.adminUpdateDeliveryMethod, OWNER, async (req) => ok(await updateDeliveryMethod(db, dialect, req.params.id, req.body, requestLang(req), auditFor(req))));

  adminRoute(app, c.adminListDiscountCodes, OWNER, async () => ok(await listDiscountCodes(db)));
  adminRoute(app, c.adminCreateDiscountCode, OWNER, async (req) => ok(await createDiscountCode(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdateDiscountCode, OWNER, async (req) => ok(await updateDiscountCode(db, req.params.id, req.body, auditFor(req))));
}
