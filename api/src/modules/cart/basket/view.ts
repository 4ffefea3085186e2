import type { Address, CartView, DeliveryList } from 'contracts/cart';
import type { DB } from '../../../db/database';
import { t, type Lang } from '../../../lib/i18n';
import { getProductsForCart } from '../../catalog/public';
import { bonusBalance } from '../bonus/queries';
import { activeDeliveryMethods, deliveryCost, deliveryView, effectiveDelivery } from './delivery';
import { discountById } from './discounts';
import { fmtCount, fmtToman, productName, productSlug } from './products';
import { basketLines, type BasketRow } from './queries';
import { computeTotals } from './totals';
import { markPricesSeen, priceChangeOf, type SeenScope } from './price-change';
import { servesAddress } from './regions';

export interface ViewContext {
  lang: Lang;
  vatPercent: number;
  userId: number | null;
}

export type { Address };
export const parseAddress = (json: string | null): Address | null => (json ? (JSON.parse(json) as Address) : null);

/**
 * The basket as the storefront shows it (getCart 14 and the answer of every change): lines with
 * their current product data, the delivery, address, discount, payment method, bonus and totals.
 * With no basket yet: an empty cart priced with the first delivery method. A line whose price moved
 * since the shopper last saw it carries `priceChange`, and this answer records the new price as seen
 * (for `seen`: every line, or add's own line; price-change.ts).
 */
export async function cartView(db: DB, basket: BasketRow | null, ctx: ViewContext, seen: SeenScope = 'all'): Promise<CartView> {
  const lines = basket ? await basketLines(db, basket.id) : [];
  const products = new Map((await getProductsForCart(db, lines.map((l) => l.product_id))).map((p) => [p.id, p]));
  let itemsTotal = 0;
  const cartItems = lines.map((l) => {
    const p = products.get(l.product_id);
    const purchasable = !!p && p.active && p.price !== null;
    // units this shopper can have: what is on the shelf plus what the basket itself holds
    const stock = p ? p.stock + l.reserved_count : 0;
    const problems: string[] = [];
    if (!purchasable) problems.push(t('cart.productUnavailable', ctx.lang, { name: p ? productName(p, ctx.lang) : `#${l.product_id}` }));
    else if (stock <= 0) problems.push(t('cart.outOfStock', ctx.lang, { name: productName(p, ctx.lang) }));
    else if (l.count > stock) problems.push(t('cart.notEnoughStock', ctx.lang, { name: productName(p, ctx.lang), available: fmtCount(stock, ctx.lang) }));
    // always the current price: a line never keeps the price it was added at (price-change.ts)
    const price = purchasable ? p.price! : null;
    const lineTotal = price !== null ? price * l.count : 0;
    itemsTotal += lineTotal;
    return {
      id: l.id,
      productId: l.product_id,
      count: l.count,
      name: p ? productName(p, ctx.lang) : null,
      slug: p ? productSlug(p, ctx.lang) : null,
      image: p?.image ?? null,
      price,
      lineTotal,
      stock,
      reserved: l.reserved_count,
      available: purchasable,
      problems,
      priceChange: priceChangeOf(l, price),
    };
  });
  await markPricesSeen(db, lines.map((l, i) => ({ line: l, price: cartItems[i].price })), seen);
  const delivery = await effectiveDelivery(db, basket?.delivery_id ?? null);
  const discount = basket?.discount_code_id ? await discountById(db, basket.discount_code_id) : null;
  const balance = ctx.userId !== null ? await bonusBalance(db, ctx.userId) : 0;
  const totals = computeTotals({
    itemsTotal,
    discount,
    delivery,
    vatPercent: ctx.vatPercent,
    bonusRequested: basket?.bonus_requested ?? null,
    bonusBalance: balance,
  });
  const { discountProblem, ...money } = totals;
  // what each method would cost this basket, so the storefront can say it before the shopper picks one,
  // and whether it delivers to the basket's address (an order with one that does not is refused)
  const address = parseAddress(basket?.address ?? null);
  const deliveryCosts = (await activeDeliveryMethods(db)).map((m) => ({
    id: m.id,
    cost: money.items > 0 ? deliveryCost(m, money.items - money.discount) : 0,
    servesAddress: !m.requiresAddress || servesAddress(m.regions, address),
  }));
  return {
    uniqueId: basket?.unique_id ?? null,
    itemCount: lines.reduce((s, l) => s + l.count, 0),
    cartItems,
    deliveryId: delivery?.id ?? null,
    delivery: delivery ? deliveryView(delivery, ctx.lang) : null,
    deliveryCosts,
    address,
    discount: discount
      ? {
          code: discount.code,
          kind: discount.kind,
          value: discount.value,
          applied: !discountProblem,
          problem: discountProblem ? t(discountProblem, ctx.lang, { min: fmtToman(discount.minBasket, ctx.lang) }) : null,
        }
      : null,
    paymentMethod: basket?.payment_method ?? 'online',
    bonus: { requested: basket?.bonus_requested ?? null, applied: money.bonus, balance },
    parentOrderId: basket?.parent_order_id ?? null,
    reserveExpiresAt: basket?.reserve_expires_at ?? null,
    totals: money,
  };
}

export async function deliveryListView(db: DB, basket: BasketRow | null, lang: Lang): Promise<DeliveryList> {
  const methods = await activeDeliveryMethods(db);
  const selected = await effectiveDelivery(db, basket?.delivery_id ?? null);
  return { deliveryId: selected?.id ?? null, deliveryMethods: methods.map((m) => deliveryView(m, lang)) };
}
