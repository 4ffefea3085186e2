import { sql } from 'kysely';
import { Redis } from 'ioredis';
import type { AppContext } from '../context';
import type { DB } from '../db/database';
import { AppError, tooMany } from './errors';

/** At most `max` hits per fixed window of `windowMs`. */
export interface RateWindow {
  max: number;
  windowMs: number;
}

/**
 * Where the counters live. A key is `<prefix>:<bucket>:<subject>:<window start>`; `resetAt` is the
 * end of its window (epoch ms), after which the counter may be dropped.
 */
export interface RateStore {
  readonly kind: 'sql' | 'redis';
  /** Adds `amount` (one hit by default; bytes for a quota) and answers the new count (atomic across api instances). */
  incr(key: string, resetAt: number, now: number, amount?: number): Promise<number>;
  get(key: string): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The SQL table of the counters. It is created by the auth module's migration
 * (003_auth_04_rate_limits: key varchar(200) primary key, hits integer, expires_at ISO text) and is
 * shared: every user of this limiter has its own key prefix.
 */
export const RATE_LIMIT_TABLE = 'auth_rate_limits';

/** Counters in the database, shared by every api instance on the same database. */
export class SqlRateStore implements RateStore {
  readonly kind = 'sql' as const;
  private lastSweep = 0;
  constructor(private db: DB) {}

  async incr(key: string, resetAt: number, now: number, amount = 1): Promise<number> {
    await this.sweep(now);
    // an upsert makes the increment atomic on both dialects
    const row = await this.db
      .insertInto(RATE_LIMIT_TABLE)
      .values({ key, hits: amount, expires_at: new Date(resetAt).toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql`${sql.table(RATE_LIMIT_TABLE)}.hits + ${amount}` }))
      .returning('hits')
      .executeTakeFirstOrThrow();
    return Number(row.hits);
  }

  async get(key: string): Promise<number> {
    const row = await this.db.selectFrom(RATE_LIMIT_TABLE).select('hits').where('key', '=', key).executeTakeFirst();
    return row ? Number(row.hits) : 0;
  }

  async del(key: string): Promise<void> {
    await this.db.deleteFrom(RATE_LIMIT_TABLE).where('key', '=', key).execute();
  }

  async close(): Promise<void> {}

  /** Drops ended windows at most once a minute, so the table stays small without a scheduler. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.deleteFrom(RATE_LIMIT_TABLE).where('expires_at', '<', new Date(now).toISOString()).execute();
  }
}

/**
 * Counters in Redis (REDIS_URL): INCR with the rest of the window as expiry, so Redis drops them
 * itself. The expiry is relative (PEXPIRE), so the limiter's clock need not agree with Redis'.
 */
export class RedisRateStore implements RateStore {
  readonly kind = 'redis' as const;
  /** `owned`: this store opened the connection and closes it. */
  constructor(
    private redis: Redis,
    private keyPrefix: string,
    private owned = false,
  ) {}

  async incr(key: string, resetAt: number, now: number, amount = 1): Promise<number> {
    const k = this.keyPrefix + key;
    const replies = await this.redis
      .multi()
      .incrby(k, amount)
      .pexpire(k, Math.max(1, resetAt - now))
      .exec();
    const [err, hits] = replies?.[0] ?? [new Error('Redis transaction discarded'), null];
    if (err) throw err;
    return Number(hits);
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.keyPrefix + key)) ?? 0);
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.keyPrefix + key);
  }

  async close(): Promise<void> {
    if (!this.owned) return;
    // quit() waits for a connection that may never come (Redis down): then just drop it
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}

export interface RateLimiterOptions {
  /** The user's key prefix (e.g. `auth`, `content-form`): keeps its counters apart from others'. */
  prefix: string;
  /** The clock (tests move it). */
  now?: () => number;
  /** Message code of the 429 when a window's limit is passed (default `common.tooManyRequests`). */
  tooManyCode?: string;
  /** Message code of the 503 when the store cannot be reached (default `common.busy`). */
  unavailableCode?: string;
}

/**
 * Fixed-window rate limits for any module: `consume` counts a call and refuses past the limit,
 * `hit`/`assertBelow` count failures and refuse once they reached it, `reset` forgets a window.
 * A store that cannot be reached (Redis down) is a localized 503, never a 500.
 */
export class RateLimiter {
  readonly now: () => number;
  private readonly tooManyCode: string;
  private readonly unavailableCode: string;
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

  /** Counts a hit and throws a localized 429 when the window's limit is passed. */
  async consume(bucket: string, subject: string, w: RateWindow, code = this.tooManyCode): Promise<void> {
    const hits = await this.hit(bucket, subject, w);
    if (hits > w.max) throw tooMany(code, { minutes: this.minutesLeft(w) });
  }

  /** Throws a localized 429 when the limit has already been reached (for failure counters). */
  async assertBelow(bucket: string, subject: string, w: RateWindow, code = this.tooManyCode): Promise<void> {
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

/**
 * The Redis counter store when REDIS_URL is set (its own fail-fast connection, closed with `close()`),
 * or undefined: for modules that keep their own counters in the database otherwise (content's
 * upload byte quota) but must share them through Redis like every other limit when it is there.
 */
export function redisRateStore(ctx: AppContext, keyPrefix = 'shop:rl:'): RateStore | undefined {
  if (!ctx.config.redisUrl) return undefined;
  const own = new Redis(ctx.config.redisUrl, REDIS_FAIL_FAST);
  own.on('error', () => {});
  return new RedisRateStore(own, keyPrefix, true);
}
