import type { FastifyInstance } from 'fastify';
import { findUserById, toSessionUser, type UserRow } from '../account/queries';
import { createAuthRuntime } from '../runtime';
import { clearSessionCookies, SESSION_COOKIE } from './service';
import type { Session } from './store';

/**
 * Registered at the root (not encapsulated) before every module: builds the auth runtime
 * (session store, SMS provider, limits) as `app.auth` and attaches req.user and req.sessionId
 * from the session cookie for all routes. Unsafe setups (the SMS sandbox in production) fail here,
 * at start-up.
 */
export async function sessionPlugin(app: FastifyInstance) {
  const rt = createAuthRuntime(app.ctx, app.log);
  app.decorate('auth', rt);
  app.addHook('onClose', async () => rt.sessions.close());

  app.addHook('onRequest', async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    let session: Session | null;
    let user: UserRow | null;
    try {
      session = await rt.sessions.get(token, rt.now());
      user = session ? await findUserById(rt.db, session.userId) : null;
    } catch (err) {
      // The session store is down: serve the page as to a guest (the catalogue keeps working)
      // and keep the cookie, so the shopper is logged in again once the store is back.
      req.log.error({ err }, 'session lookup failed');
      return;
    }
    if (!session || !user || user.blocked_at) {
      // expired, logged out elsewhere, forged, or its shopper blocked (blocking ends every session at
      // once; this also covers a session started while the block was being written): forget it so
      // the browser stops sending it
      if (session) await rt.sessions.destroy(token);
      clearSessionCookies(req, reply);
      return;
    }
    req.user = toSessionUser(user);
    req.sessionId = session.id;
  });
}
