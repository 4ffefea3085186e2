import { loginStart, type PostedLogin } from './loginStart';

const q = (s = '') => new URLSearchParams(s);
const posted = (over: Partial<PostedLogin>): PostedLogin => ({ form: 'login', ok: true, ...over });

describe('where the log-in page starts (a step posted without scripts, or its address)', () => {
  it('starts at the number with nothing said, by default', () => {
    expect(loginStart(null, q())).toMatchObject({ step: 'mobile', mobile: '', mobileInput: '', mode: '1', codeLength: 6, resendIn: 0, code: '', errors: {}, messages: [], returnTo: null });
  });

  it('opens the step the server sent the page to, with the code’s length and the wait it gave', () => {
    const start = loginStart(posted({ step: 'code', mobile: '09121234567', mode: '2', codeLength: 5, resendIn: 42, messages: ['Please wait 42 seconds.'] }), q('step=code&mobile=09121234567&mode=2'));
    expect(start).toMatchObject({ step: 'code', mobile: '09121234567', mode: '2', codeLength: 5, resendIn: 42, messages: ['Please wait 42 seconds.'], refused: false });
  });

  it('opens a step its address names (a reload): the wait and the code are not in it', () => {
    expect(loginStart(null, q('step=password&mobile=0912%20123%204567&mode=3'))).toMatchObject({ step: 'password', mobile: '09121234567', mode: '3', resendIn: 0 });
    expect(loginStart(null, q('step=code&mobile=09121234567&mode=1'))).toMatchObject({ step: 'code', resendIn: 0 });
  });

  it('starts earlier when a step lacks what it needs: the number, the mode, the confirmed code', () => {
    expect(loginStart(null, q('step=code&mode=1')).step).toBe('mobile');
    expect(loginStart(null, q('step=code&mobile=0812&mode=1')).step).toBe('mobile');
    expect(loginStart(null, q('step=code&mobile=09121234567')).step).toBe('mobile');
    expect(loginStart(null, q('step=code&mobile=09121234567&mode=9')).step).toBe('mobile');
    expect(loginStart(null, q('step=done&mobile=09121234567&mode=1')).step).toBe('mobile');
    // the name step needs the confirmed code, which only the one-use outcome carries
    expect(loginStart(null, q('step=name&mobile=09121234567&mode=1')).step).toBe('code');
    expect(loginStart(posted({ step: 'name', mobile: '09121234567', mode: '1', code: '123456' }), q())).toMatchObject({ step: 'name', code: '123456' });
    expect(loginStart(posted({ step: 'name', mobile: '09121234567', mode: '2', code: '123456' }), q()).step).toBe('code');
  });

  it('keeps a refused step’s messages beside its fields and what was typed', () => {
    const start = loginStart(
      posted({ ok: false, step: 'mobile', values: { mobile: '0912' }, errors: { mobile: 'Not valid', password: 7 as unknown as string }, messages: ['Try later', 3 as unknown as string] }),
      q('step=code&mobile=09121234567&mode=1'),
    );
    expect(start).toMatchObject({ step: 'mobile', mobileInput: '0912', errors: { mobile: 'Not valid' }, messages: ['Try later'], refused: true });
    const code = loginStart(posted({ ok: false, step: 'code', mobile: '09121234567', mode: '1', values: { code: '۱۱۱۱۱۱' }, errors: { code: 'Wrong' } }), q());
    expect(code).toMatchObject({ step: 'code', values: { code: '111111' }, errors: { code: 'Wrong' } });
  });

  it('the change-number link’s address: the number step with the number in it', () => {
    expect(loginStart(null, q('step=mobile&mobile=09121234567'))).toMatchObject({ step: 'mobile', mobile: '', mobileInput: '09121234567' });
  });

  it('reads the return address of this shop only, without its language, never the log-in page', () => {
    expect(loginStart(null, q('returnTo=%2Fen%2Fpr%2F5%2Fx%3Fa%3D1')).returnTo).toBe('/pr/5/x?a=1');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', '/loginRegister', '/en/loginRegister?step=code', '/_form/cart', '/', 'pr/5']) {
      expect([bad, loginStart(null, q(`returnTo=${encodeURIComponent(bad)}`)).returnTo]).toEqual([bad, null]);
    }
  });

  it('ignores an outcome of another form', () => {
    expect(loginStart({ form: 'contact', ok: false, step: 'code' } as unknown as PostedLogin, q()).step).toBe('mobile');
  });
});
