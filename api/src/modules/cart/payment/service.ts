import { nowIso } from '../../../db/database';
import type { OrderNote } from 'contracts/order-notes';
import { creditBonus } from '../bonus/queries';
import type { CartDeps } from '../lib/deps';
import { minutesFromNow, STALE_VERIFY_MINUTES, VERIFY_HOLD_MINUTES } from '../lib/rules';
import { affected, inTransaction } from '../lib/tx';
import { recordChange, transition } from '../orders/change';
import { retakeOrderHold, sellOrderHold } from '../orders/hold';
import { deliverNotifications } from '../orders/notify';
import { lockOrder, orderById, type OrderStatus } from '../orders/queries';

const DESCRIPTIONS = { fa: 'سفارش شماره {id}', en: 'Order #{id}', ru: 'Заказ №{id}' } as const;
/** The payment's description at the bank: the order's number as the shop writes it (Persian digits in fa, never grouped). */
export const paymentDescription = (orderId: number, lang: keyof typeof DESCRIPTIONS) =>
  DESCRIPTIONS[lang].replace('{id}', lang === 'fa' ? new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(orderId) : String(orderId));

export interface PaymentRow {
  id: number;
  order_id: number;
  gateway: string;
  authority: string | null;
  amount: number;
  status: 'pending' | 'verifying' | 'paid' | 'failed' | 'cancelled' | 'superseded' | 'duplicate';
  updated_at: string;
}

export async function paymentById(deps: Pick<CartDeps, 'db'>, id: number): Promise<PaymentRow | null> {
  const r = await deps.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? { ...(r as PaymentRow), id: Number(r.id), order_id: Number(r.order_id), amount: Number(r.amount) } : null;
}

/**
 * Asks the gateway for a payment of an order's current (pending) payment row and answers the bank
 * page's address. When the gateway cannot be reached the order is kept and marked failed, so the
 * shopper can retry from the order page; null is answered then.
 */
export async function startPayment(deps: CartDeps, orderId: number, paymentId: number, mobile: string | null): Promise<string | null> {
  const order = await orderById(deps.db, orderId);
  const payment = await paymentById(deps, paymentId);
  if (!order || !payment || payment.status !== 'pending') return null;
  try {
    const start = await deps.gateway.request({
      amount: payment.amount,
      callbackUrl: `${deps.config.publicUrl.replace(/\/+$/, '')}/api/payment/callback/${payment.id}`,
      description: paymentDescription(order.id, order.locale),
      mobile,
      orderId: order.id,
      locale: order.locale,
    });
    await deps.db
      .updateTable('payments')
      .set({ authority: start.authority, updated_at: nowIso() })
      .where('id', '=', payment.id)
      .where('authority', 'is', null)
      .execute();
    return start.paymentUrl;
  } catch {
    await inTransaction(deps.db, async (trx) => {
      const r = await trx
        .updateTable('payments')
        .set({ status: 'failed', failure_code: 'request_failed', updated_at: nowIso() })
        .where('id', '=', payment.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (affected(r) === 1 && order.current_payment_id === payment.id) await transition(trx, order.id, 'placed', 'failed', { via: 'payment', note: 'payment.requestFailed' });
    });
    return null;
  }
}

export type CallbackOutcome = 'paid' | 'cancelled' | 'failed' | 'pending' | 'ignored';

type PaymentDeps = Pick<CartDeps, 'db' | 'gateway'>;

/** Moves a payment being verified to `status` and, if it is still the order's current one, the order from `from` to `to`. */
async function endVerification(
  deps: PaymentDeps,
  payment: PaymentRow,
  end: { status: 'failed' | 'cancelled'; code: string; from: OrderStatus[]; to: OrderStatus; note: OrderNote },
): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const r = await trx
      .updateTable('payments')
      .set({ status: end.status, failure_code: end.code, updated_at: nowIso() })
      .where('id', '=', payment.id)
      .where('status', '=', 'verifying')
      .executeTakeFirst();
    if (affected(r) !== 1) return;
    const order = await lockOrder(trx, payment.order_id);
    if (order && order.current_payment_id === payment.id && order.cancelled_by === null) await transition(trx, payment.order_id, end.from, end.to, { via: 'payment', note: end.note });
  });
}

/**
 * The bank's callback (GET /api/payment/callback/:paymentId?Authority=&Status=). Idempotent: only
 * the call that moves the payment from pending to verifying goes on, so an order is verified,
 * marked paid and has its stock sold at most once however often the bank or the shopper's browser
 * repeats the call. Money is only ever settled (verified) for the order's current payment of an
 * unpaid order whose stock is held and whose amount matches: in every other case the payment is
 * left unverified and the bank gives the money back.
 *
 * Status=NOK is not believed on its own (anyone who knows a payment's id and authority can send
 * it): the gateway is asked, and only a payment it refuses to verify is cancelled.
 */
export async function handleCallback(deps: PaymentDeps, paymentId: number, authority: string, status: string): Promise<{ orderId: number; outcome: CallbackOutcome } | null> {
  const payment = await paymentById(deps, paymentId);
  if (!payment) return null;
  const orderId = payment.order_id;
  if (!payment.authority || payment.authority !== authority) return { orderId, outcome: 'ignored' };

  // Claim the payment and, in the same transaction, make sure the order can take this money.
  const staleBefore = new Date(Date.now() - STALE_VERIFY_MINUTES * 60_000).toISOString();
  const claim = await inTransaction(deps.db, async (trx): Promise<'go' | 'busy' | 'refused'> => {
    const claimed = await trx
      .updateTable('payments')
      .set({ status: 'verifying', updated_at: nowIso() })
      .where('id', '=', paymentId)
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'verifying'), eb('updated_at', '<', staleBefore)])]))
      .executeTakeFirst();
    if (affected(claimed) !== 1) return 'busy';
    const order = await lockOrder(trx, orderId);
    if (!order) return 'refused';
    const refuse = async (paymentStatus: string, code: string) => {
      await trx.updateTable('payments').set({ status: paymentStatus, failure_code: code, updated_at: nowIso() }).where('id', '=', paymentId).execute();
      return 'refused' as const;
    };
    // another payment of this order already settled it, or a retry replaced this one
    if (order.paid_at !== null || order.hold_status === 'sold') return refuse('duplicate', 'order_already_paid');
    // a retry replaced this payment, or staff cancelled the order: its money is never settled
    if (order.current_payment_id !== paymentId || !['placed', 'cancelled'].includes(order.status) || order.cancelled_by !== null) return refuse('superseded', 'not_current');
    if (payment.amount !== order.payable) {
      await refuse('failed', 'amount_mismatch');
      await transition(trx, orderId, order.status, 'failed', { via: 'payment', note: 'payment.amountMismatch' });
      return 'refused';
    }
    const holdUntil = minutesFromNow(VERIFY_HOLD_MINUTES);
    if (order.hold_status === 'released') {
      // the hold ran out before the shopper paid: take it again, or leave the money unsettled
      const again = await retakeOrderHold(trx, order, holdUntil);
      if (!again.ok) {
        await refuse('failed', again.reason === 'stock' ? 'out_of_stock' : 'bonus_spent');
        await transition(trx, orderId, order.status, 'failed', { via: 'payment', note: again.reason === 'stock' ? 'payment.outOfStock' : 'payment.bonusSpent' });
        return 'refused';
      }
    } else if (!order.hold_expires_at || order.hold_expires_at < holdUntil) {
      await trx.updateTable('product_orders').set({ hold_expires_at: holdUntil }).where('id', '=', orderId).execute();
    }
    return 'go';
  });
  if (claim === 'busy') {
    const now = await paymentById(deps, paymentId);
    return { orderId, outcome: now?.status === 'paid' ? 'paid' : now?.status === 'verifying' ? 'pending' : 'ignored' };
  }
  if (claim === 'refused') return { orderId, outcome: 'failed' };
  return { orderId, outcome: await verifyClaimed(deps, payment, status === 'OK') };
}

/**
 * Asks the gateway about a payment this caller moved to `verifying`, then settles it (paid, the
 * order paid, its hold sold) or ends it: cancelled when the bank said NOK, failed otherwise. An
 * unknown outcome (network) puts it back to `pending`, so a later callback verifies again.
 */
async function verifyClaimed(deps: PaymentDeps, payment: PaymentRow, bankSaidOk: boolean): Promise<CallbackOutcome> {
  const paymentId = payment.id;
  const orderId = payment.order_id;
  let result;
  try {
    result = await deps.gateway.verify({ authority: payment.authority ?? '', amount: payment.amount });
  } catch {
    await deps.db.updateTable('payments').set({ status: 'pending', updated_at: nowIso() }).where('id', '=', paymentId).where('status', '=', 'verifying').execute();
    return 'pending';
  }
  if (!result.ok) {
    if (!bankSaidOk) {
      await endVerification(deps, payment, { status: 'cancelled', code: 'bank_nok', from: ['placed'], to: 'cancelled', note: 'payment.cancelled' });
      return 'cancelled';
    }
    const note = result.code === 'amount_mismatch' ? 'payment.amountMismatch' : 'payment.failed';
    await endVerification(deps, payment, { status: 'failed', code: result.code, from: ['placed', 'cancelled'], to: 'failed', note });
    return 'failed';
  }
  const verified = result;
  await inTransaction(deps.db, async (trx) => {
    const r = await trx
      .updateTable('payments')
      .set({ status: 'paid', ref_id: verified.refId, card_pan: verified.cardPan, verified_at: nowIso(), updated_at: nowIso() })
      .where('id', '=', paymentId)
      .where('status', '=', 'verifying')
      .executeTakeFirst();
    if (affected(r) !== 1) return;
    const order = await lockOrder(trx, orderId);
    if (!order) return;
    if (order.cancelled_by !== null) {
      // staff cancelled the order while the bank was being asked: the money is in, so it is due back
      await recordChange(trx, orderId, 'status', 'payment.afterCancel', { details: { amount: payment.amount }, set: { refund_amount: payment.amount, paid_at: nowIso() } });
      return;
    }
    if (!(await sellOrderHold(trx, orderId))) {
      // the hold lapsed despite the extension: take the units now; if they are gone, the order is
      // still paid (the money is settled) and the history tells the staff to refund or restock
      const again = await retakeOrderHold(trx, { ...order, hold_status: 'released' }, null);
      if (again.ok) await sellOrderHold(trx, orderId);
      else {
        await trx.updateTable('product_orders').set({ hold_status: 'sold' }).where('id', '=', orderId).execute();
        await recordChange(trx, orderId, 'hold', 'stock.shortage');
      }
    }
    await transition(trx, orderId, ['placed', 'cancelled'], 'paid', { via: 'payment', note: 'payment.verified', set: { paid_at: nowIso(), cancelled_at: null }, notify: 'paid' });
    await creditBonus(trx, order.user_id, order.bonus_earned, 'earned', orderId);
  });
  await deliverNotifications(deps.db, [orderId]);
  return 'paid';
}

/**
 * The sweep's part for payments: a payment left in `verifying` (the api stopped between claiming
 * it and recording the gateway's answer) keeps its order's hold, which the hold sweep never
 * releases while a payment is being verified. Once it is stale, it is claimed again (conditional
 * update of its timestamp, so one api instance takes it) and verified with the gateway, which
 * answers idempotently: the order is then paid, or the payment fails and the hold is released
 * when it expires. Answers how many were verified again.
 */
export async function reverifyStalePayments(deps: PaymentDeps, now = Date.now()): Promise<number> {
  const staleBefore = new Date(now - STALE_VERIFY_MINUTES * 60_000).toISOString();
  const stale = await deps.db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'verifying')
    .where('updated_at', '<', staleBefore)
    .orderBy('id')
    .limit(50)
    .execute();
  let done = 0;
  for (const { id } of stale) {
    const claimed = await deps.db
      .updateTable('payments')
      .set({ updated_at: nowIso() })
      .where('id', '=', Number(id))
      .where('status', '=', 'verifying')
      .where('updated_at', '<', staleBefore)
      .executeTakeFirst();
    if (affected(claimed) !== 1) continue;
    const payment = await paymentById(deps, Number(id));
    if (!payment) continue;
    if (!payment.authority) {
      await endVerification(deps, payment, { status: 'failed', code: 'no_authority', from: ['placed', 'cancelled'], to: 'failed', note: 'payment.failed' });
    } else {
      await verifyClaimed(deps, payment, true);
    }
    done++;
  }
  return done;
}
