// The shell server's one validated configuration (the model is api/src/config.ts): a TypeBox schema with
// types, defaults and meanings, read once at start (shell/server/config.mjs turns it into what the server's
// plugins take). A wrong value stops the process at start with a message naming the setting. A remote
// static server's settings are server-kit/remote/settings.mjs.
import contractsSettings from 'contracts/settings';
import { LogLevel, settingsOrExit } from 'server-kit/settings.mjs';

// contracts/dist is CommonJS: its exports are read from the default import
const { Type, loadSettings, SettingsError } = contractsSettings;

export { settingsOrExit };

/** Every setting of the shell's server (`shell/server.mjs`). */
export const ShellSettings = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development', description: 'how the server runs' }),
  SHELL_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535, description: 'port the shell server listens on (default: PORT, then 3000)' })),
  PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535, description: 'port the shell server listens on when SHELL_PORT is unset' })),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'address the shell server listens on' }),
  API_URL: Type.String({ pattern: '^https?://[^/?#\\s]+/?$', default: 'http://127.0.0.1:4000', description: 'the api that `/api` is proxied to (scheme, host and port)' }),
  COMPOSITION_FILE: Type.Optional(Type.String({ minLength: 1, description: 'the composition file (default: `data/composition.json`, created from `shell/composition.default.json`)' })),
  SHELL_VERSION: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]*$', description: "the shell build served from `shell/dist/<version>` (default: the shell package's version)" })),
  REDIRECTS_FILE: Type.Optional(Type.String({ minLength: 1, description: 'redirect rules (default: `shell/redirects.json`)' })),
  TRUST_PROXY: Type.String({ minLength: 1, default: 'loopback', description: 'proxies whose X-Forwarded-Proto/-Host are believed (addresses, CIDRs, `loopback`, a hop count, `true` or `false`)' }),
  LOG_LEVEL: Type.Optional(LogLevel),
  SSR: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on', description: "server rendering of public pages (`off`: the browser renders every page, as before; an operator's escape hatch)" }),
  SCRIPTS_AFTER_PAINT: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on', description: 'server-rendered pages ask for their scripts once painted (`off`: as the HTML is read, as before)' }),
  SSR_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 30000, default: 3000, description: 'how long a server render may wait for code and data before leaving the rest to the browser' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#\\s]+/?$', description: "the site's public origin for sitemaps and canonical links (default: the request's scheme and host)" })),
  OPERATOR_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'token of the operators\' page at `/_operator` (unset: the page does not exist)' })),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'bearer token `/metrics` requires (unset: open; keep it private at the load balancer)' })),
  REMOTE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 30000, default: 1500, description: "how long a server render waits for a remote's code before rendering its region's fallback" }),
  CACHE_PURGE_SECRET: Type.Optional(Type.String({ minLength: 16, description: "secret the api sends (its CACHE_PURGE_SECRET) to `POST /__cache/purge` after a catalogue change: the shell drops its sitemaps and stamps pages with the new version (unset: every purge is refused, 401)" })),
});

/** Fastify's trustProxy from the TRUST_PROXY text. */
export function trustProxyOption(text) {
  const t = String(text).trim();
  if (/^true$/i.test(t)) return true;
  if (/^false$/i.test(t)) return false;
  if (/^\d+$/.test(t)) return Number(t);
  return t;
}

/** The shell server's settings from `env`; throws a SettingsError naming every bad setting. */
export function loadShellSettings(env = process.env) {
  const s = loadSettings(ShellSettings, env, env.NODE_ENV === 'production');
  const problems = [];
  try {
    const u = new URL(s.API_URL);
    if (u.pathname !== '/' || u.search || u.hash) problems.push(`API_URL: only scheme, host and port (got ${JSON.stringify(s.API_URL)})`);
  } catch {
    problems.push(`API_URL: not a URL (got ${JSON.stringify(s.API_URL)})`);
  }
  const trust = s.TRUST_PROXY.split(',').map((x) => x.trim());
  if (trust.some((x) => !x || /\s/.test(x))) problems.push(`TRUST_PROXY: a comma-separated list without blanks (got ${JSON.stringify(s.TRUST_PROXY)})`);
  if (problems.length) throw new SettingsError(problems);
  return { ...s, port: s.SHELL_PORT ?? s.PORT ?? 3000, logLevel: s.LOG_LEVEL ?? 'info' };
}
