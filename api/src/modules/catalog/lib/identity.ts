import type { FastifyRequest } from 'fastify';

export const BASKET_COOKIE = 'basketId';
export const RATER_COOKIE = 'raterId';
const COOKIE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A well-formed id cookie, or null. */
export const cookieId = (req: FastifyRequest, name: string): string | null => {
  const v = (req.cookies as Record<string, string | undefined>)[name];
  return v && COOKIE_ID.test(v) ? v : null;
};

/** Who is rating: a logged-in shopper by user id, a guest by the basket id (or, without a basket, the rater cookie). */
export interface RaterIdentity {
  userId: number | null;
  basketId: string | null;
  raterId: string | null;
}

export function identity(req: FastifyRequest): RaterIdentity {
  return { userId: req.user?.id ?? null, basketId: cookieId(req, BASKET_COOKIE), raterId: cookieId(req, RATER_COOKIE) };
}

/** Every key the shopper may have rated under; the first is the one a new rating is stored with. */
export function raterKeys(who: RaterIdentity): string[] {
  const keys: string[] = [];
  if (who.userId !== null) keys.push(`u:${who.userId}`);
  if (who.basketId) keys.push(`b:${who.basketId}`);
  if (who.raterId) keys.push(`r:${who.raterId}`);
  return keys;
}
