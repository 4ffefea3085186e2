// Who may use the operators' page. Credentials: `Authorization: Bearer <token>` (scripts, curl), or the
// login form (POST, so the token never appears in an address or a log), which sets an HttpOnly,
// SameSite=Strict session cookie signed with the token (8 hours; changing the token ends every session;
// @fastify/cookie reads and writes it). Without credentials every page answers 401 with the login form.
// Changes by cookie must come from the page itself (Origin, else Sec-Fetch-Site, else Referer must be this
// origin); by bearer token they need nothing more.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { loginPage } from './views.mjs';

export const SESSION_COOKIE = 'operator_session';
const SESSION_SECONDS = 8 * 60 * 60;

const digest = (s) => createHash('sha256').update(String(s)).digest();
export const sameSecret = (a, b) => typeof a === 'string' && typeof b === 'string' && timingSafeEqual(digest(a), digest(b));

/** A change posted with the session cookie must come from this origin (the page's own forms). */
export function sameOrigin(req) {
  const here = `${req.protocol}://${req.host}`;
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin === here;
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  try {
    return new URL(String(req.headers.referer)).origin === here;
  } catch {
    return false;
  }
}

const html = (reply, status, body) => reply.code(status).header('content-type', 'text/html; charset=utf-8').send(body);

/**
 * The page's headers on every answer, the credentials check (`req.operatorAuth`: 'bearer' or 'cookie'),
 * and the login and logout routes. Registered inside the operator plugin (its prefix).
 */
export function operatorAuth(app, { token, prefix }) {
  const sessionKey = createHmac('sha256', token).update('operator session').digest();
  const sign = (expires) => createHmac('sha256', sessionKey).update(String(expires)).digest('base64url');
  const sessionValid = (value) => {
    const m = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    return Boolean(m && Number(m[1]) * 1000 > Date.now() && sameSecret(m[2], sign(m[1])));
  };
  const bearer = (req) => /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  const authOf = (req) => (bearer(req) !== undefined ? (sameSecret(bearer(req), token) ? 'bearer' : null) : sessionValid(req.cookies[SESSION_COOKIE]) ? 'cookie' : null);
  const setSession = (req, reply, value, maxAge) =>
    reply.setCookie(SESSION_COOKIE, value, { path: prefix || '/', maxAge, httpOnly: true, sameSite: 'strict', secure: req.protocol === 'https' });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'same-origin');
    if (req.method === 'POST' && req.routeOptions.url === `${prefix}/login`) return;
    const auth = authOf(req);
    if (!auth) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="operator"').header('content-type', 'text/html; charset=utf-8').send(loginPage(prefix, bearer(req) !== undefined || req.cookies[SESSION_COOKIE] ? 'Not signed in (wrong token or expired session).' : null));
    }
    req.operatorAuth = auth;
  });

  app.post('/login', async (req, reply) => {
    if (!sameOrigin(req)) return html(reply, 403, loginPage(prefix, 'Sign in from this page.'));
    if (!sameSecret(req.body?.token, token)) {
      req.log.warn('operator sign-in refused');
      return html(reply, 401, loginPage(prefix, 'Wrong token.'));
    }
    const expires = Math.floor(Date.now() / 1000) + SESSION_SECONDS;
    setSession(req, reply, `${expires}.${sign(expires)}`, SESSION_SECONDS);
    return reply.code(303).header('location', `${prefix}/`).send();
  });

  app.post('/logout', async (req, reply) => {
    setSession(req, reply, '', 0);
    return reply.code(303).header('location', `${prefix}/`).send();
  });
}
