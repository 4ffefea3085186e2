import type { FastifyInstance } from 'fastify';
import type { Client } from './helpers';
import type { LoggedIn } from 'contracts/auth';
import type { AuthLimits } from '../src/modules/auth/limits';

// Other modules' tests log many shoppers in from one address within seconds; the OTP send limits
// (cooldown, per mobile, per address) and the per-address account lookups (userDetail, login,
// register) are lifted for the duration of the helper's own call only.
const relaxed = new WeakMap<FastifyInstance, { depth: number; saved: Partial<AuthLimits> }>();

async function withOtpLimitsLifted<T>(app: FastifyInstance | undefined, fn: () => Promise<T>): Promise<T> {
  if (!app?.auth) return fn();
  const limits = app.auth.limits;
  const state = relaxed.get(app) ?? { depth: 0, saved: {} };
  if (state.depth === 0) {
    state.saved = { otpResendCooldownMs: limits.otpResendCooldownMs, otpPerMobile: limits.otpPerMobile, otpPerIp: limits.otpPerIp, lookupsPerIp: limits.lookupsPerIp };
    limits.otpResendCooldownMs = 0;
    limits.lookupsPerIp = { ...limits.lookupsPerIp, max: Number.MAX_SAFE_INTEGER };
    limits.otpPerMobile = { ...limits.otpPerMobile, max: Number.MAX_SAFE_INTEGER };
    limits.otpPerIp = { ...limits.otpPerIp, max: Number.MAX_SAFE_INTEGER };
  }
  state.depth += 1;
  relaxed.set(app, state);
  try {
    return await fn();
  } finally {
    state.depth -= 1;
    if (state.depth === 0) Object.assign(limits, state.saved);
  }
}

/** Asks for a code for the mobile and reads it back from the sandbox SMS outbox. */
export async function requestOtp(client: Client, mobile: string): Promise<string> {
  const app = (client as unknown as { app?: FastifyInstance }).app;
  return withOtpLimitsLifted(app, async () => {
    const sent = await client.post('/api/auth/otp', { mobile });
    if (sent.statusCode !== 200) throw new Error(`otp for ${mobile} failed: ${sent.statusCode} ${sent.body}`);
    const normalized = sent.json().data.mobile as string;
    const outbox = await client.get(`/api/dev/sms-outbox?mobile=${encodeURIComponent(normalized)}`);
    const code = outbox.json().data?.[0]?.code as string | undefined;
    if (!code) throw new Error(`no code in the sandbox outbox for ${mobile}: ${outbox.body}`);
    return code;
  });
}

/**
 * Logs the client in through the real flow (otp, sandbox outbox, login), registering the mobile
 * first when it has no account (with `fullName`, or a default name). The guest basket merged is the
 * client's basketId cookie (the api merges no other); `opts.cartCode` is that guest basket id: it is
 * put in the cookie, as a browser holding that basket would have it, and sent in the body too.
 * Returns the user and the basket id the cart module reported after the merge.
 */
export async function loginWithOtp(
  client: Client,
  mobile: string,
  fullName?: string,
  opts: { cartCode?: string } = {},
): Promise<LoggedIn> {
  const app = (client as unknown as { app?: FastifyInstance }).app;
  return withOtpLimitsLifted(app, () => logIn(client, mobile, fullName, opts));
}

async function logIn(client: Client, mobile: string, fullName: string | undefined, opts: { cartCode?: string }): Promise<LoggedIn> {
  if (opts.cartCode) client.cookies.set('basketId', opts.cartCode);
  const detail = await client.post('/api/auth/userDetail', { mobile });
  if (detail.statusCode !== 200) throw new Error(`userDetail for ${mobile} failed: ${detail.statusCode} ${detail.body}`);
  const exists = detail.json().data.exists as boolean;
  const code = await requestOtp(client, mobile);
  const res = exists
    ? await client.post('/api/auth/login', { mobile, code, cartCode: opts.cartCode })
    : await client.post('/api/auth/register', { mobile, code, fullName: fullName ?? 'Test Shopper', cartCode: opts.cartCode });
  if (res.statusCode !== 200) throw new Error(`${exists ? 'login' : 'register'} for ${mobile} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as LoggedIn;
}

const DAY_MS = 86_400_000;

/**
 * Replaces the auth module's clock with one the test moves: code expiry, cooldowns, rate-limit
 * windows and session lifetimes all read `app.auth.now()`.
 *
 * `nextDay()` moves it to a second after the next UTC midnight, the start of every limit window
 * (the windows are fixed and epoch-aligned: 10 minutes, an hour, a day all divide a day). Call it
 * before each case: earlier cases' windows, cooldowns and codes are over, and a case that moves the
 * clock by less than a window stays in one. Moving by whole days from `Date.now()` instead kept the
 * time of day and what earlier cases had advanced, so a case could cross the top of an hour and find
 * its counts reset (seen in CI: the sixth code of the hour was sent).
 */
export function useFakeClock(app: FastifyInstance, start = Date.now()) {
  let now = start;
  app.auth.now = () => now;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    nextDay() {
      now = (Math.floor(now / DAY_MS) + 1) * DAY_MS + 1000;
    },
  };
}

/** Everything the app's logger writes from now on (pino lines as JSON text). */
export function captureLogs(app: FastifyInstance): string[] {
  const symbol = Object.getOwnPropertySymbols(app.log).find((s) => s.description === 'pino.stream');
  if (!symbol) throw new Error('no pino stream on this logger');
  const stream = (app.log as unknown as Record<symbol, { write(line: string): boolean }>)[symbol];
  const lines: string[] = [];
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
  return lines;
}

/** The newest code the sandbox sent to a mobile (already normalized). */
export async function lastSandboxCode(client: Client, mobile: string): Promise<string> {
  const res = await client.get(`/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  const code = res.json().data?.[0]?.code as string | undefined;
  if (!code) throw new Error(`no code in the sandbox outbox for ${mobile}`);
  return code;
}
