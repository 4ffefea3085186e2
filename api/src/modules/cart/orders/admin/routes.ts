import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOrdersDashboard } from 'contracts/admin-dashboard';
import { adminExportOrders, adminGetOrder, adminListHolds, adminListOrders, adminOrderAction, adminOrderNote, adminReleaseHold } from 'contracts/admin-orders';
import { ok } from '../../../../lib/envelope';
import { requestLang } from '../../../../lib/i18n';
import { adminRoute, auditActor, requireStaff } from '../../../backoffice/public';
import type { CartDeps } from '../../lib/deps';
import { addOrderNote, applyOrderAction, orderForStaff, releaseHold, type StaffActor } from './actions';
import { ordersDashboard } from './dashboard';
import { listHolds } from './holds';
import { exportAdminOrders, listAdminOrders } from './list';
import { ORDER_READERS, ORDER_WRITERS } from './view';

/** Who acts: the signed-in staff member, from where, with which roles. */
function actor(req: FastifyRequest): StaffActor {
  const staff = requireStaff(req);
  return { ...auditActor(req), staffId: staff.id, roles: staff.roles };
}

/**
 * The back office's orders under /api/admin (contracts/admin-orders.ts), every route through
 * adminRoute: `orders` (and the owner) change orders, `support` reads them; everyone else 403, no
 * staff session 401. The invoice route is registered by the invoices (orders/invoice*).
 */
export function adminOrderRoutes(app: FastifyInstance, deps: CartDeps) {
  const { db } = deps;
  const read = { roles: ORDER_READERS };
  const write = { roles: ORDER_WRITERS };

  adminRoute(app, adminListOrders, read, async (req) => ok(await listAdminOrders(db, req.query)));

  adminRoute(app, adminExportOrders, read, async (req, reply) => {
    const csv = await exportAdminOrders(db, req.query);
    const name = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8');
    return reply.send(csv);
  });

  adminRoute(app, adminGetOrder, read, async (req) => ok(await orderForStaff(db, req.params.id, requireStaff(req).roles, requestLang(req))));

  adminRoute(app, adminOrderAction, write, async (req) => ok(await applyOrderAction(db, req.params.id, req.body, actor(req), requestLang(req))));

  // a note changes nothing of the order: support, who talk with the shoppers, may leave one too
  adminRoute(app, adminOrderNote, read, async (req) => ok(await addOrderNote(db, req.params.id, req.body.text, actor(req), requestLang(req))));

  adminRoute(app, adminOrdersDashboard, read, async (req) => ok(await ordersDashboard(db, requestLang(req))));

  adminRoute(app, adminListHolds, read, async (req) => ok(await listHolds(db, requestLang(req))));

  adminRoute(app, adminReleaseHold, write, async (req) => ok(await releaseHold(db, req.params.id, actor(req), requestLang(req))));
}
