#!/usr/bin/env node
// End-to-end run: builds what is missing (plus a second version of mf-content for the
// composition test), starts the whole system on test ports with a fresh SQLite database in a
// temporary folder, runs the jest + playwright-core specs in Debian's Chromium, and stops it all.
// Usage: npm run test:e2e [-- tests/catalog.spec.ts]
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const { REMOTES, isBuilt } = await import('../scripts/lib/apps.mjs');

const PORTS = { shell: 3900, api: 4900, mf_catalog: 3901, mf_content: 3902, mf_cart: 3903, mf_account: 3904, shell_react_dev: 3905, mf_admin: 3906 };
const SECOND_VERSION = '1.0.1-e2e';
// the shell built with React's development code (scripts/webpack/make-config.cjs, REACT_DEVELOPMENT):
// served by a second shell server on the same remotes and api, for the hydration check
const REACT_DEV_VERSION = `${JSON.parse(fs.readFileSync(path.join(root, 'shell', 'package.json'), 'utf8')).version}-react-dev`;

// one run at a time: the test ports and e2e/.env.json belong to it
const lockFile = path.join(os.tmpdir(), 'shop-e2e.lock');
try {
  const other = Number(fs.readFileSync(lockFile, 'utf8'));
  if (other && other !== process.pid) {
    try {
      process.kill(other, 0);
      console.error(`e2e: another run (pid ${other}) is using the test ports; wait for it to finish`);
      process.exit(1);
    } catch {
      /* stale lock: that run is gone */
    }
  }
} catch {
  /* no lock */
}
fs.writeFileSync(lockFile, String(process.pid));
process.on('exit', () => {
  try {
    if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.rmSync(lockFile);
  } catch {
    /* already gone */
  }
});

// 1. builds
const missing = ['api', 'shell', ...REMOTES.map((r) => r.dir)].filter((d) => !isBuilt(d) || process.env.E2E_BUILD === 'force');
if (missing.length) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--force', ...missing], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}
if (!fs.existsSync(path.join(root, 'mf-content', 'dist', SECOND_VERSION, 'node', 'remoteEntry.js')) || missing.includes('mf-content')) {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], {
    cwd: path.join(root, 'mf-content'),
    stdio: 'inherit',
    env: { ...process.env, BUILD_VERSION: SECOND_VERSION, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(1);
}

// rebuilt whenever the shell's own build is newer (a change in the shell or shared-lib would otherwise be
// checked against a stale development build). Newer than any file of the shell's build: webpack does
// not rewrite an output file whose content is unchanged, so a change that reaches only the browser
// build leaves the server's server.js as old as before.
const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
const newest = (dir) => (fs.existsSync(dir) ? Math.max(0, ...fs.readdirSync(dir, { recursive: true }).map((f) => mtime(path.join(dir, String(f))))) : 0);
const shellBuild = path.join(root, 'shell', 'dist', JSON.parse(fs.readFileSync(path.join(root, 'shell', 'package.json'), 'utf8')).version);
const reactDevServer = path.join(root, 'shell', 'dist', REACT_DEV_VERSION, 'node', 'server.js');
if (mtime(reactDevServer) < newest(shellBuild) || missing.includes('shell')) {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], {
    cwd: path.join(root, 'shell'),
    stdio: 'inherit',
    env: { ...process.env, BUILD_VERSION: REACT_DEV_VERSION, REACT_DEVELOPMENT: '1', NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(1);
  // built now, whether or not webpack rewrote server.js
  fs.utimesSync(reactDevServer, new Date(), new Date());
}

// 2. a fresh world
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const compositionFile = path.join(tmp, 'composition.json');
const composition = { remotes: {} };
for (const r of REMOTES) composition.remotes[r.name] = { server: `http://localhost:${PORTS[r.name]}`, version: JSON.parse(fs.readFileSync(path.join(root, r.dir, 'package.json'), 'utf8')).version };
fs.writeFileSync(compositionFile, JSON.stringify(composition, null, 2));
const baseUrl = `http://localhost:${PORTS.shell}`;
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DEV_ROUTES: 'true',
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(tmp, 'data'),
  API_PORT: String(PORTS.api),
  API_URL: `http://127.0.0.1:${PORTS.api}`,
  PUBLIC_URL: baseUrl,
  COMPOSITION_FILE: compositionFile,
  DATABASE_URL: '',
  // Every shopper and staff member of the whole suite signs in from this one address, well past the
  // production per-address limits (30 codes an hour): raised here so a spec does not get a 429 because
  // earlier specs ran. The per-mobile limits stay as in production (each test has its own mobile), and
  // the api tests cover the per-address limits themselves.
  AUTH_OTP_PER_IP_PER_HOUR: '100000',
  AUTH_FAILURES_PER_IP: '100000',
  AUTH_LOOKUPS_PER_IP: '100000',
  // the api tells both shells of each catalogue or content change (their sitemaps are rebuilt at once), as
  // `npm start` and production do; without it a post published by the back-office reached the sitemap only
  // when the shell's 5-minute copy ran out
  CACHE_PURGE_SECRET: crypto.randomBytes(24).toString('hex'),
  SHELL_PURGE_URLS: `http://127.0.0.1:${PORTS.shell}/__cache/purge,http://127.0.0.1:${PORTS.shell_react_dev}/__cache/purge`,
  // the staff mobile told of every new lead (the sandbox outbox keeps its messages; admin-leads reads them)
  LEADS_SMS_TO: '09120000935',
};

const children = [];
function start(name, cwd, args, extra = {}) {
  const log = fs.openSync(path.join(tmp, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd, env: { ...env, ...extra }, stdio: ['ignore', log, log] });
  children.push(child);
  return child;
}
start('api', path.join(root, 'api'), ['dist/server.js'], { PORT: String(PORTS.api) });
for (const r of REMOTES) start(r.dir, path.join(root, r.dir), [path.join(root, 'server-kit', 'remote', 'server.mjs'), '--port', String(PORTS[r.name])]);
start('shell', path.join(root, 'shell'), ['server.mjs'], { SHELL_PORT: String(PORTS.shell) });
const reactDevUrl = `http://localhost:${PORTS.shell_react_dev}`;
start('shell-react-dev', path.join(root, 'shell'), ['server.mjs'], { SHELL_PORT: String(PORTS.shell_react_dev), SHELL_VERSION: REACT_DEV_VERSION, PUBLIC_URL: reactDevUrl });

function stopAll() {
  for (const c of children) c.kill('SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, ms = 60000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up; logs in ${tmp}`);
}
await waitFor(`http://127.0.0.1:${PORTS.api}/api/health`);
for (const r of REMOTES) await waitFor(`http://127.0.0.1:${PORTS[r.name]}/versions.json`);
await waitFor(`${baseUrl}/health`);
await waitFor(`${reactDevUrl}/health`);

fs.writeFileSync(
  path.join(here, '.env.json'),
  JSON.stringify({ baseUrl, apiUrl: `http://127.0.0.1:${PORTS.api}`, tmp, dataDir: env.DATA_DIR, compositionFile, ports: PORTS, secondVersion: SECOND_VERSION, reactDevUrl }, null, 2),
);

// 3. the specs
// `--script file.mjs` runs a node script against the started system instead of the specs (benchmarks).
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const si = process.argv.indexOf('--script');
const command = si > 0 ? [path.resolve(process.argv[si + 1])] : [jestBin, '-c', path.join(here, 'jest.config.cjs'), '--runInBand', ...process.argv.slice(2)];
const result = spawnSync(process.execPath, command, {
  cwd: here,
  stdio: 'inherit',
  env: { ...process.env, E2E_ENV: path.join(here, '.env.json') },
});
stopAll();
if (result.status !== 0) console.error(`e2e: failures; server logs are in ${tmp}`);
else fs.rmSync(tmp, { recursive: true, force: true });
process.exit(result.status ?? 1);
