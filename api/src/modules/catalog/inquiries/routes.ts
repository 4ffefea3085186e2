import type { FastifyInstance } from 'fastify';
import { priceInquiry } from 'contracts/catalog';
import { ok } from '../../../lib/envelope';
import { requestLang, t } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { BASKET_COOKIE, cookieId } from '../lib/identity';
import { consumePerAddress } from '../lib/limits';
import { submitInquiry } from './service';

export default async function inquiryRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** Price inquiry: the shopper leaves a name and mobile and is called back with a price. */
  handle(app, priceInquiry, async (req) => {
    const lang = requestLang(req);
    await consumePerAddress(app.catalogLimiter, 'inquiry', req.ip, req.body.productId, 'catalog.tooManyRequests');
    const saved = await submitInquiry(db, req.body, { lang, userId: req.user?.id ?? null, basketId: cookieId(req, BASKET_COOKIE), log: req.log });
    return ok(saved, [{ item1: t('catalog.inquirySaved', lang), item2: 'catalog.inquirySaved' }]);
  });
}
