// The started system's shell with server rendering off, for the benches that compare (lighthouse.mjs,
// taps.mjs): a second shell server on the same api and composition, on the shell's port + 50, stopped
// when the bench's process ends. Cookies are per host, not port: both servers see the same basket.
import path from 'node:path';
import { spawn } from 'node:child_process';

/** Starts it and resolves with its origin once it answers /health (10 s at most). */
export async function startSsrOffShell(env, root) {
  const port = env.ports.shell + 50;
  const off = spawn(process.execPath, [path.join(root, 'shell', 'server.mjs')], {
    cwd: path.join(root, 'shell'),
    env: { ...process.env, SSR: 'off', SHELL_PORT: String(port), API_URL: env.apiUrl, COMPOSITION_FILE: env.compositionFile, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  process.on('exit', () => off.kill('SIGTERM'));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return `http://localhost:${port}`;
}
