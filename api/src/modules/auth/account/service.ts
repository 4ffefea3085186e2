import { LoginMode, type CheckOtpBody, type LoginBody, type OtpChecked, type OtpSent, type PasswordBody, type RegisterBody, type UserDetail } from 'contracts/auth';
import { normalizeMobile } from 'contracts/rules';
import { badRequest, conflict, forbidden, unauthorized } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { AuthRuntime } from '../runtime';
import { issueOtp, releaseOtp, verifyOtp } from './otp';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords';
import { findUserById, findUserByMobile, insertUser, updateUser, type UserRow } from './queries';

/**
 * The account's rules: lookups, codes, login, registration, profile and password. No HTTP here:
 * `ip` is the per-address limit subject (see address.ts); sessions and cookies are the routes' part.
 */

const modeOf = (user: UserRow | null) =>
  !user ? LoginMode.register : user.password_hash ? LoginMode.loginWithPassword : LoginMode.login;

const iso = (rt: AuthRuntime) => new Date(rt.now()).toISOString();

/**
 * A blocked shopper (staff refused their sign-in) is told so, and nothing more, once they have shown
 * the right code or password: before that, nobody learns whether a number is blocked.
 */
function refuseBlocked(user: UserRow | null): void {
  if (user?.blocked_at) throw forbidden('auth.blocked');
}

/** Every mobile is normalized (Persian digits, +98, 0098, 0) before anything else looks at it. */
export function requireMobile(raw: unknown): string {
  const mobile = normalizeMobile(raw);
  if (!mobile) throw badRequest('common.invalidMobile');
  return mobile;
}

/** 0912***4567: enough to follow a support case in the log, not enough to harvest numbers. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;

/** Whether a number has an account: limited per address against enumeration. */
export async function lookUpMobile(rt: AuthRuntime, rawMobile: string, ip: string): Promise<UserDetail> {
  const mobile = requireMobile(rawMobile);
  await rt.rate.consume('lookup-ip', ip, rt.limits.lookupsPerIp);
  const user = await findUserByMobile(rt.db, mobile);
  return { mobile, exists: !!user, hasPassword: !!user?.password_hash, mode: modeOf(user) };
}

export async function sendCode(rt: AuthRuntime, mobile: string, ip: string, lang: Lang): Promise<OtpSent> {
  return { mobile, ...(await issueOtp(rt, mobile, ip, lang)) };
}

/** Confirms a code without using it up (the registration screen asks for the name afterwards). */
export async function confirmCode(rt: AuthRuntime, body: CheckOtpBody, ip: string): Promise<OtpChecked> {
  const mobile = requireMobile(body.mobile);
  await verifyOtp(rt, mobile, body.code, ip, false);
  const user = await findUserByMobile(rt.db, mobile);
  refuseBlocked(user);
  return {
    mobile,
    verified: true,
    exists: !!user,
    mode: modeOf(user),
    expiresIn: Math.round(rt.limits.otpVerifiedTtlMs / 1000),
  };
}

/** What a checked login or registration hands to signIn: the user and the code it used up, if any. */
export interface Credentials {
  user: UserRow;
  /** the one-time code used up (given back when the session cannot be started) */
  otpId: number | null;
}

/**
 * Checks a login by password or code. Counted against the same per-address lookup limit as
 * userDetail (an answer here also tells whether a number has an account). A password login answers
 * one message for "no account", "no password" and "wrong password"; a code login tells "no account"
 * only after the code for that mobile was shown, i.e. to the phone's owner.
 */
export async function checkLogin(rt: AuthRuntime, body: LoginBody, ip: string): Promise<Credentials> {
  const mobile = requireMobile(body.mobile);
  const { code, password } = body;
  if (!code && !password) throw badRequest('auth.codeOrPassword');
  await rt.rate.consume('lookup-ip', ip, rt.limits.lookupsPerIp);
  const user = await findUserByMobile(rt.db, mobile);

  if (password) {
    await rt.rate.assertBelow('fail-ip', ip, rt.limits.failuresPerIp);
    await rt.rate.assertBelow('pw-mobile', mobile, rt.limits.passwordFailuresPerMobile, 'auth.tooManyPasswordFailures');
    // no account and no password take as long as a wrong password (verifyPassword) and answer the same
    const valid = await verifyPassword(password, user?.password_hash);
    if (!user || !valid) {
      await rt.rate.hit('fail-ip', ip, rt.limits.failuresPerIp);
      await rt.rate.hit('pw-mobile', mobile, rt.limits.passwordFailuresPerMobile);
      throw badRequest('auth.wrongPassword');
    }
    await rt.rate.reset('pw-mobile', mobile, rt.limits.passwordFailuresPerMobile);
    refuseBlocked(user);
    return { user, otpId: null };
  }
  // without an account the code is only checked (not used up): it still serves to register
  const otpId = await verifyOtp(rt, mobile, code, ip, !!user);
  if (!user) throw badRequest('auth.accountNotFound');
  refuseBlocked(user);
  return { user, otpId };
}

/**
 * Creates the account. Counted against the per-address lookup limit (a 409 tells that a number
 * has an account), and "already registered" is told only after the code was shown (the owner).
 * Name and password are checked before the code is used up.
 */
export async function createAccount(rt: AuthRuntime, body: RegisterBody, ip: string): Promise<Credentials> {
  const mobile = requireMobile(body.mobile);
  const fullName = normalizeFullName(body.fullName);
  if (!fullName) throw badRequest('auth.fullNameInvalid');
  const password = body.password || undefined;
  if (password !== undefined) assertPasswordAcceptable(password, rt.limits, mobile);
  await rt.rate.consume('lookup-ip', ip, rt.limits.lookupsPerIp);
  const existing = await findUserByMobile(rt.db, mobile);
  // an existing account keeps the code unused: the owner logs in with it
  const otpId = await verifyOtp(rt, mobile, body.code, ip, !existing);
  refuseBlocked(existing);
  if (existing) throw conflict('auth.alreadyRegistered');

  const passwordHash = password !== undefined ? await hashPassword(password) : null;
  try {
    return { user: await insertUser(rt.db, { mobile, fullName, passwordHash, now: iso(rt) }), otpId };
  } catch (err) {
    await releaseOtp(rt, otpId);
    // the same number registered by a parallel request
    if (await findUserByMobile(rt.db, mobile)) throw conflict('auth.alreadyRegistered');
    throw err;
  }
}

export async function saveProfile(rt: AuthRuntime, userId: number, rawFullName: string): Promise<UserRow> {
  const fullName = normalizeFullName(rawFullName);
  if (!fullName) throw badRequest('auth.fullNameInvalid');
  await updateUser(rt.db, userId, { fullName, now: iso(rt) });
  const user = await findUserById(rt.db, userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * Sets or changes the password. Changing one needs the old one or a fresh code: a stolen session
 * is not enough. Every session of the user ends (the caller starts a new one for this browser).
 */
export async function changePassword(rt: AuthRuntime, userId: number, body: PasswordBody, ip: string): Promise<UserRow> {
  const user = await findUserById(rt.db, userId);
  if (!user) throw unauthorized();
  assertPasswordAcceptable(body.password, rt.limits, user.mobile);
  if (user.password_hash) {
    const { currentPassword, code } = body;
    if (currentPassword) {
      await rt.rate.assertBelow('fail-ip', ip, rt.limits.failuresPerIp);
      await rt.rate.assertBelow('pw-mobile', user.mobile, rt.limits.passwordFailuresPerMobile, 'auth.tooManyPasswordFailures');
      if (!(await verifyPassword(currentPassword, user.password_hash))) {
        await rt.rate.hit('fail-ip', ip, rt.limits.failuresPerIp);
        await rt.rate.hit('pw-mobile', user.mobile, rt.limits.passwordFailuresPerMobile);
        throw badRequest('auth.currentPasswordWrong');
      }
    } else if (code) {
      await verifyOtp(rt, user.mobile, code, ip, true);
    } else {
      throw badRequest('auth.currentPasswordRequired');
    }
  }
  await updateUser(rt.db, user.id, { passwordHash: await hashPassword(body.password), now: iso(rt) });
  await rt.sessions.destroyAllForUser(user.id);
  return (await findUserById(rt.db, user.id)) ?? user;
}

/**
 * A full name as typed: Arabic yeh/kaf folded to Persian, invisible marks and runs of spaces
 * collapsed, control characters refused. Null when it is not 2 to 100 characters.
 */
export function normalizeFullName(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const name = input
    .normalize('NFC')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F<>]/.test(name)) return null;
  const length = [...name].length;
  if (length < 2 || length > 100) return null;
  if (!/\p{L}/u.test(name)) return null;
  return name;
}
