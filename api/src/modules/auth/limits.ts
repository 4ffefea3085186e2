/**
 * The auth module's security limits. Defaults are for production; every value can be overridden
 * from the environment (AUTH_* below) and, in tests, per app through `app.auth.limits`.
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

export interface RateWindow {
  max: number;
  windowMs: number;
}

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

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
  return n;
}

/** Limits with AUTH_* environment overrides (seconds for durations, counts per window). */
export function loadAuthLimits(env: NodeJS.ProcessEnv = process.env): AuthLimits {
  const d = defaultAuthLimits;
  const s = (name: string, ms: number) => num(env, name, ms / 1000) * 1000;
  return {
    ...d,
    otpTtlMs: s('AUTH_OTP_TTL_SECONDS', d.otpTtlMs),
    otpVerifiedTtlMs: s('AUTH_OTP_VERIFIED_TTL_SECONDS', d.otpVerifiedTtlMs),
    otpMaxAttempts: num(env, 'AUTH_OTP_MAX_ATTEMPTS', d.otpMaxAttempts),
    otpResendCooldownMs: s('AUTH_OTP_COOLDOWN_SECONDS', d.otpResendCooldownMs),
    otpPerMobile: { ...d.otpPerMobile, max: num(env, 'AUTH_OTP_PER_MOBILE_PER_HOUR', d.otpPerMobile.max) },
    otpPerIp: { ...d.otpPerIp, max: num(env, 'AUTH_OTP_PER_IP_PER_HOUR', d.otpPerIp.max) },
    failuresPerIp: { ...d.failuresPerIp, max: num(env, 'AUTH_FAILURES_PER_IP', d.failuresPerIp.max) },
    lookupsPerIp: { ...d.lookupsPerIp, max: num(env, 'AUTH_LOOKUPS_PER_IP', d.lookupsPerIp.max) },
    sessionTtlMs: s('AUTH_SESSION_TTL_SECONDS', d.sessionTtlMs),
  };
}
