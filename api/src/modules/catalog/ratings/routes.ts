import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { rateProduct as rateProductRoute } from 'contracts/catalog';
import { ok } from '../../../lib/envelope';
import { requestLang, t } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { RATER_COOKIE, identity, raterKeys } from '../lib/identity';
import { consumePerAddress } from '../lib/limits';
import { rateProduct } from './service';

export default async function ratingRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** Rate a product 1–5, once per user (or per basket for guests); a few per address and product (lib/limits.ts). */
  handle(app, rateProductRoute, async (req, reply) => {
    const lang = requestLang(req);
    await consumePerAddress(app.catalogLimiter, 'rate', req.ip, req.body.productId, 'catalog.tooManyRatings');
    const who = identity(req);
    if (raterKeys(who).length === 0) {
      // a guest without a basket yet: remember them with a cookie of our own so the rating stays single
      who.raterId = crypto.randomUUID();
      reply.setCookie(RATER_COOKIE, who.raterId, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 365 * 86400, secure: req.protocol === 'https' });
    }
    const rating = await rateProduct(db, req.body.productId, req.body.rate, who);
    return ok(rating, [{ item1: t('catalog.ratingSaved', lang), item2: 'catalog.ratingSaved' }]);
  });
}
