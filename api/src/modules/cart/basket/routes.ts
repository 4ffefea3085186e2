import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest, unauthorized } from '../../lib/errors';
import { requestLang, t, type Lang } from '../../lib/i18n';
import { BASKET_ACTIONS, CART_UPDATE_TYPES, type CartBody } from './basket/actions';
import { activeDeliveryMethods } from './basket/delivery';
import { withLockedBasket } from './basket/runner';
import { findBasket, type BasketRow } from './basket/store';
import { cartView, deliveryListView } from './basket/view';
import type { CartDeps } from './deps';
import { placeOrder } from './orders/place';
import { startPayment } from './payment/service';
import { mergeGuestBasket } from './public';
import { BASKET_RESERVE_MINUTES } from './rules';
import { setBasketIdCookie } from './public';

const addressSchema = {
  type: 'object',
  properties: {
    recipient: { type: 'string', maxLength: 500 },
    mobile: { type: 'string', maxLength: 30 },
    province: { type: 'string', maxLength: 500 },
    city: { type: 'string', maxLength: 500 },
    street: { type: 'string', maxLength: 1000 },
    postalCode: { type: 'string', maxLength: 30 },
  },
  additionalProperties: false,
};

export const cartBodySchema = {
  type: 'object',
  required: ['cartUpdateType'],
  properties: {
    cartUpdateType: { type: 'integer' },
    productItemId: { type: 'integer', minimum: 1 },
    uniqueId: { type: ['string', 'null'], maxLength: 64 },
    count: { type: 'integer', minimum: -10000, maximum: 10000 },
    deliveryId: { type: 'integer', minimum: 1 },
    address: addressSchema,
    discountCode: { type: 'string', maxLength: 40 },
    paymentMethod: { type: 'string', enum: ['online', 'cheque'] },
    bonusAmount: { type: 'integer', minimum: 0 },
    parentOrderId: { type: 'integer', minimum: 0 },
  },
};

const message = (code: string, lang: Lang, params?: Record<string, string | number>) => ({ item1: t(code, lang, params), item2: code });

function setBasketCookie(req: FastifyRequest, reply: FastifyReply, basket: BasketRow | null) {
  if (basket) setBasketIdCookie(req, reply, basket.unique_id);
}

/** POST /api/cart/cart: every cart update type of spec §4 (see README.md). */
export function cartRoutes(app: FastifyInstance, deps: CartDeps) {
  app.post('/cart/cart', { schema: { body: cartBodySchema } }, async (req, reply) => {
    const body = req.body as CartBody;
    const lang = requestLang(req);
    const user = req.user;
    const cookieId = (req.cookies as Record<string, string | undefined>).basketId;
    const uniqueId = (typeof body.uniqueId === 'string' && body.uniqueId.trim()) || cookieId || null;
    // a guest basket the browser still carries after login joins the user's basket
    if (user && uniqueId) await mergeGuestBasket(deps.db, uniqueId, user.id);
    const who = { userId: user?.id ?? null, uniqueId };
    const viewCtx = { lang, vatPercent: deps.config.vatPercent, userId: user?.id ?? null };
    const type = body.cartUpdateType;

    if (type === CART_UPDATE_TYPES.getCartCount) {
      // asked on every page view: one sum, not the whole cart
      const basket = await findBasket(deps.db, who);
      const sum = basket
        ? await deps.db
            .selectFrom('basket_lines')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('n'))
            .where('basket_id', '=', basket.id)
            .executeTakeFirst()
        : undefined;
      setBasketCookie(req, reply, basket);
      return ok({ uniqueId: basket?.unique_id ?? null, itemCount: Number(sum?.n ?? 0) });
    }
    if (type === CART_UPDATE_TYPES.getCart) {
      let basket = await findBasket(deps.db, who);
      if (basket && basket.delivery_id === null) {
        // spec §4: a basket without delivery gets the first delivery method
        const { basket: withDelivery } = await withLockedBasket(deps.db, who, false, async (trx, b) => {
          if (b.delivery_id !== null) return;
          const first = (await activeDeliveryMethods(trx))[0];
          if (first) await trx.updateTable('baskets').set({ delivery_id: first.id }).where('id', '=', b.id).execute();
        });
        basket = withDelivery ?? basket;
      }
      setBasketCookie(req, reply, basket);
      return ok(await cartView(deps.db, basket, viewCtx));
    }
    if (type === CART_UPDATE_TYPES.getDelivery) {
      const basket = await findBasket(deps.db, who);
      setBasketCookie(req, reply, basket);
      return ok(await deliveryListView(deps.db, basket, lang));
    }
    if (type === CART_UPDATE_TYPES.setOrder) {
      if (!user) throw unauthorized();
      const { result: placed } = await withLockedBasket(deps.db, who, false, (trx, basket) => placeOrder(deps, trx, basket, user, lang));
      if (!placed) throw badRequest('cart.empty');
      // the basket is spent; the next change starts a new one
      reply.clearCookie('basketId', { path: '/' });
      const paymentUrl = placed.paymentId !== null ? await startPayment(deps, placed.orderId, placed.paymentId, user.mobile) : null;
      const messages = [message('cart.orderPlaced', lang)];
      if (placed.paymentId !== null && !paymentUrl) messages.push(message('cart.paymentStartFailed', lang));
      return ok(
        {
          isOnline: placed.isOnline,
          isCheque: placed.isCheque,
          paymentId: paymentUrl ? placed.paymentId : null,
          paymentUrl,
          productOrderId: placed.orderId,
        },
        messages,
      );
    }
    const action = BASKET_ACTIONS[type];
    if (!action) throw badRequest('cart.unknownType', { type });
    const { basket, result: code } = await withLockedBasket(deps.db, who, action.creates, (trx, b) => action.run(trx, b, body, { lang, user }));
    setBasketCookie(req, reply, basket);
    const view = await cartView(deps.db, basket, viewCtx);
    const params = code === 'cart.reserved' ? { minutes: BASKET_RESERVE_MINUTES } : undefined;
    return ok(view, code ? [message(code, lang, params)] : []);
  });
}
