import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminOrderInvoice } from 'contracts/admin-orders';
import { getOrderInvoice } from 'contracts/cart';
import { requireUser } from '../../../lib/auth-context';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { adminRoute } from '../../backoffice/public';
import type { CartDeps } from '../lib/deps';
import { loadInvoice, renderInvoice, type InvoiceLang } from './invoice';
import { orderById, type OrderRow } from './queries';
import { ownOrder } from './service';

/** ?lang=fa|en, else the request's language; invoices are Persian or English, so Russian gets English. */
const invoiceLang = (req: FastifyRequest, asked: InvoiceLang | undefined): InvoiceLang => asked ?? (requestLang(req) === 'fa' ? 'fa' : 'en');

async function sendInvoice(reply: FastifyReply, deps: CartDeps, order: OrderRow, lang: InvoiceLang) {
  const pdf = await renderInvoice(await loadInvoice(deps.db, deps.config, order, lang), lang);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${order.id}-${lang}.pdf"`)
    // a person's name, address and purchases: kept by no cache on the way
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/**
 * An order's invoice as PDF: for the shopper who placed it (anyone else's order answers 404, as the
 * order itself does) and for staff with `orders` or `support` (and the owner).
 */
export function invoiceRoutes(app: FastifyInstance, deps: CartDeps) {
  handle(app, getOrderInvoice, async (req, reply) => {
    const order = await ownOrder(deps, requireUser(req).id, req.params.id);
    return sendInvoice(reply, deps, order, invoiceLang(req, req.query.lang));
  });

  adminRoute(app, adminOrderInvoice, { roles: ['orders', 'support'] }, async (req, reply) => {
    const order = await orderById(deps.db, req.params.id);
    if (!order) throw notFound('order.notFound');
    return sendInvoice(reply, deps, order, invoiceLang(req, req.query.lang));
  });
}
