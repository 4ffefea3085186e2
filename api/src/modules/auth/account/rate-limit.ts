import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { tooMany } from '../../../lib/errors';
import type { RateWindow } from '../limits';

/**
 * Fixed-window counters in SQL, shared by every api instance that uses the same database.
 * A key is bucket:subject:window-start; an upsert makes the increment atomic on both dialects.
 */
export class RateLimiter {
  private lastSweep = 0;
  constructor(
    private db: DB,
    private now: () => number,
  ) {}

  private windowKey(bucket: string, subject: string, w: RateWindow) {
    const start = Math.floor(this.now() / w.windowMs) * w.windowMs;
    return { key: `${bucket}:${subject}:${start}`, resetAt: start + w.windowMs };
  }

  /** Current count without counting this call. */
  async peek(bucket: string, subject: string, w: RateWindow): Promise<number> {
    const { key } = this.windowKey(bucket, subject, w);
    const row = await this.db.selectFrom('auth_rate_limits').select('hits').where('key', '=', key).executeTakeFirst();
    return row ? Number(row.hits) : 0;
  }

  /** Counts one hit and returns the new count. */
  async hit(bucket: string, subject: string, w: RateWindow): Promise<number> {
    await this.sweep();
    const { key, resetAt } = this.windowKey(bucket, subject, w);
    const row = await this.db
      .insertInto('auth_rate_limits')
      .values({ key, hits: 1, expires_at: new Date(resetAt).toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql`auth_rate_limits.hits + 1` }))
      .returning('hits')
      .executeTakeFirstOrThrow();
    return Number(row.hits);
  }

  /** Minutes (rounded up, at least 1) until the current window ends: told to the shopper. */
  minutesLeft(w: RateWindow): number {
    const start = Math.floor(this.now() / w.windowMs) * w.windowMs;
    return Math.max(1, Math.ceil((start + w.windowMs - this.now()) / 60_000));
  }

  /** Counts a hit and throws a localized 429 when the window's limit is passed. */
  async consume(bucket: string, subject: string, w: RateWindow, code = 'auth.tooManyRequests'): Promise<void> {
    const hits = await this.hit(bucket, subject, w);
    if (hits > w.max) throw tooMany(code, { minutes: this.minutesLeft(w) });
  }

  /** Throws a localized 429 when the limit has already been reached (for failure counters). */
  async assertBelow(bucket: string, subject: string, w: RateWindow, code = 'auth.tooManyRequests'): Promise<void> {
    if ((await this.peek(bucket, subject, w)) >= w.max) throw tooMany(code, { minutes: this.minutesLeft(w) });
  }

  async reset(bucket: string, subject: string, w: RateWindow): Promise<void> {
    await this.db.deleteFrom('auth_rate_limits').where('key', '=', this.windowKey(bucket, subject, w).key).execute();
  }

  /** Drops ended windows at most once a minute, so the table stays small without a scheduler. */
  private async sweep(): Promise<void> {
    const now = this.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.deleteFrom('auth_rate_limits').where('expires_at', '<', new Date(now).toISOString()).execute();
  }
}
