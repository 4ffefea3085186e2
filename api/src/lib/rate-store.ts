import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { DB } from '../db/database';

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
 * The SQL table of the counters, shared by every module (each has its own key prefix). It is the
 * core's own table (db/core-migrations.ts); its name and migration name remain from when only the
 * auth module counted (key varchar(200) primary key, hits integer, expires_at ISO text).
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

