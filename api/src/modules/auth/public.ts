/**
 * What other modules may use of the auth module. Today nothing but the session cookie's name and
 * the signed-in user's type: `req.user` and `requireUser(req)` (lib/auth-context) carry the rest.
 */
export type { SessionUser } from 'contracts/auth';
export { SESSION_COOKIE } from './sessions/service';
