import type { CustomerOrder } from 'contracts/admin-customers';
import type { DB } from '../../../db/database';

/**
 * A customer's orders as the back office's customers (the auth module) show them, read-only, through
 * cart/public.ts: how many and the newest for a page of customers, and one customer's newest orders.
 */

/** Ids per query (well under SQLite's and PostgreSQL's bound-parameter limits). */
const CHUNK = 500;

/** For each of these accounts that ordered: how many orders (whatever their state) and when the newest was placed. */
export async function orderSummaries(db: DB, userIds: number[]): Promise<Map<number, { count: number; lastAt: string }>> {
  const ids = [...new Set(userIds)];
  const out = new Map<number, { count: number; lastAt: string }>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('product_orders')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max<string>('created_at').as('last_at')])
      .where('user_id', 'in', ids.slice(i, i + CHUNK))
      .groupBy('user_id')
      .execute();
    for (const r of rows) out.set(Number(r.user_id), { count: Number(r.n), lastAt: String(r.last_at) });
  }
  return out;
}

/** One account's newest orders (at most `limit`), with how many it has in all. */
export async function customerOrders(db: DB, userId: number, limit = 50): Promise<{ total: number; items: CustomerOrder[] }> {
  const total = Number((await db.selectFrom('product_orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst())?.n ?? 0);
  const rows = await db
    .selectFrom('product_orders')
    .select(['id', 'status', 'payment_method', 'payable', 'created_at', 'paid_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const counts = new Map<number, number>();
  if (rows.length) {
    const found = await db
      .selectFrom('product_order_lines')
      .select(['order_id', (eb) => eb.fn.sum<number>('count').as('n')])
      .where(
        'order_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .groupBy('order_id')
      .execute();
    for (const c of found) counts.set(Number(c.order_id), Number(c.n));
  }
  return {
    total,
    items: rows.map((r) => ({
      id: Number(r.id),
      status: r.status as CustomerOrder['status'],
      paymentMethod: r.payment_method as CustomerOrder['paymentMethod'],
      payable: Number(r.payable),
      itemCount: counts.get(Number(r.id)) ?? 0,
      createdAt: String(r.created_at),
      paidAt: (r.paid_at as string | null) ?? null,
    })),
  };
}
