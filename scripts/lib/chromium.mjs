// The Chromium the end-to-end tests drive with playwright-core (browsers are never downloaded by
// Playwright here): CHROMIUM_PATH or CHROME_PATH, else a Chromium or Chrome on the usual paths or on
// PATH; on a Debian machine where we are root, Debian's `chromium` package is installed when none is
// found. Otherwise one line says how to get one.
//   node scripts/lib/chromium.mjs [--install]    prints the path (exit 0) or the way to get one (exit 1)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const KNOWN_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const HOW_TO_GET =
  "no Chromium for the end-to-end tests: install Debian's (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary";

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The Chromium to use: `{ path, from }`, or `{ path: null, problem }`. A CHROMIUM_PATH or CHROME_PATH
 * that names no executable is a problem, not skipped: the one asked for is the one meant.
 */
export function findChromium(env = process.env, { knownPaths = KNOWN_PATHS } = {}) {
  for (const key of ['CHROMIUM_PATH', 'CHROME_PATH']) {
    if (!env[key]) continue;
    return isExecutable(env[key]) ? { path: env[key], from: key } : { path: null, problem: `${key}=${env[key]} is not an executable file` };
  }
  for (const p of knownPaths) if (isExecutable(p)) return { path: p, from: 'known path' };
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const p = path.join(dir, name);
      if (isExecutable(p)) return { path: p, from: 'PATH' };
    }
  }
  return { path: null, problem: HOW_TO_GET };
}

/** Can Debian's package be installed here (root, apt-get present)? */
export function canInstallDebianChromium() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && isExecutable('/usr/bin/apt-get');
}

/**
 * findChromium, and when nothing is found (and no path was asked for), Debian's `chromium` installed
 * with apt-get when we are root. `log` gets one line per step.
 */
export function ensureChromium({ env = process.env, install = true, log = (line) => console.log(line) } = {}) {
  const found = findChromium(env);
  if (found.path || env.CHROMIUM_PATH || env.CHROME_PATH || !install || !canInstallDebianChromium()) return found;
  log("[chromium] none found: installing Debian's chromium (apt-get, about 113 MB) …");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const r = spawnSync('apt-get', args, { encoding: 'utf8', env: aptEnv });
    if (r.status !== 0) {
      return { path: null, problem: `apt-get ${args.join(' ')} failed (${(r.stderr || r.stdout || '').trim().split('\n').pop()}); ${HOW_TO_GET}` };
    }
  }
  const after = findChromium(env);
  if (after.path) log(`[chromium] installed: ${after.path}`);
  return after;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = process.argv.includes('--install') ? ensureChromium({ log: (l) => console.error(l) }) : findChromium();
  if (r.path) console.log(r.path);
  else console.error(r.problem);
  process.exit(r.path ? 0 : 1);
}
