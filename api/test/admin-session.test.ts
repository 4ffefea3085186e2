/**
 * Staff sign-in and sessions: the cookie's attributes, the idle (30 min) and absolute (12 h) limits,
 * a new token at every sign-in, disabling ends sessions at once, the optional password as a second
 * factor, no telling staff numbers apart, and the sign-in limits.
 */
import { addOwner, addStaff, signInStaff, staffCode, withSendLimitsLifted } from './admin-helpers';
import { loginWithOtp, useFakeClock } from './auth-helpers';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';

const MIN = 60_000;

describeEachDb('back-office sessions', (kind) => {
  let t: TestApp;
  let clock: ReturnType<typeof useFakeClock>;
  let n = 0;
  /** a new staff member for each case (their own code limits and sessions) */
  const newMobile = () => `0912${String(2_000_000 + n++).padStart(7, '0')}`;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = useFakeClock(t.app);
  }, 60_000);
  beforeEach(() => clock.nextDay());
  afterAll(() => t.close());

  it('sets an HttpOnly, SameSite=Strict cookie on /api/admin, Secure over https', async () => {
    const mobile = newMobile();
    await addStaff(t, mobile, ['support']);
    const res = await signInStaff(new Client(t.app), t.app, mobile);
    const cookie = res.cookies.find((c) => c.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', maxAge: 12 * 3600 });
    expect(cookie.secure).toBeFalsy();
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const https = new Client(t.app);
    const code = await staffCode(https, t.app, mobile);
    const secure = await https.post('/api/admin/auth/verify', { mobile, code }, { 'x-forwarded-proto': 'https' });
    expect(secure.statusCode).toBe(200);
    expect(secure.cookies.find((c) => c.name === 'staff_session')).toMatchObject({ secure: true, sameSite: 'Strict', httpOnly: true });
  });

  it('ends a session after 30 idle minutes, and keeps an active one', async () => {
    const mobile = newMobile();
    await addStaff(t, mobile, ['orders']);
    const c = new Client(t.app);
    await signInStaff(c, t.app, mobile);
    clock.advance(29 * MIN);
    expect((await c.get('/api/admin/me')).statusCode).toBe(200);
    clock.advance(29 * MIN); // 58 minutes after sign-in, 29 after the last call
    expect((await c.get('/api/admin/me')).statusCode).toBe(200);
    clock.advance(31 * MIN);
    const idle = await c.get('/api/admin/me?lang=en');
    expect(idle.statusCode).toBe(401);
    expect(idle.json().messages[0].item2).toBe('admin.signInRequired');
    // the browser is told to forget the dead token
    expect(c.cookies.has('staff_session')).toBe(false);
  });

  it('ends a session 12 hours after sign-in however busy', async () => {
    const mobile = newMobile();
    await addStaff(t, mobile, ['content']);
    const c = new Client(t.app);
    await signInStaff(c, t.app, mobile);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * MIN);
      expect((await c.get('/api/admin/me')).statusCode).toBe(200);
    }
    clock.advance(25 * MIN);
    expect((await c.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('gives a new token at every sign-in and drops the browser’s old one', async () => {
    const mobile = newMobile();
    await addStaff(t, mobile, ['catalogue']);
    const c = new Client(t.app);
    await signInStaff(c, t.app, mobile);
    const first = c.cookies.get('staff_session')!;
    await signInStaff(c, t.app, mobile);
    const second = c.cookies.get('staff_session')!;
    expect(second).not.toBe(first);
    const stale = new Client(t.app);
    stale.cookies.set('staff_session', first);
    expect((await stale.get('/api/admin/me')).statusCode).toBe(401);
    expect((await c.get('/api/admin/me')).statusCode).toBe(200);
    // a token planted before sign-in (fixation) is worthless afterwards too
    const planted = new Client(t.app);
    planted.cookies.set('staff_session', 'planted-token');
    await signInStaff(planted, t.app, mobile);
    expect(planted.cookies.get('staff_session')).not.toBe('planted-token');
  });

  it('signs out', async () => {
    const mobile = newMobile();
    await addStaff(t, mobile, ['support']);
    const c = new Client(t.app);
    await signInStaff(c, t.app, mobile);
    const token = c.cookies.get('staff_session')!;
    expect((await c.post('/api/admin/auth/logout')).statusCode).toBe(200);
    const again = new Client(t.app);
    again.cookies.set('staff_session', token);
    expect((await again.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('ends a disabled staff member’s sessions at once', async () => {
    const ownerMobile = newMobile();
    await addOwner(t, ownerMobile);
    const owner = new Client(t.app);
    await signInStaff(owner, t.app, ownerMobile);
    const mobile = newMobile();
    const id = await addStaff(t, mobile, ['orders']);
    const staff = new Client(t.app);
    await signInStaff(staff, t.app, mobile);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(200);
    const off = await owner.request({ method: 'PATCH', url: `/api/admin/staff/${id}`, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    expect((await staff.get('/api/admin/me')).statusCode).toBe(401);
    const rows = await t.database.db.selectFrom('staff_sessions').select('id').where('staff_id', '=', id).execute();
    expect(rows).toEqual([]);
    // and a disabled member gets no code and cannot sign in
    const code = await withSendLimitsLifted(t.app, async () => (await staff.post('/api/admin/auth/otp', { mobile })).statusCode);
    expect(code).toBe(200);
    const outbox = await staff.get(`/api/dev/sms-outbox?mobile=${mobile}`);
    const sentBefore = outbox.json().data.length;
    expect((await staff.post('/api/admin/auth/verify', { mobile, code: '000000' })).statusCode).toBe(401);
    expect((await staff.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json().data.length).toBe(sentBefore);
  });

  it('does not tell staff numbers apart, and a shopper’s session is not a staff one', async () => {
    const shopperMobile = newMobile();
    const shopper = new Client(t.app);
    await loginWithOtp(shopper, shopperMobile, 'Shopper');
    const staffMobile = newMobile();
    await addStaff(t, staffMobile, ['support']);
    const a = await shopper.post('/api/admin/auth/otp?lang=en', { mobile: shopperMobile });
    const b = await new Client(t.app).post('/api/admin/auth/otp?lang=en', { mobile: staffMobile });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect({ ...a.json().data, mobile: 'x' }).toEqual({ ...b.json().data, mobile: 'x' });
    expect(a.json().messages[0].item2).toBe(b.json().messages[0].item2);
    // the shopper's own (storefront) code does not open the back-office
    const outbox = (await shopper.get(`/api/dev/sms-outbox?mobile=${shopperMobile}`)).json().data;
    const shopperCode = outbox[0].code as string;
    const refused = await shopper.post('/api/admin/auth/verify?lang=en', { mobile: shopperMobile, code: shopperCode });
    const wrong = await new Client(t.app).post('/api/admin/auth/verify?lang=en', { mobile: staffMobile, code: '000000' });
    expect([refused.statusCode, refused.json().messages]).toEqual([wrong.statusCode, wrong.json().messages]);
    expect(refused.statusCode).toBe(401);
    expect((await shopper.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('asks for the password once one is set, and counts wrong ones', async () => {
    const mobile = newMobile();
    await addStaff(t, mobile, ['catalogue']);
    const c = new Client(t.app);
    await signInStaff(c, t.app, mobile);
    const weak = await c.post('/api/admin/auth/password?lang=en', { password: '123' });
    expect(weak.statusCode).toBe(400);
    const set = await c.post('/api/admin/auth/password', { password: 'Sandogh-Ghermez-42' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.hasPassword).toBe(true);

    const other = new Client(t.app);
    const code = await staffCode(other, t.app, mobile);
    const noPassword = await other.post('/api/admin/auth/verify', { mobile, code });
    expect([noPassword.statusCode, noPassword.json().messages[0].item2]).toEqual([401, 'admin.passwordRequired']);
    // the code was only confirmed: the same code with the password signs in
    const both = await other.post('/api/admin/auth/verify', { mobile, code, password: 'Sandogh-Ghermez-42' });
    expect(both.statusCode).toBe(200);

    const third = new Client(t.app);
    const code2 = await staffCode(third, t.app, mobile);
    const bad = await third.post('/api/admin/auth/verify', { mobile, code: code2, password: 'not-the-password' });
    expect([bad.statusCode, bad.json().messages[0].item2]).toEqual([401, 'admin.wrongCredentials']);
    // changing it needs the current one
    const change = await c.post('/api/admin/auth/password', { password: 'Another-Secret-77', currentPassword: 'wrong-one-here' });
    expect([change.statusCode, change.json().messages[0].item2]).toEqual([400, 'admin.currentPasswordWrong']);
  });

  it('limits failed sign-ins per mobile', async () => {
    const mobile = newMobile();
    await addStaff(t, mobile, ['support']);
    const c = new Client(t.app);
    const max = t.app.auth.limits.passwordFailuresPerMobile.max;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await c.post('/api/admin/auth/verify', { mobile, code: '123456' })).statusCode);
    expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // even the right code waits for the window to end
    const code = await staffCode(c, t.app, mobile);
    expect((await c.post('/api/admin/auth/verify', { mobile, code })).statusCode).toBe(429);
  });

  it('limits code requests like the shoppers’ (cooldown, per mobile), for staff and others alike', async () => {
    for (const isStaff of [true, false]) {
      clock.nextDay();
      const mobile = newMobile();
      if (isStaff) await addStaff(t, mobile, ['support']);
      const c = new Client(t.app);
      expect((await c.post('/api/admin/auth/otp', { mobile })).statusCode).toBe(200);
      const again = await c.post('/api/admin/auth/otp', { mobile });
      expect([isStaff, again.statusCode, again.json().messages[0].item2]).toEqual([isStaff, 429, 'auth.resendCooldown']);
      const perMobile = t.app.auth.limits.otpPerMobile.max;
      const codes: number[] = [];
      for (let i = 0; i < perMobile; i++) {
        clock.advance(2 * MIN);
        codes.push((await c.post('/api/admin/auth/otp', { mobile })).statusCode);
      }
      expect([isStaff, codes]).toEqual([isStaff, [...Array(perMobile - 1).fill(200), 429]]);
    }
  });
});
