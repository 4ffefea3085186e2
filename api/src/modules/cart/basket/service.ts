import { CartAction, type CartBody, type updateCart } from 'contracts/cart';
import type { Answer } from 'contracts/common';
import type { DB } from '../../../db/database';
import { badRequest, unauthorized } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/auth-context';
import type { CartDeps } from '../lib/deps';
import { BASKET_RESERVE_MINUTES } from '../lib/rules';
import { inTransaction } from '../lib/tx';
import { deliverNotifications } from '../orders/notify';
import { placeOrder } from '../orders/place';
import { startPayment } from '../payment/service';
import { offerDefaultAddress } from '../addresses/service';
import { vatPercent } from '../settings/vat';
import { BASKET_ACTIONS } from './actions';
import { fmtCount } from './products';
import { activeDeliveryMethods } from './delivery';
import { mergeGuestBasket } from './merge';
import { basketById, basketItemCount, createBasket, findBasket, isUniqueViolation, lockBasket, type BasketIdentity, type BasketRow } from './queries';
import { cartView, deliveryListView } from './view';
import type { MessageRef } from '../../../lib/errors';

class BasketMovedOn extends Error {}

/**
 * Runs `fn` in one transaction on the identity's open basket, with the basket's lock taken first
 * (so parallel changes to one basket apply one after another) and the row re-read after the lock.
 * With `create`, a missing basket is created in the same transaction, with the first delivery
 * method (spec §4), and disappears again if `fn` throws. When the basket stopped being open
 * between finding and locking it (ordered by a parallel request), or two first requests of one
 * user raced to create it, the whole attempt runs again.
 */
export async function withLockedBasket<T>(
  db: DB,
  who: BasketIdentity,
  create: boolean,
  fn: (trx: DB, basket: BasketRow) => Promise<T>,
): Promise<{ basket: BasketRow | null; result: T | null }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (trx) => {
        let basket = await findBasket(trx, who);
        if (!basket) {
          if (!create) return { basket: null, result: null };
          const first = (await activeDeliveryMethods(trx))[0];
          basket = await createBasket(trx, who, first?.id ?? null);
        }
        if (!(await lockBasket(trx, basket.id))) throw new BasketMovedOn();
        let fresh = (await basketById(trx, basket.id))!;
        if (who.userId !== null && !fresh.address_offered) {
          await offerDefaultAddress(trx, fresh, who.userId);
          fresh = (await basketById(trx, basket.id))!;
        }
        const result = await fn(trx, fresh);
        return { basket: (await basketById(trx, basket.id))!, result };
      });
    } catch (err) {
      if ((err instanceof BasketMovedOn || isUniqueViolation(err)) && attempt < 4) continue;
      throw err;
    }
  }
}

export interface CartUpdateResult {
  data: Answer<typeof updateCart>;
  messages: MessageRef[];
  /** the basket the browser should carry (basketId cookie), or null to leave the cookie alone */
  basketUniqueId: string | null;
  /** the basket was spent by an order: the browser forgets it */
  clearCookie: boolean;
}

export interface CartCaller {
  user: SessionUser | null;
  /** the body's uniqueId, else the basketId cookie */
  uniqueId: string | null;
  /** the basketId cookie alone: the only basket a logged-in browser's request merges (as at login) */
  cookieUniqueId: string | null;
  /** the client's address (req.ip, behind trusted proxies only): attempts are counted per address */
  ip: string;
  lang: Lang;
}

/**
 * Attempts counted before the basket's transaction (the counters live outside it, so a refused
 * attempt still counts and a refusal changes nothing else): setReserve per address, discount codes
 * per basket and per address. Past a limit: a localized 429.
 */
async function countAttempt(deps: CartDeps, caller: CartCaller, type: number, who: BasketIdentity): Promise<void> {
  const code = 'cart.tooManyAttempts';
  if (type === CartAction.setReserve) {
    if (!caller.user) throw unauthorized();
    await deps.limiter.consume('reserve-ip', caller.ip, deps.limits.reservePerIp, code);
  } else if (type === CartAction.setRebate) {
    const basket = await findBasket(deps.db, who);
    // a browser without a basket gets a new one per try (rolled back on failure): counted per address
    const subject = basket ? `b${basket.id}` : `new:${caller.ip}`;
    await deps.limiter.consume('discount-basket', subject, deps.limits.discountPerBasket, code);
    await deps.limiter.consume('discount-ip', caller.ip, deps.limits.discountPerIp, code);
  }
}

/** POST /api/cart/cart: every cart update type of spec §4 (see README.md). */
export async function updateCartService(deps: CartDeps, caller: CartCaller, body: CartBody): Promise<CartUpdateResult> {
  const { user, uniqueId, lang } = caller;
  // a guest basket the browser still carries after login joins the user's basket: only the
  // browser's own basketId cookie (like at login), never an id sent in the body; a basket that
  // belongs to another user is never merged (mergeGuestBasket)
  if (user && caller.cookieUniqueId) await mergeGuestBasket(deps.db, caller.cookieUniqueId, user.id);
  const who: BasketIdentity = { userId: user?.id ?? null, uniqueId };
  // the VAT percent in use (the back office's, else VAT_PERCENT), read per request: a change shows on the next basket
  const viewCtx = { lang, vatPercent: await vatPercent(deps.db, deps.config), userId: user?.id ?? null };
  const answer = (basket: BasketRow | null, data: CartUpdateResult['data'], messages: MessageRef[] = []): CartUpdateResult => ({
    data,
    messages,
    basketUniqueId: basket?.unique_id ?? null,
    clearCookie: false,
  });
  const type = body.cartUpdateType;

  if (type === CartAction.getCartCount) {
    const basket = await findBasket(deps.db, who);
    return answer(basket, { uniqueId: basket?.unique_id ?? null, itemCount: basket ? await basketItemCount(deps.db, basket.id) : 0 });
  }
  if (type === CartAction.getCart) {
    let basket = await findBasket(deps.db, who);
    // spec §4: a basket without delivery gets the first delivery method; a logged-in shopper's
    // basket gets their default address once (withLockedBasket)
    if (basket && (basket.delivery_id === null || (user && !basket.address_offered))) {
      const { basket: withDelivery } = await withLockedBasket(deps.db, who, false, async (trx, b) => {
        if (b.delivery_id !== null) return;
        const first = (await activeDeliveryMethods(trx))[0];
        if (first) await trx.updateTable('baskets').set({ delivery_id: first.id }).where('id', '=', b.id).execute();
      });
      basket = withDelivery ?? basket;
    }
    return answer(basket, await cartView(deps.db, basket, viewCtx));
  }
  if (type === CartAction.getDelivery) {
    const basket = await findBasket(deps.db, who);
    return answer(basket, await deliveryListView(deps.db, basket, lang));
  }
  if (type === CartAction.setOrder) {
    if (!user) throw unauthorized();
    const { result: placed } = await withLockedBasket(deps.db, who, false, (trx, basket) => placeOrder(deps, trx, basket, user, lang));
    if (!placed) throw badRequest('cart.empty');
    const paymentUrl = placed.paymentId !== null ? await startPayment(deps, placed.orderId, placed.paymentId, user.mobile) : null;
    // an order paid in full with bonus credit: the shopper's "paid" message
    await deliverNotifications(deps.db, [placed.orderId]);
    const messages: MessageRef[] = [{ code: 'cart.orderPlaced' }];
    if (placed.paymentId !== null && !paymentUrl) messages.push({ code: 'cart.paymentStartFailed' });
    return {
      data: { isOnline: placed.isOnline, isCheque: placed.isCheque, paymentId: paymentUrl ? placed.paymentId : null, paymentUrl, productOrderId: placed.orderId },
      messages,
      basketUniqueId: null,
      // the basket is spent; the next change starts a new one
      clearCookie: true,
    };
  }
  const action = BASKET_ACTIONS[type as CartAction];
  if (!action) throw badRequest('cart.unknownType', { type });
  await countAttempt(deps, caller, type, who);
  const { basket, result: code } = await withLockedBasket(deps.db, who, action.creates, (trx, b) => action.run(trx, b, body, { lang, user }));
  // add (1) is also the product page's call, whose confirmation shows only the added product
  const seen = type === CartAction.add && body.productItemId !== undefined ? { productId: body.productItemId } : 'all';
  const view = await cartView(deps.db, basket, viewCtx, seen);
  return answer(basket, view, code ? [{ code, params: code === 'cart.reserved' ? { minutes: fmtCount(BASKET_RESERVE_MINUTES, lang) } : undefined }] : []);
}
