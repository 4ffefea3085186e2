import type { FastifyBaseLogger } from 'fastify';
import type { OrderNote } from 'contracts/order-notes';
import { nowIso, type DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { affected } from '../lib/tx';

/**
 * Telling the shopper by SMS, in the order's language, once per (order, event). The row is written
 * by the change itself, in its transaction (`queueNotification`, unique per order and event: a
 * retried request, a repeated bank callback or a second staff member finds it and adds nothing);
 * the message goes out after the commit (`deliverNotifications`), claimed by one conditional update
 * so two callers never send it twice. A failed send is logged and marked `failed`; it never undoes
 * the change. Rows a crash left `pending` are sent by the sweep.
 */
export type NotifyEvent = 'chequeReceived' | 'paid' | 'chequeBounced' | 'shipped' | 'cancelled';

/** What sends a worded SMS (the auth module's adapter: sandbox outbox or Kavenegar). */
export interface OrderTexter {
  sendText(mobile: string, text: string): Promise<void>;
}

interface Delivery {
  texter: OrderTexter;
  log?: FastifyBaseLogger;
}
/** The sender of each app's database (module.ts sets it), so every path that commits a change can send. */
const deliveries = new WeakMap<DB, Delivery>();

export function setOrderTexter(db: DB, texter: OrderTexter, log?: FastifyBaseLogger): void {
  deliveries.set(db, { texter, log });
}

/** Inside the change's transaction: the event's row, unless the order already has one (then nothing). */
export async function queueNotification(trx: DB, orderId: number, event: NotifyEvent): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('order_notifications')
    .values({ order_id: orderId, event, status: 'pending', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['order_id', 'event']).doNothing())
    .execute();
}

const digits = (n: number, lang: Lang) => (lang === 'fa' ? new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(n) : String(n));

interface MessageFacts {
  id: number;
  lang: Lang;
  cheque: boolean;
  carrier: string | null;
  trackingCode: string | null;
  refundDue: boolean;
}

/** The SMS for an event, in the order's language; the order number in that language's digits, the tracking code as the carrier prints it. */
export function notificationText(event: NotifyEvent, f: MessageFacts): string {
  const n = digits(f.id, f.lang);
  const carrier = f.carrier ?? '';
  const code = f.trackingCode ?? '';
  const texts: Record<Lang, Record<NotifyEvent, string>> = {
    fa: {
      chequeReceived: `چک سفارش ${n} شما به دست فروشگاه رسید؛ پس از وصول چک، سفارش آماده و ارسال می‌شود.`,
      paid: f.cheque ? `چک سفارش ${n} وصول شد و سفارش شما پرداخت‌شده است. سپاس از خرید شما.` : `پرداخت سفارش ${n} انجام شد. سپاس از خرید شما.`,
      chequeBounced: `چک سفارش ${n} برگشت خورد و سفارش لغو شد.`,
      shipped: `سفارش ${n} با ${carrier} ارسال شد. کد رهگیری: ${code}`,
      cancelled: `سفارش ${n} لغو شد.${f.refundDue ? ' مبلغ پرداختی به شما بازگردانده می‌شود.' : ''}`,
    },
    en: {
      chequeReceived: `The shop has received the cheque for your order ${n}; once it clears, the order is prepared and shipped.`,
      paid: f.cheque ? `The cheque for your order ${n} cleared: the order is paid. Thank you!` : `Your order ${n} is paid. Thank you!`,
      chequeBounced: `The cheque for your order ${n} bounced, so the order was cancelled.`,
      shipped: `Your order ${n} was shipped with ${carrier}. Tracking code: ${code}`,
      cancelled: `Your order ${n} was cancelled.${f.refundDue ? ' The amount you paid will be refunded.' : ''}`,
    },
    ru: {
      chequeReceived: `Магазин получил чек по вашему заказу ${n}; после его оплаты заказ будет собран и отправлен.`,
      paid: f.cheque ? `Чек по вашему заказу ${n} оплачен: заказ оплачен. Спасибо!` : `Ваш заказ ${n} оплачен. Спасибо!`,
      chequeBounced: `Чек по вашему заказу ${n} не был оплачен банком, заказ отменён.`,
      shipped: `Ваш заказ ${n} отправлен (${carrier}). Трек-номер: ${code}`,
      cancelled: `Ваш заказ ${n} отменён.${f.refundDue ? ' Оплаченная сумма будет возвращена.' : ''}`,
    },
  };
  return texts[f.lang][event];
}

const LANGS: Lang[] = ['fa', 'en', 'ru'];

/** A history row for the timeline: what was sent (or why not). Written after the commit, outside any transaction. */
async function recordDelivery(db: DB, orderId: number, event: NotifyEvent, details: Record<string, unknown>): Promise<void> {
  const order = await db.selectFrom('product_orders').select('status').where('id', '=', orderId).executeTakeFirst();
  if (!order) return;
  await db
    .insertInto('product_order_history')
    .values({ order_id: orderId, from_status: null, to_status: order.status, note: `notify.${event}` satisfies OrderNote, kind: 'notification', staff_id: null, details: JSON.stringify(details), created_at: nowIso() })
    .execute();
}

/** Sends one claimed row; never throws. */
async function deliverOne(db: DB, d: Delivery, row: { id: number; order_id: number; event: NotifyEvent }): Promise<boolean> {
  const order = await db
    .selectFrom('product_orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.locale', 'o.payment_method', 'o.carrier', 'o.tracking_code', 'o.refund_amount', 'o.refunded_at', 'u.mobile'])
    .where('o.id', '=', row.order_id)
    .executeTakeFirst();
  const lang: Lang = LANGS.includes(order?.locale as Lang) ? (order!.locale as Lang) : 'fa';
  const mobile = order?.mobile ? String(order.mobile) : null;
  const text = order
    ? notificationText(row.event, {
        id: Number(order.id),
        lang,
        cheque: order.payment_method === 'cheque',
        carrier: order.carrier ?? null,
        trackingCode: order.tracking_code ?? null,
        refundDue: Number(order.refund_amount ?? 0) > 0 && !order.refunded_at,
      })
    : '';
  let error: string | null = mobile ? null : 'no mobile';
  if (!error) {
    try {
      await d.texter.sendText(mobile!, text);
    } catch (err) {
      error = String((err as Error).message ?? err).slice(0, 200);
    }
  }
  const now = nowIso();
  await db
    .updateTable('order_notifications')
    .set({ status: error ? 'failed' : 'sent', mobile, text, error, updated_at: now, sent_at: error ? null : now })
    .where('id', '=', row.id)
    .execute();
  if (error) d.log?.warn({ orderId: row.order_id, event: row.event, err: { message: error } }, 'cart: order SMS not sent');
  await recordDelivery(db, row.order_id, row.event, error ? { event: row.event, message: text, mobile, status: 'failed', reason: error } : { event: row.event, message: text, mobile });
  return !error;
}

/**
 * After a commit: sends the pending messages of these orders (all pending ones without `orderIds`:
 * the sweep). Answers how many went out. Never throws: the change is saved whatever the SMS does.
 */
export async function deliverNotifications(db: DB, orderIds?: number[]): Promise<number> {
  const d = deliveries.get(db);
  if (!d || (orderIds && orderIds.length === 0)) return 0;
  let sent = 0;
  try {
    let q = db.selectFrom('order_notifications').select(['id', 'order_id', 'event']).where('status', '=', 'pending').orderBy('id').limit(100);
    if (orderIds) q = q.where('order_id', 'in', orderIds);
    for (const r of await q.execute()) {
      const claimed = await db.updateTable('order_notifications').set({ status: 'sending', updated_at: nowIso() }).where('id', '=', r.id).where('status', '=', 'pending').executeTakeFirst();
      if (affected(claimed) !== 1) continue;
      if (await deliverOne(db, d, { id: Number(r.id), order_id: Number(r.order_id), event: r.event as NotifyEvent })) sent++;
    }
  } catch (err) {
    d.log?.error({ err }, 'cart: delivering order SMS failed');
  }
  return sent;
}

/**
 * The sweep's part: a message left `sending` by a crash mid-send is not sent again (it may have
 * gone out); after `staleMinutes` it is marked failed so staff see it. Then every pending one is sent.
 */
export async function sweepNotifications(db: DB, staleMinutes = 10): Promise<number> {
  const before = new Date(Date.now() - staleMinutes * 60_000).toISOString();
  await db
    .updateTable('order_notifications')
    .set({ status: 'failed', error: 'interrupted while sending', updated_at: nowIso() })
    .where('status', '=', 'sending')
    .where('updated_at', '<', before)
    .execute();
  return deliverNotifications(db);
}
