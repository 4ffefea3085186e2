import path from 'node:path';

/** Runtime configuration, read once from the environment. Defaults are the embedded local setup. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl?: string;
  sqlitePath: string;
  dataDir: string;
  uploadDir: string;
  redisUrl?: string;
  /** Origins allowed to make state-changing calls, besides the request's own host. */
  publicOrigins: string[];
  /** Absolute URL of the storefront as shoppers see it (used for payment callbacks). */
  publicUrl: string;
  smsProvider: 'sandbox' | 'kavenegar';
  kavenegar: { apiKey?: string; template?: string; baseUrl: string };
  paymentGateway: 'sandbox' | 'zarinpal';
  zarinpal: { merchantId?: string; sandbox: boolean; baseUrl?: string };
  vatPercent: number;
  seedOnStart: boolean;
  logLevel: string;
  /** Which proxies' X-Forwarded-* headers to believe (per-address rate limits depend on it). */
  trustProxy: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(__dirname, '..', '..', 'data'));
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.API_PORT ?? env.PORT ?? 4000);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.SHELL_PORT ?? 3000}`;
  return {
    env: nodeEnv,
    port,
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH ?? path.join(dataDir, 'shop.sqlite'),
    dataDir,
    uploadDir: env.UPLOAD_DIR ?? path.join(dataDir, 'uploads'),
    redisUrl: env.REDIS_URL || undefined,
    publicOrigins: (env.PUBLIC_ORIGINS ?? publicUrl).split(',').map((s) => s.trim()).filter(Boolean),
    publicUrl,
    smsProvider: env.SMS_PROVIDER === 'kavenegar' ? 'kavenegar' : 'sandbox',
    kavenegar: {
      apiKey: env.KAVENEGAR_API_KEY,
      template: env.KAVENEGAR_TEMPLATE,
      baseUrl: env.KAVENEGAR_BASE_URL ?? 'https://api.kavenegar.com',
    },
    paymentGateway: env.PAYMENT_GATEWAY === 'zarinpal' ? 'zarinpal' : 'sandbox',
    zarinpal: {
      merchantId: env.ZARINPAL_MERCHANT_ID,
      sandbox: env.ZARINPAL_SANDBOX !== 'false',
      baseUrl: env.ZARINPAL_BASE_URL,
    },
    vatPercent: Number(env.VAT_PERCENT ?? 10),
    seedOnStart: env.SEED_ON_START !== 'false',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    // the shell's server proxies /api from the same machine; put the real proxies' addresses here
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    ...overrides,
  };
}
