import crypto from 'node:crypto';
import type { OtpSent } from 'contracts/auth';
import { AppError, badRequest, tooMany } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { toLatinDigits } from 'contracts/rules';
import type { AuthRuntime } from '../runtime';
import { SmsError } from '../sms/sender';

const iso = (ms: number) => new Date(ms).toISOString();

async function hashCode(rt: AuthRuntime, salt: string, mobile: string, code: string): Promise<string> {
  return crypto.createHmac('sha256', await rt.otpSecret()).update(`${salt}:${mobile}:${code}`).digest('hex');
}

/** What a sent code tells the shopper (the answer of POST /auth/otp without the mobile). */
export type OtpIssued = Omit<OtpSent, 'mobile'>;

export class SmsSendFailed extends AppError {
  constructor(readonly smsError: SmsError) {
    super(smsError.invalidReceptor ? 400 : 503, smsError.invalidReceptor ? 'common.invalidMobile' : 'auth.smsUnavailable');
  }
}

/**
 * Sends a new code to a (normalized) mobile. Refused during the resend cooldown and past the
 * per-address and per-mobile hourly limits. The code is stored only as an HMAC; a newer code
 * replaces older ones once it has been handed to the SMS provider.
 */
export async function issueOtp(rt: AuthRuntime, mobile: string, ip: string, lang: Lang): Promise<OtpIssued> {
  const { db, limits } = rt;
  const now = rt.now();
  const last = await db
    .selectFrom('auth_otp_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last) {
    const waitMs = Date.parse(last.created_at) + limits.otpResendCooldownMs - now;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, 'auth.resendCooldown', { seconds }, { retryAfter: seconds });
    }
  }
  await rt.rate.consume('otp-ip', ip, limits.otpPerIp);
  await rt.rate.consume('otp-mobile', mobile, limits.otpPerMobile, 'auth.tooManyCodes');

  const code = String(crypto.randomInt(0, 10 ** limits.otpLength)).padStart(limits.otpLength, '0');
  const salt = crypto.randomBytes(12).toString('base64url');
  const inserted = await db
    .insertInto('auth_otp_codes')
    .values({
      mobile,
      code_hash: await hashCode(rt, salt, mobile, code),
      salt,
      attempts: 0,
      created_at: iso(now),
      expires_at: iso(now + limits.otpTtlMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);

  try {
    await rt.sms.sendOtp(mobile, code, lang);
  } catch (err) {
    // Not sent: the shopper may ask again at once (no cooldown from a code they never got).
    await db.deleteFrom('auth_otp_codes').where('id', '=', id).execute();
    if (err instanceof SmsError) throw new SmsSendFailed(err);
    throw err;
  }
  await db
    .updateTable('auth_otp_codes')
    .set({ consumed_at: iso(now) })
    .where('mobile', '=', mobile)
    .where('id', '<', id)
    .where('consumed_at', 'is', null)
    .execute();
  // codes are worthless a day later; keep the table small without a scheduler
  await db.deleteFrom('auth_otp_codes').where('expires_at', '<', iso(now - 86_400_000)).execute();
  return {
    expiresIn: Math.round(limits.otpTtlMs / 1000),
    resendIn: Math.round(limits.otpResendCooldownMs / 1000),
    codeLength: limits.otpLength,
  };
}

/** The code as typed: Persian/Arabic digits and spaces accepted. */
export function normalizeCode(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const code = toLatinDigits(String(input)).replace(/[\s-]/g, '');
  return /^\d{1,16}$/.test(code) ? code : null;
}

/**
 * Checks a code for a mobile. Every wrong try counts (reserved before comparing, so parallel
 * guesses cannot exceed the limit); after the last allowed wrong try the code is void.
 * `consume`: the code is used up (login, register, password change). Otherwise (checkOtp) it is
 * marked confirmed and stays usable for otpVerifiedTtlMs so the shopper can finish registering.
 * Answers the code's id (for releaseOtp).
 */
export async function verifyOtp(rt: AuthRuntime, mobile: string, rawCode: unknown, ip: string, consume: boolean): Promise<number> {
  const { db, limits } = rt;
  const now = rt.now();
  const code = normalizeCode(rawCode);
  if (code === null || code.length === 0) throw badRequest('auth.codeRequired');
  await rt.rate.assertBelow('fail-ip', ip, limits.failuresPerIp);

  const row = await db
    .selectFrom('auth_otp_codes')
    .select(['id', 'code_hash', 'salt', 'attempts', 'expires_at'])
    .where('mobile', '=', mobile)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now) throw badRequest('auth.codeExpired');
  const id = Number(row.id);
  if (Number(row.attempts) >= limits.otpMaxAttempts) throw tooMany('auth.codeAttemptsExceeded');

  const reserved = await db
    .updateTable('auth_otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', limits.otpMaxAttempts)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) === 0) throw tooMany('auth.codeAttemptsExceeded');

  const expected = Buffer.from(String(row.code_hash), 'hex');
  const actual = Buffer.from(await hashCode(rt, String(row.salt), mobile, code), 'hex');
  const matches = code.length === limits.otpLength && expected.length === actual.length && crypto.timingSafeEqual(expected, actual);

  if (!matches) {
    await rt.rate.hit('fail-ip', ip, limits.failuresPerIp);
    const used = await db.selectFrom('auth_otp_codes').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
    const remaining = limits.otpMaxAttempts - Number(used.attempts);
    if (remaining <= 0) {
      await db.updateTable('auth_otp_codes').set({ consumed_at: iso(now) }).where('id', '=', id).execute();
      throw tooMany('auth.codeAttemptsExceeded');
    }
    throw badRequest('auth.codeWrong', { remaining });
  }

  if (consume) {
    const used = await db
      .updateTable('auth_otp_codes')
      .set({ consumed_at: iso(now) })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    // a parallel request used it first: single use wins
    if (Number(used.numUpdatedRows) === 0) throw badRequest('auth.codeExpired');
  } else {
    await db
      .updateTable('auth_otp_codes')
      .set((eb) => ({
        attempts: eb('attempts', '-', 1),
        verified_at: iso(now),
        expires_at: iso(Math.max(Date.parse(row.expires_at), now + limits.otpVerifiedTtlMs)),
      }))
      .where('id', '=', id)
      .execute();
  }
  return id;
}

/**
 * Gives a used-up code back (login or registration could not finish, e.g. the session store was
 * down): the shopper retries with the same code instead of waiting for the resend cooldown.
 */
export async function releaseOtp(rt: AuthRuntime, id: number): Promise<void> {
  await rt.db.updateTable('auth_otp_codes').set({ consumed_at: null }).where('id', '=', id).execute();
}
