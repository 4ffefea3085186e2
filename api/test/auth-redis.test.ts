import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { loginWithOtp } from './auth-helpers';
import { RedisSessionStore, sessionIdOf } from '../src/modules/auth/sessions/store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Redis session store (real Redis)', () => {
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let store: RedisSessionStore;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
    store = new RedisSessionStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await store.close();
  });

  it('stores a session under the token hash with a TTL, never the token', async () => {
    const now = Date.now();
    const { token, session } = await store.create(7, now, 60_000);
    expect(session).toEqual({ id: sessionIdOf(token), userId: 7, createdAt: now, expiresAt: now + 60_000 });
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.join()).not.toContain(token);
    expect(keys).toContain(`${prefix}s:${session.id}`);
    const ttl = await redis.pttl(`${prefix}s:${session.id}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await store.get(token, now + 1000)).toEqual(session);
    expect(await store.get(token, now + 60_001)).toBeNull();
    expect(await store.get('B'.repeat(43), now)).toBeNull();
    expect(await store.get('not a token', now)).toBeNull();
  });

  it('lets Redis drop an expired session by itself', async () => {
    const { token } = await store.create(8, Date.now(), 50);
    await new Promise((r) => setTimeout(r, 120));
    expect(await redis.exists(`${prefix}s:${sessionIdOf(token)}`)).toBe(0);
    expect(await store.get(token, 0)).toBeNull();
  });

  it('destroys one session, or all of a user’s but one', async () => {
    const now = Date.now();
    const a = await store.create(9, now, 60_000);
    const b = await store.create(9, now, 60_000);
    const c = await store.create(9, now, 60_000);
    const other = await store.create(10, now, 60_000);
    await store.destroy(a.token);
    expect(await store.get(a.token, now)).toBeNull();
    expect(await redis.smembers(`${prefix}u:9`)).not.toContain(a.session.id);
    await store.destroyAllForUser(9, c.session.id);
    expect(await store.get(b.token, now)).toBeNull();
    expect(await store.get(c.token, now)).not.toBeNull();
    expect(await store.get(other.token, now)).not.toBeNull();
    await store.destroyAllForUser(9);
    expect(await store.get(c.token, now)).toBeNull();
  });
});

describeEachDb('sessions in Redis when REDIS_URL is set', (kind) => {
  let t: TestApp;
  let second: TestApp;
  let redis: Redis;
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    process.env.AUTH_REDIS_PREFIX = prefix;
    t = await createTestApp(kind, { config: { redisUrl: REDIS_URL } });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await t.close();
  });

  it('keeps sessions out of SQL and in Redis, and ends them at logout', async () => {
    expect(t.app.auth.sessions.kind).toBe('redis');
    const c = new Client(t.app);
    const { user } = await loginWithOtp(c, '09187654321', 'Redis Shopper');
    const token = c.cookies.get('sid')!;
    const key = `${prefix}s:${sessionIdOf(token)}`;
    expect(JSON.parse((await redis.get(key))!)).toMatchObject({ userId: user.id });
    expect(await t.database.db.selectFrom('auth_sessions').selectAll().execute()).toEqual([]);
    expect((await c.get('/api/auth/user')).json().data.id).toBe(user.id);
    await c.post('/api/auth/logout', {});
    expect(await redis.exists(key)).toBe(0);
    expect((await new Client(t.app).get('/api/auth/user', { cookie: `sid=${token}` })).json().data).toBeNull();
  });

  it('shares a session between two api instances on the same database and Redis', async () => {
    // a second app over the same database, as a second instance behind a load balancer would be
    const { buildApp } = await import('../src/app');
    second = { ...t, app: await buildApp({ database: t.database, config: t.config }) } as TestApp;
    await second.app.ready();
    try {
      const c = new Client(t.app);
      const { user } = await loginWithOtp(c, '09187654322');
      const token = c.cookies.get('sid')!;
      const elsewhere = new Client(second.app);
      elsewhere.cookies.set('sid', token);
      expect((await elsewhere.get('/api/auth/user')).json().data.id).toBe(user.id);
      await elsewhere.post('/api/auth/logout', {});
      expect((await c.get('/api/auth/user')).json().data).toBeNull();
    } finally {
      await second.app.close();
    }
  });
});

describe('when Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { config: { redisUrl: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('serves every page as to a guest and refuses only the login itself', async () => {
    const c = new Client(t.app);
    c.cookies.set('sid', 'C'.repeat(43));
    const health = await c.get('/api/health');
    expect(health.statusCode).toBe(200);
    const me = await c.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toBeNull();
    // the cookie is kept for when the store is back
    expect(c.cookies.get('sid')).toBe('C'.repeat(43));
    // a localized 503 (the limits live in Redis too), never a 500
    const res = await c.post('/api/auth/login', { mobile: '09187654329', code: '123456' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      isSuccess: false,
      data: null,
      messages: [{ item1: 'Logging in is unavailable for a moment; please try again in a few seconds.', item2: 'auth.unavailable' }],
    });
  });
});
