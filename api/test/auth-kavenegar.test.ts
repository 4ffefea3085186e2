import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { captureLogs } from './auth-helpers';
import { KavenegarSms } from '../src/modules/auth/sms/kavenegar';
import { SmsError } from '../src/modules/auth/sms/sender';
import { createSmsSender } from '../src/modules/auth/sms/provider';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp } from '../src/app';

/** A stand-in for api.kavenegar.com: records each call and answers what the test scripts. */
class FakeKavenegar {
  calls: URL[] = [];
  answer: (url: URL) => { status: number; body: string } | 'hang' = () => ({
    status: 200,
    body: JSON.stringify({ return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1, status: 5 }] }),
  });
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.calls.push(url);
    const a = this.answer(url);
    if (a === 'hang') return;
    res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
  });
  baseUrl = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
  refuse(status: number, message: string, httpStatus = status) {
    this.answer = () => ({ status: httpStatus, body: JSON.stringify({ return: { status, message }, entries: null }) });
  }
}

const KEY = '7A6B5C4D3E2F1A0B9C8D7E6F5A4B3C2D1E0F';

describe('Kavenegar adapter against a fake server', () => {
  const fake = new FakeKavenegar();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.calls = [];
    fake.answer = new FakeKavenegar().answer;
  });
  const sms = (timeoutMs?: number) => new KavenegarSms({ apiKey: KEY, template: 'shop-verify', baseUrl: `${fake.baseUrl}/`, timeoutMs });

  it('calls verify/lookup with the receptor, the code as token and the template', async () => {
    await sms().sendOtp('09121234567', '048213', 'fa');
    expect(fake.calls).toHaveLength(1);
    const url = fake.calls[0];
    expect(url.pathname).toBe(`/v1/${KEY}/verify/lookup.json`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ receptor: '09121234567', token: '048213', template: 'shop-verify' });
  });

  it.each([
    [418, 'اعتبار حساب شما کافی نیست', 418],
    [424, 'الگوی مورد نظر پیدا نشد', 424],
    [403, 'کد شناسائی API-Key معتبر نمی‌باشد', 403],
    // some gateways answer HTTP 200 with the error only in return.status
    [426, 'استفاده از این متد نیازمند سرویس پیشرفته می‌باشد', 200],
  ])('turns a return.status %i answer into an SmsError', async (status, message, httpStatus) => {
    fake.refuse(status, message, httpStatus);
    const err = await sms().sendOtp('09121234567', '111111', 'fa').catch((e) => e);
    expect(err).toBeInstanceOf(SmsError);
    expect(err.providerStatus).toBe(status);
    expect(err.invalidReceptor).toBe(false);
    expect(err.message).toContain(message);
    expect(err.message).not.toContain(KEY);
    expect(err.message).not.toContain('111111');
  });

  it('marks an invalid receptor (411) as the shopper’s error', async () => {
    fake.refuse(411, 'receptor نامعتبر است');
    const err = await sms().sendOtp('09121234567', '222222', 'fa').catch((e) => e);
    expect(err).toMatchObject({ providerStatus: 411, invalidReceptor: true });
  });

  it('fails cleanly on a non-JSON answer, a closed port and a hanging server', async () => {
    fake.answer = () => ({ status: 502, body: '<html>Bad Gateway</html>' });
    expect(await sms().sendOtp('09121234567', '1', 'fa').catch((e) => e)).toMatchObject({ name: 'SmsError', providerStatus: 502 });

    const closed = new KavenegarSms({ apiKey: KEY, template: 't', baseUrl: 'http://127.0.0.1:1' });
    expect(await closed.sendOtp('09121234567', '1', 'fa').catch((e) => e)).toMatchObject({ name: 'SmsError', providerStatus: null });

    fake.answer = () => 'hang';
    const started = Date.now();
    const err = await sms(200).sendOtp('09121234567', '1', 'fa').catch((e) => e);
    expect(err).toMatchObject({ name: 'SmsError', message: 'kavenegar timed out' });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('choosing the SMS provider', () => {
  const base = loadConfig({ NODE_ENV: 'test' });

  it('refuses the sandbox in production and Kavenegar without a key or template', () => {
    expect(() => createSmsSender({ ...base, env: 'production', smsProvider: 'sandbox' }, null as never)).toThrow(/refused in production/);
    expect(() => createSmsSender({ ...base, smsProvider: 'kavenegar', kavenegar: { baseUrl: 'x', template: 't' } }, null as never)).toThrow(
      /KAVENEGAR_API_KEY/,
    );
    expect(createSmsSender({ ...base, env: 'production', smsProvider: 'kavenegar', kavenegar: { baseUrl: 'x', apiKey: 'k', template: 't' } }, null as never).name).toBe(
      'kavenegar',
    );
    expect(createSmsSender(base, null as never).name).toBe('sandbox');
  });

  it('does not start in production with the sandbox', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-auth-'));
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://shop.example', AUTH_SECRET: 'a-long-enough-production-secret' });
    expect(config.smsProvider).toBe('sandbox');
    const database = await openDatabase(config);
    try {
      await migrateToLatest(database);
      await expect(buildApp({ database, config })).rejects.toThrow(/sandbox SMS provider is refused in production/);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachDb('login codes sent through Kavenegar', (kind) => {
  const fake = new FakeKavenegar();
  let t: TestApp;
  let logs: string[];
  beforeAll(async () => {
    await fake.start();
    t = await createTestApp(kind, {
      config: {
        env: 'production',
        logLevel: 'info',
        smsProvider: 'kavenegar',
        kavenegar: { apiKey: KEY, template: 'shop-verify', baseUrl: fake.baseUrl },
        // the payment side of this production app stays the sandbox (a staging site): only SMS is under test
        allowSandboxInProduction: true,
      },
    });
    logs = captureLogs(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.answer = new FakeKavenegar().answer;
  });

  it('logs in with the code the provider was asked to deliver, and logs neither key nor code', async () => {
    const c = new Client(t.app);
    const mobile = '09131112233';
    const sent = await c.post('/api/auth/otp', { mobile: '۰۹۱۳۱۱۱۲۲۳۳' });
    expect(sent.statusCode).toBe(200);
    const call = fake.calls.at(-1)!;
    expect(call.searchParams.get('receptor')).toBe(mobile);
    const code = call.searchParams.get('token')!;
    expect(code).toMatch(/^\d{6}$/);
    const reg = await c.post('/api/auth/register', { mobile, code, fullName: 'Hamid' });
    expect(reg.statusCode).toBe(200);
    const log = logs.join('');
    expect(log).toContain('one-time code sent');
    expect(log).not.toContain(KEY);
    expect(log).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });

  it('answers a provider failure with a 503, keeps no code and no cooldown', async () => {
    const c = new Client(t.app);
    const mobile = '09131112244';
    fake.refuse(418, 'اعتبار حساب شما کافی نیست');
    const res = await c.post('/api/auth/otp', { mobile }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json().messages).toEqual([{ item1: 'The SMS could not be sent; please try again shortly.', item2: 'auth.smsUnavailable' }]);
    expect(await t.database.db.selectFrom('auth_otp_codes').selectAll().where('mobile', '=', mobile).execute()).toEqual([]);
    const log = logs.join('');
    expect(log).toContain('one-time code not sent');
    expect(log).toContain('"providerStatus":418');
    expect(log).not.toContain(KEY);
    fake.answer = new FakeKavenegar().answer;
    expect((await c.post('/api/auth/otp', { mobile })).statusCode).toBe(200);
  });

  it('answers a receptor the provider refuses as an invalid mobile', async () => {
    fake.refuse(411, 'receptor نامعتبر است');
    const res = await new Client(t.app).post('/api/auth/otp', { mobile: '09131112255' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].item2).toBe('common.invalidMobile');
  });

  it('has no sandbox outbox in production', async () => {
    const res = await new Client(t.app).get('/api/dev/sms-outbox?mobile=09131112233');
    expect(res.statusCode).toBe(404);
  });
});
