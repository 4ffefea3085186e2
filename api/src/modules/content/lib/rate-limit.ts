import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { AppError, tooMany } from '../../../lib/errors';
import type { RateStore } from '../../../lib/rate-limit';

/** At most `max` (hits or bytes) per fixed window of `windowMs`. */
export interface RateWindow {
  max: number;
  windowMs: number;
}

const TABLE = 'content_rate_limits';

/**
 * Fixed-window counters in SQL (the approach of the auth module's limiter), so that every api
 * instance on the same database, and the same instance after a restart, sees the same counts.
 * A key is bucket:subject:window-start; an upsert makes each addition atomic on both dialects.
 */
export class ContentLimiter {
  /** `redis`: with REDIS_URL the counters live in Redis (shared with every instance, like the other limits). */
  constructor(
    private readonly db: DB,
    private readonly now: () => number = Date.now,
    private readonly redis?: RateStore,
  ) {}

  private windowOf(bucket: string, subject: string, w: RateWindow) {
    const start = Math.floor(this.now() / w.windowMs) * w.windowMs;
    return { key: `${bucket}:${subject}:${start}`, endsAt: start + w.windowMs };
  }

  /** Adds `amount` to the current window's counter and answers the new total. */
  async add(bucket: string, subject: string, w: RateWindow, amount = 1): Promise<number> {
    const { key, endsAt } = this.windowOf(bucket, subject, w);
    if (this.redis) {
      try {
        return await this.redis.incr(`content:${key}`, endsAt, this.now(), amount);
      } catch {
        throw new AppError(503, 'common.busy');
      }
    }
    const row = await this.db
      .insertInto(TABLE)
      .values({ key, amount, expires_at: new Date(endsAt).toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ amount: sql`${sql.ref(`${TABLE}.amount`)} + ${amount}` }))
      .returning('amount')
      .executeTakeFirstOrThrow();
    return Number(row.amount);
  }

  /** Minutes (rounded up, at least 1) until the current window ends: told to the visitor. */
  minutesLeft(w: RateWindow): number {
    const start = Math.floor(this.now() / w.windowMs) * w.windowMs;
    return Math.max(1, Math.ceil((start + w.windowMs - this.now()) / 60_000));
  }

  /**
   * Takes `amount` from the window's allowance, or throws a localized 429 when it does not fit
   * (then nothing is taken: the addition is given back, so a refused call costs nothing).
   */
  async take(bucket: string, subject: string, w: RateWindow, code: string, amount = 1, params: Record<string, string | number> = {}): Promise<void> {
    const total = await this.add(bucket, subject, w, amount);
    if (total > w.max) {
      await this.add(bucket, subject, w, -amount);
      throw tooMany(code, { minutes: this.minutesLeft(w), ...params });
    }
  }

  /** Gives back an allowance taken for work that did not happen. */
  async giveBack(bucket: string, subject: string, w: RateWindow, amount = 1): Promise<void> {
    await this.add(bucket, subject, w, -amount);
  }
}

/** Drops the counters of windows that have ended (the module's sweeper calls it). */
export async function sweepExpiredLimits(db: DB, now = Date.now()): Promise<number> {
  const res = await db.deleteFrom(TABLE).where('expires_at', '<', new Date(now).toISOString()).executeTakeFirst();
  return Number(res.numDeletedRows ?? 0);
}
