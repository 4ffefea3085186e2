import { Redis } from 'ioredis';
import type { AppContext } from '../context';
import { AppError, tooMany } from './errors';
import type { MessageCode } from './i18n';
import { RedisRateStore, SqlRateStore, type RateStore, type RateWindow } from './rate-store';

export { RATE_LIMIT_TABLE, RedisRateStore, SqlRateStore, type RateStore, type RateWindow } from './rate-store';

export interface RateLimiterOptions {
  /** The user's key prefix (e.g. `auth`, `content-form`): keeps its counters apart from others'. */
  prefix: string;
  /** The clock (tests move it). */
  now?: () => number;
  /** Message code of the 429 when a window's limit is passed (default `common.tooManyRequests`). */
  tooManyCode?: MessageCode;
  /** Message code of the 503 when the store cannot be reached (default `common.busy`). */
  unavailableCode?: MessageCode;
}

/**
 * Fixed-window rate limits for any module: `consume` counts a call and refuses past the limit,
 * `hit`/`assertBelow` count failures and refuse once they reached it, `reset` forgets a window.
 * A store that cannot be reached (Redis down) is a localized 503, never a 500.
 */
export class RateLimiter {
  readonly now: () => number;
  private readonly tooManyCode: MessageCode;
  private readonly unavailableCode: MessageCode;
  constructor(
    readonly store: RateStore,
    private readonly opts: RateLimiterOptions,
  ) {
    this.now = opts.now ?? (() => Date.now());
    this.tooManyCode = opts.tooManyCode ?? 'common.tooManyRequests';
    this.unavailableCode = opts.unavailableCode ?? 'common.busy';
  }

  private windowKey(bucket: string, subject: string, w: RateWindow) {
    const start = Math.floor(this.now() / w.windowMs) * w.windowMs;
    return { key: `${this.opts.prefix}:${bucket}:${subject}:${start}`, resetAt: start + w.windowMs };
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (this.store.kind === 'redis') throw new AppError(503, this.unavailableCode);
      throw err;
    }
  }

  /** Current count without counting this call. */
  peek(bucket: string, subject: string, w: RateWindow): Promise<number> {
    return this.guard(() => this.store.get(this.windowKey(bucket, subject, w).key));
  }

  /** Counts one hit and returns the new count. */
  hit(bucket: string, subject: string, w: RateWindow): Promise<number> {
    const { key, resetAt } = this.windowKey(bucket, subject, w);
    return this.guard(() => this.store.incr(key, resetAt, this.now()));
  }

  /** Minutes (rounded up, at least 1) until the current window ends: told to the caller. */
  minutesLeft(w: RateWindow): number {
    const start = Math.floor(this.now() / w.windowMs) * w.windowMs;
    return Math.max(1, Math.ceil((start + w.windowMs - this.now()) / 60_000));
  }

  /**
   * Takes `amount` (one call, or bytes of a quota) from the window's allowance, or throws a localized
   * 429 when it does not fit; then nothing is taken (the addition is given back), so a refused call
   * costs nothing. `params` are added to the message's (`minutes` is always there).
   */
  async take(bucket: string, subject: string, w: RateWindow, opts: { code?: MessageCode; amount?: number; params?: Record<string, string | number> } = {}): Promise<void> {
    const { code = this.tooManyCode, amount = 1, params = {} } = opts;
    const { key, resetAt } = this.windowKey(bucket, subject, w);
    const total = await this.guard(() => this.store.incr(key, resetAt, this.now(), amount));
    if (total > w.max) {
      await this.guard(() => this.store.incr(key, resetAt, this.now(), -amount));
      throw tooMany(code, { minutes: this.minutesLeft(w), ...params });
    }
  }

  /** Gives back an allowance `take` took for work that did not happen. */
  async giveBack(bucket: string, subject: string, w: RateWindow, amount = 1): Promise<void> {
    const { key, resetAt } = this.windowKey(bucket, subject, w);
    await this.guard(() => this.store.incr(key, resetAt, this.now(), -amount));
  }

  /** Counts a hit and throws a localized 429 when the window's limit is passed (a refused call counts too). */
  async consume(bucket: string, subject: string, w: RateWindow, code: MessageCode = this.tooManyCode): Promise<void> {
    const hits = await this.hit(bucket, subject, w);
    if (hits > w.max) throw tooMany(code, { minutes: this.minutesLeft(w) });
  }

  /** Throws a localized 429 when the limit has already been reached (for failure counters). */
  async assertBelow(bucket: string, subject: string, w: RateWindow, code: MessageCode = this.tooManyCode): Promise<void> {
    if ((await this.peek(bucket, subject, w)) >= w.max) throw tooMany(code, { minutes: this.minutesLeft(w) });
  }

  reset(bucket: string, subject: string, w: RateWindow): Promise<void> {
    return this.guard(() => this.store.del(this.windowKey(bucket, subject, w).key));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** Redis options for a store that must not hold requests: a command fails after a second. */
export const REDIS_FAIL_FAST = { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 } as const;

/**
 * A limiter on the app's store: Redis when REDIS_URL is set (`config.redisUrl`; pass `redis` to share
 * a connection the caller already has), the database otherwise. Close it with the app (`onClose`).
 */
export function createRateLimiter(
  ctx: AppContext,
  opts: RateLimiterOptions & { redis?: Redis; redisKeyPrefix?: string },
): RateLimiter {
  const { redis, redisKeyPrefix = 'shop:rl:', ...limiterOpts } = opts;
  let store: RateStore;
  if (redis) store = new RedisRateStore(redis, redisKeyPrefix);
  else if (ctx.config.redisUrl) {
    const own = new Redis(ctx.config.redisUrl, REDIS_FAIL_FAST);
    // errors are answered per request (503); ioredis' reconnection reports are not thrown
    own.on('error', () => {});
    store = new RedisRateStore(own, redisKeyPrefix, true);
  } else store = new SqlRateStore(ctx.database.db);
  return new RateLimiter(store, limiterOpts);
}
