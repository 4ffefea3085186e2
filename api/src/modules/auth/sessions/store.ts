import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DB } from '../../../db/database';

/**
 * Server-side sessions. The browser holds only a random token; stores key sessions by the
 * token's sha256 so that a leaked database or Redis dump holds no usable session.
 */
export interface Session {
  /** sha256 of the token: safe to log and to expose as req.sessionId */
  id: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

export interface SessionStore {
  readonly kind: 'sql' | 'redis';
  /** Creates a session and returns the token for the cookie. */
  create(userId: number, now: number, ttlMs: number): Promise<{ token: string; session: Session }>;
  get(token: string, now: number): Promise<Session | null>;
  destroy(token: string): Promise<void>;
  /** Ends every session of a user except (optionally) one, e.g. after a password change. */
  destroyAllForUser(userId: number, exceptId?: string): Promise<void>;
  close(): Promise<void>;
}

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is ignored unread. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const sessionIdOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class SqlSessionStore implements SessionStore {
  readonly kind = 'sql' as const;
  private lastSweep = 0;
  constructor(private db: DB) {}

  async create(userId: number, now: number, ttlMs: number) {
    await this.sweep(now);
    const token = newToken();
    const session: Session = { id: sessionIdOf(token), userId, createdAt: now, expiresAt: now + ttlMs };
    await this.db
      .insertInto('auth_sessions')
      .values({
        id: session.id,
        user_id: userId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(session.expiresAt).toISOString(),
      })
      .execute();
    return { token, session };
  }

  async get(token: string, now: number): Promise<Session | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const row = await this.db
      .selectFrom('auth_sessions')
      .select(['id', 'user_id', 'created_at', 'expires_at'])
      .where('id', '=', sessionIdOf(token))
      .executeTakeFirst();
    if (!row) return null;
    const expiresAt = Date.parse(row.expires_at);
    if (expiresAt <= now) return null;
    return { id: row.id, userId: Number(row.user_id), createdAt: Date.parse(row.created_at), expiresAt };
  }

  async destroy(token: string): Promise<void> {
    await this.db.deleteFrom('auth_sessions').where('id', '=', sessionIdOf(token)).execute();
  }

  async destroyAllForUser(userId: number, exceptId?: string): Promise<void> {
    let q = this.db.deleteFrom('auth_sessions').where('user_id', '=', userId);
    if (exceptId) q = q.where('id', '!=', exceptId);
    await q.execute();
  }

  async close(): Promise<void> {}

  private async sweep(now: number) {
    if (now - this.lastSweep < 60 * 60_000) return;
    this.lastSweep = now;
    await this.db.deleteFrom('auth_sessions').where('expires_at', '<', new Date(now).toISOString()).execute();
  }
}

/**
 * Sessions in Redis (REDIS_URL), shared by several api instances: `<prefix>s:<id>` holds the
 * session as JSON with a TTL, `<prefix>u:<userId>` the set of that user's session ids.
 */
export class RedisSessionStore implements SessionStore {
  readonly kind = 'redis' as const;
  constructor(
    private redis: Redis,
    private prefix = 'shop:sess:',
  ) {}

  private key(id: string) {
    return `${this.prefix}s:${id}`;
  }
  private userKey(userId: number) {
    return `${this.prefix}u:${userId}`;
  }

  async create(userId: number, now: number, ttlMs: number) {
    const token = newToken();
    const session: Session = { id: sessionIdOf(token), userId, createdAt: now, expiresAt: now + ttlMs };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'PX', ttlMs)
      .sadd(this.userKey(userId), session.id)
      // the index lives as long as the newest session
      .pexpire(this.userKey(userId), ttlMs)
      .exec();
    return { token, session };
  }

  async get(token: string, now: number): Promise<Session | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const raw = await this.redis.get(this.key(sessionIdOf(token)));
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return session.expiresAt > now ? session : null;
  }

  async destroy(token: string): Promise<void> {
    const id = sessionIdOf(token);
    const raw = await this.redis.get(this.key(id));
    const tx = this.redis.multi().del(this.key(id));
    if (raw) tx.srem(this.userKey((JSON.parse(raw) as Session).userId), id);
    await tx.exec();
  }

  async destroyAllForUser(userId: number, exceptId?: string): Promise<void> {
    const ids = (await this.redis.smembers(this.userKey(userId))).filter((id) => id !== exceptId);
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .del(...ids.map((id) => this.key(id)))
      .srem(this.userKey(userId), ...ids)
      .exec();
  }

  async close(): Promise<void> {
    // quit() waits for a connection that may never come (Redis down): then just drop it
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
