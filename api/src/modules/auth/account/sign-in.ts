import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggedIn } from 'contracts/auth';
import { mergeGuestBasket, setBasketIdCookie } from '../../cart/public';
import type { AuthRuntime } from '../runtime';
import { startSession } from '../sessions/service';
import { toSessionUser, toUser, type UserRow } from './queries';

/**
 * The guest basket moves to the account right after login; a cart failure must not undo the
 * login (the basket stays a guest basket and the shopper can still check out).
 */
async function mergeBasket(rt: AuthRuntime, req: FastifyRequest, cartCode: string | null | undefined, userId: number) {
  const guest = cartCode || req.cookies.basketId || null;
  try {
    return await mergeGuestBasket(rt.db, guest, userId);
  } catch (err) {
    req.log.error({ err, userId }, 'guest basket merge failed');
    return null;
  }
}

/** After a successful login or registration: a fresh session, then the guest basket merged. */
export async function signIn(rt: AuthRuntime, req: FastifyRequest, reply: FastifyReply, user: UserRow, cartCode: string | null | undefined): Promise<LoggedIn> {
  await startSession(rt, req, reply, user.id);
  req.user = toSessionUser(user);
  const basketId = await mergeBasket(rt, req, cartCode, user.id);
  if (basketId) {
    // cart/public.ts asks the caller to point the basketId cookie at the merged basket
    setBasketIdCookie(req, reply, basketId);
  }
  return { user: toUser(user), basketId };
}
