import type { AdminOrder, OrderCustomer } from 'contracts/admin-orders';
import type { StaffRole } from 'contracts/admin';
import type { DB } from '../../../../db/database';
import type { Lang } from '../../../../lib/i18n';
import { orderLines, orderView, type OrderRow } from '../queries';
import { possibleActions, type ActionFacts } from '../state';
import { staffTimeline } from '../timeline';

/** Who may change orders (the owner always may); `support` and these read them. */
export const ORDER_WRITERS: readonly StaffRole[] = ['orders'];
export const ORDER_READERS: readonly StaffRole[] = ['orders', 'support'];

export const mayChangeOrders = (roles: readonly StaffRole[]) => roles.includes('owner') || ORDER_WRITERS.some((r) => roles.includes(r));

/** A refund is due: money was taken for an order cancelled later and no reference says it was paid back. */
export const refundDue = (o: Pick<OrderRow, 'status' | 'refund_amount' | 'refunded_at'>) => o.status === 'cancelled' && (o.refund_amount ?? 0) > 0 && o.refunded_at === null;

export async function actionFacts(db: DB, order: OrderRow): Promise<ActionFacts> {
  const cheque = await db.selectFrom('cheques').select('id').where('order_id', '=', order.id).executeTakeFirst();
  return { status: order.status, hasCheque: !!cheque, refundDue: refundDue(order) };
}

/** The customers of these accounts (the auth module's users, read only): name and mobile. */
export async function customersOf(db: DB, userIds: number[]): Promise<Map<number, OrderCustomer>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'full_name', 'mobile']).where('id', 'in', ids).execute();
  return new Map(rows.map((u) => [Number(u.id), { id: Number(u.id), name: u.full_name ?? '', mobile: String(u.mobile) }]));
}

/** One order as the back office shows it; `actions` are the ones this staff member may take now. */
export async function adminOrderView(db: DB, order: OrderRow, roles: readonly StaffRole[], lang: Lang): Promise<AdminOrder> {
  const view = await orderView(db, order, lang);
  const lines = await orderLines(db, order.id);
  const authorities = new Map(
    (await db.selectFrom('payments').select(['id', 'authority']).where('order_id', '=', order.id).execute()).map((p) => [Number(p.id), (p.authority as string | null) ?? null]),
  );
  const customer = (await customersOf(db, [order.user_id])).get(order.user_id) ?? { id: order.user_id, name: view.address?.recipient ?? '', mobile: view.address?.mobile ?? '' };
  return {
    id: order.id,
    status: order.status,
    version: order.version,
    paymentMethod: order.payment_method,
    locale: order.locale,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    paidAt: order.paid_at,
    customer,
    lines: view.lines.map((l, i) => ({ ...l, names: { fa: lines[i].nameFa, en: lines[i].nameEn, ru: lines[i].nameRu } })),
    totals: view.totals,
    delivery: view.delivery,
    address: view.address,
    payments: view.payments.map((p) => ({ ...p, authority: authorities.get(p.id) ?? null })),
    cheque: view.cheque,
    hold: { status: order.hold_status, expiresAt: order.hold_status === 'held' ? order.hold_expires_at : null },
    shipping: view.shipping,
    refund: order.refund_amount !== null && order.refund_amount > 0 ? { amount: order.refund_amount, reference: order.refund_reference, refundedAt: order.refunded_at } : null,
    timeline: await staffTimeline(db, order.id),
    actions: mayChangeOrders(roles) ? possibleActions(await actionFacts(db, order)) : [],
  };
}
