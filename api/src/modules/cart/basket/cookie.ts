import type { FastifyReply, FastifyRequest } from 'fastify';
import { BASKET_COOKIE_DAYS } from '../lib/rules';

/**
 * The basketId cookie (spec §3): readable by the storefront, which sends its value back as
 * uniqueId. Set by the cart on a new basket and by auth after a merge, with the same attributes.
 */
export function setBasketIdCookie(req: FastifyRequest, reply: FastifyReply, uniqueId: string): void {
  reply.setCookie('basketId', uniqueId, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: req.protocol === 'https',
    maxAge: BASKET_COOKIE_DAYS * 86_400,
  });
}
