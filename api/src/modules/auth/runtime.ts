import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../../context';
import type { DB } from '../../db/database';
import { REDIS_FAIL_FAST, createRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import { resolveAuthLimits, type AuthLimits } from './limits';
import { RedisSessionStore, SqlSessionStore, type SessionStore } from './sessions/store';
import type { SmsSender } from './sms/sender';
import { createSmsSender } from './sms/provider';

/**
 * Everything the auth module shares between its session hook and its routes, one per app.
 * Tests shorten time by replacing `now` or changing `limits` on `app.auth`.
 */
export interface AuthRuntime {
  db: DB;
  limits: AuthLimits;
  now(): number;
  sessions: SessionStore;
  sms: SmsSender;
  rate: RateLimiter;
  /** key for the one-time code HMAC */
  otpSecret(): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRuntime;
  }
}

/**
 * The OTP HMAC key: AUTH_SECRET when set (recommended: it keeps a database dump from being enough
 * to test codes offline), otherwise a random key generated once and kept in auth_settings so that
 * every instance on the same database agrees.
 */
async function loadOtpSecret(db: DB, fromEnv: string | undefined): Promise<Buffer> {
  if (fromEnv && fromEnv.length >= 16) return crypto.createHash('sha256').update(fromEnv).digest();
  await db
    .insertInto('auth_settings')
    .values({ key: 'otp_hmac_key', value: crypto.randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('auth_settings').select('value').where('key', '=', 'otp_hmac_key').executeTakeFirstOrThrow();
  return Buffer.from(String(row.value), 'base64');
}

export function createAuthRuntime(ctx: AppContext, log: FastifyBaseLogger): AuthRuntime {
  const { db } = ctx.database;
  const sms = createSmsSender(ctx.config, db);
  let sessions: SessionStore = new SqlSessionStore(db);
  let redis: Redis | undefined;
  if (ctx.config.redisUrl) {
    // a slow or absent Redis must not hold requests: fail a command after a second
    redis = new Redis(ctx.config.redisUrl, REDIS_FAIL_FAST);
    let lastReport = 0;
    redis.on('error', (err: Error) => {
      // ioredis reports every reconnection attempt: once a minute in the log is enough
      if (Date.now() - lastReport < 60_000) return;
      lastReport = Date.now();
      log.error({ err: { message: err.message } }, 'session store (Redis) unavailable');
    });
    // several shops (or test runs) may share one Redis: AUTH_REDIS_PREFIX keeps them apart
    sessions = new RedisSessionStore(redis, ctx.config.auth.redisPrefix);
  }
  let secret: Promise<Buffer> | null = null;
  const runtime: AuthRuntime = {
    db,
    limits: resolveAuthLimits(ctx.config.auth.limits),
    now: () => Date.now(),
    sessions,
    sms,
    // the limits share the sessions' store: Redis when configured (same connection), else the database
    rate: createRateLimiter(ctx, {
      prefix: 'auth',
      now: () => runtime.now(),
      redis,
      redisKeyPrefix: `${ctx.config.auth.redisPrefix}rl:`,
      tooManyCode: 'auth.tooManyRequests',
      unavailableCode: 'auth.unavailable',
    }),
    otpSecret() {
      secret ??= loadOtpSecret(db, ctx.config.auth.secret).catch((err) => {
        secret = null;
        throw err;
      });
      return secret;
    },
  };
  return runtime;
}
