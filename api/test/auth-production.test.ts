import { SettingsError } from 'contracts/settings';
import { createTestApp, Client, startFromEnv } from './helpers';
import { lastSandboxCode } from './auth-helpers';
import { loadConfig } from '../src/config';

describe('development routes', () => {
  it('serves the sandbox outbox only when DEV_ROUTES asks for it', async () => {
    const off = await createTestApp('sqlite', { config: { devRoutes: false } });
    try {
      const c = new Client(off.app);
      expect((await c.post('/api/auth/otp', { mobile: '09121239999' })).statusCode).toBe(200);
      const res = await c.get('/api/dev/sms-outbox?mobile=09121239999');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/\d{6}/);
    } finally {
      await off.close();
    }
    const on = await createTestApp('sqlite');
    try {
      const c = new Client(on.app);
      await c.post('/api/auth/otp', { mobile: '09121239999' });
      expect(await lastSandboxCode(c, '09121239999')).toMatch(/^\d{6}$/);
    } finally {
      await on.close();
    }
  });
});

describe('the sandbox SMS provider in production', () => {
  const production = (env: NodeJS.ProcessEnv = {}) =>
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://shop.example', AUTH_SECRET: 'a-long-enough-production-secret', ...env });

  const start = (env: Record<string, string>) => startFromEnv(production, env);

  it('refuses to start with a start-up error naming SMS_PROVIDER', async () => {
    const { app, finish } = await start({});
    try {
      const err = await app.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SettingsError);
      expect((err as SettingsError).problems[0]).toMatch(/^SMS_PROVIDER: .*ALLOW_SANDBOX_IN_PRODUCTION/);
    } finally {
      await finish();
    }
  });

  it('starts with ALLOW_SANDBOX_IN_PRODUCTION (staging), still without the outbox', async () => {
    const { app, finish } = await start({ ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
    try {
      const a = await app;
      expect(a.auth.sms.name).toBe('sandbox');
      expect((await new Client(a, 'https://shop.example').get('/api/dev/sms-outbox?mobile=09121239999')).statusCode).toBe(404);
    } finally {
      await finish();
    }
  });
});
