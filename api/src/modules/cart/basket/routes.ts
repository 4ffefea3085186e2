import type { FastifyInstance } from 'fastify';
import { updateCart } from 'contracts/cart';
import { ok } from '../../../lib/envelope';
import { requestLang, t } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import type { CartDeps } from '../lib/deps';
import { setBasketIdCookie } from './cookie';
import { updateCartService } from './service';

/** POST /api/cart/cart: every cart update type of spec §4 (see README.md). */
export function basketRoutes(app: FastifyInstance, deps: CartDeps) {
  handle(app, updateCart, async (req, reply) => {
    const lang = requestLang(req);
    const body = req.body;
    const cookieUniqueId = req.cookies.basketId?.trim() || null;
    const uniqueId = (typeof body.uniqueId === 'string' && body.uniqueId.trim()) || cookieUniqueId;
    const result = await updateCartService(deps, { user: req.user ?? null, uniqueId, cookieUniqueId, ip: req.ip, lang }, body);
    if (result.clearCookie) reply.clearCookie('basketId', { path: '/' });
    else if (result.basketUniqueId) setBasketIdCookie(req, reply, result.basketUniqueId);
    return ok(
      result.data,
      result.messages.map((m) => ({ item1: t(m.code, lang, m.params), item2: m.code })),
    );
  });
}
