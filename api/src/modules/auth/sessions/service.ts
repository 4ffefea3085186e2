import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthRuntime } from '../runtime';

export const SESSION_COOKIE = 'sid';

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
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(req, Math.floor(rt.limits.sessionTtlMs / 1000)));
  req.sessionId = session.id;
}

export async function endSession(rt: AuthRuntime, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token) await rt.sessions.destroy(token);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req, 0));
  req.user = null;
  req.sessionId = null;
}
