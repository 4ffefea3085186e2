import type { FastifyInstance } from 'fastify';
import { adminBlockCustomer, adminGetCustomer, adminListCustomers, adminUnblockCustomer } from 'contracts/admin-customers';
import type { StaffRole } from 'contracts/admin';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { adminRoute, auditActor } from '../../backoffice/public';
import { blockCustomer, customerDetail, listCustomers, unblockCustomer } from './service';

/** Who reads customers (the owner always may): those who handle orders and those who talk with shoppers. */
export const CUSTOMER_READERS: readonly StaffRole[] = ['orders', 'support'];
/** Who blocks and unblocks them: support, who talk with shoppers (and the owner), not the orders desk. */
export const CUSTOMER_BLOCKERS: readonly StaffRole[] = ['support'];

/**
 * The back office's customers under /api/admin (contracts/admin-customers), every route through the
 * backoffice module's adminRoute: no staff session 401, a wrong role 403, before anything is read.
 */
export default async function customerRoutes(app: FastifyInstance) {
  const rt = app.auth;
  const read = { roles: CUSTOMER_READERS };
  const block = { roles: CUSTOMER_BLOCKERS };

  adminRoute(app, adminListCustomers, read, async (req) => ok(await listCustomers(rt, req.query)));

  adminRoute(app, adminGetCustomer, read, async (req) => ok(await customerDetail(rt, req.params.id, requestLang(req))));

  adminRoute(app, adminBlockCustomer, block, async (req) => {
    const customer = await blockCustomer(rt, req.params.id, req.body.reason, auditActor(req), requestLang(req));
    req.log.info({ customerId: customer.id, staffId: req.staff?.id }, 'customer blocked; their sessions ended');
    return ok(customer);
  });

  adminRoute(app, adminUnblockCustomer, block, async (req) => {
    const customer = await unblockCustomer(rt, req.params.id, auditActor(req), requestLang(req));
    req.log.info({ customerId: customer.id, staffId: req.staff?.id }, 'customer unblocked');
    return ok(customer);
  });
}
