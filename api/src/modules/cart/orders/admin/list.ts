import type { AdminOrderPage, AdminOrderQuery, AdminOrderRow } from 'contracts/admin-orders';
import type { DB } from '../../../../db/database';
import { badRequest } from '../../../../lib/errors';
import { toLatinDigits } from '../../../../lib/persian';
import { dayRange, likeText, spellings } from '../../../../lib/shop-days';
import { customersOf } from './view';

/**
 * The back office's orders list (GET /admin/orders) and its CSV (GET /admin/orders/export.csv):
 * the same filters, newest first. Days are the shop's days: a date means its start (`from`) or its
 * end (`to`) in Tehran (UTC+03:30, no daylight saving since 2022).
 */

/** At most this many rows in one CSV (the list itself is paged). */
export const EXPORT_MAX_ROWS = 50_000;

/** The filtered orders (with their customers' users), as a query to page, count or export. */
function filtered(db: DB, q: AdminOrderQuery) {
  let query = db.selectFrom('product_orders as o').leftJoin('users as u', 'u.id', 'o.user_id');
  if (q.status) query = query.where('o.status', '=', q.status);
  if (q.payment) query = query.where('o.payment_method', '=', q.payment);
  const { from, to } = dayRange(q.from, q.to);
  if (from) query = query.where('o.created_at', '>=', from.at);
  if (to) query = query.where('o.created_at', to.exclusive ? '<' : '<=', to.at);
  if (q.minAmount !== undefined && q.maxAmount !== undefined && q.minAmount > q.maxAmount) throw badRequest('orders.admin.amountRange');
  if (q.minAmount !== undefined) query = query.where('o.payable', '>=', q.minAmount);
  if (q.maxAmount !== undefined) query = query.where('o.payable', '<=', q.maxAmount);
  const text = likeText(toLatinDigits(q.q ?? '').trim());
  if (text) {
    const digits = text.replace(/[\s\-()]/g, '').replace(/^\+?98(?=9\d{9}$)/, '0');
    if (/^\d+$/.test(digits)) {
      // a mobile (or part of one) of the account or of the delivery address; a short number may be the order's
      query = query.where((eb) =>
        eb.or([
          eb('u.mobile', 'like', `%${digits}%`),
          eb('o.address', 'like', `%${digits}%`),
          ...(digits.length <= 9 ? [eb('o.id', '=', Number(digits))] : []),
        ]),
      );
    } else {
      const words = spellings(text.toLowerCase());
      query = query.where((eb) =>
        eb.or(words.flatMap((w) => [eb(eb.fn('lower', ['u.full_name']), 'like', `%${w}%`), eb(eb.fn('lower', ['o.address']), 'like', `%${w}%`)])),
      );
    }
  }
  return query;
}

const ROW_COLUMNS = ['o.id', 'o.user_id', 'o.status', 'o.payment_method', 'o.payable', 'o.created_at', 'o.paid_at', 'o.shipped_at', 'o.locale', 'o.address'] as const;

/** The rows' answers: customers and item counts read in one query each. */
async function toRows(db: DB, rows: Array<Record<string, unknown>>): Promise<AdminOrderRow[]> {
  const ids = rows.map((r) => Number(r.id));
  const counts = new Map<number, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const found = await db
      .selectFrom('product_order_lines')
      .select(['order_id', (eb) => eb.fn.sum<number>('count').as('n')])
      .where('order_id', 'in', chunk)
      .groupBy('order_id')
      .execute();
    for (const c of found) counts.set(Number(c.order_id), Number(c.n));
  }
  const customers = await customersOf(
    db,
    rows.map((r) => Number(r.user_id)),
  );
  return rows.map((r) => {
    const userId = Number(r.user_id);
    const address = typeof r.address === 'string' ? (JSON.parse(r.address) as { recipient?: string; mobile?: string }) : null;
    return {
      id: Number(r.id),
      status: r.status as AdminOrderRow['status'],
      paymentMethod: r.payment_method as AdminOrderRow['paymentMethod'],
      customer: customers.get(userId) ?? { id: userId, name: address?.recipient ?? '', mobile: address?.mobile ?? '' },
      payable: Number(r.payable),
      itemCount: counts.get(Number(r.id)) ?? 0,
      createdAt: String(r.created_at),
      paidAt: (r.paid_at as string | null) ?? null,
      shippedAt: (r.shipped_at as string | null) ?? null,
      locale: String(r.locale),
    };
  });
}

/** One page of the filtered orders, newest first, with the total count. */
export async function listAdminOrders(db: DB, q: AdminOrderQuery): Promise<AdminOrderPage> {
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 50;
  const total = Number((await filtered(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await filtered(db, q)
    .select([...ROW_COLUMNS])
    .orderBy('o.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: await toRows(db, rows), total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ made inert for spreadsheets (as catalog/admin/csv.ts writes). */
const csvField = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  const inert = /^[=+\-@\t\r]/.test(s) && !/^-?\d+$/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
};

export const EXPORT_HEADER = ['id', 'created_at', 'status', 'payment', 'customer', 'mobile', 'items', 'payable', 'paid_at', 'shipped_at'];

/** The filtered orders as CSV (UTF-8 with a BOM, CRLF), newest first; paging ignored, at most EXPORT_MAX_ROWS. */
export async function exportAdminOrders(db: DB, q: AdminOrderQuery): Promise<string> {
  const rows = await toRows(db, await filtered(db, q).select([...ROW_COLUMNS]).orderBy('o.id', 'desc').limit(EXPORT_MAX_ROWS).execute());
  const records = rows.map((r) => [r.id, r.createdAt, r.status, r.paymentMethod, r.customer.name, r.customer.mobile, r.itemCount, r.payable, r.paidAt, r.shippedAt]);
  return '\ufeff' + [EXPORT_HEADER, ...records].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

