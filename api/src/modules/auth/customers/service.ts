import type { AdminCustomer, CustomerPage, CustomerQuery } from 'contracts/admin-customers';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { recordAudit, staffNames } from '../../backoffice/public';
import { addressBookOf, customerOrders, orderSummaries } from '../../cart/public';
import { likedProducts } from '../likes/service';
import type { AuthRuntime } from '../runtime';
import { endAllSessionsIn } from '../sessions/service';
import { clearBlocked, findCustomer, searchCustomers, setBlocked, type CustomerRecord } from './queries';

/**
 * The back office's customers (contracts/admin-customers): the shop's accounts searched and read with
 * what other modules hold of them (orders and addresses from the cart's public.ts, liked products'
 * names from the catalogue's), and blocking: a blocked shopper's sessions end in the block's own
 * transaction and their sign-in is refused (account/service.ts) until staff unblock them.
 */

/** Who acts, for the audit trail (`auditActor(req)`). */
export interface StaffActor {
  staffId: number | null;
  ip: string;
}

/** A reason as kept: runs of spaces and line breaks as one space, trimmed. */
const cleanReason = (raw: string) => raw.normalize('NFC').replace(/\s+/g, ' ').trim();

/** What the audit trail keeps of a customer (never the password hash). */
const auditView = (c: CustomerRecord) => ({ id: c.id, mobile: c.mobile, name: c.full_name, blockedAt: c.blocked_at, blockedBy: c.blocked_by, blockedReason: c.blocked_reason });

export async function listCustomers(rt: AuthRuntime, q: CustomerQuery): Promise<CustomerPage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 50;
  const { rows, total } = await searchCustomers(rt.db, q, page, pageSize);
  const orders = await orderSummaries(
    rt.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.full_name ?? '',
      mobile: r.mobile,
      createdAt: r.created_at,
      blocked: r.blocked_at !== null,
      orderCount: orders.get(r.id)?.count ?? 0,
      lastOrderAt: orders.get(r.id)?.lastAt ?? null,
    })),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

/** One customer with their address book, newest orders and liked products; 404 `customers.notFound`. */
export async function customerDetail(rt: AuthRuntime, id: number, lang: Lang): Promise<AdminCustomer> {
  const c = await findCustomer(rt.db, id);
  if (!c) throw notFound('customers.notFound');
  const addresses = await addressBookOf(rt.db, id);
  const orders = await customerOrders(rt.db, id);
  const likes = await likedProducts(rt, id, lang);
  const by = c.blocked_by === null ? null : ((await staffNames(rt.db, [c.blocked_by])).get(c.blocked_by) ?? null);
  return {
    id: c.id,
    name: c.full_name ?? '',
    mobile: c.mobile,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    hasPassword: c.has_password,
    block: c.blocked_at ? { at: c.blocked_at, by: c.blocked_by !== null && by !== null ? { id: c.blocked_by, name: by } : null, reason: c.blocked_reason ?? '' } : null,
    addresses,
    orders,
    likes,
  };
}

/**
 * Refuses the customer's sign-in and ends every session they have, in one transaction with the audit
 * entry: 404 `customers.notFound`, 409 `customers.alreadyBlocked`, 400 `common.requiredField` for a
 * reason of spaces only; nothing is changed by any of them.
 */
export async function blockCustomer(rt: AuthRuntime, id: number, rawReason: string, actor: StaffActor, lang: Lang): Promise<AdminCustomer> {
  const reason = cleanReason(rawReason);
  if (!reason) throw badRequest('common.requiredField', { field: 'reason' });
  await rt.db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, id);
    if (!before) throw notFound('customers.notFound');
    // conditional: of two staff members blocking at once, the second is told it already is
    if (!(await setBlocked(trx, id, { at: new Date(rt.now()).toISOString(), by: actor.staffId, reason }))) throw conflict('customers.alreadyBlocked');
    const after = (await findCustomer(trx, id)) as CustomerRecord;
    await recordAudit(trx, { ...actor, entity: 'customer', entityId: id, action: 'block', before: auditView(before), after: auditView(after) });
    // last, so that nothing is ended when the block is not written
    await endAllSessionsIn(rt, trx, id);
  });
  return customerDetail(rt, id, lang);
}

/** Lets the customer sign in again (audited): 404 `customers.notFound`, 409 `customers.notBlocked`. */
export async function unblockCustomer(rt: AuthRuntime, id: number, actor: StaffActor, lang: Lang): Promise<AdminCustomer> {
  await rt.db.transaction().execute(async (trx) => {
    const before = await findCustomer(trx, id);
    if (!before) throw notFound('customers.notFound');
    if (!(await clearBlocked(trx, id))) throw conflict('customers.notBlocked');
    const after = (await findCustomer(trx, id)) as CustomerRecord;
    await recordAudit(trx, { ...actor, entity: 'customer', entityId: id, action: 'unblock', before: auditView(before), after: auditView(after) });
  });
  return customerDetail(rt, id, lang);
}
