import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { SettingsError } from 'contracts/settings';
import { createTestApp, describeEachDb, Client, type TestApp, startFromEnv } from './helpers';
import { lastSandboxCode, loginWithOtp, requestOtp, useFakeClock } from './auth-helpers';
import { loadConfig } from '../src/config';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describeEachDb('auth hardening', (kind) => {
  let t: TestApp;
  let seq = 0;
  const nextMobile = () => `0938200${String(seq++).padStart(4, '0')}`;
  const users = (mobile: string) => t.database.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute();
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('account lookups through login and register', () => {
    const saved = () => ({ ...t.app.auth.limits.lookupsPerIp });
    let before: ReturnType<typeof saved>;
    beforeEach(() => {
      before = saved();
    });
    afterEach(() => {
      t.app.auth.limits.lookupsPerIp = before;
    });

    it('counts login and register against the same per-address limit as userDetail', async () => {
      const windowMs = 10 * 60_000;
      t.app.auth.limits.lookupsPerIp = { max: 4, windowMs };
      // the limit's windows are fixed (epoch-aligned): on the real clock a run across a boundary (at
      // 00:00, 00:10, ...) started a fresh window midway and the fifth lookup was let through (seen
      // once, in a clean-clone run); the clock stands at a window's start for this test
      const realNow = t.app.auth.now;
      useFakeClock(t.app).nextDay();
      try {
        const c = new Client(t.app);
        const from = { 'x-forwarded-for': '198.51.100.7', 'accept-language': 'en' };
        expect((await c.post('/api/auth/userDetail', { mobile: nextMobile() }, from)).statusCode).toBe(200);
        expect((await c.post('/api/auth/login', { mobile: nextMobile(), password: 'Some-Password-1' }, from)).statusCode).toBe(400);
        expect((await c.post('/api/auth/login', { mobile: nextMobile(), code: '123456' }, from)).statusCode).toBe(400);
        expect((await c.post('/api/auth/register', { mobile: nextMobile(), code: '123456', fullName: 'Enum Bot' }, from)).statusCode).toBe(400);
        for (const res of [
          await c.post('/api/auth/login', { mobile: nextMobile(), password: 'Some-Password-1' }, from),
          await c.post('/api/auth/login', { mobile: nextMobile(), code: '123456' }, from),
          await c.post('/api/auth/register', { mobile: nextMobile(), code: '123456', fullName: 'Enum Bot' }, from),
          await c.post('/api/auth/userDetail', { mobile: nextMobile() }, from),
        ]) {
          expect(res.statusCode).toBe(429);
          expect(res.json().messages[0].item2).toBe('auth.tooManyRequests');
        }
        // another address is not affected
        expect((await c.post('/api/auth/userDetail', { mobile: nextMobile() }, { 'x-forwarded-for': '198.51.100.8' })).statusCode).toBe(200);
      } finally {
        t.app.auth.now = realNow;
      }
    });

    it('tells nobody without the code whether a number has an account', async () => {
      const existing = nextMobile();
      await loginWithOtp(new Client(t.app), existing);
      const stranger = nextMobile();
      const c = new Client(t.app);
      const en = { 'accept-language': 'en' };
      // password: the same answer for an account and for no account
      const a = await c.post('/api/auth/login', { mobile: existing, password: 'Guess-Word-9' }, en);
      const b = await c.post('/api/auth/login', { mobile: stranger, password: 'Guess-Word-9' }, en);
      expect([a.statusCode, b.statusCode]).toEqual([400, 400]);
      expect(b.json().messages).toEqual(a.json().messages);
      expect(a.json().messages[0].item2).toBe('auth.wrongPassword');
      // a guessed code: the same answer for an account and for no account (no "not found", no 409)
      const loginA = await c.post('/api/auth/login', { mobile: existing, code: '123456' }, en);
      const loginB = await c.post('/api/auth/login', { mobile: stranger, code: '123456' }, en);
      const regA = await c.post('/api/auth/register', { mobile: existing, code: '123456', fullName: 'Enum Bot' }, en);
      const regB = await c.post('/api/auth/register', { mobile: stranger, code: '123456', fullName: 'Enum Bot' }, en);
      for (const res of [loginA, loginB, regA, regB]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().messages).toEqual(loginB.json().messages);
      }
      expect(await users(stranger)).toEqual([]);
    });

    it('tells the phone’s owner (the code) that there is no account, or already one, without using up the code', async () => {
      const c = new Client(t.app);
      const mobile = nextMobile();
      const code = await requestOtp(c, mobile);
      const none = await c.post('/api/auth/login', { mobile, code });
      expect(none.json().messages[0].item2).toBe('auth.accountNotFound');
      expect((await c.post('/api/auth/register', { mobile, code, fullName: 'Owner' })).statusCode).toBe(200);
      await c.post('/api/auth/logout', {});
      const code2 = await requestOtp(c, mobile);
      const dup = await c.post('/api/auth/register', { mobile, code: code2, fullName: 'Owner' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().messages[0].item2).toBe('auth.alreadyRegistered');
      expect((await c.post('/api/auth/login', { mobile, code: code2 })).statusCode).toBe(200);
    });
  });

  describe('account and session together', () => {
    let realCreate: typeof t.app.auth.sessions.create;
    beforeAll(() => {
      realCreate = t.app.auth.sessions.create.bind(t.app.auth.sessions);
    });
    afterEach(() => {
      t.app.auth.sessions.create = realCreate;
    });
    const storeDown = () => {
      t.app.auth.sessions.create = jest.fn().mockRejectedValue(new Error('Connection is closed.'));
    };

    it('takes back the new account and gives the code back when the session cannot be started', async () => {
      const c = new Client(t.app);
      const mobile = nextMobile();
      const code = await requestOtp(c, mobile);
      storeDown();
      const res = await c.post('/api/auth/register', { mobile, code, fullName: 'Half Done' }, { 'accept-language': 'fa' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ isSuccess: false, data: null, messages: [{ item2: 'auth.unavailable' }] });
      expect(res.json().messages[0].item1).toMatch(/[\u0600-\u06FF]/);
      expect(c.cookies.get('sid')).toBeUndefined();
      expect(await users(mobile)).toEqual([]);
      t.app.auth.sessions.create = realCreate;
      // the retry (same code) succeeds instead of a 409
      const retry = await c.post('/api/auth/register', { mobile, code, fullName: 'Half Done' });
      expect(retry.statusCode).toBe(200);
      expect((await c.get('/api/auth/user')).json().data.mobile).toBe(mobile);
    });

    it('gives the login code back when the session cannot be started', async () => {
      const mobile = nextMobile();
      await loginWithOtp(new Client(t.app), mobile);
      const c = new Client(t.app);
      const code = await requestOtp(c, mobile);
      storeDown();
      expect((await c.post('/api/auth/login', { mobile, code })).statusCode).toBe(503);
      expect((await c.get('/api/auth/user')).json().data).toBeNull();
      t.app.auth.sessions.create = realCreate;
      expect((await c.post('/api/auth/login', { mobile, code })).statusCode).toBe(200);
      expect((await c.get('/api/auth/user')).json().data.mobile).toBe(mobile);
    });
  });

  it('refuses ids past PostgreSQL’s int4 in likes with a 400', async () => {
    const c = new Client(t.app);
    await loginWithOtp(c, nextMobile());
    for (const productId of [2147483648, 2 ** 53, 1e20]) {
      const res = await c.post('/api/products/like', { productId });
      expect(res.statusCode).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    }
    for (const id of ['2147483648', '99999999999999999999', '-2147483649']) {
      expect((await c.request({ method: 'DELETE', url: `/api/products/like/${id}` })).statusCode).toBe(400);
    }
    // the largest int4 is a valid id (no such product)
    expect((await c.post('/api/products/like', { productId: 2147483647 })).statusCode).toBe(404);
    expect((await c.request({ method: 'DELETE', url: '/api/products/like/2147483647' })).statusCode).toBe(200);
  });
});

describe('development routes', () => {
  it('serves the sandbox outbox only when DEV_ROUTES asks for it', async () => {
    const off = await createTestApp('sqlite', { config: { devRoutes: false } });
    try {
      const c = new Client(off.app);
      expect((await c.post('/api/auth/otp', { mobile: '09121239999' })).statusCode).toBe(200);
      const res = await c.get('/api/dev/sms-outbox?mobile=09121239999');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/\d{6}/);
    } finally {
      await off.close();
    }
    const on = await createTestApp('sqlite');
    try {
      const c = new Client(on.app);
      await c.post('/api/auth/otp', { mobile: '09121239999' });
      expect(await lastSandboxCode(c, '09121239999')).toMatch(/^\d{6}$/);
    } finally {
      await on.close();
    }
  });
});

describe('the sandbox SMS provider in production', () => {
  const production = (env: NodeJS.ProcessEnv = {}) =>
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://shop.example', AUTH_SECRET: 'a-long-enough-production-secret', ...env });

  const start = (env: Record<string, string>) => startFromEnv(production, env);

  it('refuses to start with a start-up error naming SMS_PROVIDER', async () => {
    const { app, finish } = await start({});
    try {
      const err = await app.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SettingsError);
      expect((err as SettingsError).problems[0]).toMatch(/^SMS_PROVIDER: .*ALLOW_SANDBOX_IN_PRODUCTION/);
    } finally {
      await finish();
    }
  });

  it('starts with ALLOW_SANDBOX_IN_PRODUCTION (staging), still without the outbox', async () => {
    const { app, finish } = await start({ ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
    try {
      const a = await app;
      expect(a.auth.sms.name).toBe('sandbox');
      expect((await new Client(a, 'https://shop.example').get('/api/dev/sms-outbox?mobile=09121239999')).statusCode).toBe(404);
    } finally {
      await finish();
    }
  });
});

/** A TCP relay to the real Redis that can be stopped (the port then refuses connections) and started again. */
class RedisRelay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  constructor(readonly port: number) {}
  static async onFreePort(): Promise<RedisRelay> {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((r) => probe.close(r));
    return new RedisRelay(port);
  }
  async start() {
    const target = new URL(REDIS_URL);
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
  }
  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server?.close(r));
    this.server = null;
  }
}

describeEachDb('register and login while Redis is down', (kind) => {
  const prefix = `test:${crypto.randomBytes(4).toString('hex')}:`;
  let relay: RedisRelay;
  let t: TestApp;
  beforeAll(async () => {
    relay = await RedisRelay.onFreePort();
    await relay.start();
    process.env.AUTH_REDIS_PREFIX = prefix;
    t = await createTestApp(kind, { config: { redisUrl: `redis://127.0.0.1:${relay.port}` } });
  });
  afterAll(async () => {
    delete process.env.AUTH_REDIS_PREFIX;
    await t.close();
    await relay.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });
  const redisReady = async () => {
    const client = (t.app.auth.sessions as unknown as { redis: Redis }).redis;
    for (let i = 0; i < 100 && client.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(client.status).toBe('ready');
  };

  it('answers 503 in the envelope with nothing half-done, and the retry succeeds once Redis is back', async () => {
    const existing = '09382990001';
    await loginWithOtp(new Client(t.app), existing);
    const newcomer = new Client(t.app);
    const returning = new Client(t.app);
    const newCode = await requestOtp(newcomer, '09382990002');
    const oldCode = await requestOtp(returning, existing);

    await relay.stop();
    const reg = await newcomer.post('/api/auth/register', { mobile: '09382990002', code: newCode, fullName: 'Redis Down' }, { 'accept-language': 'en' });
    const login = await returning.post('/api/auth/login', { mobile: existing, code: oldCode }, { 'accept-language': 'ru' });
    expect(reg.statusCode).toBe(503);
    expect(reg.json()).toEqual({
      isSuccess: false,
      data: null,
      messages: [{ item1: 'Logging in is unavailable for a moment; please try again in a few seconds.', item2: 'auth.unavailable' }],
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().messages[0]).toEqual({ item1: 'Вход временно недоступен; повторите через несколько секунд.', item2: 'auth.unavailable' });
    expect(await t.database.db.selectFrom('users').select('id').where('mobile', '=', '09382990002').execute()).toEqual([]);
    expect(newcomer.cookies.get('sid')).toBeUndefined();
    expect(returning.cookies.get('sid')).toBeUndefined();

    await relay.start();
    await redisReady();
    const regAgain = await newcomer.post('/api/auth/register', { mobile: '09382990002', code: newCode, fullName: 'Redis Down' });
    expect(regAgain.statusCode).toBe(200);
    expect((await newcomer.get('/api/auth/user')).json().data.mobile).toBe('09382990002');
    const loginAgain = await returning.post('/api/auth/login', { mobile: existing, code: oldCode });
    expect(loginAgain.statusCode).toBe(200);
    expect((await returning.get('/api/auth/user')).json().data.mobile).toBe(existing);
  });
});
