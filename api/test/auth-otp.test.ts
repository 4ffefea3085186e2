import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { lastSandboxCode, useFakeClock } from './auth-helpers';
import { defaultAuthLimits } from '../src/modules/auth/limits';

describeEachDb('auth one-time codes', (kind) => {
  let t: TestApp;
  let clock: ReturnType<typeof useFakeClock>;
  let seq = 0;
  const nextMobile = () => `0912000${String(seq++).padStart(4, '0')}`;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const otpRows = (mobile: string) => t.database.db.selectFrom('auth_otp_codes').selectAll().where('mobile', '=', mobile).execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    clock = useFakeClock(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // a new day, at the start of every limit window: earlier tests' windows, cooldowns and codes are over
    clock.nextDay();
    t.app.auth.limits = structuredClone(defaultAuthLimits);
  });

  async function sendCode(c: Client, mobile: string) {
    const res = await c.post('/api/auth/otp', { mobile });
    expect(res.statusCode).toBe(200);
    return lastSandboxCode(c, res.json().data.mobile);
  }

  it('sends a 6-digit code to the normalized mobile and says how long it lives', async () => {
    const c = new Client(t.app);
    const res = await c.post('/api/auth/otp', { mobile: '+98 912 555 ۱۲۳۴' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isSuccess).toBe(true);
    expect(body.data).toEqual({ mobile: '09125551234', expiresIn: 120, resendIn: 60, codeLength: 6 });
    expect(body.messages[0].item2).toBe('auth.otpSent');
    const outbox = (await c.get('/api/dev/sms-outbox?mobile=۰۹۱۲۵۵۵۱۲۳۴')).json().data;
    expect(outbox).toHaveLength(1);
    expect(outbox[0].code).toMatch(/^\d{6}$/);
    expect(outbox[0].text).toContain(outbox[0].code);
  });

  it('draws codes at random', async () => {
    const c = new Client(t.app);
    t.app.auth.limits.otpResendCooldownMs = 0;
    t.app.auth.limits.otpPerMobile.max = 100;
    const codes = new Set<string>();
    const mobile = nextMobile();
    for (let i = 0; i < 20; i++) codes.add(await sendCode(c, mobile));
    // 20 draws from a million: a repeat is a 1 in 5000 event, a constant generator repeats always
    expect(codes.size).toBeGreaterThanOrEqual(19);
  });

  it('stores only a keyed hash of the code', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await sendCode(c, mobile);
    const rows = await otpRows(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('accepts the right code once, typed with Persian digits', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await sendCode(c, mobile);
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    const reg = await c.post('/api/auth/register', { mobile, code: persian, fullName: 'Sara' });
    expect(reg.statusCode).toBe(200);
    await c.post('/api/auth/logout', {});
    const again = await c.post('/api/auth/login', { mobile, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().messages[0].item2).toBe('auth.codeExpired');
  });

  it('refuses a wrong code, counts down the tries, then still takes the right one', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await sendCode(c, mobile);
    const res = await c.post('/api/auth/checkOtp', { mobile, code: wrongCode(code) }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, messages: [{ item2: 'auth.codeWrong', item1: 'The verification code is wrong; 4 tries left.' }] });
    const ok = await c.post('/api/auth/checkOtp', { mobile, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ verified: true, exists: false, mode: '1' });
  });

  it('voids a code after five wrong tries, even for the right code', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await sendCode(c, mobile);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await c.post('/api/auth/checkOtp', { mobile, code: wrongCode(code) })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    const right = await c.post('/api/auth/register', { mobile, code, fullName: 'Reza' });
    expect(right.statusCode).toBe(400);
    expect(right.json().messages[0].item2).toBe('auth.codeExpired');
  });

  it('does not let parallel guesses exceed the attempt limit', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await sendCode(c, mobile);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((g) => c.post('/api/auth/checkOtp', { mobile, code: g })));
    const [row] = await otpRows(mobile);
    expect(Number(row.attempts)).toBe(5);
    expect(row.consumed_at).not.toBeNull();
  });

  it('expires a code after two minutes', async () => {
    const c = new Client(t.app);
    const fresh = nextMobile();
    const freshCode = await sendCode(c, fresh);
    clock.advance(119_000);
    expect((await c.post('/api/auth/checkOtp', { mobile: fresh, code: freshCode })).statusCode).toBe(200);

    const stale = nextMobile();
    const staleCode = await sendCode(c, stale);
    clock.advance(121_000);
    const res = await c.post('/api/auth/register', { mobile: stale, code: staleCode, fullName: 'Nima' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].item2).toBe('auth.codeExpired');
  });

  it('keeps a confirmed code usable for ten minutes so the shopper can type a name', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await sendCode(c, mobile);
    expect((await c.post('/api/auth/checkOtp', { mobile, code })).statusCode).toBe(200);
    clock.advance(5 * 60_000);
    const reg = await c.post('/api/auth/register', { mobile, code, fullName: 'Mina' });
    expect(reg.statusCode).toBe(200);
    expect(reg.json().data.user).toMatchObject({ mobile, fullName: 'Mina', hasPassword: false });
  });

  it('makes the shopper wait a minute before a new code, then replaces the old one', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const first = await sendCode(c, mobile);
    clock.advance(30_000);
    const early = await c.post('/api/auth/otp', { mobile }, { 'accept-language': 'en' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      data: { retryAfter: 30 },
      messages: [{ item2: 'auth.resendCooldown', item1: 'Please wait 30 seconds before asking for a new code.' }],
    });
    clock.advance(30_000);
    const second = await sendCode(c, mobile);
    if (second !== first) {
      const old = await c.post('/api/auth/checkOtp', { mobile, code: first });
      expect(old.json().messages[0].item2).toBe('auth.codeWrong');
    }
    expect((await c.post('/api/auth/checkOtp', { mobile, code: second })).statusCode).toBe(200);
  });

  it('sends at most five codes an hour to one mobile', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    for (let i = 0; i < 5; i++) {
      await sendCode(c, mobile);
      clock.advance(61_000);
    }
    const sixth = await c.post('/api/auth/otp', { mobile });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().messages[0].item2).toBe('auth.tooManyCodes');
    expect((await c.post('/api/auth/otp', { mobile: nextMobile() })).statusCode).toBe(200);
    clock.advance(60 * 60_000);
    expect((await c.post('/api/auth/otp', { mobile })).statusCode).toBe(200);
  });

  it('sends at most thirty codes an hour to one address, whatever the mobiles', async () => {
    const c = new Client(t.app);
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 30; i++) expect((await c.post('/api/auth/otp', { mobile: nextMobile() }, from)).statusCode).toBe(200);
    const refused = await c.post('/api/auth/otp', { mobile: nextMobile() }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages[0].item2).toBe('auth.tooManyRequests');
    expect((await c.post('/api/auth/otp', { mobile: nextMobile() }, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
  });

  it('counts an IPv6 shopper by their /64, so rotating addresses does not help', async () => {
    const c = new Client(t.app);
    for (let i = 0; i < 30; i++) {
      const from = { 'x-forwarded-for': `2001:db8:aa:bb::${(i + 1).toString(16)}` };
      expect((await c.post('/api/auth/otp', { mobile: nextMobile() }, from)).statusCode).toBe(200);
    }
    const refused = await c.post('/api/auth/otp', { mobile: nextMobile() }, { 'x-forwarded-for': '2001:db8:aa:bb:ffff::9' });
    expect(refused.statusCode).toBe(429);
    expect((await c.post('/api/auth/otp', { mobile: nextMobile() }, { 'x-forwarded-for': '2001:db8:aa:bc::1' })).statusCode).toBe(200);
  });

  it('stops an address that keeps guessing codes across many mobiles', async () => {
    const c = new Client(t.app);
    t.app.auth.limits.failuresPerIp.max = 3;
    const from = { 'x-forwarded-for': '198.51.100.9' };
    const mobiles = [nextMobile(), nextMobile(), nextMobile(), nextMobile()];
    const codes = [];
    for (const m of mobiles) codes.push(await sendCode(c, m));
    for (let i = 0; i < 3; i++) await c.post('/api/auth/checkOtp', { mobile: mobiles[i], code: wrongCode(codes[i]) }, from);
    const blocked = await c.post('/api/auth/checkOtp', { mobile: mobiles[3], code: codes[3] }, from);
    expect(blocked.statusCode).toBe(429);
    // the code itself was not touched by the refused call
    const [row] = await otpRows(mobiles[3]);
    expect(Number(row.attempts)).toBe(0);
    expect((await c.post('/api/auth/checkOtp', { mobile: mobiles[3], code: codes[3] })).statusCode).toBe(200);
  });

  it('limits account lookups per address', async () => {
    const c = new Client(t.app);
    const from = { 'x-forwarded-for': '192.0.2.44' };
    for (let i = 0; i < 60; i++) expect((await c.post('/api/auth/userDetail', { mobile: nextMobile() }, from)).statusCode).toBe(200);
    expect((await c.post('/api/auth/userDetail', { mobile: nextMobile() }, from)).statusCode).toBe(429);
  });

  it('does not use up a code on a refused login or registration', async () => {
    const c = new Client(t.app);
    const mobile = nextMobile();
    const code = await sendCode(c, mobile);
    const noAccount = await c.post('/api/auth/login', { mobile, code });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().messages[0].item2).toBe('auth.accountNotFound');
    const badName = await c.post('/api/auth/register', { mobile, code, fullName: ' ' });
    expect(badName.json().messages[0].item2).toBe('auth.fullNameInvalid');
    const shortPassword = await c.post('/api/auth/register', { mobile, code, fullName: 'Ali', password: 'abc' });
    expect(shortPassword.json().messages[0].item2).toBe('auth.passwordTooShort');
    expect(await t.database.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst()).toBeUndefined();
    expect((await c.post('/api/auth/register', { mobile, code, fullName: 'Ali' })).statusCode).toBe(200);

    // registering an existing number is refused without touching the new code
    await c.post('/api/auth/logout', {});
    clock.advance(61_000);
    const code2 = await sendCode(c, mobile);
    const dup = await c.post('/api/auth/register', { mobile, code: code2, fullName: 'Ali' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().messages[0].item2).toBe('auth.alreadyRegistered');
    expect((await c.post('/api/auth/login', { mobile, code: code2 })).statusCode).toBe(200);
  });

  it('answers bad input with a localized 400 and changes nothing', async () => {
    const c = new Client(t.app);
    const cases: Array<[string, unknown, string]> = [
      ['/api/auth/otp', {}, 'common.requiredField'],
      ['/api/auth/otp', { mobile: '' }, 'common.invalidField'],
      ['/api/auth/otp', { mobile: '0812345678' }, 'common.invalidMobile'],
      ['/api/auth/otp', { mobile: '091234567890' }, 'common.invalidMobile'],
      ['/api/auth/otp', { mobile: 'x'.repeat(100) }, 'common.invalidField'],
      ['/api/auth/otp', { mobile: { $ne: 1 } }, 'common.invalidField'],
      ['/api/auth/userDetail', { mobile: 'abc' }, 'common.invalidMobile'],
      ['/api/auth/checkOtp', { mobile: '09120001111' }, 'common.requiredField'],
      ['/api/auth/checkOtp', { mobile: '09120001111', code: 'abc' }, 'auth.codeRequired'],
      ['/api/auth/login', { mobile: '09120001111' }, 'auth.codeOrPassword'],
      ['/api/auth/register', { mobile: '09120001111', code: '123456' }, 'common.requiredField'],
      ['/api/auth/register', { mobile: '09120001111', code: '123456', fullName: '<b>x</b>' }, 'auth.fullNameInvalid'],
    ];
    for (const [url, body, code] of cases) {
      const res = await c.post(url, body);
      expect({ url, body, status: res.statusCode, code: res.json().messages[0]?.item2 }).toEqual({ url, body, status: 400, code });
    }
    const notJson = await c.request({ method: 'POST', url: '/api/auth/otp', payload: '{"mobile":', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    const count = await t.database.db.selectFrom('auth_otp_codes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const before = Number(count.n);
    await c.post('/api/auth/otp', { mobile: '0812345678' });
    const after = await t.database.db.selectFrom('auth_otp_codes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(before);
  });
});
