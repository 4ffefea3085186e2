import type { FastifyInstance } from 'fastify';
import { paymentCallback, sandboxPay, sandboxPayPage } from 'contracts/cart';
import { notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { orderPageUrl, type CartDeps } from '../lib/deps';
import { orderById } from '../orders/queries';
import { sandboxTransaction } from './queries';
import { settleSandboxTransaction } from './sandbox';
import { sandboxPayPage as payPage } from './sandbox-pages';
import { handleCallback } from './service';

const LANGS: Lang[] = ['fa', 'en', 'ru'];
const isLang = (v: string | undefined): v is Lang => LANGS.includes(v as Lang);
/** ?lang= wins; otherwise the language the order was placed in. */
const pageLang = (query: string | undefined, fallback: string): Lang => (isLang(query) ? query : isLang(fallback) ? fallback : 'fa');

/** The bank's return and the sandbox bank's page (HTML and redirects, not JSON). Cheques are decided in the back office (orders/admin). */
export function paymentRoutes(app: FastifyInstance, deps: CartDeps) {
  // the sandbox bank's form posts urlencoded bodies (this module only)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /**
   * Where the bank sends the shopper back (Zarinpal's Authority and Status). Always ends on the
   * storefront's order page, in the locale the order was placed in.
   */
  handle(app, paymentCallback, async (req, reply) => {
    const done = await handleCallback(deps, req.params.paymentId, req.query.Authority ?? '', req.query.Status ?? '');
    if (!done) throw notFound('payment.notFound');
    const order = (await orderById(deps.db, done.orderId))!;
    reply.header('cache-control', 'no-store');
    return reply.redirect(orderPageUrl(deps.config, order.id, order.locale), 302);
  });

  // a simulated bank must never settle orders of a production shop; a staging site that asked for
  // the sandbox (ALLOW_SANDBOX_IN_PRODUCTION) needs its bank page, or no order could ever be paid
  const sandboxOn = () => deps.gateway.name === 'sandbox' && (deps.config.env !== 'production' || deps.config.allowSandboxInProduction);

  handle(app, sandboxPayPage, async (req, reply) => {
    if (!sandboxOn()) throw notFound();
    const tx = await sandboxTransaction(deps.db, req.params.authority);
    if (!tx) throw notFound('payment.notFound');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return payPage(pageLang(req.query.lang, tx.locale), tx);
  });

  handle(app, sandboxPay, async (req, reply) => {
    if (!sandboxOn()) throw notFound();
    const { action, amount } = req.body;
    const paid = amount && /^\d{1,15}$/.test(amount.trim()) ? Number(amount.trim()) : undefined;
    const back = await settleSandboxTransaction(deps.db, req.params.authority, action, paid);
    if (!back) throw notFound('payment.notFound');
    return reply.redirect(back, 303);
  });
}
