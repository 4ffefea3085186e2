import { loadConfig } from '../src/config';

describe('the api configuration', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 4000, smsProvider: 'sandbox', paymentGateway: 'sandbox', vatPercent: 10, seedOnStart: true });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sqlitePath).toMatch(/shop\.sqlite$/);
  });

  it('converts and uses what is set', () => {
    const c = loadConfig({ API_PORT: '4100', SEED_ON_START: 'false', VAT_PERCENT: '9', DATABASE_URL: 'postgres://u@h/db', AUTH_OTP_MAX_ATTEMPTS: '3', AUTH_OTP_TTL_SECONDS: '60' });
    expect(c.port).toBe(4100);
    expect(c.seedOnStart).toBe(false);
    expect(c.vatPercent).toBe(9);
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.auth.limits).toEqual({ otpMaxAttempts: 3, otpTtlMs: 60_000 });
  });

  it.each([
    ['API_PORT', 'eighty'],
    ['API_PORT', '70000'],
    ['SMS_PROVIDER', 'twilio'],
    ['PAYMENT_GATEWAY', 'paypal'],
    ['DATABASE_URL', 'mysql://x'],
    ['VAT_PERCENT', '-1'],
    ['SEED_ON_START', 'maybe'],
    ['AUTH_SECRET', 'short'],
    ['AUTH_OTP_MAX_ATTEMPTS', '2.5'],
  ])('stops at start on %s=%s, naming the setting', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });

  it('serves development routes only when asked, and never in production', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'true' }).devRoutes).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://s.example', AUTH_SECRET: 'a-long-enough-secret', DEV_ROUTES: 'true' })).toThrow(/DEV_ROUTES/);
  });

  it('purges caches in the sandbox by default, tells the local shell only with a secret, and needs a hook and token for http', () => {
    expect(loadConfig({}).cachePurge).toEqual({ purger: 'sandbox', url: undefined, token: undefined, timeoutMs: 3000, shellUrls: ['http://127.0.0.1:3000/__cache/purge'], shellSecret: undefined });
    expect(loadConfig({ SHELL_PORT: '3900' }).cachePurge.shellUrls).toEqual(['http://127.0.0.1:3900/__cache/purge']);
    const c = loadConfig({ CACHE_PURGER: 'http', CACHE_PURGE_URL: 'https://cdn.example/purge', CACHE_PURGE_TOKEN: 'a-long-enough-token', SHELL_PURGE_URLS: 'http://shell-1:3000/__cache/purge, http://shell-2:3000/__cache/purge', CACHE_PURGE_SECRET: 'a-long-enough-secret' });
    expect(c.cachePurge).toMatchObject({ purger: 'http', url: 'https://cdn.example/purge', shellUrls: ['http://shell-1:3000/__cache/purge', 'http://shell-2:3000/__cache/purge'], shellSecret: 'a-long-enough-secret' });
    expect(() => loadConfig({ CACHE_PURGER: 'http' })).toThrow(/CACHE_PURGE_URL, CACHE_PURGE_TOKEN: required with CACHE_PURGER=http/);
    expect(() => loadConfig({ CACHE_PURGER: 'varnish' })).toThrow(/CACHE_PURGER:/);
    expect(() => loadConfig({ SHELL_PURGE_URLS: 'shell-1:3000' })).toThrow(/SHELL_PURGE_URLS:/);
    expect(() => loadConfig({ CACHE_PURGE_SECRET: 'short' })).toThrow(/CACHE_PURGE_SECRET:/);
  });

  it('reads LEADS_SMS_TO as canonical mobiles, each once, in any digits, and stops at start on one that is not a mobile', () => {
    expect(loadConfig({}).leads).toEqual({ smsTo: [] });
    expect(loadConfig({ LEADS_SMS_TO: ' ' }).leads.smsTo).toEqual([]);
    expect(loadConfig({ LEADS_SMS_TO: '۰۹۱۲۱۲۳۴۵۶۷, +98 935 111 2233،09121234567;00989351112244' }).leads.smsTo).toEqual(['09121234567', '09351112233', '09351112244']);
    expect(() => loadConfig({ LEADS_SMS_TO: '09121234567,021-66000000' })).toThrow(/LEADS_SMS_TO: not an Iranian mobile number: "021-66000000"/);
  });

  it('names every setting production requires that is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production[\s\S]*AUTH_SECRET: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', AUTH_SECRET: 'a-long-enough-secret' })).not.toThrow();
  });
});

describe("the README's configuration table", () => {
  it('is the schema (npm run config:table rewrites it)', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const { settingsTable } = jest.requireActual<typeof import('contracts/settings')>('contracts/settings');
    const { ApiSettings } = jest.requireActual<typeof import('../src/config')>('../src/config');
    const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain(settingsTable(ApiSettings));
  });
});
