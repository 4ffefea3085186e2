import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { AppError } from '../src/lib/errors';
import { createRateLimiter, RATE_LIMIT_TABLE, type RateLimiter } from '../src/lib/rate-limit';
import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { useFakeClock } from './auth-helpers';
import type { MessageCode } from '../src/lib/i18n';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const w = { max: 3, windowMs: 60_000 };

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** The limiter's behaviour, the same on every store. */
function behavesAsALimiter(make: (prefix: string, now: () => number) => RateLimiter) {
  let now = 1_700_000_000_000;
  const clock = () => now;

  it('counts per prefix, bucket and subject, refuses past the window’s limit with a localized 429 and forgets the window when it ends', async () => {
    const a = make(`a${crypto.randomBytes(3).toString('hex')}`, clock);
    const b = make(`b${crypto.randomBytes(3).toString('hex')}`, clock);
    try {
      for (let i = 0; i < 3; i++) await a.consume('lookup', '1.2.3.4', w);
      const refused = await a.consume('lookup', '1.2.3.4', w).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 429, messages: [{ code: 'common.tooManyRequests', params: { minutes: 1 } }] });
      await expect(a.consume('lookup', '1.2.3.4', w, 'x.custom' as MessageCode)).rejects.toMatchObject({ messages: [{ code: 'x.custom' }] });
      // another subject, another bucket, another module's prefix: counted apart
      await expect(a.consume('lookup', '5.6.7.8', w)).resolves.toBeUndefined();
      await expect(a.consume('other', '1.2.3.4', w)).resolves.toBeUndefined();
      await expect(b.consume('lookup', '1.2.3.4', w)).resolves.toBeUndefined();
      now += w.windowMs;
      await expect(a.consume('lookup', '1.2.3.4', w)).resolves.toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts failures with hit, refuses once they reached the limit (assertBelow) and resets', async () => {
    const l = make(`f${crypto.randomBytes(3).toString('hex')}`, clock);
    try {
      await l.assertBelow('fail', 'm', w);
      expect(await l.hit('fail', 'm', w)).toBe(1);
      expect(await l.hit('fail', 'm', w)).toBe(2);
      expect(await l.peek('fail', 'm', w)).toBe(2);
      await l.assertBelow('fail', 'm', w);
      await l.hit('fail', 'm', w);
      await expect(l.assertBelow('fail', 'm', w)).rejects.toMatchObject({ status: 429 });
      await l.reset('fail', 'm', w);
      expect(await l.peek('fail', 'm', w)).toBe(0);
    } finally {
      await l.close();
    }
  });
}

describeEachDb('general rate limiter on the database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  behavesAsALimiter((prefix, now) => {
    const l = createRateLimiter({ database: t.database, config: t.config }, { prefix, now });
    expect(l.store.kind).toBe('sql');
    return l;
  });

  it('keeps its counters in the shared table under the caller’s prefix', async () => {
    const l = createRateLimiter({ database: t.database, config: t.config }, { prefix: 'content-form' });
    await l.consume('send', '10.0.0.1', w);
    const rows = await t.database.db.selectFrom(RATE_LIMIT_TABLE).select(['key', 'hits']).where('key', 'like', 'content-form:%').execute();
    expect(rows).toEqual([{ key: expect.stringMatching(/^content-form:send:10\.0\.0\.1:\d+$/), hits: 1 }]);
  });

  it('is what the auth module uses, with its own prefix', async () => {
    expect(t.app.auth.rate.store.kind).toBe('sql');
    expect((await new Client(t.app).post('/api/auth/otp', { mobile: '09121231111' })).statusCode).toBe(200);
    const keys = (await t.database.db.selectFrom(RATE_LIMIT_TABLE).select('key').execute()).map((r) => String(r.key));
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^auth:otp-ip:/), expect.stringMatching(/^auth:otp-mobile:09121231111:/)]));
  });
});

describe('general rate limiter on Redis (REDIS_URL)', () => {
  const keyPrefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await t.close();
  });
  const ctx = (redisUrl: string) => ({ database: t.database, config: { ...t.config, redisUrl } });

  behavesAsALimiter((prefix, now) => {
    const l = createRateLimiter(ctx(REDIS_URL), { prefix, now, redisKeyPrefix: keyPrefix });
    expect(l.store.kind).toBe('redis');
    return l;
  });

  it('keeps counters in Redis with the window’s end as expiry, none in SQL', async () => {
    // a clock at a window's start (the windows are epoch-aligned: on the real clock the two hits could
    // fall either side of a boundary and count in two keys)
    const start = Math.floor(Date.now() / w.windowMs) * w.windowMs + 1000;
    const l = createRateLimiter(ctx(REDIS_URL), { prefix: 'cart', redisKeyPrefix: keyPrefix, now: () => start });
    try {
      await l.consume('add', 'u1', w);
      await l.consume('add', 'u1', w);
      const [key] = await redis.keys(`${keyPrefix}cart:add:u1:*`);
      expect(await redis.get(key)).toBe('2');
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(w.windowMs);
      expect(await t.database.db.selectFrom(RATE_LIMIT_TABLE).selectAll().where('key', 'like', 'cart:%').execute()).toEqual([]);
    } finally {
      await l.close();
    }
  });

  it('answers a 503 (never a 500) when Redis cannot be reached', async () => {
    const l = createRateLimiter(ctx(`redis://127.0.0.1:${await closedPort()}`), { prefix: 'x', unavailableCode: 'auth.unavailable' });
    try {
      await expect(l.consume('b', 's', w)).rejects.toMatchObject({ status: 503, messages: [{ code: 'auth.unavailable' }] });
      await expect(l.assertBelow('b', 's', w)).rejects.toMatchObject({ status: 503 });
    } finally {
      await l.close();
    }
  });
});

describeEachDb('the auth module’s limits in Redis when REDIS_URL is set', (kind) => {
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    process.env.AUTH_REDIS_PREFIX = prefix;
    t = await createTestApp(kind, { config: { redisUrl: REDIS_URL } });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    delete process.env.AUTH_REDIS_PREFIX;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await t.close();
  });

  it('counts code requests in Redis under AUTH_REDIS_PREFIX, nothing in SQL, and still limits', async () => {
    expect(t.app.auth.rate.store.kind).toBe('redis');
    const windowMs = 3_600_000;
    t.app.auth.limits.otpPerIp = { max: 1, windowMs };
    t.app.auth.limits.otpResendCooldownMs = 0;
    // a clock at a window's start: on the real clock, a run across the top of an hour let the second
    // request into a fresh window (the windows are epoch-aligned)
    const realNow = t.app.auth.now;
    useFakeClock(t.app).nextDay();
    try {
      const c = new Client(t.app);
      expect((await c.post('/api/auth/otp', { mobile: '09121232222' })).statusCode).toBe(200);
      expect(await redis.keys(`${prefix}rl:auth:otp-mobile:09121232222:*`)).toHaveLength(1);
      expect(await t.database.db.selectFrom(RATE_LIMIT_TABLE).selectAll().execute()).toEqual([]);
      const refused = await c.post('/api/auth/otp', { mobile: '09121232223' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().messages[0].item2).toBe('auth.tooManyRequests');
    } finally {
      t.app.auth.now = realNow;
    }
  });
});
