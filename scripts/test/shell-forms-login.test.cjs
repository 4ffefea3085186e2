// The log-in steps without scripts (issue 33, shell/server/forms-login.mjs), against the real shell server
// in a child process and a stand-in api that records what it is asked: each step makes the api call the
// hydrated page makes (mf-account/src/api/auth.ts's bodies) in the page's language; a step done goes on to
// the next step's address (the number and the mode in it, never the code), the outcome in the one-use
// cookie; logged in, the api's session cookie is passed on with the 303 to the return address (a path of
// this shop only); refused, the page again (422) with the api's messages beside the fields and what was
// typed, never a password. (The pages drawing it are tested end to end: e2e/tests/no-script-login.spec.ts.)
const { ensureBuilt } = require('../../server-kit/test/child-servers.cjs');
const { formsShell } = require('./forms-shell.cjs');

ensureBuilt();
jest.setTimeout(30_000);


const ok = (data, messages = []) => [200, { isSuccess: true, data, messages }];
const no = (status, code, text, data = null) => [status, { isSuccess: false, data, messages: [{ item1: text, item2: code }] }];

describe('the log-in steps posted without scripts', () => {
  let asked = [];
  /** what the stand-in api answers, by path (without the query): [status, body, headers] */
  let answers = {};

  const shell = formsShell({ remote: { name: 'mf_account', server: 'http://localhost:3804' }, respond: (url) => answers[url.split('?')[0]] ?? [404, { isSuccess: false, data: null, messages: [] }], ask: (a) => asked.push(a) });
  afterAll(shell.stopAll);
  beforeAll(async () => {
    await shell.start();
  });
  beforeEach(() => {
    asked = [];
    answers = {};
  });

  const post = (...args) => shell.post(...args);
  /** The same post as the hydrated page would send it: the outcome as JSON. */
  const postJson = async (pathname, fields, headers = {}) => {
    const res = await post(pathname, fields, { accept: 'application/json', ...headers });
    return { status: res.status, outcome: await res.json(), cookies: res.headers.getSetCookie() };
  };
  /** The one-use outcome a 303 carries to the next page's render. */
  const flashOf = (res) => {
    const c = res.headers.getSetCookie().find((x) => x.startsWith('form_result='));
    return c ? JSON.parse(decodeURIComponent(c.split(';')[0].slice('form_result='.length))) : null;
  };

  it('refuses a post from another site without asking the api', async () => {
    for (const step of ['login-mobile', 'login-code', 'login-password', 'login-name', 'login-resend']) {
      const res = await post(`/_form/${step}`, { mobile: '09121234567', code: '123456', back: '/loginRegister' }, { origin: 'https://evil.example' });
      expect([step, res.status]).toEqual([step, 403]);
      const crossSite = await post(`/_form/${step}`, { mobile: '09121234567' }, { origin: '', 'sec-fetch-site': 'cross-site' });
      expect([step, crossSite.status]).toEqual([step, 403]);
    }
    expect(asked).toEqual([]);
  });

  it('a new shopper’s number: who it is, a code sent, then the code step of that number (no code in the address)', async () => {
    answers['/api/auth/userDetail'] = ok({ mobile: '09121234567', exists: false, hasPassword: false, mode: '1' });
    answers['/api/auth/otp'] = ok({ mobile: '09121234567', expiresIn: 120, resendIn: 60, codeLength: 6 });
    const res = await post('/_form/login-mobile', { mobile: '۰۹۱۲ ۱۲۳ ۴۵۶۷', step: 'mobile', back: '/en/loginRegister?returnTo=%2Fpr%2F5%2Fx', returnTo: '/pr/5/x' }, { cookie: 'sid=s0' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/loginRegister?step=code&mobile=09121234567&mode=1&returnTo=%2Fpr%2F5%2Fx');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(flashOf(res)).toEqual({ form: 'login', ok: true, step: 'code', mobile: '09121234567', mode: '1', codeLength: 6, resendIn: 60 });
    expect(asked.map((a) => [a.url, a.body])).toEqual([
      ['/api/auth/userDetail?lang=en', { mobile: '09121234567' }],
      ['/api/auth/otp?lang=en', { mobile: '09121234567' }],
    ]);
    expect(asked[0].headers.cookie).toBe('sid=s0');
  });

  it('an account with a password: the password step, no code sent', async () => {
    answers['/api/auth/userDetail'] = ok({ mobile: '09121234567', exists: true, hasPassword: true, mode: '3' });
    const res = await post('/_form/login-mobile', { mobile: '09121234567', step: 'mobile', back: '/loginRegister' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/loginRegister?step=password&mobile=09121234567&mode=3');
    expect(asked.map((a) => a.url)).toEqual(['/api/auth/userDetail?lang=fa']);
  });

  it('a wrong number: the page again (422, kept by no one), the message beside the field and the number as typed', async () => {
    answers['/api/auth/userDetail'] = no(400, 'common.invalidMobile', 'شماره موبایل معتبر نیست.');
    const page = await post('/_form/login-mobile', { mobile: '0912', step: 'mobile', back: '/loginRegister' });
    expect(page.status).toBe(422);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.getSetCookie().some((c) => c.startsWith('form_result=') && !/Max-Age=0|1970/.test(c))).toBe(false);
    const { status, outcome } = await postJson('/_form/login-mobile', { mobile: '0912', step: 'mobile', back: '/loginRegister' });
    expect(status).toBe(422);
    expect(outcome).toEqual({ form: 'login', ok: false, step: 'mobile', values: { mobile: '0912' }, errors: { mobile: 'شماره موبایل معتبر نیست.' }, messages: [] });
  });

  it('a code sent moments ago: the code step with the api’s wait, and its message', async () => {
    answers['/api/auth/userDetail'] = ok({ mobile: '09121234567', exists: true, hasPassword: false, mode: '2' });
    answers['/api/auth/otp'] = no(429, 'auth.resendCooldown', 'Please wait 42 seconds before asking for a new code.', { retryAfter: 42 });
    const res = await post('/_form/login-mobile', { mobile: '09121234567', step: 'mobile', back: '/en/loginRegister' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/loginRegister?step=code&mobile=09121234567&mode=2');
    expect(flashOf(res)).toMatchObject({ step: 'code', resendIn: 42, messages: ['Please wait 42 seconds before asking for a new code.'] });
  });

  it('no code could be sent: the number step again, with the api’s message for the whole form', async () => {
    answers['/api/auth/userDetail'] = ok({ mobile: '09121234567', exists: false, hasPassword: false, mode: '1' });
    answers['/api/auth/otp'] = no(503, 'auth.smsUnavailable', 'The SMS could not be sent; please try again shortly.');
    const { status, outcome } = await postJson('/_form/login-mobile', { mobile: '0912 123 4567', step: 'mobile', back: '/en/loginRegister' });
    expect(status).toBe(422);
    expect(outcome).toEqual({ form: 'login', ok: false, step: 'mobile', values: { mobile: '0912 123 4567' }, errors: {}, messages: ['The SMS could not be sent; please try again shortly.'] });
  });

  it('registering: the code confirmed, then the name step; the code travels in the one-use outcome, never in the address', async () => {
    answers['/api/auth/checkOtp'] = ok({ mobile: '09121234567', verified: true, exists: false, mode: '1', expiresIn: 600 });
    const res = await post('/_form/login-code', { mobile: '09121234567', mode: '1', code: '۸۶۴۲۰۹', step: 'code', back: '/loginRegister?step=code&mobile=09121234567&mode=1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/loginRegister?step=name&mobile=09121234567&mode=1');
    expect(res.headers.get('location')).not.toContain('864209');
    expect(flashOf(res)).toEqual({ form: 'login', ok: true, step: 'name', mobile: '09121234567', mode: '1', code: '864209' });
    expect(asked.map((a) => [a.url, a.body])).toEqual([['/api/auth/checkOtp?lang=fa', { mobile: '09121234567', code: '864209' }]]);
  });

  it('logging in with the code: the session cookie passed on, and on to the return address in the page’s language', async () => {
    answers['/api/auth/login'] = [
      200,
      { isSuccess: true, data: { user: { id: 7, mobile: '09121234567', fullName: 'Sara', hasPassword: false, createdAt: '2026-01-01' }, basketId: 'b-9' } },
      { 'set-cookie': ['sid=s-new; Path=/; HttpOnly; SameSite=Lax', 'signedIn=1; Path=/; SameSite=Lax'] },
    ];
    const res = await post('/_form/login-code', { mobile: '09121234567', mode: '2', code: '654321', step: 'code', back: '/en/loginRegister?step=code', returnTo: '/pr/5/kapsul?x=1' }, { cookie: 'basketId=b-guest' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/pr/5/kapsul?x=1');
    expect(res.headers.getSetCookie()).toEqual(expect.arrayContaining(['sid=s-new; Path=/; HttpOnly; SameSite=Lax', 'signedIn=1; Path=/; SameSite=Lax']));
    expect(asked.map((a) => [a.url, a.body])).toEqual([['/api/auth/login?lang=en', { mobile: '09121234567', code: '654321', cartCode: 'b-guest' }]]);
  });

  it('a wrong code: the code step again with the message beside the code, and the code as typed', async () => {
    answers['/api/auth/checkOtp'] = no(400, 'auth.codeWrong', 'The verification code is wrong; 4 tries left.');
    const { status, outcome } = await postJson('/_form/login-code', { mobile: '09121234567', mode: '1', code: '۱۱۱۱۱۱', step: 'code', back: '/en/loginRegister?step=code' });
    expect(status).toBe(422);
    expect(outcome).toEqual({
      form: 'login',
      ok: false,
      step: 'code',
      mobile: '09121234567',
      mode: '1',
      values: { code: '111111' },
      errors: { code: 'The verification code is wrong; 4 tries left.' },
      messages: [],
    });
  });

  it('the password: logged in and home when no return address was given; a wrong one beside the field, never sent back', async () => {
    answers['/api/auth/login'] = ok({ user: { id: 7 }, basketId: null });
    const res = await post('/_form/login-password', { mobile: '09121234567', mode: '3', password: 'Golestan-Saadi', step: 'password', back: '/loginRegister?step=password' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(asked[0].body).toEqual({ mobile: '09121234567', password: 'Golestan-Saadi', cartCode: null });

    answers['/api/auth/login'] = no(400, 'auth.wrongPassword', 'The mobile number or password is wrong.');
    const { status, outcome } = await postJson('/_form/login-password', { mobile: '09121234567', mode: '3', password: 'wrong-one', step: 'password', back: '/en/loginRegister' });
    expect(status).toBe(422);
    expect(outcome).toEqual({ form: 'login', ok: false, step: 'password', mobile: '09121234567', mode: '3', errors: { password: 'The mobile number or password is wrong.' }, messages: [] });
    expect(JSON.stringify(outcome)).not.toContain('wrong-one');
  });

  it('registering with the name (and a password when given); a refused name keeps what was typed and the confirmed code', async () => {
    answers['/api/auth/register'] = ok({ user: { id: 8 }, basketId: null });
    const res = await post('/_form/login-name', { mobile: '09121234567', mode: '1', code: '123456', fullName: '  سارا   محمدی ', newPassword: '', step: 'name', back: '/loginRegister?step=name' });
    expect(res.status).toBe(303);
    expect(asked[0]).toMatchObject({ url: '/api/auth/register?lang=fa', body: { mobile: '09121234567', code: '123456', fullName: 'سارا محمدی', cartCode: null } });
    expect(asked[0].body).not.toHaveProperty('password');

    answers['/api/auth/register'] = no(400, 'auth.passwordTooShort', 'The password must be at least 8 characters long.');
    const refused = await postJson('/_form/login-name', { mobile: '09121234567', mode: '1', code: '123456', fullName: 'Sara Mohammadi', newPassword: 'short', step: 'name', back: '/en/loginRegister' });
    expect(refused.status).toBe(422);
    expect(refused.outcome).toEqual({
      form: 'login',
      ok: false,
      step: 'name',
      mobile: '09121234567',
      mode: '1',
      code: '123456',
      values: { fullName: 'Sara Mohammadi' },
      errors: { newPassword: 'The password must be at least 8 characters long.' },
      messages: [],
    });
    expect(asked.at(-1).body.password).toBe('short');

    // the code is no longer good: back to the code step, the message beside the code
    answers['/api/auth/register'] = no(400, 'auth.codeExpired', 'The verification code has expired or was not requested; ask for a new one.');
    const expired = await postJson('/_form/login-name', { mobile: '09121234567', mode: '1', code: '123456', fullName: 'Sara', step: 'name', back: '/en/loginRegister' });
    expect(expired.outcome).toMatchObject({ step: 'code', errors: { code: 'The verification code has expired or was not requested; ask for a new one.' } });
    expect(expired.outcome).not.toHaveProperty('code');
  });

  it('a code instead of the password, or a new code: sent, and the code step; not sent, the step it came from', async () => {
    answers['/api/auth/otp'] = ok({ mobile: '09121234567', expiresIn: 120, resendIn: 60, codeLength: 6 });
    const res = await post('/_form/login-resend', { mobile: '09121234567', mode: '3', password: '', step: 'password', back: '/en/loginRegister?step=password' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/loginRegister?step=code&mobile=09121234567&mode=3');
    expect(asked[0]).toMatchObject({ url: '/api/auth/otp?lang=en', body: { mobile: '09121234567' } });

    answers['/api/auth/otp'] = no(429, 'auth.tooManyCodes', 'Too many codes were requested for this number; try again in 40 minutes.');
    const { status, outcome } = await postJson('/_form/login-resend', { mobile: '09121234567', mode: '3', step: 'password', back: '/en/loginRegister' });
    expect(status).toBe(422);
    expect(outcome).toEqual({ form: 'login', ok: false, step: 'password', mobile: '09121234567', mode: '3', errors: {}, messages: ['Too many codes were requested for this number; try again in 40 minutes.'] });
  });

  it('goes back only to a page of this shop, never to the log-in page or a form', async () => {
    answers['/api/auth/login'] = ok({ user: { id: 7 }, basketId: null });
    const after = async (returnTo, back = '/en/loginRegister') =>
      (await post('/_form/login-password', { mobile: '09121234567', password: 'x', returnTo, back })).headers.get('location');
    expect(await after('//evil.example/x')).toBe('/en');
    expect(await after('https://evil.example/')).toBe('/en');
    expect(await after('/\\evil.example')).toBe('/en');
    expect(await after('/loginRegister')).toBe('/en');
    expect(await after('/en/loginRegister?step=code')).toBe('/en');
    expect(await after('/_form/cart')).toBe('/en');
    expect(await after('/en/basket')).toBe('/en/basket');
    expect(await after('/en/basket', '/loginRegister')).toBe('/basket');
  });

  it('an api that answers no envelope: the step again with “unavailable” in the page’s language, nothing else', async () => {
    answers['/api/auth/userDetail'] = [502, '<html>Bad gateway</html>'];
    const { status, outcome } = await postJson('/_form/login-mobile', { mobile: '09121234567', step: 'mobile', back: '/en/loginRegister' });
    expect(status).toBe(422);
    expect(outcome).toEqual({ form: 'login', ok: false, step: 'mobile', values: { mobile: '09121234567' }, errors: {}, messages: ['The server is unavailable. Please try again.'] });
    expect(JSON.stringify(outcome)).not.toMatch(/Bad gateway|Error|at /);
  });
});
