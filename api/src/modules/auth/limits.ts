import type { AuthLimitSettings } from '../../config';
import type { RateWindow } from '../../lib/rate-limit';

/**
 * The auth module's security limits. Defaults are for production; every value can be overridden
 * from the environment (AUTH_* settings in config.ts) and, in tests, per app through `app.auth.limits`.
 *
 * Why these numbers:
 * - a 6-digit code (10^6) with 5 tries per code and 5 codes per mobile per hour gives an attacker
 *   at most 25 guesses an hour per mobile: a 1 in 40,000 chance;
 * - 2 minutes is the usual validity of Iranian OTP SMS (operators deliver within seconds; slow
 *   deliveries are covered by the resend after 60 s);
 * - after the code is confirmed (checkOtp) the shopper still has to type a name: the confirmed code
 *   stays usable for 10 minutes, still bound to the same mobile and still single-use;
 * - per-address limits are loose because Iranian mobile carriers put many shoppers behind one
 *   address (CGNAT); the per-mobile limits are the tight ones.
 */
export interface AuthLimits {
  otpLength: number;
  otpTtlMs: number;
  /** how long a code confirmed by checkOtp stays usable for register/login */
  otpVerifiedTtlMs: number;
  otpMaxAttempts: number;
  otpResendCooldownMs: number;
  otpPerMobile: RateWindow;
  otpPerIp: RateWindow;
  /** failed code/password checks from one address */
  failuresPerIp: RateWindow;
  /** failed password logins for one mobile (then only the code works until the window ends) */
  passwordFailuresPerMobile: RateWindow;
  /** userDetail lookups from one address (it reveals whether a mobile has an account) */
  lookupsPerIp: RateWindow;
  sessionTtlMs: number;
  passwordMinLength: number;
  passwordMaxLength: number;
}

export type { RateWindow } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const defaultAuthLimits: AuthLimits = {
  otpLength: 6,
  otpTtlMs: 2 * MINUTE,
  otpVerifiedTtlMs: 10 * MINUTE,
  otpMaxAttempts: 5,
  otpResendCooldownMs: MINUTE,
  otpPerMobile: { max: 5, windowMs: HOUR },
  otpPerIp: { max: 30, windowMs: HOUR },
  failuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  passwordFailuresPerMobile: { max: 10, windowMs: 15 * MINUTE },
  lookupsPerIp: { max: 60, windowMs: 10 * MINUTE },
  sessionTtlMs: 30 * 24 * HOUR,
  passwordMinLength: 8,
  passwordMaxLength: 128,
};

/** The limits with the configuration's overrides (AUTH_* settings, validated in config.ts). */
export function resolveAuthLimits(overrides: AuthLimitSettings = {}): AuthLimits {
  return { ...defaultAuthLimits, ...overrides };
}
