import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { loginWithOtp } from './auth-helpers';

describeEachDb('auth smoke', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('registers then logs in again', async () => {
    const c = new Client(t.app);
    const r = await loginWithOtp(c, '۰۹۱۲۱۲۳۴۵۶۷', 'Ali');
    expect(r.user.mobile).toBe('09121234567');
    const me = await c.get('/api/auth/user');
    expect(me.json().data.fullName).toBe('Ali');
    await c.post('/api/auth/logout', {});
    expect((await c.get('/api/auth/user')).json().data).toBeNull();
    const again = await loginWithOtp(c, '+989121234567');
    expect(again.user.id).toBe(r.user.id);
  });
});
