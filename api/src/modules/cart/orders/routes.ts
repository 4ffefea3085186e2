import type { FastifyInstance } from 'fastify';
import { getChequePayee, getOrder, getOrderReserve, listOrders, retryPayment, submitCheque as submitChequeRoute } from 'contracts/cart';
import { requireUser } from '../../../lib/auth-context';
import { ok } from '../../../lib/envelope';
import { requestLang, t } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import type { CartDeps } from '../lib/deps';
import { submitCheque } from './cheque';
import { orderById, orderListView, orderView } from './queries';
import { orderReserve, ownOrder, retryOrderPayment } from './service';

/** The shopper's orders: list, one order, its hold, its cheque (and who cheques are made out to) and a new payment. */
export function orderRoutes(app: FastifyInstance, deps: CartDeps) {
  handle(app, listOrders, async (req) => ok(await orderListView(deps.db, requireUser(req).id)));

  handle(app, getOrderReserve, async (req) => ok(orderReserve(await ownOrder(deps, requireUser(req).id, req.query.id))));

  handle(app, getOrder, async (req) => {
    const order = await ownOrder(deps, requireUser(req).id, req.params.id);
    return ok(await orderView(deps.db, order, requestLang(req)));
  });

  // who cheques are made out to: the shop's settings (public, as on its invoices); the English name in Russian too
  handle(app, getChequePayee, async (req) => {
    const { name, nationalId, account } = deps.config.chequePayee;
    return ok({ name: requestLang(req) === 'fa' ? name.fa : name.en, nationalId, account });
  });

  handle(app, submitChequeRoute, async (req) => {
    const order = await ownOrder(deps, requireUser(req).id, req.params.id);
    await submitCheque(deps.db, order, req.body, deps.config.publicUrl, requestLang(req));
    const fresh = (await orderById(deps.db, order.id))!;
    return ok(await orderView(deps.db, fresh, requestLang(req)));
  });

  handle(app, retryPayment, async (req) => {
    const user = requireUser(req);
    const order = await ownOrder(deps, user.id, req.params.id);
    const lang = requestLang(req);
    const answer = await retryOrderPayment(deps, order, user, lang);
    return ok(answer, answer.paymentUrl ? [] : [{ item1: t('cart.paymentStartFailed', lang), item2: 'cart.paymentStartFailed' }]);
  });
}
