import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggedIn } from 'contracts/auth';
import { mergeGuestBasket, setBasketIdCookie } from '../../cart/public';
import { AppError } from '../../../lib/errors';
import type { AuthRuntime } from '../runtime';
import { startSession } from '../sessions/service';
import { releaseOtp } from './otp';
import { deleteUser, toSessionUser, toUser } from './queries';
import type { Credentials } from './service';

/**
 * The guest basket to move to the account: the shopper's own, i.e. this request's basketId cookie.
 * A `cartCode` in the body is only accepted when it names that same basket: an id typed or sent by
 * someone else (another shopper's basket) is never merged.
 */
export function guestBasketOf(req: FastifyRequest, cartCode: string | null | undefined): string | null {
  const cookie = req.cookies.basketId || null;
  if (cartCode && cartCode !== cookie) req.log.warn({ userId: req.user?.id }, 'cartCode other than the basketId cookie ignored');
  return cookie;
}

/**
 * The guest basket moves to the account right after login; a cart failure must not undo the
 * login (the basket stays a guest basket and the shopper can still check out).
 */
async function mergeBasket(rt: AuthRuntime, req: FastifyRequest, cartCode: string | null | undefined, userId: number) {
  const guest = guestBasketOf(req, cartCode);
  try {
    return await mergeGuestBasket(rt.db, guest, userId);
  } catch (err) {
    req.log.error({ err, userId }, 'guest basket merge failed');
    return null;
  }
}

/**
 * After a successful login or registration: a fresh session, then the guest basket merged.
 * Account and session succeed or fail together: when the session store cannot be reached the
 * account just created is taken back and the code given back, and the shopper gets a 503 to retry.
 */
export async function signIn(
  rt: AuthRuntime,
  req: FastifyRequest,
  reply: FastifyReply,
  { user, otpId }: Credentials,
  cartCode: string | null | undefined,
  created = false,
): Promise<LoggedIn> {
  try {
    await startSession(rt, req, reply, user.id);
  } catch (err) {
    req.log.error({ err, userId: user.id, store: rt.sessions.kind }, 'session not started');
    if (created) await deleteUser(rt.db, user.id);
    if (otpId !== null) await releaseOtp(rt, otpId);
    throw new AppError(503, 'auth.unavailable');
  }
  req.user = toSessionUser(user);
  const basketId = await mergeBasket(rt, req, cartCode, user.id);
  if (basketId) {
    // cart/public.ts asks the caller to point the basketId cookie at the merged basket
    setBasketIdCookie(req, reply, basketId);
  }
  return { user: toUser(user), basketId };
}
