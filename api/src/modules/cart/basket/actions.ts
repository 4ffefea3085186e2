import { CartAction, type CartBody } from 'contracts/cart';
import { nowIso, type DB } from '../../../db/database';
import { badRequest, notFound, unauthorized } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/auth-context';
import { getProductsForCart } from '../../catalog/public';
import { bonusBalance } from '../bonus/queries';
import { rememberAddress } from '../addresses/service';
import { validateAddress } from './address';
import { activeDeliveryMethod } from './delivery';
import { discountByCode, discountProblem, normalizeDiscountCode } from './discounts';
import { fmtCount, fmtToman, productName } from './products';
import { holdBasketStock, releaseBasketHold } from './reserve';
import { basketLines, updateBasket, type BasketRow } from './queries';
import { UNPAID_ORDER_STATES } from '../orders/queries';
import { RESERVE_MAX_HOLDS } from '../lib/rules';
import type { MessageCode } from '../../../lib/i18n';

export interface ActionContext {
  lang: Lang;
  user: SessionUser | null;
}

/** A change to one basket, run in a transaction after the basket's lock is taken; answers a success message code. */
export type BasketAction = (trx: DB, basket: BasketRow, body: CartBody, ctx: ActionContext) => Promise<MessageCode | null>;

const required = <T>(v: T | undefined | null, field: string): T => {
  if (v === undefined || v === null) throw badRequest('common.requiredField', { field });
  return v;
};

const needUser = (ctx: ActionContext) => {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
};

/** Items total of the basket at current prices (lines that cannot be bought count for nothing). */
export async function basketItemsTotal(trx: DB, basketId: number): Promise<number> {
  const lines = await basketLines(trx, basketId);
  const products = new Map((await getProductsForCart(trx, lines.map((l) => l.product_id))).map((p) => [p.id, p]));
  return lines.reduce((sum, l) => {
    const p = products.get(l.product_id);
    return p && p.active && p.price !== null ? sum + p.price * l.count : sum;
  }, 0);
}

/**
 * Runs a change to the basket's lines; a basket that held its stock (setReserve) holds the new
 * quantities afterwards, with the same expiry, or the change is refused for lack of stock.
 */
async function changeLines(trx: DB, basket: BasketRow, lang: Lang, change: () => Promise<void>): Promise<void> {
  const heldUntil = basket.reserve_expires_at && basket.reserve_expires_at > nowIso() ? basket.reserve_expires_at : null;
  await releaseBasketHold(trx, basket.id);
  await change();
  if (heldUntil && (await basketLines(trx, basket.id)).length > 0) await holdBasketStock(trx, basket, lang, heldUntil);
}

/** 1 add: count (default 1) is added to the line; negative counts lower it. The result stays within 1..stock. */
const add: BasketAction = async (trx, basket, body, { lang }) => {
  const productId = required(body.productItemId, 'productItemId');
  const delta = body.count ?? 1;
  if (delta === 0) throw badRequest('cart.countZero');
  const [p] = await getProductsForCart(trx, [productId]);
  if (!p) throw notFound('common.productNotFound');
  const name = productName(p, lang);
  if (!p.active) throw badRequest('cart.productUnavailable', { name });
  if (p.price === null) throw badRequest('cart.priceOnInquiry', { name });
  const line = (await basketLines(trx, basket.id)).find((l) => l.product_id === productId);
  const next = (line?.count ?? 0) + delta;
  if (next < 1) throw badRequest('cart.countBelowOne');
  const available = p.stock + (line?.reserved_count ?? 0);
  if (next > available) {
    throw available > 0 ? badRequest('cart.notEnoughStock', { name, available: fmtCount(available, lang) }) : badRequest('cart.outOfStock', { name });
  }
  await changeLines(trx, basket, lang, async () => {
    const now = nowIso();
    if (line) await trx.updateTable('basket_lines').set({ count: next, updated_at: now }).where('id', '=', line.id).execute();
    // a new line starts at the price the product page showed (price-change.ts)
    else await trx.insertInto('basket_lines').values({ basket_id: basket.id, product_id: productId, count: next, reserved_count: 0, seen_price: p.price, created_at: now, updated_at: now }).execute();
  });
  return delta > 0 ? 'cart.added' : 'cart.updated';
};

/** 4 delete: removes the product's line (productItemId is the product id). */
const remove: BasketAction = async (trx, basket, body, { lang }) => {
  const productId = required(body.productItemId, 'productItemId');
  const line = (await basketLines(trx, basket.id)).find((l) => l.product_id === productId);
  if (!line) throw notFound('cart.lineNotFound');
  await changeLines(trx, basket, lang, async () => {
    await trx.deleteFrom('basket_lines').where('id', '=', line.id).execute();
  });
  return 'cart.removed';
};

/** 5 setAddress; a logged-in shopper's address is also kept in their address book unless rememberAddress is false. */
const setAddress: BasketAction = async (trx, basket, body, { user, lang }) => {
  const address = validateAddress(required(body.address, 'address'));
  await updateBasket(trx, basket.id, { address: JSON.stringify(address) });
  if (user && body.rememberAddress !== false) await rememberAddress(trx, user.id, address, lang);
  return 'cart.updated';
};

const removeAddress: BasketAction = async (trx, basket) => {
  await updateBasket(trx, basket.id, { address: null });
  return 'cart.updated';
};

const setDelivery: BasketAction = async (trx, basket, body) => {
  const method = await activeDeliveryMethod(trx, required(body.deliveryId, 'deliveryId'));
  if (!method) throw notFound('cart.deliveryNotFound');
  await updateBasket(trx, basket.id, { delivery_id: method.id });
  return 'cart.updated';
};

/** 7 setRebate: the code must exist, be active, started, unexpired, not used up, and the basket must reach its minimum. */
const setRebate: BasketAction = async (trx, basket, body, { lang }) => {
  const code = normalizeDiscountCode(required(body.discountCode, 'discountCode'));
  if (!code) throw badRequest('common.requiredField', { field: 'discountCode' });
  const dc = await discountByCode(trx, code);
  if (!dc || !dc.active) throw badRequest('cart.discountNotFound');
  const problem = discountProblem(dc, await basketItemsTotal(trx, basket.id));
  if (problem) throw badRequest(problem, { min: fmtToman(dc.minBasket, lang) });
  await updateBasket(trx, basket.id, { discount_code_id: dc.id });
  return 'cart.updated';
};

const removeRebate: BasketAction = async (trx, basket) => {
  await updateBasket(trx, basket.id, { discount_code_id: null });
  return 'cart.updated';
};

/** 9 setMerchant: how the order will be paid, 'online' (the gateway) or 'cheque'. */
const setMerchant: BasketAction = async (trx, basket, body) => {
  const method = required(body.paymentMethod, 'paymentMethod');
  if (method !== 'online' && method !== 'cheque') throw badRequest('cart.paymentMethodInvalid');
  await updateBasket(trx, basket.id, { payment_method: method });
  return 'cart.updated';
};

/** 17 setBonus: spend bonus credit, bonusAmount Rials or (absent / 0) as much as the balance and the total allow. */
const setBonus: BasketAction = async (trx, basket, body, ctx) => {
  const user = needUser(ctx);
  const balance = await bonusBalance(trx, user.id);
  if (balance <= 0) throw badRequest('cart.noBonus');
  const amount = body.bonusAmount ?? 0;
  if (amount > balance) throw badRequest('cart.bonusTooMuch', { balance: fmtToman(balance, ctx.lang) });
  await updateBasket(trx, basket.id, { bonus_requested: amount });
  return 'cart.updated';
};

const removeBonus: BasketAction = async (trx, basket) => {
  await updateBasket(trx, basket.id, { bonus_requested: null });
  return 'cart.updated';
};

/**
 * 19 setReserve: logged-in shoppers only; takes every line's units (at most RESERVE_MAX_UNITS) from
 * stock for BASKET_RESERVE_MINUTES, again from now if already held, at most RESERVE_MAX_HOLDS times
 * per basket. (The per-address limit is counted by the service before the transaction.)
 */
const setReserve: BasketAction = async (trx, basket, _body, ctx) => {
  needUser(ctx);
  if (basket.reserve_holds >= RESERVE_MAX_HOLDS) throw badRequest('cart.reserveRenewalsUsed', { max: fmtCount(RESERVE_MAX_HOLDS, ctx.lang) });
  await releaseBasketHold(trx, basket.id);
  await holdBasketStock(trx, basket, ctx.lang);
  await updateBasket(trx, basket.id, { reserve_holds: basket.reserve_holds + 1 });
  return 'cart.reserved';
};

/** 20 setParentOrderId: the basket will complete an earlier unpaid order of the same user (0 detaches). */
const setParentOrderId: BasketAction = async (trx, basket, body, ctx) => {
  const user = needUser(ctx);
  const parentId = required(body.parentOrderId, 'parentOrderId');
  if (parentId === 0) {
    await updateBasket(trx, basket.id, { parent_order_id: null });
    return 'cart.updated';
  }
  const parent = await trx
    .selectFrom('product_orders')
    .select(['id'])
    .where('id', '=', parentId)
    .where('user_id', '=', user.id)
    .where('status', 'in', UNPAID_ORDER_STATES)
    // never one staff cancelled, or one money was taken for (orders/queries.ts#reopenable)
    .where('cancelled_by', 'is', null)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (!parent) throw badRequest('cart.parentOrderInvalid');
  await updateBasket(trx, basket.id, { parent_order_id: parentId });
  return 'cart.updated';
};

/** The changes, by cartUpdateType. `creates`: a missing basket is created first (else the change is a no-op on an empty cart). */
export const BASKET_ACTIONS: Partial<Record<CartAction, { run: BasketAction; creates: boolean }>> = {
  [CartAction.add]: { run: add, creates: true },
  // delete and setReserve on a missing basket fail like on an empty one (the new row is rolled back)
  [CartAction.delete]: { run: remove, creates: true },
  [CartAction.setAddress]: { run: setAddress, creates: true },
  [CartAction.setDelivery]: { run: setDelivery, creates: true },
  [CartAction.setRebate]: { run: setRebate, creates: true },
  [CartAction.removeRebate]: { run: removeRebate, creates: false },
  [CartAction.setMerchant]: { run: setMerchant, creates: true },
  [CartAction.removeAddress]: { run: removeAddress, creates: false },
  [CartAction.setBonus]: { run: setBonus, creates: true },
  [CartAction.removeBonus]: { run: removeBonus, creates: false },
  [CartAction.setReserve]: { run: setReserve, creates: true },
  [CartAction.setParentOrderId]: { run: setParentOrderId, creates: true },
};
