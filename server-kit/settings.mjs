// What every server's settings share (the model is api/src/config.ts): the log level's schema and the way a
// wrong setting stops a process. The shell's settings (shell/settings.mjs) and a remote server's
// (./remote/settings.mjs) are each one TypeBox schema with types, defaults and meanings.
import contractsSettings from 'contracts/settings';

// contracts/dist is CommonJS: its exports are read from the default import
const { Type } = contractsSettings;

export const LogLevel = Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), {
  description: 'pino log level (default: info)',
});

/** Runs `load`, or prints the configuration problems and stops the process. */
export function settingsOrExit(name, load) {
  try {
    return load();
  } catch (err) {
    console.error(`[${name}] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
