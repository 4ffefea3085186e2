import type { StockHold } from 'contracts/admin-orders';
import type { DB } from '../../../../db/database';
import type { Lang } from '../../../../lib/i18n';
import { localized } from '../../../../lib/localized';
import { toOrder } from '../queries';
import { customersOf } from './view';

/** At most this many holds in one answer (the oldest-expiring first). */
export const HOLDS_MAX = 500;

/**
 * Every order holding stock now (GET /admin/holds): unpaid online orders, cheque orders waiting for
 * their cheque or its decision; what each holds, for whom, until when (null: until staff decide),
 * the soonest to run out first.
 */
export async function listHolds(db: DB, lang: Lang): Promise<StockHold[]> {
  const orders = (await db.selectFrom('product_orders').selectAll().where('hold_status', '=', 'held').orderBy('id').limit(HOLDS_MAX).execute()).map(toOrder);
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const lines = await db
    .selectFrom('product_order_lines')
    .select(['order_id', 'product_id', 'name_fa', 'name_en', 'name_ru', 'count'])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  const customers = await customersOf(
    db,
    orders.map((o) => o.user_id),
  );
  const byOrder = new Map<number, StockHold['lines']>();
  for (const l of lines) {
    const list = byOrder.get(Number(l.order_id)) ?? [];
    list.push({ productId: Number(l.product_id), name: localized(l, 'name', lang) ?? '', count: Number(l.count) });
    byOrder.set(Number(l.order_id), list);
  }
  const last = '9999';
  return orders
    .sort((a, b) => (a.hold_expires_at ?? last).localeCompare(b.hold_expires_at ?? last) || a.id - b.id)
    .map((o) => ({
      orderId: o.id,
      status: o.status,
      paymentMethod: o.payment_method,
      customer: customers.get(o.user_id) ?? { id: o.user_id, name: '', mobile: '' },
      expiresAt: o.hold_expires_at,
      lines: byOrder.get(o.id) ?? [],
    }));
}
