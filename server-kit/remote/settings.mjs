// A remote static server's settings (./server.mjs): one TypeBox schema with types, defaults and meanings;
// a wrong value stops the process at start with a message naming the setting.
import contractsSettings from 'contracts/settings';
import { LogLevel } from '../settings.mjs';

// contracts/dist is CommonJS: its exports are read from the default import
const { Type, loadSettings, SettingsError } = contractsSettings;

/** Every setting of a remote's static server (`server-kit/remote/server.mjs`; `--port N` overrides PORT). */
export const RemoteSettings = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3001, description: 'port the remote server listens on' }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'address the remote server listens on' }),
  LOG_LEVEL: Type.Optional(LogLevel),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'bearer token `/metrics` requires (unset: open)' })),
});

/** A remote server's settings from `env`, the `--port` argument first. */
export function loadRemoteSettings(env = process.env, argv = process.argv) {
  const i = argv.indexOf('--port');
  const merged = i > 0 ? { ...env, PORT: argv[i + 1] ?? '' } : env;
  if (i > 0 && !argv[i + 1]) throw new SettingsError(['PORT: --port needs a number (missing)']);
  const s = loadSettings(RemoteSettings, merged, false);
  return { ...s, logLevel: s.LOG_LEVEL ?? 'info' };
}
