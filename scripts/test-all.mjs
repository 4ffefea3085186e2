#!/usr/bin/env node
// `npm test`: every test. Unit and API tests (jest; PostgreSQL too when TEST_DATABASE_URL is set),
// then a fresh production build, then the end-to-end specs in Chromium against the started system.
// On a fresh machine it first finds a Chromium (or installs Debian's when root: scripts/lib/chromium.mjs,
// else says in one line how to get one), and starts PostgreSQL for the api tests when TEST_DATABASE_URL
// names this machine's, or says why they run on SQLite only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const hideSecret = (url) => String(url).replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
const isLocal = (url) => ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(new URL(url).hostname);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** This machine's PostgreSQL clusters started (Debian's pg_ctlcluster, as root); true when one was. */
function startLocalPostgres() {
  if (process.getuid?.() !== 0 || !fs.existsSync('/etc/postgresql')) return false;
  let started = false;
  for (const version of fs.readdirSync('/etc/postgresql')) {
    const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { encoding: 'utf8' });
    if (r.status === 0) started = true;
  }
  return started;
}

/**
 * TEST_DATABASE_URL checked before the api tests: reachable (started when it is this machine's and
 * stopped; its database created when missing), or removed from the environment with the reason, so
 * the api tests run on SQLite only instead of failing one by one.
 */
async function preparePostgres(env = process.env) {
  const url = env.TEST_DATABASE_URL;
  const sqliteOnly = (why) => {
    delete env.TEST_DATABASE_URL;
    console.log(`PostgreSQL: skipped, the api tests run on SQLite only: ${why}`);
  };
  if (!url) return sqliteOnly('TEST_DATABASE_URL is not set (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test)');
  let pg;
  try {
    // the api's own driver (the api declares it)
    pg = createRequire(path.join(root, 'api', 'package.json'))('pg');
  } catch {
    return sqliteOnly('the pg package is not installed (npm install first)');
  }
  const connect = async (connectionString) => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
    try {
      await c.connect();
      await c.query('select 1');
      return null;
    } catch (err) {
      return err;
    } finally {
      await c.end().catch(() => undefined);
    }
  };
  let err = await connect(url);
  if (err && err.code === 'ECONNREFUSED' && isLocal(url) && startLocalPostgres()) {
    console.log('PostgreSQL: started this machine\'s cluster');
    for (let i = 0; i < 30 && err; i++) {
      await sleep(500);
      err = await connect(url);
    }
  }
  if (err && err.code === '3D000') {
    // the server answers but the test database is missing: make it
    const admin = new URL(url);
    const name = decodeURIComponent(admin.pathname.slice(1));
    admin.pathname = '/postgres';
    const c = new pg.Client({ connectionString: admin.href, connectionTimeoutMillis: 3000 });
    try {
      await c.connect();
      await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.log(`PostgreSQL: created the database ${name}`);
    } catch {
      /* reported below */
    } finally {
      await c.end().catch(() => undefined);
    }
    err = await connect(url);
  }
  if (err) return sqliteOnly(`cannot use ${hideSecret(url)} (${err.code ?? err.message})`);
  console.log(`PostgreSQL: the api tests run on SQLite and on ${hideSecret(url)}`);
}

/** Does Redis answer PING at the tests' address (TEST_REDIS_URL, default 127.0.0.1:6379)? */
function redisAnswers(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(u.port || 6379), u.hostname || '127.0.0.1');
    let data = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write(u.password ? `AUTH ${decodeURIComponent(u.password)}\r\nPING\r\n` : 'PING\r\n'));
    socket.on('data', (d) => {
      data += d;
      if (data.includes('+PONG')) done(true);
      else if (data.includes('-')) done(false);
    });
  });
}

// 0. a fresh machine
const chromium = ensureChromium();
if (!chromium.path) {
  console.error(`npm test: ${chromium.problem}`);
  process.exit(1);
}
// e2e/lib/browser.ts launches CHROMIUM_PATH
process.env.CHROMIUM_PATH = chromium.path;
console.log(`Chromium: ${chromium.path}`);
await preparePostgres();
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!(await redisAnswers(redisUrl))) {
  if (isLocal(redisUrl) && process.getuid?.() === 0 && spawnSync('redis-server', ['--daemonize', 'yes']).status === 0) {
    await sleep(500);
    console.log('Redis: started redis-server');
  }
  if (!(await redisAnswers(redisUrl))) console.log(`Redis: nothing answers at ${hideSecret(redisUrl)}: the api's Redis tests will fail (install and start redis-server, or set TEST_REDIS_URL)`);
}

const started = Date.now();
const step = (name, args, opts = {}) => {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...opts });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
  if (r.status !== 0) process.exit(r.status ?? 1);
};

step('lint (boundaries, cycles incl. type-only, hooks)', [path.join(root, 'scripts', 'lint.mjs'), '--max-warnings', '1000']);
// one jest worker per core: jest's default keeps one core for itself (one worker on a 2-core CI machine),
// though its parent process only collects results; mf-catalog's and mf-content's suites took 52.8 s with
// one worker and 38.9 s with two on this 2-core machine (2026-11-28). Suites are isolated (a temporary
// SQLite file or PostgreSQL schema each, random Redis prefixes), so two run side by side.
step('unit and api tests', [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', `--maxWorkers=${os.availableParallelism()}`]);
step('production build', [path.join(root, 'scripts', 'build.mjs'), '--force']);
step('end-to-end tests', [path.join(root, 'e2e', 'run.mjs')]);
console.log(`\nall tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
