import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { lastSandboxCode, loginWithOtp, requestOtp, useFakeClock } from './auth-helpers';
import { defaultAuthLimits } from '../src/modules/auth/limits';

const DAY = 86_400_000;

function setCookie(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return all.find((c) => c.startsWith(`${name}=`));
}
const sidCookie = (res: { headers: Record<string, unknown> }) => setCookie(res, 'sid');

describeEachDb('auth sessions and passwords', (kind) => {
  let t: TestApp;
  let clock: ReturnType<typeof useFakeClock>;
  let seq = 0;
  const nextMobile = () => `0935100${String(seq++).padStart(4, '0')}`;
  const sessionCount = async (userId: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('auth_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = useFakeClock(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock.nextDay();
    t.app.auth.limits = structuredClone(defaultAuthLimits);
  });

  /** A client holding only the given session token, like a second browser with a copied cookie. */
  const withToken = (token: string) => {
    const c = new Client(t.app);
    c.cookies.set('sid', token);
    return c;
  };

  async function registerWithPassword(c: Client, mobile: string, password: string) {
    const code = await requestOtp(c, mobile);
    const res = await c.post('/api/auth/register', { mobile, code, fullName: 'Parisa', password });
    expect(res.statusCode).toBe(200);
    return res.json().data.user as { id: number };
  }

  it('tells the login screen its mode: register 1, code login 2, password login 3', async () => {
    const c = new Client(t.app);
    const plain = nextMobile();
    const withPw = nextMobile();
    const mode = async (mobile: string) => (await c.post('/api/auth/userDetail', { mobile })).json().data;
    expect(await mode(plain)).toEqual({ mobile: plain, exists: false, hasPassword: false, mode: '1' });
    await loginWithOtp(new Client(t.app), plain, 'Omid');
    expect(await mode(plain)).toEqual({ mobile: plain, exists: true, hasPassword: false, mode: '2' });
    await registerWithPassword(new Client(t.app), withPw, 'Sib-Zard-Shiraz');
    expect(await mode(`+98${withPw.slice(1)}`)).toEqual({ mobile: withPw, exists: true, hasPassword: true, mode: '3' });
  });

  it('sets an httpOnly, SameSite=Lax session cookie, Secure behind https', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await requestOtp(c, mobile);
    const res = await c.post('/api/auth/register', { mobile, code, fullName: 'Kian' });
    const cookie = sidCookie(res)!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');
    // the scripts' hint beside it: readable, the same lifetime, no token in it
    const hint = setCookie(res, 'signedIn')!;
    expect(hint).toMatch(/^signedIn=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain(`Max-Age=${30 * 24 * 3600}`);

    await c.post('/api/auth/logout', {});
    const code2 = await requestOtp(c, mobile);
    const https = await c.post('/api/auth/login', { mobile, code: code2 }, { 'x-forwarded-proto': 'https' });
    expect(https.statusCode).toBe(200);
    expect(sidCookie(https)).toContain('Secure');
  });

  it('knows the user on every request and reports guests as null', async () => {
    const c = new Client(t.app);
    expect((await c.get('/api/auth/user')).json()).toEqual({ isSuccess: true, data: null, messages: [] });
    const mobile = nextMobile();
    await loginWithOtp(c, mobile, '  Zahra   Karimi ');
    const me = (await c.get('/api/auth/user')).json().data;
    expect(me).toMatchObject({ mobile, fullName: 'Zahra Karimi', hasPassword: false });
    expect(me).not.toHaveProperty('passwordHash');
    expect(me).not.toHaveProperty('password_hash');
  });

  it('issues a new session at every login and kills the previous one', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const { user } = await loginWithOtp(c, mobile);
    const first = c.cookies.get('sid')!;
    await loginWithOtp(c, mobile);
    const second = c.cookies.get('sid')!;
    expect(second).not.toBe(first);
    expect((await withToken(first).get('/api/auth/user')).json().data).toBeNull();
    expect((await withToken(second).get('/api/auth/user')).json().data.id).toBe(user.id);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('ignores and clears a forged or planted session cookie', async () => {
    const planted = 'A'.repeat(43);
    const c = withToken(planted);
    const res = await c.get('/api/auth/user');
    expect(res.json().data).toBeNull();
    expect(sidCookie(res)).toMatch(/^sid=;/);
    expect(setCookie(res, 'signedIn')).toMatch(/^signedIn=;/);
    const junk = withToken("'; drop table users; --");
    expect((await junk.get('/api/auth/user')).json().data).toBeNull();
    // logging in from a browser carrying a planted token yields a different token
    const victim = withToken(planted);
    await loginWithOtp(victim, nextMobile());
    expect(victim.cookies.get('sid')).not.toBe(planted);
  });

  it('ends the session on the server at logout', async () => {
    const c = new Client(t.app);
    const { user } = await loginWithOtp(c, nextMobile());
    const token = c.cookies.get('sid')!;
    const res = await c.post('/api/auth/logout', {});
    expect(res.statusCode).toBe(200);
    expect(sidCookie(res)).toMatch(/^sid=;/);
    expect(setCookie(res, 'signedIn')).toMatch(/^signedIn=;/);
    expect(c.cookies.has('sid')).toBe(false);
    expect(await sessionCount(user.id)).toBe(0);
    // a copy of the old cookie is worthless
    expect((await withToken(token).get('/api/auth/user')).json().data).toBeNull();
    // logging out as a guest is harmless
    expect((await new Client(t.app).post('/api/auth/logout', {})).statusCode).toBe(200);
  });

  it('expires a session after thirty days', async () => {
    const c = new Client(t.app);
    await loginWithOtp(c, nextMobile());
    clock.advance(29 * DAY);
    expect((await c.get('/api/auth/user')).json().data).not.toBeNull();
    clock.advance(DAY + 1000);
    expect((await c.get('/api/auth/user')).json().data).toBeNull();
  });

  it('logs in with a password, the same typed in Persian or Latin digits', async () => {
    const mobile = nextMobile();
    await registerWithPassword(new Client(t.app), mobile, 'Tehran۱۴۰۳!');
    const c = new Client(t.app);
    const res = await c.post('/api/auth/login', { mobile: `+98${mobile.slice(1)}`, password: 'Tehran1403!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ mobile, hasPassword: true });
    expect((await c.get('/api/auth/user')).json().data.mobile).toBe(mobile);
  });

  it('refuses a wrong password, a password login to an account without one and to no account alike', async () => {
    const mobile = nextMobile();
    await registerWithPassword(new Client(t.app), mobile, 'Anar-Saveh-22');
    const c = new Client(t.app);
    const wrong = await c.post('/api/auth/login', { mobile, password: 'Anar-Saveh-23' }, { 'accept-language': 'en' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([{ item1: 'The mobile number or password is wrong.', item2: 'auth.wrongPassword' }]);
    expect(sidCookie(wrong)).toBeUndefined();

    const noPw = nextMobile();
    await loginWithOtp(new Client(t.app), noPw);
    const res = await c.post('/api/auth/login', { mobile: noPw, password: 'whatever-123' }, { 'accept-language': 'en' });
    // one answer whether the account has no password, has another one or does not exist
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(wrong.json().messages);
    const none = await c.post('/api/auth/login', { mobile: nextMobile(), password: 'whatever-123' }, { 'accept-language': 'en' });
    expect(none.statusCode).toBe(400);
    expect(none.json().messages).toEqual(wrong.json().messages);
    expect((await c.get('/api/auth/user')).json().data).toBeNull();
  });

  it('locks password login for a mobile after ten failures, while the code still works', async () => {
    const mobile = nextMobile();
    const password = 'Kuh-Damavand-5610';
    await registerWithPassword(new Client(t.app), mobile, password);
    const c = new Client(t.app);
    for (let i = 0; i < 10; i++) expect((await c.post('/api/auth/login', { mobile, password: `nope-nope-${i}` })).statusCode).toBe(400);
    const locked = await c.post('/api/auth/login', { mobile, password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().messages[0].item2).toBe('auth.tooManyPasswordFailures');
    const code = await requestOtp(c, mobile);
    expect((await c.post('/api/auth/login', { mobile, code })).statusCode).toBe(200);
    clock.advance(15 * 60_000);
    expect((await new Client(t.app).post('/api/auth/login', { mobile, password })).statusCode).toBe(200);
  });

  it('checks new passwords for length and obvious guesses', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    await loginWithOtp(c, mobile);
    const tryPw = async (password: string) => (await c.post('/api/auth/password', { password })).json().messages[0]?.item2;
    expect(await tryPw('short1')).toBe('auth.passwordTooShort');
    expect(await tryPw('x'.repeat(129))).toBe('auth.passwordTooLong');
    expect(await tryPw('12345678')).toBe('auth.passwordTooWeak');
    expect(await tryPw('aaaaaaaaaa')).toBe('auth.passwordTooWeak');
    expect(await tryPw(mobile)).toBe('auth.passwordTooWeak');
    expect(await tryPw('password')).toBe('auth.passwordTooWeak');
    expect(await tryPw('Golestan-Saadi')).toBe('auth.passwordChanged');
  });

  it('sets a first password from the session, and changes it only with the old one or a code', async () => {
    const c = new Client(t.app);
    const other = new Client(t.app);
    const mobile = nextMobile();
    const { user } = await loginWithOtp(c, mobile);

    const set = await c.post('/api/auth/password', { password: 'Baran-Bahari-77' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.hasPassword).toBe(true);

    const noProof = await c.post('/api/auth/password', { password: 'Baran-Paeizi-88' });
    expect(noProof.json().messages[0].item2).toBe('auth.currentPasswordRequired');
    const wrongOld = await c.post('/api/auth/password', { password: 'Baran-Paeizi-88', currentPassword: 'Baran-Bahari-78' });
    expect(wrongOld.json().messages[0].item2).toBe('auth.currentPasswordWrong');

    await loginWithOtp(other, mobile);
    await c.post('/api/auth/login', { mobile, password: 'Baran-Bahari-77' });
    expect(await sessionCount(user.id)).toBe(2);
    const before = c.cookies.get('sid');
    const changed = await c.post('/api/auth/password', { password: 'Baran-Paeizi-88', currentPassword: 'Baran-Bahari-77' });
    expect(changed.statusCode).toBe(200);
    // this browser keeps a fresh session; every other one is logged out
    expect(c.cookies.get('sid')).not.toBe(before);
    expect((await c.get('/api/auth/user')).json().data.id).toBe(user.id);
    expect((await other.get('/api/auth/user')).json().data).toBeNull();
    expect(await sessionCount(user.id)).toBe(1);

    const code = await requestOtp(c, mobile);
    expect((await c.post('/api/auth/password', { password: 'Baran-Zemestani-99', code })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/auth/login', { mobile, password: 'Baran-Zemestani-99' })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/auth/login', { mobile, password: 'Baran-Paeizi-88' })).statusCode).toBe(400);
  });

  it('edits the full name, for logged-in shoppers only', async () => {
    const guest = new Client(t.app);
    const refused = await guest.request({ method: 'PUT', url: '/api/auth/profile', payload: { fullName: 'Hacker' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().messages[0].item2).toBe('auth.required');
    expect((await guest.post('/api/auth/password', { password: 'Whatever-12345' })).statusCode).toBe(401);

    const c = new Client(t.app);
    await loginWithOtp(c, nextMobile(), 'Old Name');
    const put = await c.request({ method: 'PUT', url: '/api/auth/profile', payload: { fullName: 'علي كريمي' } });
    expect(put.statusCode).toBe(200);
    // Arabic yeh and kaf are stored as Persian letters
    expect(put.json().data.fullName).toBe('علی کریمی');
    const post = await c.post('/api/auth/profile', { fullName: 'Ali Karimi' });
    expect(post.json().data.fullName).toBe('Ali Karimi');
    expect((await c.post('/api/auth/profile', { fullName: 'A' })).json().messages[0].item2).toBe('auth.fullNameInvalid');
    expect((await c.get('/api/auth/user')).json().data.fullName).toBe('Ali Karimi');
  });

  it('refuses state-changing auth calls from another origin', async () => {
    const evil = new Client(t.app, 'https://evil.example');
    const mobile = nextMobile();
    expect((await evil.post('/api/auth/otp', { mobile })).statusCode).toBe(403);
    expect((await new Client(t.app).get(`/api/dev/sms-outbox?mobile=${mobile}`)).json().data).toEqual([]);
  });

  it('keeps the sandbox outbox per mobile', async () => {
    const c = new Client(t.app);
    const a = nextMobile();
    const b = nextMobile();
    await c.post('/api/auth/otp', { mobile: a });
    await c.post('/api/auth/otp', { mobile: b });
    const codeA = await lastSandboxCode(c, a);
    const list = (await c.get(`/api/dev/sms-outbox?mobile=${a}`)).json().data;
    expect(list.every((m: { mobile: string }) => m.mobile === a)).toBe(true);
    expect(list[0].code).toBe(codeA);
    expect((await c.get('/api/dev/sms-outbox')).statusCode).toBe(400);
  });
});
