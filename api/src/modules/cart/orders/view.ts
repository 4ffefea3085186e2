import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { localizedName } from '../basket/delivery';
import { parseAddress } from '../basket/view';
import { orderLines, type OrderRow } from './store';

export const RETRYABLE_STATES = ['failed', 'cancelled'];
export const CHEQUE_SUBMITTABLE_STATES = ['awaiting_cheque', 'cheque_received'];

/** One order as its owner sees it on /profile/accountorder/:productOrderId. */
export async function orderView(db: DB, order: OrderRow, lang: Lang) {
  const lines = await orderLines(db, order.id);
  const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const cheque = await db.selectFrom('cheques').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  const history = await db.selectFrom('product_order_history').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
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
      name: lang === 'fa' ? l.nameFa : lang === 'ru' ? (l.nameRu ?? l.nameEn) : l.nameEn,
      slug: lang === 'fa' ? l.slugFa : l.slugEn,
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
    canRetryPayment: isOnline && RETRYABLE_STATES.includes(order.status) && order.payable > 0,
    canSubmitCheque: order.payment_method === 'cheque' && CHEQUE_SUBMITTABLE_STATES.includes(order.status),
    parentOrderId: order.parent_order_id,
    mergedIntoId: order.merged_into_id,
  };
}

export async function orderListView(db: DB, userId: number) {
  const rows = await db
    .selectFrom('product_orders')
    .select(['id', 'status', 'payment_method', 'payable', 'created_at', 'paid_at'])
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
  }));
}
