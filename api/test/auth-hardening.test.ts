import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { loginWithOtp, requestOtp, useFakeClock } from './auth-helpers';

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
