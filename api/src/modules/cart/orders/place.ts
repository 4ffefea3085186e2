import { nowIso, type DB } from '../../../db/database';
import { badRequest, conflict } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/auth-context';
import { getProductsForCart, takeStock, type CartProductInfo } from '../../catalog/public';
import { bonusBalance, creditBonus, spendBonus } from '../bonus/queries';
import { UNPAID_ORDER_STATES } from './queries';
import { deliverySnapshot, effectiveDelivery, localizedName } from '../basket/delivery';
import { servesAddress } from '../basket/regions';
import { parseAddress } from '../basket/view';
import { claimDiscountUse, discountById, discountProblem } from '../basket/discounts';
import { fmtCount, fmtToman, productName } from '../basket/products';
import { releaseBasketHold } from '../basket/reserve';
import { refuseUnseenPrices } from '../basket/price-change';
import { basketLines, type BasketRow } from '../basket/queries';
import { computeTotals } from '../basket/totals';
import { vatPercent } from '../settings/vat';
import type { CartDeps } from '../lib/deps';
import { BONUS_EARN_PERCENT, minutesFromNow, ONLINE_ORDER_HOLD_MINUTES } from '../lib/rules';
import { releaseOrderHold } from './hold';
import { addHistory, transition } from './change';
import { queueNotification } from './notify';
import { orderLines, toOrder, type OrderStatus } from './queries';

export interface PlacedOrder {
  orderId: number;
  paymentId: number | null;
  isOnline: boolean;
  isCheque: boolean;
}

/**
 * setOrder (11), inside the basket's transaction with its lock taken: turns the basket (plus the
 * lines of the unpaid order it completes, setParentOrderId) into a productOrder with a price
 * snapshot, and takes the order's hold: stock with conditional updates, the bonus credit, one use
 * of the discount code. Any shortage throws a localized error and the whole transaction rolls back.
 */
export async function placeOrder(deps: CartDeps, trx: DB, basket: BasketRow, user: SessionUser, lang: Lang): Promise<PlacedOrder> {
  const lines = await basketLines(trx, basket.id);
  if (lines.length === 0) throw badRequest('cart.empty');

  // the earlier unpaid order this basket completes
  let parent: ReturnType<typeof toOrder> | null = null;
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.product_id, l.count);
  if (basket.parent_order_id !== null) {
    const row = await trx
      .selectFrom('product_orders')
      .selectAll()
      .where('id', '=', basket.parent_order_id)
      .where('user_id', '=', user.id)
      .where('status', 'in', UNPAID_ORDER_STATES)
      // an order staff cancelled, or one money was taken for, is never reopened
      .where('cancelled_by', 'is', null)
      .where('paid_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw badRequest('cart.parentOrderInvalid');
    parent = toOrder(row);
    for (const l of await orderLines(trx, parent.id)) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.count);
  }

  const products = new Map((await getProductsForCart(trx, [...wanted.keys()])).map((p) => [p.id, p]));
  const priced: Array<{ p: CartProductInfo; count: number }> = [];
  for (const [productId, count] of wanted) {
    const p = products.get(productId);
    if (!p || !p.active) throw badRequest('cart.productUnavailable', { name: p ? productName(p, lang) : `#${productId}` });
    if (p.price === null) throw badRequest('cart.priceOnInquiry', { name: productName(p, lang) });
    priced.push({ p, count });
  }
  // never at a price the shopper has not been shown: 409, and the basket page reads it again
  refuseUnseenPrices(lines, products, lang);
  const itemsTotal = priced.reduce((s, x) => s + x.p.price! * x.count, 0);

  const delivery = await effectiveDelivery(trx, basket.delivery_id);
  if (!delivery) throw badRequest('cart.deliveryNotFound');
  if (delivery.requiresAddress && !basket.address) throw badRequest('cart.addressRequired');
  // a method that delivers only to some cities or provinces (the courier: Tehran) never takes an order for another
  const address = delivery.requiresAddress ? parseAddress(basket.address) : null;
  if (address && !servesAddress(delivery.regions, address)) throw badRequest('cart.deliveryNotServed', { method: localizedName(delivery, lang), city: address.city });

  const discount = basket.discount_code_id !== null ? await discountById(trx, basket.discount_code_id) : null;
  if (discount) {
    // the parent's own use of the code comes back when its hold is released below
    const ownUse = parent && parent.hold_status === 'held' && parent.discount_code_id === discount.id ? 1 : 0;
    const problem = discountProblem({ ...discount, usageCount: discount.usageCount - ownUse }, itemsTotal);
    if (problem) throw badRequest(problem, { min: fmtToman(discount.minBasket, lang) });
  }
  const parentBonus = parent && parent.hold_status === 'held' ? parent.bonus_used : 0;
  const balance = basket.bonus_requested !== null ? (await bonusBalance(trx, user.id)) + parentBonus : 0;
  const totals = computeTotals({
    itemsTotal,
    discount,
    delivery,
    // the VAT percent in use, read in the order's transaction (the back office's, else VAT_PERCENT)
    vatPercent: await vatPercent(trx, deps.config),
    bonusRequested: basket.bonus_requested,
    bonusBalance: balance,
  });
  const method = basket.payment_method ?? 'online';
  const settledNow = totals.payable === 0;
  if (method === 'cheque' && !settledNow) await refuseOverChequeLimits(deps, trx, user.id, parent?.id ?? null, priced, lang);
  if (method === 'online' && !settledNow && totals.payable < deps.gateway.minAmount) {
    throw badRequest('cart.amountTooSmall', { min: fmtToman(deps.gateway.minAmount, lang) });
  }

  // what the basket and the parent held goes back first; the order takes it all again below
  await releaseBasketHold(trx, basket.id);
  if (parent) {
    await releaseOrderHold(trx, parent);
    await trx
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: nowIso() })
      .where('order_id', '=', parent.id)
      .where('status', '=', 'pending')
      .execute();
  }

  const now = nowIso();
  const status: OrderStatus = settledNow ? 'paid' : method === 'cheque' ? 'awaiting_cheque' : 'placed';
  const bonusEarned = Math.floor(((totals.items - totals.discount) * BONUS_EARN_PERCENT) / 100);
  const inserted = await trx
    .insertInto('product_orders')
    .values({
      user_id: user.id,
      basket_unique_id: basket.unique_id,
      status,
      payment_method: method,
      locale: lang,
      items_total: totals.items,
      delivery_total: totals.delivery,
      discount_total: totals.discount,
      vat_percent: totals.vatPercent,
      vat_total: totals.vat,
      bonus_used: totals.bonus,
      payable: totals.payable,
      bonus_earned: bonusEarned,
      delivery: JSON.stringify(deliverySnapshot(delivery, totals.delivery)),
      address: delivery.requiresAddress ? basket.address : null,
      discount_code_id: discount && totals.discount > 0 ? discount.id : null,
      discount_code: discount && totals.discount > 0 ? discount.code : null,
      hold_status: settledNow ? 'sold' : 'held',
      hold_expires_at: settledNow ? null : method === 'cheque' ? minutesFromNow(deps.config.orders.chequeHoldHours * 60) : minutesFromNow(ONLINE_ORDER_HOLD_MINUTES),
      parent_order_id: parent?.id ?? null,
      created_at: now,
      updated_at: now,
      paid_at: settledNow ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderId = Number(inserted.id);
  for (const { p, count } of priced) {
    await trx
      .insertInto('product_order_lines')
      .values({
        order_id: orderId,
        product_id: p.id,
        name_fa: p.nameFa,
        name_en: p.nameEn,
        name_ru: p.nameRu,
        slug_fa: p.slugFa,
        slug_en: p.slugEn,
        image: p.image ? JSON.stringify(p.image) : null,
        unit_price: p.price!,
        count,
        line_total: p.price! * count,
      })
      .execute();
  }
  await addHistory(trx, orderId, null, status, parent ? `order.completes:${parent.id}` : 'order.placed');

  const taken = await takeStock(trx, priced.map(({ p, count }) => ({ productId: p.id, count })));
  if (!taken.ok) {
    const p = products.get(taken.productId)!;
    const name = productName(p, lang);
    throw taken.available > 0 ? badRequest('cart.notEnoughStock', { name, available: fmtCount(taken.available, lang) }) : badRequest('cart.outOfStock', { name });
  }
  if (!(await spendBonus(trx, user.id, totals.bonus, orderId))) {
    throw badRequest('cart.bonusTooMuch', { balance: fmtToman(await bonusBalance(trx, user.id), lang) });
  }
  if (discount && totals.discount > 0 && !(await claimDiscountUse(trx, discount.id))) throw badRequest('cart.discountUsedUp');

  if (parent) {
    const merged = await transition(trx, parent.id, parent.status, 'merged', { via: 'merge', note: `order.mergedInto:${orderId}`, set: { merged_into_id: orderId } });
    if (!merged) throw badRequest('cart.parentOrderInvalid');
  }
  await trx.updateTable('baskets').set({ status: 'ordered', order_id: orderId, reserve_expires_at: null, updated_at: now }).where('id', '=', basket.id).execute();

  let paymentId: number | null = null;
  if (method === 'online' && !settledNow) {
    const pay = await trx
      .insertInto('payments')
      .values({ order_id: orderId, gateway: deps.gateway.name, amount: totals.payable, status: 'pending', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    paymentId = Number(pay.id);
    await trx.updateTable('product_orders').set({ current_payment_id: paymentId }).where('id', '=', orderId).execute();
  }
  if (settledNow) {
    await creditBonus(trx, user.id, bonusEarned, 'earned', orderId);
    await queueNotification(trx, orderId, 'paid');
  }
  return { orderId, paymentId, isOnline: method === 'online', isCheque: method === 'cheque' };
}

/**
 * A cheque order holds its stock until its cheque is decided, so what one account may hold that way
 * is bounded (settings CHEQUE_MAX_OPEN_ORDERS, CHEQUE_MAX_UNITS_PER_LINE): more unpaid cheque orders
 * at once, or more units of one product in a cheque order, are refused with a 409 naming the limit
 * (online payment stays possible). The order this basket completes does not count.
 */
async function refuseOverChequeLimits(deps: CartDeps, trx: DB, userId: number, parentId: number | null, lines: Array<{ p: CartProductInfo; count: number }>, lang: Lang): Promise<void> {
  const { chequeMaxOpenOrders, chequeMaxUnitsPerLine } = deps.config.orders;
  const over = lines.find((l) => l.count > chequeMaxUnitsPerLine);
  if (over) throw conflict('cart.chequeLineTooMany', { name: productName(over.p, lang), max: fmtCount(chequeMaxUnitsPerLine, lang) });
  const waiting = await trx
    .selectFrom('product_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('payment_method', '=', 'cheque')
    .where('status', 'in', ['awaiting_cheque', 'cheque_received'])
    .where('hold_status', '=', 'held')
    .where('id', '!=', parentId ?? 0)
    .executeTakeFirst();
  if (Number(waiting?.n ?? 0) >= chequeMaxOpenOrders) throw conflict('cart.tooManyChequeOrders', { max: fmtCount(chequeMaxOpenOrders, lang) });
}
