import type { OrderReserve, PaymentAnswer } from 'contracts/cart';
import { notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/auth-context';
import type { CartDeps } from '../lib/deps';
import { startPayment } from '../payment/service';
import { orderById, type OrderRow } from './queries';
import { preparePaymentRetry } from './retry';

/**
 * The order, if this shopper owns it. Someone else's order answers exactly like a missing one
 * (404), so order ids reveal nothing.
 */
export async function ownOrder(deps: Pick<CartDeps, 'db'>, userId: number, id: number): Promise<OrderRow> {
  const order = await orderById(deps.db, id);
  if (!order || order.user_id !== userId) throw notFound('order.notFound');
  return order;
}

/** The hold of an unpaid order: what is kept for the shopper and until when. */
export function orderReserve(order: OrderRow, now = Date.now()): OrderReserve {
  const held = order.hold_status === 'held';
  return {
    productOrderId: order.id,
    status: order.status,
    holdStatus: order.hold_status,
    reserved: held,
    holdExpiresAt: held ? order.hold_expires_at : null,
    secondsLeft: held && order.hold_expires_at ? Math.max(0, Math.floor((Date.parse(order.hold_expires_at) - now) / 1000)) : null,
  };
}

/** A new payment for a failed or cancelled online order; paymentUrl null when the gateway could not be reached. */
export async function retryOrderPayment(deps: CartDeps, order: OrderRow, user: SessionUser, lang: Lang): Promise<PaymentAnswer> {
  const paymentId = await preparePaymentRetry(deps, order.id, user.id, lang);
  const paymentUrl = await startPayment(deps, order.id, paymentId, user.mobile);
  return { isOnline: true, isCheque: false, paymentId: paymentUrl ? paymentId : null, paymentUrl, productOrderId: order.id };
}
