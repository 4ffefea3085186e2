#!/usr/bin/env node
// Cart throughput: add-to-cart (POST /api/cart/cart type 1) and place-order (type 11) requests per second,
// through the real app (routes, validation, transactions) in process, on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL. Usage: node scripts/bench-cart.mjs [--adds 2000] [--orders 300] [--concurrency 8]
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const ADDS = arg('adds', 2000);
const ORDERS = arg('orders', 300);
const CONCURRENCY = arg('concurrency', 8);

// Compile the api once into .tmp (ignored by git) so this script runs the same code as the server.
const out = path.join(root, 'api', '.tmp', 'bench-cart'); // inside api/ so its own node_modules resolve
fs.rmSync(out, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules', '@swc', 'cli', 'bin', 'swc.js'), 'src', '-d', out, '--strip-leading-paths', '--copy-files', '-q', '--config-file', '.swcrc'],
  { cwd: path.join(root, 'api'), stdio: 'inherit' },
);
const require = createRequire(import.meta.url);
const { loadConfig } = require(path.join(out, 'config.js'));
const { openDatabase, nowIso } = require(path.join(out, 'db', 'database.js'));
const { migrateToLatest } = require(path.join(out, 'db', 'migrate.js'));
const { seedCart } = require(path.join(out, 'modules', 'cart', 'seed.js'));
const { buildApp } = require(path.join(out, 'app.js'));

const ORIGIN = 'http://localhost:3000';

class Shopper {
  constructor(app) {
    this.app = app;
    this.cookies = new Map();
  }
  async post(url, payload) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  async get(url) {
    return this.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, host: 'localhost:3000' } });
  }
}

/** Runs `tasks` with at most `n` in flight; answers elapsed seconds and failures. */
async function pool(tasks, n) {
  let next = 0;
  let failed = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        const res = await task();
        if (res.statusCode !== 200) failed++;
      }
    }),
  );
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, failed };
}

async function login(app, mobile) {
  const s = new Shopper(app);
  const sent = await s.post('/api/auth/otp', { mobile });
  if (sent.statusCode !== 200) throw new Error(`otp: ${sent.body}`);
  const outbox = await s.get(`/api/dev/sms-outbox?mobile=${mobile}`);
  const code = outbox.json().data?.[0]?.code;
  if (!code) throw new Error(`no code in the sandbox outbox for ${mobile}: ${outbox.statusCode} ${outbox.body}`);
  const reg = await s.post('/api/auth/register', { mobile, code, fullName: 'Bench Shopper' });
  if (reg.statusCode !== 200) throw new Error(`register: ${reg.body}`);
  return s;
}

async function bench(kind) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cart-'));
  const schema = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DEV_ROUTES: 'true' }, { databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, seedOnStart: false, logLevel: 'silent' });
  const database = await openDatabase(config, kind === 'postgres' ? schema : undefined);
  try {
    await migrateToLatest(database);
    await seedCart(database, config);
    const app = await buildApp({ database, config });
    await app.ready();
    if (app.auth?.limits) {
      const l = app.auth.limits;
      l.otpResendCooldownMs = 0;
      l.otpPerMobile = { ...l.otpPerMobile, max: Number.MAX_SAFE_INTEGER };
      l.otpPerIp = { ...l.otpPerIp, max: Number.MAX_SAFE_INTEGER };
      if (l.lookupsPerIp) l.lookupsPerIp = { ...l.lookupsPerIp, max: Number.MAX_SAFE_INTEGER };
    }
    const products = [];
    for (let i = 0; i < 20; i++) {
      const r = await database.db
        .insertInto('products')
        .values({ category_id: 42, name_fa: `کالا ${i}`, name_en: `Item ${i}`, slug_fa: `k-${i}`, slug_en: `i-${i}`, price: 1_000_000 + i * 1000, stock: 1_000_000, active: 1, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      products.push(Number(r.id));
    }

    // add to cart: guests, each adding to their own basket (first call creates it)
    const guests = Array.from({ length: 50 }, () => new Shopper(app));
    await Promise.all(guests.map((g) => g.post('/api/cart/cart', { cartUpdateType: 1, productItemId: products[0] })));
    const adds = Array.from({ length: ADDS }, (_, i) => () => guests[i % guests.length].post('/api/cart/cart', { cartUpdateType: 1, productItemId: products[i % products.length], count: 1 }));
    const add = await pool(adds, CONCURRENCY);

    // place order: logged-in shoppers with a one-line basket and an address (setup not timed)
    const buyers = [];
    for (let i = 0; i < ORDERS; i++) {
      const s = await login(app, `0990${String(i).padStart(7, '0')}`);
      await s.post('/api/cart/cart', { cartUpdateType: 1, productItemId: products[i % products.length], count: 1 });
      await s.post('/api/cart/cart', { cartUpdateType: 5, address: { recipient: 'Bench', mobile: '09120000000', province: 'Tehran', city: 'Tehran', street: 'Azadi 1', postalCode: '1234567890' } });
      buyers.push(s);
    }
    const place = await pool(buyers.map((s) => () => s.post('/api/cart/cart', { cartUpdateType: 11 })), CONCURRENCY);
    await app.close();
    return { kind, add, place };
  } finally {
    if (kind === 'postgres') {
      const pg = require('pg');
      await database.close();
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    } else {
      await database.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const kinds = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
console.log(`cart bench: ${ADDS} add-to-cart, ${ORDERS} place-order requests, ${CONCURRENCY} in flight, in-process (no network)`);
for (const kind of kinds) {
  const r = await bench(kind);
  const line = (name, n, x) => `  ${kind.padEnd(8)} ${name.padEnd(12)} ${String(Math.round(n / x.seconds)).padStart(6)} req/s  (${n} in ${x.seconds.toFixed(2)} s${x.failed ? `, ${x.failed} failed` : ''})`;
  console.log(line('add-to-cart', ADDS, r.add));
  console.log(line('place-order', ORDERS, r.place));
}
if (!process.env.TEST_DATABASE_URL) console.log('  (set TEST_DATABASE_URL=postgres://... to measure PostgreSQL too)');
