import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { captureLogs, lastSandboxCode } from './auth-helpers';

// Its own app (logging everything): on PostgreSQL two test apps must not be open at once (the
// shared migrator looks for its lock table across schemas).
describeEachDb('auth secrets stay out of storage and logs', (kind) => {
  let logged: TestApp;
  beforeAll(async () => {
    logged = await createTestApp(kind, { config: { logLevel: 'trace' } });
  });
  afterAll(() => logged.close());

  it('never writes a code, a password or a session token to the database or the logs', async () => {
    const lines = captureLogs(logged.app);
    const c = new Client(logged.app);
    const mobile = '09351234567';
    const password = 'Ghalam-Sabz-1403';
    await c.post('/api/auth/otp', { mobile });
    const code = await lastSandboxCode(c, mobile);
    await c.post('/api/auth/checkOtp', { mobile, code });
    const reg = await c.post('/api/auth/register', { mobile, code, fullName: 'Leila', password });
    expect(reg.statusCode).toBe(200);
    const token = c.cookies.get('sid')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await c.post('/api/auth/logout', {});
    const login = await c.post('/api/auth/login', { mobile, password });
    expect(login.statusCode).toBe(200);
    const token2 = c.cookies.get('sid')!;
    await c.post('/api/auth/login', { mobile, password: 'wrong-password-1' });
    await c.get('/api/auth/user');

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('logged in');
    // the code as a number of its own (a 6-digit run inside a timestamp is not a leak)
    const codeAlone = new RegExp(`(?<![0-9])${code}(?![0-9])`);
    expect(log).not.toMatch(codeAlone);
    for (const secret of [password, 'wrong-password-1', token, token2]) expect(log).not.toContain(secret);

    const { db } = logged.database;
    const tables = ['users', 'auth_otp_codes', 'auth_sessions', 'auth_rate_limits', 'auth_settings', 'product_likes'];
    const dump = JSON.stringify(await Promise.all(tables.map((tb) => db.selectFrom(tb).selectAll().execute())));
    expect(dump).not.toMatch(codeAlone);
    for (const secret of [password, token, token2]) expect(dump).not.toContain(secret);
    const user = await db.selectFrom('users').select('password_hash').where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });
});
