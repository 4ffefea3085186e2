// Keeps a child process running: one that exits is logged and started again after a back-off that
// doubles while it keeps failing quickly (from `minDelayMs` up to `maxDelayMs`) and resets once it
// has run for `stableMs`. The other children are not touched: one crashing server no longer takes
// the whole storefront down.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, cwd: string, args: string[], env?: NodeJS.ProcessEnv,
 *   log?: (line: string) => void, minDelayMs?: number, maxDelayMs?: number, stableMs?: number }} opts
 */
export function supervise({ name, cwd, args, env = process.env, log = console.log, minDelayMs = 500, maxDelayMs = 30_000, stableMs = 10_000 }) {
  let child = null;
  let stopped = false;
  let delay = minDelayMs;
  let timer = null;
  let restarts = 0;

  const prefix = (chunk) => String(chunk).split('\n').forEach((line) => line && log(`[${name}] ${line}`));

  function startChild() {
    const startedAt = Date.now();
    child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', prefix);
    child.stderr.on('data', prefix);
    child.on('exit', (code, signal) => {
      child = null;
      if (stopped) return;
      delay = Date.now() - startedAt >= stableMs ? minDelayMs : delay;
      restarts += 1;
      log(`[supervisor] ${name} exited (${signal ?? `code ${code}`}); restart ${restarts} in ${delay} ms`);
      timer = setTimeout(startChild, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  }
  startChild();

  return {
    get restarts() {
      return restarts;
    },
    get pid() {
      return child?.pid;
    },
    stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(timer);
      child?.kill(signal);
    },
  };
}
