import path from 'node:path';
import { normalizeMobile } from 'contracts/rules';
import { Flag, Required, SettingsError, Type, loadSettings, type Static } from 'contracts/settings';

const seconds = (description: string) => Type.Optional(Type.Number({ minimum: 0, description }));
const count = (description: string) => Type.Optional(Type.Integer({ minimum: 0, description }));

/**
 * Every setting of the api: its type, default and meaning, and whether production requires it.
 * The README's configuration table is rendered from this schema (`npm run config:table -w api`).
 */
export const ApiSettings = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development', description: 'how the api runs; production refuses unsafe defaults' }),
  API_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 4000, description: 'port the api listens on' }),
  API_HOST: Type.String({ default: '127.0.0.1', description: 'address the api listens on' }),
  DATA_DIR: Type.Optional(Type.String({ description: 'folder for the SQLite file and uploads (default: `data/` in the repository)' })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://', description: 'PostgreSQL connection URL; unset = embedded SQLite' })),
  SQLITE_PATH: Type.Optional(Type.String({ description: 'SQLite file (default: `DATA_DIR/shop.sqlite`)' })),
  UPLOAD_DIR: Type.Optional(Type.String({ description: 'folder for uploaded files (default: `DATA_DIR/uploads`)' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://', description: 'Redis URL for sessions and limits shared by several api instances' })),
  PUBLIC_URL: Required(Type.Optional(Type.String({ pattern: '^https?://', description: 'the storefront as shoppers see it (payment callbacks); default `http://localhost:SHELL_PORT`' }))),
  SHELL_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000, description: 'the shell server port (for the default PUBLIC_URL)' }),
  PUBLIC_ORIGINS: Type.Optional(Type.String({ description: 'comma-separated origins allowed to make state-changing calls (default: PUBLIC_URL)' })),
  SMS_PROVIDER: Type.Union([Type.Literal('sandbox'), Type.Literal('kavenegar')], { default: 'sandbox', description: 'one-time code sender; sandbox keeps codes in a local outbox' }),
  KAVENEGAR_API_KEY: Type.Optional(Type.String({ minLength: 1, description: 'Kavenegar API key (SMS_PROVIDER=kavenegar)' })),
  KAVENEGAR_TEMPLATE: Type.Optional(Type.String({ minLength: 1, description: 'Kavenegar verify template name' })),
  KAVENEGAR_BASE_URL: Type.String({ pattern: '^https?://', default: 'https://api.kavenegar.com', description: 'Kavenegar API address' }),
  LEADS_SMS_TO: Type.Optional(Type.String({ maxLength: 1000, description: "comma-separated mobiles told of every new lead (contact message, consultation request, price inquiry) by SMS, in Persian with the lead's number; any digits (`۰۹۱۲…`, `+98…`); unset: no SMS" })),
  PAYMENT_GATEWAY: Type.Union([Type.Literal('sandbox'), Type.Literal('zarinpal')], { default: 'sandbox', description: 'bank gateway; sandbox is a built-in test bank' }),
  ZARINPAL_MERCHANT_ID: Type.Optional(Type.String({ minLength: 1, description: 'Zarinpal merchant id (PAYMENT_GATEWAY=zarinpal)' })),
  ZARINPAL_SANDBOX: Flag(true, "use Zarinpal's own sandbox"),
  ZARINPAL_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://', description: 'Zarinpal API address override' })),
  VAT_PERCENT: Type.Number({ minimum: 0, maximum: 100, default: 10, description: 'value added tax, percent' }),
  CHEQUE_HOLD_HOURS: Type.Integer({ minimum: 1, maximum: 720, default: 24, description: "how long a cheque order holds its stock while the shop waits for the cheque's details (then it is cancelled); once sent, until staff decide" }),
  CHEQUE_MAX_OPEN_ORDERS: Type.Integer({ minimum: 1, maximum: 100, default: 2, description: 'unpaid cheque orders one account may have at once (more are refused with a 409 naming the limit)' }),
  CHEQUE_MAX_UNITS_PER_LINE: Type.Integer({ minimum: 1, maximum: 100000, default: 10, description: 'units of one product a cheque order may hold (more are refused with a 409 naming the limit)' }),
  CHEQUE_PAYEE_NAME_FA: Type.String({ minLength: 1, maxLength: 200, default: 'شرکت ایمنی آتش‌ایمن (سهامی خاص)', description: "the shop's legal name, in Persian, that cheques are made out to (the cheque page shows it; set the real one in production)" }),
  CHEQUE_PAYEE_NAME_EN: Type.String({ minLength: 1, maxLength: 200, default: 'Atash Imen Safety Co. (Private Joint Stock)', description: 'the same legal name in English (English and Russian pages)' }),
  CHEQUE_PAYEE_NATIONAL_ID: Type.String({ pattern: '^[0-9]{10,11}$', default: '10320894878', description: "the payee's national id a Sayad cheque is registered to: a company's 11-digit national id (or a person's 10-digit national code)" }),
  CHEQUE_PAYEE_ACCOUNT: Type.String({ pattern: '^IR[0-9]{24}$', default: 'IR110170000000123456789001', description: "the payee's bank account as a Sheba number (IR and 24 digits, no spaces; its check digits are verified)" }),
  SEED_ON_START: Flag(true, 'seed demo content into empty tables at start'),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'bearer token `/api/metrics` requires (unset: open; keep it private at the load balancer)' })),
  LOG_LEVEL: Type.Optional(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { description: 'pino log level (default: info; silent in tests)' })),
  TRUST_PROXY: Type.String({ default: 'loopback', description: 'proxies whose X-Forwarded-* headers are believed (addresses, CIDRs, `loopback`, `true`)' }),
  DEV_ROUTES: Flag(false, 'serve the development routes (`/api/dev/sms-outbox` with live one-time codes, `/api/dev/form-submissions`); refused in production'),
  ALLOW_SANDBOX_IN_PRODUCTION: Flag(false, 'let production run with the sandbox SMS provider or gateway (a staging site); otherwise the api refuses to start'),
  AUTH_SECRET: Required(Type.Optional(Type.String({ minLength: 16, description: 'key for one-time code hashes (default: a random key kept in the database)' }))),
  AUTH_REDIS_PREFIX: Type.String({ default: 'shop:sess:', description: 'Redis key prefix for sessions (several shops on one Redis)' }),
  AUTH_OTP_TTL_SECONDS: seconds('how long a one-time code is valid (120)'),
  AUTH_OTP_VERIFIED_TTL_SECONDS: seconds('how long a confirmed code stays usable to register (600)'),
  AUTH_OTP_MAX_ATTEMPTS: count('tries per code (5)'),
  AUTH_OTP_COOLDOWN_SECONDS: seconds('wait before a code can be sent again (60)'),
  AUTH_OTP_PER_MOBILE_PER_HOUR: count('codes per mobile an hour (5)'),
  AUTH_OTP_PER_IP_PER_HOUR: count('codes per address an hour (30)'),
  AUTH_FAILURES_PER_IP: count('failed checks per address in 15 minutes (50)'),
  AUTH_LOOKUPS_PER_IP: count('account lookups per address in 10 minutes (60)'),
  AUTH_SESSION_TTL_SECONDS: seconds('session lifetime (30 days)'),
  CONTACT_EMAIL: Type.String({ pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', default: 'info@atashimen.example', description: "the company's e-mail address on the contact page" }),
  CONTACT_PHONES: Type.String({ pattern: '^[0-9+() -]+(,[0-9+() -]+)*$', default: '021-66000000', description: 'comma-separated telephone numbers on the contact page' }),
  CONTACT_MOBILE: Type.String({ pattern: '^[0-9+() -]+$', default: '09121234567', description: "the company's mobile number (contact page, structured data)" }),
  CONTACT_POSTAL_CODE: Type.String({ pattern: '^[0-9 -]*$', default: '1345673111', description: 'postal code of the office' }),
  CONTACT_ADDRESS_FA: Type.String({ minLength: 1, default: 'تهران، خیابان آزادی، پلاک ۱۲۰', description: 'office address in Persian' }),
  CONTACT_ADDRESS_EN: Type.String({ minLength: 1, default: '120 Azadi St, Tehran, Iran', description: 'office address in English' }),
  CONTACT_ADDRESS_RU: Type.String({ minLength: 1, default: 'Иран, Тегеран, улица Азади, д. 120', description: 'office address in Russian' }),
  CONTACT_HOURS_FA: Type.String({ minLength: 1, default: 'شنبه تا چهارشنبه ۸:۳۰ تا ۱۷، پنجشنبه ۸:۳۰ تا ۱۳', description: 'working hours in Persian' }),
  CONTACT_HOURS_EN: Type.String({ minLength: 1, default: 'Saturday to Wednesday 8:30–17:00, Thursday 8:30–13:00', description: 'working hours in English' }),
  CONTACT_HOURS_RU: Type.String({ minLength: 1, default: 'Суббота–среда 8:30–17:00, четверг 8:30–13:00', description: 'working hours in Russian' }),
  CONTACT_MAP_LAT: Type.Number({ minimum: -90, maximum: 90, default: 35.7009, description: "latitude of the office (the contact page's map)" }),
  CONTACT_MAP_LNG: Type.Number({ minimum: -180, maximum: 180, default: 51.3652, description: 'longitude of the office' }),
  MAP_TILE_URL: Type.Optional(Type.String({ pattern: '^https?://(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})', description: 'map tile server, e.g. `https://tile.example/{z}/{x}/{y}.png`; the api fetches and caches the tiles around the office (visitors never contact it). Unset: the contact page shows its drawn map' })),
  MAP_TILE_ATTRIBUTION: Type.Optional(Type.String({ minLength: 1, description: "the tile server's required credit, shown on the map (required with MAP_TILE_URL)" })),
  CATALOG_FILES_DIR: Type.Optional(Type.String({ description: 'folder of the downloadable catalogue files the catalogue page lists, one per language (default: `DATA_DIR/catalog/files`, where the seed writes generated ones)' })),
  CACHE_PURGER: Type.Union([Type.Literal('sandbox'), Type.Literal('http')], { default: 'sandbox', description: 'where the addresses of the pages a catalogue change touches are sent once it is saved: `sandbox` keeps the latest in memory (`/api/dev/cache-purges`; a site without a CDN), `http` POSTs `{version, urls}` to CACHE_PURGE_URL (a CDN\'s or nginx\'s purge hook)' }),
  CACHE_PURGE_URL: Type.Optional(Type.String({ pattern: '^https?://', description: 'the purge hook (CACHE_PURGER=http): POST, JSON `{version, urls}`, `Authorization: Bearer CACHE_PURGE_TOKEN`, at most 500 URLs a request' })),
  CACHE_PURGE_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'bearer token sent to CACHE_PURGE_URL (required with CACHE_PURGER=http)' })),
  CACHE_PURGE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60000, default: 3000, description: 'time bound of each purge request; a save waits at most this long for its purges (failures are logged, never refused)' }),
  SHELL_PURGE_URLS: Type.Optional(Type.String({ pattern: '^https?://[^,\\s]+(,\\s*https?://[^,\\s]+)*$', description: "comma-separated `/__cache/purge` addresses of the shell servers, told each new catalogue version (they drop their sitemaps); default `http://127.0.0.1:SHELL_PORT/__cache/purge`. Only with CACHE_PURGE_SECRET" })),
  CACHE_PURGE_SECRET: Type.Optional(Type.String({ minLength: 16, description: "secret shared with the shells (their CACHE_PURGE_SECRET), sent as a bearer token to SHELL_PURGE_URLS; unset: the shells are not told (their sitemaps follow within 5 minutes)" })),
});
export type ApiSettings = Static<typeof ApiSettings>;

/** At most `max` per fixed window of `windowMs` (the shape of lib/rate-limit's RateWindow). */
export interface LimitWindow {
  max: number;
  windowMs: number;
}

/**
 * The AUTH_* limit settings that are set (durations in ms). The auth module owns the limits and their
 * defaults (modules/auth/limits.ts) and lays these over them: the configuration only reads the
 * environment, so the core never imports a module.
 */
export interface AuthLimitSettings {
  otpTtlMs?: number;
  otpVerifiedTtlMs?: number;
  otpMaxAttempts?: number;
  otpResendCooldownMs?: number;
  otpPerMobile?: LimitWindow;
  otpPerIp?: LimitWindow;
  failuresPerIp?: LimitWindow;
  lookupsPerIp?: LimitWindow;
  sessionTtlMs?: number;
}

/** Runtime configuration, read once from the environment and validated. Defaults are the embedded local setup. */
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
  /** The back office's leads inbox: who is told of a new lead by SMS (canonical 09… mobiles, each once). */
  leads: { smsTo: string[] };
  paymentGateway: 'sandbox' | 'zarinpal';
  zarinpal: { merchantId?: string; sandbox: boolean; baseUrl?: string };
  vatPercent: number;
  /** The cheque orders' holds and limits (the cart module's orders). */
  orders: { chequeHoldHours: number; chequeMaxOpenOrders: number; chequeMaxUnitsPerLine: number };
  /** Who cheques are made out to (GET /api/productOrder/chequePayee; the back-office's settings later). */
  chequePayee: { name: { fa: string; en: string }; nationalId: string; account: string };
  seedOnStart: boolean;
  logLevel: string;
  metricsToken?: string;
  /** Which proxies' X-Forwarded-* headers to believe (per-address rate limits depend on it). */
  trustProxy: string;
  /** Development routes (sandbox outbox, form submissions) are served: only when asked for, never in production. */
  devRoutes: boolean;
  /** Production may run with a sandbox provider only when this is set (staging). */
  allowSandboxInProduction: boolean;
  /** The company's contact details (contact page, structured data). */
  contact: {
    email: string;
    phones: string[];
    mobile: string;
    postalCode: string;
    address: { fa: string; en: string; ru: string };
    hours: { fa: string; en: string; ru: string };
    location: { lat: number; lng: number };
  };
  /** The tile server the contact page's map uses (through the api), or null for the drawn map. */
  map: { tileUrl: string; attribution: string } | null;
  /** Folder of the downloadable catalogue files. */
  catalogFilesDir: string;
  /** Where a catalogue change's pages are purged (lib/cache-purge.ts; the catalog module's freshness/). */
  cachePurge: {
    purger: 'sandbox' | 'http';
    /** the hook (purger http) and its bearer token */
    url?: string;
    token?: string;
    timeoutMs: number;
    /** the shells' /__cache/purge, told only with a secret */
    shellUrls: string[];
    shellSecret?: string;
  };
  auth: {
    secret?: string;
    redisPrefix: string;
    /** overrides of the auth module's limits (durations in ms) */
    limits: AuthLimitSettings;
  };
}

/** An Iranian IBAN (Sheba) whose check digits match (ISO 13616: the number moved and read mod 97 is 1). */
export function isValidSheba(iban: string): boolean {
  if (!/^IR[0-9]{24}$/.test(iban)) return false;
  // the country code and check digits moved to the end, IR as 18 27; read digit by digit (too long for a number)
  const digits = `${iban.slice(4)}1827${iban.slice(2, 4)}`;
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** LEADS_SMS_TO: its mobiles in canonical form, each once (separated by commas, Persian commas or semicolons; any digits and spacing within one); a number that is not an Iranian mobile stops the start. */
export function leadsSmsTo(raw: string | undefined): string[] {
  const items = (raw ?? '').split(/[,،;]/).map((m) => m.trim()).filter(Boolean);
  const wrong = items.filter((m) => !normalizeMobile(m));
  if (wrong.length) throw new SettingsError([`LEADS_SMS_TO: not an Iranian mobile number: ${wrong.map((m) => JSON.stringify(m)).join(', ')} (e.g. 09121234567, comma-separated)`]);
  return [...new Set(items.map((m) => normalizeMobile(m)!))];
}

const ms = (s: number | undefined) => (s === undefined ? undefined : s * 1000);
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const s = loadSettings(ApiSettings, env, env.NODE_ENV === 'production');
  if (s.NODE_ENV === 'production' && s.DEV_ROUTES) throw new SettingsError(['DEV_ROUTES: never in production (it serves live one-time codes)']);
  if (s.MAP_TILE_URL && !s.MAP_TILE_ATTRIBUTION) throw new SettingsError(['MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL (tile servers require their credit on the map)']);
  if (s.CACHE_PURGER === 'http' && (!s.CACHE_PURGE_URL || !s.CACHE_PURGE_TOKEN)) throw new SettingsError(['CACHE_PURGE_URL, CACHE_PURGE_TOKEN: required with CACHE_PURGER=http']);
  if (!isValidSheba(s.CHEQUE_PAYEE_ACCOUNT)) throw new SettingsError([`CHEQUE_PAYEE_ACCOUNT: not a valid Sheba number, its check digits do not match (got ${JSON.stringify(s.CHEQUE_PAYEE_ACCOUNT)})`]);
  const leadsTo = leadsSmsTo(s.LEADS_SMS_TO);
  const dataDir = path.resolve(s.DATA_DIR ?? path.join(__dirname, '..', '..', 'data'));
  const publicUrl = s.PUBLIC_URL ?? `http://localhost:${s.SHELL_PORT}`;
  const perWindow = (max: number | undefined, windowMs: number) => (max === undefined ? undefined : { max, windowMs });
  return {
    env: s.NODE_ENV,
    port: Number(env.PORT ?? s.API_PORT),
    host: s.API_HOST,
    databaseUrl: s.DATABASE_URL,
    sqlitePath: s.SQLITE_PATH ?? path.join(dataDir, 'shop.sqlite'),
    dataDir,
    uploadDir: s.UPLOAD_DIR ?? path.join(dataDir, 'uploads'),
    redisUrl: s.REDIS_URL,
    publicOrigins: (s.PUBLIC_ORIGINS ?? publicUrl).split(',').map((o) => o.trim()).filter(Boolean),
    publicUrl,
    smsProvider: s.SMS_PROVIDER,
    kavenegar: { apiKey: s.KAVENEGAR_API_KEY, template: s.KAVENEGAR_TEMPLATE, baseUrl: s.KAVENEGAR_BASE_URL },
    leads: { smsTo: leadsTo },
    paymentGateway: s.PAYMENT_GATEWAY,
    zarinpal: { merchantId: s.ZARINPAL_MERCHANT_ID, sandbox: s.ZARINPAL_SANDBOX, baseUrl: s.ZARINPAL_BASE_URL },
    vatPercent: s.VAT_PERCENT,
    orders: { chequeHoldHours: s.CHEQUE_HOLD_HOURS, chequeMaxOpenOrders: s.CHEQUE_MAX_OPEN_ORDERS, chequeMaxUnitsPerLine: s.CHEQUE_MAX_UNITS_PER_LINE },
    chequePayee: { name: { fa: s.CHEQUE_PAYEE_NAME_FA.trim(), en: s.CHEQUE_PAYEE_NAME_EN.trim() }, nationalId: s.CHEQUE_PAYEE_NATIONAL_ID, account: s.CHEQUE_PAYEE_ACCOUNT },
    seedOnStart: s.SEED_ON_START,
    logLevel: s.LOG_LEVEL ?? (s.NODE_ENV === 'test' ? 'silent' : 'info'),
    metricsToken: s.METRICS_TOKEN,
    // the shell's server proxies /api from the same machine; put the real proxies' addresses here
    trustProxy: s.TRUST_PROXY,
    devRoutes: s.DEV_ROUTES,
    allowSandboxInProduction: s.ALLOW_SANDBOX_IN_PRODUCTION,
    contact: {
      email: s.CONTACT_EMAIL,
      phones: s.CONTACT_PHONES.split(',').map((p) => p.trim()).filter(Boolean),
      mobile: s.CONTACT_MOBILE.trim(),
      postalCode: s.CONTACT_POSTAL_CODE.trim(),
      address: { fa: s.CONTACT_ADDRESS_FA, en: s.CONTACT_ADDRESS_EN, ru: s.CONTACT_ADDRESS_RU },
      hours: { fa: s.CONTACT_HOURS_FA, en: s.CONTACT_HOURS_EN, ru: s.CONTACT_HOURS_RU },
      location: { lat: s.CONTACT_MAP_LAT, lng: s.CONTACT_MAP_LNG },
    },
    map: s.MAP_TILE_URL && s.MAP_TILE_ATTRIBUTION ? { tileUrl: s.MAP_TILE_URL, attribution: s.MAP_TILE_ATTRIBUTION } : null,
    catalogFilesDir: path.resolve(s.CATALOG_FILES_DIR ?? path.join(dataDir, 'catalog', 'files')),
    cachePurge: {
      purger: s.CACHE_PURGER,
      url: s.CACHE_PURGE_URL,
      token: s.CACHE_PURGE_TOKEN,
      timeoutMs: s.CACHE_PURGE_TIMEOUT_MS,
      shellUrls: (s.SHELL_PURGE_URLS ?? `http://127.0.0.1:${s.SHELL_PORT}/__cache/purge`).split(',').map((u) => u.trim()).filter(Boolean),
      shellSecret: s.CACHE_PURGE_SECRET,
    },
    auth: {
      secret: s.AUTH_SECRET,
      redisPrefix: s.AUTH_REDIS_PREFIX,
      limits: defined<AuthLimitSettings>({
        otpTtlMs: ms(s.AUTH_OTP_TTL_SECONDS),
        otpVerifiedTtlMs: ms(s.AUTH_OTP_VERIFIED_TTL_SECONDS),
        otpMaxAttempts: s.AUTH_OTP_MAX_ATTEMPTS,
        otpResendCooldownMs: ms(s.AUTH_OTP_COOLDOWN_SECONDS),
        otpPerMobile: perWindow(s.AUTH_OTP_PER_MOBILE_PER_HOUR, 3_600_000),
        otpPerIp: perWindow(s.AUTH_OTP_PER_IP_PER_HOUR, 3_600_000),
        failuresPerIp: perWindow(s.AUTH_FAILURES_PER_IP, 15 * 60_000),
        lookupsPerIp: perWindow(s.AUTH_LOOKUPS_PER_IP, 10 * 60_000),
        sessionTtlMs: ms(s.AUTH_SESSION_TTL_SECONDS),
      }),
    },
    ...overrides,
  };
}
