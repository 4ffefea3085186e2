/**
 * Several api instances behind a load balancer (docker-compose.yml runs two): with DATABASE_URL and
 * REDIS_URL they behave as one. Two apps in this process, each with its own connection pool, Redis
 * connections and data folder, sharing nothing but the machine's PostgreSQL (one fresh schema) and
 * Redis: a session, a one-time code and a rate limit made on one hold on the other; concurrent orders
 * and reservations through both never oversell; the cart's sweep runs on one instance only.
 * Skipped, with the reason, when PostgreSQL (TEST_DATABASE_URL) or Redis (TEST_REDIS_URL, default
 * redis://127.0.0.1:6379) cannot be reached.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp } from '../src/app';
import { seedCart } from '../src/modules/cart/seed';
import { releaseExpiredHolds } from '../src/modules/cart/module';
import { createSweepLock, Sweeper, type SweepTurn } from '../src/modules/cart/payment/sweeper';
import { Client, type TestApp } from './helpers';
import { loginWithOtp, requestOtp } from './auth-helpers';
import { cart, makeProduct, placedOrder, readyToOrder, shopper, stockOf } from './cart-fixtures';
import { DATABASE_URL, REDIS_URL, freshIp, instance, unreachable } from './scale-out-fixtures';

jest.setTimeout(120_000);

const why = unreachable();
if (why) console.warn(`scale-out test skipped: ${why}`);
const describeShared = why ? describe.skip : describe;

describeShared('two api instances on one PostgreSQL and one Redis', () => {
  const schema = `t_scale_${crypto.randomBytes(5).toString('hex')}`;
  const prefix = `test:scale:${crypto.randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    // the test's schema is made by the first (two CREATE SCHEMA IF NOT EXISTS at once collide in PostgreSQL)
    a = await instance(schema, prefix);
    b = await instance(schema, prefix);
    // both start at once, as two containers do: the migrations run once, under Kysely's lock
    await Promise.all([migrateToLatest(a.database), migrateToLatest(b.database)]);
    await seedCart(a.database, a.config);
    [a.app, b.app] = await Promise.all([buildApp({ database: a.database, config: a.config }), buildApp({ database: b.database, config: b.config })]);
    await Promise.all([a.app.ready(), b.app.ready()]);
    redis = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    if (DATABASE_URL) {
      const pg = await import('pg');
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    }
  });

  it('runs on PostgreSQL with sessions and limits in Redis, nothing in process memory', () => {
    for (const t of [a, b]) {
      expect(t.database.dialect).toBe('postgres');
      expect(t.app.auth.sessions.kind).toBe('redis');
      expect(t.app.auth.rate.store.kind).toBe('redis');
    }
  });

  it('keeps a session made on one instance on the other, and ends it everywhere at logout', async () => {
    const onA = new Client(a.app);
    const { user } = await loginWithOtp(onA, '09351112201', 'Scale Shopper');
    const token = onA.cookies.get('sid');
    expect(token).toBeTruthy();
    const onB = new Client(b.app);
    onB.cookies.set('sid', token!);
    expect((await onB.get('/api/auth/user')).json().data.id).toBe(user.id);
    expect((await onB.post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await onA.get('/api/auth/user')).json().data).toBeNull();
  });

  it('accepts a code sent through one instance on the other, and counts wrong tries across both', async () => {
    const mobile = '09351112202';
    const onA = new Client(a.app);
    const onB = new Client(b.app);
    const code = await requestOtp(onA, mobile);
    const registered = await onB.post('/api/auth/register', { mobile, code, fullName: 'Two Instances' });
    expect(registered.statusCode).toBe(200);
    expect((await onB.get('/api/auth/user')).json().data.mobile).toBe(mobile);

    // a fresh code; its tries are spent alternately on each instance: the last allowed one voids it on both
    const second = await requestOtp(onB, mobile);
    const wrong = second === '000000' ? '111111' : '000000';
    const max = a.app.auth.limits.otpMaxAttempts;
    const tries: string[] = [];
    for (let i = 0; i < max; i++) tries.push((await (i % 2 ? onB : onA).post('/api/auth/login?lang=en', { mobile, code: wrong })).json().messages[0].item2);
    expect(tries).toEqual([...Array(max - 1).fill('auth.codeWrong'), 'auth.codeAttemptsExceeded']);
    for (const c of [onA, onB]) {
      const late = await c.post('/api/auth/login?lang=en', { mobile, code: second });
      expect(late.statusCode).toBe(400);
      expect(late.json().messages[0].item2).toBe('auth.codeExpired');
    }
  });

  it('holds a resend cooldown started on one instance on the other', async () => {
    const mobile = '09351112203';
    const saved = [a.app.auth.limits.otpResendCooldownMs, b.app.auth.limits.otpResendCooldownMs];
    a.app.auth.limits.otpResendCooldownMs = 60_000;
    b.app.auth.limits.otpResendCooldownMs = 60_000;
    try {
      const ip = freshIp();
      const first = await new Client(a.app).request({ method: 'POST', url: '/api/auth/otp', payload: { mobile }, remoteAddress: ip });
      expect(first.statusCode).toBe(200);
      const again = await new Client(b.app).request({ method: 'POST', url: '/api/auth/otp?lang=en', payload: { mobile }, remoteAddress: ip });
      expect(again.statusCode).toBe(429);
      expect(again.json().messages[0].item2).toBe('auth.resendCooldown');
    } finally {
      [a.app.auth.limits.otpResendCooldownMs, b.app.auth.limits.otpResendCooldownMs] = saved;
    }
  });

  it('counts a rate limit across both instances, in Redis', async () => {
    const mobile = '09351112204';
    const ip = freshIp();
    const send = (t: TestApp) => new Client(t.app).request({ method: 'POST', url: '/api/auth/otp?lang=en', payload: { mobile }, remoteAddress: ip });
    // AUTH_OTP_PER_MOBILE_PER_HOUR=3: three codes, alternating instances, then the fourth is refused on either
    expect((await send(a)).statusCode).toBe(200);
    expect((await send(b)).statusCode).toBe(200);
    expect((await send(a)).statusCode).toBe(200);
    const refusedOnB = await send(b);
    expect(refusedOnB.statusCode).toBe(429);
    expect(refusedOnB.json().messages[0].item2).toBe('auth.tooManyCodes');
    expect((await send(a)).statusCode).toBe(429);
    const keys = await redis.keys(`${prefix}rl:auth:otp-mobile:${mobile}:*`);
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0]))).toBe(5);
    // and nothing of it in the database's counter table
    const sqlCounters = await a.database.db.selectFrom('auth_rate_limits').select('key').where('key', 'like', `%${mobile}%`).execute();
    expect(sqlCounters).toEqual([]);
  });

  it('never oversells to concurrent orders placed through both instances', async () => {
    const p = await makeProduct(a, { stock: 5, name: 'Scale-out extinguisher' });
    const wanted = (i: number) => (i % 3 === 0 ? 2 : 1);
    const buyers = [];
    for (let i = 0; i < 16; i++) {
      const s = await shopper(i % 2 ? b : a);
      await readyToOrder(s.c, p, wanted(i));
      buyers.push(s);
    }
    const answers = await Promise.all(buyers.map((s) => cart(s.c, 11, {}, 'en')));
    const placed = answers.filter((r) => r.statusCode === 200);
    expect(placed.length).toBeGreaterThan(0);
    for (const r of answers.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(['cart.notEnoughStock', 'cart.outOfStock']).toContain(r.json().messages[0].item2);
    }
    const stock = await stockOf(b, p);
    const sold = answers.reduce((n, r, i) => n + (r.statusCode === 200 ? wanted(i) : 0), 0);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(sold + stock).toBe(5);
    // nobody was refused who would still fit in what is left
    answers.forEach((r, i) => {
      if (r.statusCode !== 200) expect(wanted(i)).toBeGreaterThan(stock);
    });
  });

  it('never holds more than the stock for reservations made through both instances, and shows a hold on either', async () => {
    const p = await makeProduct(a, { stock: 4 });
    const shoppers = [];
    for (let i = 0; i < 8; i++) {
      const s = await shopper(i % 2 ? b : a);
      const add = await cart(s.c, 1, { productItemId: p, count: 1 });
      expect(add.statusCode).toBe(200);
      shoppers.push({ ...s, ip: freshIp() });
    }
    const answers = await Promise.all(shoppers.map((s) => s.c.request({ method: 'POST', url: '/api/cart/cart?lang=en', payload: { cartUpdateType: 19 }, remoteAddress: s.ip })));
    const held = answers.filter((r) => r.statusCode === 200).length;
    expect(held).toBe(4);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(400);
    expect(await stockOf(a, p)).toBe(0);
    // a hold made through one instance is the same basket seen through the other
    const holder = shoppers[answers.findIndex((r) => r.statusCode === 200)];
    const other = new Client(holder.c === shoppers[0].c ? b.app : a.app);
    other.cookies = new Map(holder.c.cookies);
    const viaOther = (await cart(other, 14)).json().data;
    expect(viaOther.reserveExpiresAt).toBeTruthy();
  });

  it('runs the cart sweep on one instance only, and on the other once that one stops', async () => {
    const p = await makeProduct(a, { stock: 3 });
    const { order } = await placedOrder(a, p, 2);
    expect(await stockOf(a, p)).toBe(1);
    await a.database.db.updateTable('product_orders').set({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', order.productOrderId).execute();

    const runs: Array<'a' | 'b'> = [];
    const released: number[] = [];
    const sweeperOf = (t: TestApp, name: 'a' | 'b') =>
      new Sweeper({
        lock: createSweepLock(t.database, t.config.databaseUrl, t.app.log),
        sweep: async () => {
          runs.push(name);
          released.push((await releaseExpiredHolds(t.database.db)).orders);
        },
        intervalMs: 60_000,
        log: t.app.log,
      });
    const sa = sweeperOf(a, 'a');
    const sb = sweeperOf(b, 'b');
    expect(sa.lockKind).toBe('postgres');
    try {
      const turns: SweepTurn[][] = [];
      // both instances' timers fire together, several times
      for (let i = 0; i < 4; i++) turns.push(await Promise.all([sa.tick(), sb.tick()]));
      for (const round of turns) expect([...round].sort()).toEqual(['skipped', 'swept']);
      expect(new Set(runs).size).toBe(1);
      expect(runs).toHaveLength(4);
      // the expired hold was given back once: its two units, not four
      expect(released).toEqual([1, 0, 0, 0]);
      expect(await stockOf(a, p)).toBe(3);

      // the sweeping instance stops (a container shut down): the other takes over at its next turn
      const [leader, follower, followerName] = runs[0] === 'a' ? [sa, sb, 'b'] : [sb, sa, 'a'];
      await leader.stop();
      expect(await follower.tick()).toBe('swept');
      expect(runs[runs.length - 1]).toBe(followerName);
      // an instance that cannot reach the lock never sweeps
      const blind = createSweepLock(a.database, undefined, a.app.log);
      expect(await blind.acquire()).toBe(false);
    } finally {
      await sa.stop();
      await sb.stop();
    }
  });
});
