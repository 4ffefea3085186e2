import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { loginWithOtp, requestOtp } from './auth-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
