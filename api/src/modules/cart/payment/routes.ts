import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { orderPageUrl, type CartDeps } from './deps';
import { confirmCheque, rejectCheque } from './orders/cheque';
import { orderById } from './orders/store';
import { settleSandboxTransaction } from './payment/sandbox';
import { sandboxChequePage, sandboxPayPage } from './payment/sandbox-pages';
import { handleCallback } from './payment/service';

const LANGS: Lang[] = ['fa', 'en', 'ru'];
/** ?lang= wins; otherwise the language the order was placed in. */
const pageLang = (query: unknown, fallback: string): Lang => {
  const q = (query as { lang?: string } | undefined)?.lang;
  return LANGS.includes(q as Lang) ? (q as Lang) : LANGS.includes(fallback as Lang) ? (fallback as Lang) : 'fa';
};

export function paymentRoutes(app: FastifyInstance, deps: CartDeps) {
  // the sandbox bank's and the back office's forms post urlencoded bodies (this module only)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /**
   * Where the bank sends the shopper back (Zarinpal's Authority and Status). Always ends on the
   * storefront's order page, in the locale the order was placed in.
   */
  app.get(
    '/payment/callback/:paymentId',
    {
      schema: {
        params: { type: 'object', required: ['paymentId'], properties: { paymentId: { type: 'integer', minimum: 1 } } },
        querystring: { type: 'object', properties: { Authority: { type: 'string', maxLength: 100 }, Status: { type: 'string', maxLength: 10 } } },
      },
    },
    async (req, reply) => {
      const { paymentId } = req.params as { paymentId: number };
      const q = req.query as { Authority?: string; Status?: string };
      const done = await handleCallback(deps, paymentId, q.Authority ?? '', q.Status ?? '');
      if (!done) throw notFound('payment.notFound');
      const order = (await orderById(deps.db, done.orderId))!;
      reply.header('cache-control', 'no-store');
      return reply.redirect(orderPageUrl(deps.config, order.id, order.locale), 302);
    },
  );

  // a simulated bank must never settle orders of a production shop
  const sandboxOn = () => deps.gateway.name === 'sandbox' && deps.config.env !== 'production';
  const backOfficeOn = () => deps.config.env !== 'production';
  const authorityParams = { type: 'object', required: ['authority'], properties: { authority: { type: 'string', maxLength: 100 } } };

  app.get('/payment/sandbox/pay/:authority', { schema: { params: authorityParams } }, async (req, reply) => {
    if (!sandboxOn()) throw notFound();
    const { authority } = req.params as { authority: string };
    const tx = await deps.db.selectFrom('payment_sandbox_transactions').selectAll().where('authority', '=', authority).executeTakeFirst();
    if (!tx) throw notFound('payment.notFound');
    const lang = pageLang(req.query, String(tx.locale));
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return sandboxPayPage(lang, { authority, amount: Number(tx.amount), description: String(tx.description), status: String(tx.status) });
  });

  app.post(
    '/payment/sandbox/pay/:authority',
    {
      schema: {
        params: authorityParams,
        body: { type: 'object', required: ['action'], properties: { action: { type: 'string', enum: ['pay', 'cancel'] }, amount: { type: 'string', maxLength: 20 } } },
      },
    },
    async (req, reply) => {
      if (!sandboxOn()) throw notFound();
      const { authority } = req.params as { authority: string };
      const { action, amount } = req.body as { action: 'pay' | 'cancel'; amount?: string };
      const paid = amount && /^\d{1,15}$/.test(amount.trim()) ? Number(amount.trim()) : undefined;
      const back = await settleSandboxTransaction(deps.db, authority, action, paid);
      if (!back) throw notFound('payment.notFound');
      return reply.redirect(back, 303);
    },
  );

  const orderParams = { type: 'object', required: ['orderId'], properties: { orderId: { type: 'integer', minimum: 1 } } };

  app.get('/payment/sandbox/cheque/:orderId', { schema: { params: orderParams } }, async (req, reply) => {
    if (!backOfficeOn()) throw notFound();
    const order = await orderById(deps.db, (req.params as { orderId: number }).orderId);
    if (!order || order.payment_method !== 'cheque') throw notFound('order.notFound');
    const cheque = await deps.db.selectFrom('cheques').select('id').where('order_id', '=', order.id).executeTakeFirst();
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return sandboxChequePage(pageLang(req.query, order.locale), order, !!cheque);
  });

  app.post(
    '/payment/sandbox/cheque/:orderId',
    { schema: { params: orderParams, body: { type: 'object', required: ['action'], properties: { action: { type: 'string', enum: ['confirm', 'reject'] } } } } },
    async (req, reply) => {
      if (!backOfficeOn()) throw notFound();
      const order = await orderById(deps.db, (req.params as { orderId: number }).orderId);
      if (!order || order.payment_method !== 'cheque') throw notFound('order.notFound');
      const { action } = req.body as { action: 'confirm' | 'reject' };
      if (action === 'confirm') await confirmCheque(deps.db, order.id);
      else await rejectCheque(deps.db, order.id);
      return reply.redirect(orderPageUrl(deps.config, order.id, pageLang(req.query, order.locale)), 303);
    },
  );
}
