import { nowIso } from '../../../db/database';
import { badRequest } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { getProductsForCart } from '../../catalog/public';
import { bonusBalance } from '../bonus/queries';
import { fmtCount, fmtToman, productName } from '../basket/products';
import type { CartDeps } from '../lib/deps';
import { minutesFromNow, ONLINE_ORDER_HOLD_MINUTES } from '../lib/rules';
import { inTransaction } from '../lib/tx';
import { retakeOrderHold } from './hold';
import { transition } from './change';
import { lockOrder, reopenable } from './queries';

/**
 * A new payment for a failed or cancelled online order, at the order's own prices: its hold is
 * taken again if it ran out (refused when stock or credit is gone), any pending payment is
 * superseded (never verified later), and the order is placed again. Answers the new payment's id.
 */
export async function preparePaymentRetry(deps: CartDeps, orderId: number, userId: number, lang: Lang): Promise<number> {
  return inTransaction(deps.db, async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order || order.user_id !== userId) throw badRequest('order.notFound');
    if (order.payment_method !== 'online' || !reopenable(order) || order.payable <= 0) throw badRequest('order.retryNotAllowed');
    if (order.payable < deps.gateway.minAmount) throw badRequest('cart.amountTooSmall', { min: fmtToman(deps.gateway.minAmount, lang) });
    const holdUntil = minutesFromNow(ONLINE_ORDER_HOLD_MINUTES);
    if (order.hold_status === 'released') {
      const again = await retakeOrderHold(trx, order, holdUntil);
      if (!again.ok) {
        if (again.reason === 'bonus') throw badRequest('cart.bonusTooMuch', { balance: fmtToman(await bonusBalance(trx, userId), lang) });
        const [p] = await getProductsForCart(trx, [again.productId]);
        const name = p ? productName(p, lang) : `#${again.productId}`;
        throw again.available > 0 ? badRequest('cart.notEnoughStock', { name, available: fmtCount(again.available, lang) }) : badRequest('cart.outOfStock', { name });
      }
    } else if (order.hold_status === 'held') {
      await trx.updateTable('product_orders').set({ hold_expires_at: holdUntil }).where('id', '=', orderId).execute();
    } else {
      throw badRequest('order.retryNotAllowed');
    }
    const now = nowIso();
    await trx.updateTable('payments').set({ status: 'superseded', updated_at: now }).where('order_id', '=', orderId).where('status', '=', 'pending').execute();
    const pay = await trx
      .insertInto('payments')
      .values({ order_id: orderId, gateway: deps.gateway.name, amount: order.payable, status: 'pending', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paymentId = Number(pay.id);
    const moved = await transition(trx, orderId, order.status, 'placed', { via: 'retry', note: 'payment.retry', set: { current_payment_id: paymentId, cancelled_at: null } });
    if (!moved) throw badRequest('order.retryNotAllowed');
    return paymentId;
  });
}
