import { nowIso, type DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { OrderListItem, OrderStatus, OrderView } from 'contracts/cart';
import { localizedName } from '../basket/delivery';
import { parseAddress } from '../basket/view';
import { localized } from '../../../lib/localized';
import { shopperTimeline } from './timeline';

export type { OrderStatus };

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
  /** bumped by every change (the back office's optimistic check) */
  version: number;
  carrier: string | null;
  tracking_code: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  /** the staff member who cancelled it: such an order is final (no retry, no completion by a basket) */
  cancelled_by: number | null;
  refund_amount: number | null;
  refund_reference: string | null;
  refunded_at: string | null;
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
    version: Number(r.version ?? 0),
    cancelled_by: num(r.cancelled_by),
    refund_amount: num(r.refund_amount),
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

/** Unpaid orders a later basket may complete (setParentOrderId 20); never one staff cancelled or money was taken for. */
export const UNPAID_ORDER_STATES: OrderStatus[] = ['placed', 'failed', 'cancelled', 'awaiting_cheque'];
export const RETRYABLE_STATES: OrderStatus[] = ['failed', 'cancelled'];
/** The shopper may send (and correct) the cheque's details until the shop has received the cheque. */
export const CHEQUE_SUBMITTABLE_STATES: OrderStatus[] = ['awaiting_cheque'];

/** A failed or cancelled order the shopper may still pay or complete: not cancelled by staff, no money ever taken. */
export const reopenable = (o: Pick<OrderRow, 'status' | 'cancelled_by' | 'paid_at'>) => RETRYABLE_STATES.includes(o.status) && o.cancelled_by === null && o.paid_at === null;

/** One order as its owner sees it on /profile/accountorder/:productOrderId. */
export async function orderView(db: DB, order: OrderRow, lang: Lang): Promise<OrderView> {
  const lines = await orderLines(db, order.id);
  const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const cheque = await db.selectFrom('cheques').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  const history = await db.selectFrom('product_order_history').selectAll().where('order_id', '=', order.id).where('kind', 'in', ['status', 'hold']).orderBy('id').execute();
  const delivery = JSON.parse(order.delivery) as { id: number; code: string; nameFa: string; nameEn: string; nameRu: string | null; price: number };
  const current = payments.find((p) => Number(p.id) === order.current_payment_id) ?? null;
  const isOnline = order.payment_method === 'online';
  return {
    id: order.id,
    productOrderId: order.id,
    status: order.status,
    paymentMethod: order.payment_method,
    isOnline,
    isCheque: order.payment_method === 'cheque',
    locale: order.locale,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    lines: lines.map((l) => ({
      productId: l.productId,
      name: localized(l, 'name', lang) ?? '',
      slug: localized(l, 'slug', lang) ?? '',
      image: l.image,
      unitPrice: l.unitPrice,
      count: l.count,
      lineTotal: l.lineTotal,
    })),
    itemCount: lines.reduce((s, l) => s + l.count, 0),
    delivery: { id: delivery.id, code: delivery.code, name: localizedName(delivery, lang), price: delivery.price },
    address: parseAddress(order.address),
    discountCode: order.discount_code,
    totals: {
      items: order.items_total,
      discount: order.discount_total,
      delivery: order.delivery_total,
      vatPercent: order.vat_percent,
      vat: order.vat_total,
      // orders placed while VAT was added on top have payable = items − discount + delivery + VAT − bonus
      vatIncluded: order.payable + order.bonus_used === order.items_total - order.discount_total + order.delivery_total || order.vat_total === 0,
      bonus: order.bonus_used,
      payable: order.payable,
    },
    bonusEarned: order.bonus_earned,
    hold: { status: order.hold_status, expiresAt: order.hold_expires_at },
    payment: current
      ? { id: Number(current.id), status: current.status, amount: Number(current.amount), refId: current.ref_id ?? null, failureCode: current.failure_code ?? null }
      : null,
    payments: payments.map((p) => ({
      id: Number(p.id),
      gateway: p.gateway,
      status: p.status,
      amount: Number(p.amount),
      refId: p.ref_id ?? null,
      cardPan: p.card_pan ?? null,
      failureCode: p.failure_code ?? null,
      createdAt: p.created_at,
      verifiedAt: p.verified_at ?? null,
    })),
    cheque: cheque
      ? {
          sayadId: cheque.sayad_id,
          serial: cheque.serial ?? null,
          bankName: cheque.bank_name,
          ownerName: cheque.owner_name,
          amount: Number(cheque.amount),
          dueDate: cheque.due_date,
          imageUrl: cheque.image_url,
          status: cheque.status,
        }
      : null,
    history: history.map((h) => ({ from: h.from_status ?? null, to: h.to_status, note: h.note ?? null, at: h.created_at })),
    timeline: await shopperTimeline(db, order.id),
    shipping: order.shipped_at && order.carrier && order.tracking_code ? { carrier: order.carrier, trackingCode: order.tracking_code, shippedAt: order.shipped_at, deliveredAt: order.delivered_at } : null,
    canRetryPayment: isOnline && reopenable(order) && order.payable > 0,
    canSubmitCheque: order.payment_method === 'cheque' && CHEQUE_SUBMITTABLE_STATES.includes(order.status),
    parentOrderId: order.parent_order_id,
    mergedIntoId: order.merged_into_id,
  };
}

export async function orderListView(db: DB, userId: number): Promise<OrderListItem[]> {
  const rows = await db
    .selectFrom('product_orders')
    .select(['id', 'status', 'payment_method', 'payable', 'created_at', 'paid_at', 'cancelled_by'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  const counts = rows.length
    ? await db
        .selectFrom('product_order_lines')
        .select(['order_id', (eb) => eb.fn.sum<number>('count').as('n')])
        .where(
          'order_id',
          'in',
          rows.map((r) => Number(r.id)),
        )
        .groupBy('order_id')
        .execute()
    : [];
  const countOf = new Map(counts.map((c) => [Number(c.order_id), Number(c.n)]));
  return rows.map((r) => ({
    id: Number(r.id),
    productOrderId: Number(r.id),
    status: r.status,
    isOnline: r.payment_method === 'online',
    isCheque: r.payment_method === 'cheque',
    payable: Number(r.payable),
    itemCount: countOf.get(Number(r.id)) ?? 0,
    createdAt: r.created_at,
    paidAt: r.paid_at ?? null,
    // as on the order's own page: the list says "not paid yet" rather than "cancelled" for these
    canRetryPayment: r.payment_method === 'online' && reopenable({ status: r.status, cancelled_by: r.cancelled_by ?? null, paid_at: r.paid_at ?? null }) && Number(r.payable) > 0,
  }));
}
