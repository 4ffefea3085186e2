import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../lib/auth-context';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { requestLang, t } from '../../lib/i18n';
import type { CartDeps } from './deps';
import { submitCheque, type ChequeInput } from './orders/cheque';
import { preparePaymentRetry } from './orders/retry';
import { orderById, type OrderRow } from './orders/store';
import { orderListView, orderView } from './orders/view';
import { startPayment } from './payment/service';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };

/**
 * The order, if the logged-in shopper owns it. Someone else's order answers exactly like a missing
 * one (404), so order ids reveal nothing.
 */
async function ownOrder(deps: CartDeps, req: FastifyRequest, id: number): Promise<OrderRow> {
  const user = requireUser(req);
  const order = await orderById(deps.db, id);
  if (!order || order.user_id !== user.id) throw notFound('order.notFound');
  return order;
}

export function orderRoutes(app: FastifyInstance, deps: CartDeps) {
  app.get('/productOrder/list', async (req) => {
    const user = requireUser(req);
    return ok(await orderListView(deps.db, user.id));
  });

  /** The hold of an unpaid order: what is kept for the shopper and until when. */
  app.get(
    '/productOrder/reserve',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, lang: { type: 'string' } } } } },
    async (req) => {
      const order = await ownOrder(deps, req, (req.query as { id: number }).id);
      const left = order.hold_status === 'held' && order.hold_expires_at ? Math.max(0, Math.floor((Date.parse(order.hold_expires_at) - Date.now()) / 1000)) : null;
      return ok({
        productOrderId: order.id,
        status: order.status,
        holdStatus: order.hold_status,
        reserved: order.hold_status === 'held',
        holdExpiresAt: order.hold_status === 'held' ? order.hold_expires_at : null,
        secondsLeft: left,
      });
    },
  );

  app.get('/productOrder/:id', { schema: { params: idParams } }, async (req) => {
    const order = await ownOrder(deps, req, (req.params as { id: number }).id);
    return ok(await orderView(deps.db, order, requestLang(req)));
  });

  app.post(
    '/productOrder/:id/cheque',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['sayadId', 'bankName', 'ownerName', 'amount', 'dueDate', 'imageUrl'],
          properties: {
            sayadId: { type: 'string', maxLength: 40 },
            serial: { type: 'string', maxLength: 40 },
            bankName: { type: 'string', maxLength: 60 },
            ownerName: { type: 'string', maxLength: 100 },
            amount: { type: 'integer', minimum: 1 },
            dueDate: { type: 'string', maxLength: 20 },
            imageUrl: { type: 'string', maxLength: 400 },
          },
        },
      },
    },
    async (req) => {
      const order = await ownOrder(deps, req, (req.params as { id: number }).id);
      await submitCheque(deps.db, order, req.body as ChequeInput, deps.config.publicUrl);
      const lang = requestLang(req);
      const fresh = (await orderById(deps.db, order.id))!;
      return ok(await orderView(deps.db, fresh, lang));
    },
  );

  app.post('/productOrder/:id/retryPayment', { schema: { params: idParams } }, async (req) => {
    const user = requireUser(req);
    const order = await ownOrder(deps, req, (req.params as { id: number }).id);
    const lang = requestLang(req);
    const paymentId = await preparePaymentRetry(deps, order.id, user.id, lang);
    const paymentUrl = await startPayment(deps, order.id, paymentId, user.mobile);
    return ok(
      { isOnline: true, isCheque: false, paymentId: paymentUrl ? paymentId : null, paymentUrl, productOrderId: order.id },
      paymentUrl ? [] : [{ item1: t('cart.paymentStartFailed', lang), item2: 'cart.paymentStartFailed' }],
    );
  });
}
