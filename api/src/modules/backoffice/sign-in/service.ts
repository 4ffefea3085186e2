import type { StaffOtpSent, StaffPasswordBody, StaffVerifyBody } from 'contracts/admin';
import { AppError, badRequest, unauthorized } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { assertPasswordAcceptable, hashPassword, issueOtp, requireMobile, verifyOtp, verifyPassword } from '../../auth/public';
import type { BackofficeRuntime } from '../runtime';
import { findStaffById, findStaffByMobile, updateStaffRow, type StaffRow } from '../staff/queries';

/**
 * Staff sign-in: the shoppers' one-time codes, SMS and limits, but only for active staff, and
 * without telling anyone whether a number belongs to staff: a code request answers the same for
 * every valid mobile (only staff get an SMS), and every failed check answers one 401.
 * `ip` is the per-address limit subject (auth's addressKey).
 */

const activeStaff = async (rt: BackofficeRuntime, mobile: string) => {
  const row = await findStaffByMobile(rt.db, mobile);
  return row && Number(row.active) === 1 ? row : null;
};

export async function requestStaffCode(rt: BackofficeRuntime, rawMobile: string, ip: string, lang: Lang): Promise<StaffOtpSent> {
  const mobile = requireMobile(rawMobile);
  const limits = rt.auth.limits;
  // Counted here for every mobile (staff or not), so the limits answer alike for both; staff codes
  // are also counted by the auth module's own limits, which are the same windows.
  const cooldown = { max: 1, windowMs: Math.max(1000, limits.otpResendCooldownMs) };
  if (limits.otpResendCooldownMs > 0 && (await rt.rate.peek('otp-resend', mobile, cooldown)) >= 1) {
    const seconds = Math.max(1, Math.ceil((Math.floor(rt.now() / cooldown.windowMs + 1) * cooldown.windowMs - rt.now()) / 1000));
    throw new AppError(429, 'auth.resendCooldown', { seconds }, { retryAfter: seconds });
  }
  await rt.rate.consume('otp-ip', ip, limits.otpPerIp);
  await rt.rate.consume('otp-mobile', mobile, limits.otpPerMobile, 'auth.tooManyCodes');
  if (limits.otpResendCooldownMs > 0) await rt.rate.hit('otp-resend', mobile, cooldown);
  const staff = await activeStaff(rt, mobile);
  if (staff) return { mobile, ...(await issueOtp(rt.auth, mobile, ip, lang)) };
  return { mobile, expiresIn: Math.round(limits.otpTtlMs / 1000), resendIn: Math.round(limits.otpResendCooldownMs / 1000), codeLength: limits.otpLength };
}

/**
 * Checks a sign-in: the code, and the password when the staff member has set one (a second factor).
 * Without the password the code is confirmed but not used up (`admin.passwordRequired`, reachable
 * only with the right code, i.e. by the phone's owner), so the form asks for it and sends both.
 * Every other failure (no such staff, disabled, wrong or expired code, wrong password) is one 401,
 * counted per mobile and per address.
 */
export async function checkStaffSignIn(rt: BackofficeRuntime, body: StaffVerifyBody, ip: string): Promise<StaffRow> {
  const mobile = requireMobile(body.mobile);
  const limits = rt.auth.limits;
  await rt.rate.assertBelow('fail-ip', ip, limits.failuresPerIp);
  await rt.rate.assertBelow('fail-mobile', mobile, limits.passwordFailuresPerMobile, 'auth.tooManyPasswordFailures');
  const failed = async (): Promise<never> => {
    await rt.rate.hit('fail-ip', ip, limits.failuresPerIp);
    await rt.rate.hit('fail-mobile', mobile, limits.passwordFailuresPerMobile);
    throw unauthorized('admin.wrongCredentials');
  };
  const staff = await activeStaff(rt, mobile);
  if (!staff) return failed();
  const needsPassword = !!staff.password_hash;
  try {
    await verifyOtp(rt.auth, mobile, body.code, ip, !needsPassword || body.password !== undefined);
  } catch (err) {
    // the code's own refusals (wrong, expired, used up, too many tries) all answer alike
    if (err instanceof AppError && err.status < 500) return failed();
    throw err;
  }
  if (needsPassword) {
    if (body.password === undefined) throw unauthorized('admin.passwordRequired');
    if (!(await verifyPassword(body.password, staff.password_hash))) return failed();
  }
  await rt.rate.reset('fail-mobile', mobile, limits.passwordFailuresPerMobile);
  return staff;
}

/**
 * Sets or changes the signed-in staff member's password (then every sign-in needs it beside the
 * code). Changing one needs the current one. Audited like every back-office write; the
 * audit keeps only whether a password is set.
 */
export async function setStaffPassword(
  rt: BackofficeRuntime,
  staffId: number,
  body: StaffPasswordBody,
  ip: string,
  audit: (trx: BackofficeRuntime['db'], before: StaffRow, after: StaffRow) => Promise<void>,
): Promise<StaffRow> {
  const staff = await findStaffById(rt.db, staffId);
  if (!staff) throw unauthorized('admin.signInRequired');
  assertPasswordAcceptable(body.password, rt.auth.limits, staff.mobile);
  if (staff.password_hash) {
    if (body.currentPassword === undefined) throw badRequest('auth.currentPasswordRequired');
    await rt.rate.assertBelow('fail-mobile', staff.mobile, rt.auth.limits.passwordFailuresPerMobile, 'auth.tooManyPasswordFailures');
    if (!(await verifyPassword(body.currentPassword, staff.password_hash))) {
      await rt.rate.hit('fail-ip', ip, rt.auth.limits.failuresPerIp);
      await rt.rate.hit('fail-mobile', staff.mobile, rt.auth.limits.passwordFailuresPerMobile);
      throw badRequest('admin.currentPasswordWrong');
    }
  }
  const hash = await hashPassword(body.password);
  return rt.db.transaction().execute(async (trx) => {
    const after = await updateStaffRow(trx, staffId, { password_hash: hash, updated_at: new Date(rt.now()).toISOString() });
    await audit(trx, staff, after);
    return after;
  });
}
