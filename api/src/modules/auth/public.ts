/**
 * What other modules may use of the auth module: the session cookie's name and the signed-in user's
 * type (`req.user` and `requireUser(req)` in lib/auth-context carry the rest), and for the
 * back-office's staff sign-in the same one-time codes, SMS, limits and password hashing shoppers
 * have (`app.auth` is the runtime, built by the session plugin): staff are kept apart in their own
 * tables, but prove their phone the same way.
 */
export type { SessionUser } from 'contracts/auth';
export { SESSION_COOKIE } from './sessions/service';
export type { AuthRuntime } from './runtime';
export type { AuthLimits } from './limits';
export { issueOtp, verifyOtp, type OtpIssued } from './account/otp';
export { assertPasswordAcceptable, hashPassword, verifyPassword } from './account/passwords';
export { addressKey } from './account/address';
export { maskMobile, requireMobile } from './account/service';
