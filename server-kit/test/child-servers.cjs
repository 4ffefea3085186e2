// Servers run for real in child processes on free ports, for the server tests here (the remote server)
// and in scripts/test (the shell's server). Not a test file: jest runs *.test.cjs only.
const fs = require('node:fs');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const shellVersion = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'package.json'), 'utf8')).version;
const catalogVersion = JSON.parse(fs.readFileSync(path.join(root, 'mf-catalog', 'package.json'), 'utf8')).version;

const built = () =>
  fs.existsSync(path.join(root, 'contracts', 'dist', 'settings.js')) && // the servers' settings schemas run on it
  fs.existsSync(path.join(root, 'shell', 'dist', shellVersion, 'web', 'index.html')) && fs.existsSync(path.join(root, 'mf-catalog', 'dist', catalogVersion, 'web', 'mf-manifest.json'));

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The shell and mf-catalog built, as the server tests serve them (built here when missing). Jest runs
 * test files in parallel workers and several call this on a fresh checkout (npm test runs the unit tests
 * before the build): one builds under a lock (a directory, created atomically) while the others wait
 * for it, instead of two webpack runs writing the same dist/ at once.
 */
function ensureBuilt() {
  if (built()) return;
  const lock = path.join(root, '.tmp', 'test-build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (built()) return;
      // a lock left by a killed run (a build takes minutes, never half an hour)
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 30 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      sleepSync(500);
    }
  }
  try {
    if (built()) return;
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'api', 'shell', 'mf-catalog'], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0 || !built()) throw new Error(`build the api (contracts), the shell and mf-catalog first (node scripts/build.mjs api shell mf-catalog): ${r.stderr}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A test file's child servers and clean-ups: `start` runs node with `args` in `cwd`, `closers` take
 * what else needs closing, and `stopAll` (the file's afterAll) ends them all.
 */
function childServers() {
  const children = [];
  const closers = [];

  /** Starts `args` with node in `cwd`: the child, its output gathered in `child.output`. */
  function start(args, { cwd, env }) {
    const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    child.output = '';
    child.stdout.on('data', (d) => (child.output += d));
    child.stderr.on('data', (d) => (child.output += d));
    return child;
  }

  /** Runs `args` until it exits: { code, output } (a server that refuses its settings). */
  function exitOf(args, cwd, env) {
    const child = start(args, { cwd, env });
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: child.output })));
  }

  async function stopAll() {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    for (const close of closers) await close();
  }

  return { start, exitOf, closers, stopAll };
}

async function waitUntilUp(child, url, ms = 15000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${child.output}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up: ${child.output}`);
}

module.exports = { root, catalogVersion, ensureBuilt, childServers, waitUntilUp };
