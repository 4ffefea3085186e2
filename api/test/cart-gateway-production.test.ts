import { SettingsError } from 'contracts/settings';
import { Client, startFromEnv } from './helpers';
import { loadConfig } from '../src/config';

describe('the sandbox gateway in production', () => {
  const production = (env: NodeJS.ProcessEnv) =>
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://shop.example',
      AUTH_SECRET: 'a-long-enough-production-secret',
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: 'key',
      KAVENEGAR_TEMPLATE: 'verify',
      ...env,
    });
  const start = (env: Record<string, string>) => startFromEnv(production, env);

  it('refuses to start with a start-up error naming PAYMENT_GATEWAY', async () => {
    const { app, finish } = await start({});
    try {
      const err = await app.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SettingsError);
      expect((err as SettingsError).problems[0]).toMatch(/^PAYMENT_GATEWAY: .*ALLOW_SANDBOX_IN_PRODUCTION/);
    } finally {
      await finish();
    }
  });

  it('starts with ALLOW_SANDBOX_IN_PRODUCTION (a staging site), and with Zarinpal', async () => {
    const envs: Array<Record<string, string>> = [{ ALLOW_SANDBOX_IN_PRODUCTION: 'true' }, { PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: 'm-1' }];
    for (const env of envs) {
      const { app, finish } = await start(env);
      try {
        const a = await app;
        expect((await new Client(a, 'https://shop.example').get('/api/health')).statusCode).toBeLessThan(500);
      } finally {
        await finish();
      }
    }
  });
});
