import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import type { AuthRuntime } from '../runtime';

export const SESSION_COOKIE = 'sid';
/**
 * A hint beside the session, readable by the storefront's scripts (the session's token is not): "a
 * shopper signed in on this browser". It holds nothing secret and proves nothing (the api trusts
 * only `sid`); it lets the shell start the account's header widget at once for a signed-in shopper
 * and leave it to the first interaction for everyone else. Set and cleared with the session.
 */
export const SIGNED_IN_COOKIE = 'signedIn';

function cookieOptions(req: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // req.protocol honours X-Forwarded-Proto (trustProxy): Secure whenever the shopper is on https
    secure: req.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

/**
 * Starts a fresh session for the user: any session the request came with is destroyed first, so
 * a token planted before login (session fixation) or held by someone else is worthless afterwards.
 */
export async function startSession(rt: AuthRuntime, req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const old = req.cookies[SESSION_COOKIE];
  if (old) await rt.sessions.destroy(old);
  const { token, session } = await rt.sessions.create(userId, rt.now(), rt.limits.sessionTtlMs);
  const maxAge = Math.floor(rt.limits.sessionTtlMs / 1000);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(req, maxAge));
  reply.setCookie(SIGNED_IN_COOKIE, '1', { ...cookieOptions(req, maxAge), httpOnly: false });
  req.sessionId = session.id;
}

export async function endSession(rt: AuthRuntime, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await rt.sessions.destroy(token);
  clearSessionCookies(req, reply);
  req.user = null;
  req.sessionId = null;
}

/** Forgets the session's cookie and its hint on this browser. */
export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  const options = cookieOptions(req, 0);
  reply.clearCookie(SESSION_COOKIE, options);
  reply.clearCookie(SIGNED_IN_COOKIE, { ...options, httpOnly: false });
}

/**
 * Ends every session of a user inside the caller's transaction `trx` (a shopper blocked by staff):
 * the SQL store's rows are deleted with the transaction, whichever store is in use (rows left from
 * before REDIS_URL was set go too); with Redis its keys are deleted before the caller commits, so a
 * Redis that cannot be reached fails the whole write (503 `common.busy`, nothing changed). A session
 * that still slips through (started while the write ran) is refused by the session hook, which
 * treats a blocked shopper's session as none.
 */
export async function endAllSessionsIn(rt: AuthRuntime, trx: DB, userId: number): Promise<void> {
  await trx.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
  if (rt.sessions.kind !== 'redis') return;
  try {
    await rt.sessions.destroyAllForUser(userId);
  } catch {
    throw new AppError(503, 'common.busy');
  }
}
