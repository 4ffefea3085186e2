import { nowIso, type DB } from '../../../db/database';
import { affected } from '../tx';

export type OrderStatus =
  | 'placed'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'merged'
  | 'awaiting_cheque'
  | 'cheque_received'
  | 'confirmed';

export interface OrderRow {
  id: number;
  user_id: number;
  status: OrderStatus;
  payment_method: 'online' | 'cheque';
  locale: 'fa' | 'en' | 'ru';
  items_total: number;
  delivery_total: number;
  discount_total: number;
  vat_percent: number;
  vat_total: number;
  bonus_used: number;
  payable: number;
  bonus_earned: number;
  delivery: string;
  address: string | null;
  discount_code_id: number | null;
  discount_code: string | null;
  hold_status: 'held' | 'released' | 'sold';
  hold_expires_at: string | null;
  current_payment_id: number | null;
  parent_order_id: number | null;
  merged_into_id: number | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toOrder(r: Record<string, unknown>): OrderRow {
  return {
    ...(r as unknown as OrderRow),
    id: Number(r.id),
    user_id: Number(r.user_id),
    items_total: Number(r.items_total),
    delivery_total: Number(r.delivery_total),
    discount_total: Number(r.discount_total),
    vat_percent: Number(r.vat_percent),
    vat_total: Number(r.vat_total),
    bonus_used: Number(r.bonus_used),
    payable: Number(r.payable),
    bonus_earned: Number(r.bonus_earned),
    discount_code_id: num(r.discount_code_id),
    current_payment_id: num(r.current_payment_id),
    parent_order_id: num(r.parent_order_id),
    merged_into_id: num(r.merged_into_id),
  };
}

export async function orderById(db: DB, id: number): Promise<OrderRow | null> {
  const r = await db.selectFrom('product_orders').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toOrder(r) : null;
}

/** Row lock on the order (PostgreSQL) / write lock (SQLite) and the row as it is now. */
export async function lockOrder(db: DB, id: number): Promise<OrderRow | null> {
  await db.updateTable('product_orders').set({ updated_at: nowIso() }).where('id', '=', id).execute();
  return orderById(db, id);
}

export async function orderLines(db: DB, orderId: number) {
  const rows = await db.selectFrom('product_order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    productId: Number(r.product_id),
    nameFa: String(r.name_fa),
    nameEn: String(r.name_en),
    nameRu: (r.name_ru as string | null) ?? null,
    slugFa: String(r.slug_fa),
    slugEn: String(r.slug_en),
    image: r.image ? (JSON.parse(String(r.image)) as { baseUrl: string; guidName: string; extension: string }) : null,
    unitPrice: Number(r.unit_price),
    count: Number(r.count),
    lineTotal: Number(r.line_total),
  }));
}

export async function addHistory(db: DB, orderId: number, from: OrderStatus | null, to: OrderStatus, note: string | null): Promise<void> {
  await db.insertInto('product_order_history').values({ order_id: orderId, from_status: from, to_status: to, note, created_at: nowIso() }).execute();
}

/**
 * Compare-and-set of the order's status: moves it only from `from` (what the caller saw), so two
 * racing callers cannot both make the same transition. Records the history on success.
 */
export async function transition(
  db: DB,
  orderId: number,
  from: OrderStatus | OrderStatus[],
  to: OrderStatus,
  note: string | null,
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const fromList = Array.isArray(from) ? from : [from];
  const before = await db.selectFrom('product_orders').select('status').where('id', '=', orderId).executeTakeFirst();
  if (!before || !fromList.includes(before.status as OrderStatus)) return false;
  const r = await db
    .updateTable('product_orders')
    .set({ ...extra, status: to, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', '=', before.status)
    .executeTakeFirst();
  if (affected(r) !== 1) return false;
  await addHistory(db, orderId, before.status as OrderStatus, to, note);
  return true;
}
