#!/usr/bin/env node
// Catalogue latency: product listing and search (median and p99), in-process through the real
// Fastify app (app.inject), at the seeded size (48 products) and at 10,000 generated products.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (in a throw-away schema).
//
//   node scripts/bench-catalog.mjs [--iterations 200] [--products 10000] [--json] [--db sqlite|postgres]
//                                  [--only <part of a scenario's name>] [--trace]
//
// --trace: after each scenario, 20 more requests with every SQL statement timed (PostgreSQL: from
// the client's send to its answer; SQLite: the synchronous call), printed per statement: how many
// a request sends, when it starts after the request began, and how long it takes (means).
//
// The api's and the contracts' TypeScript is compiled on the fly with @swc/core (no build step needed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { apiInProcess } from './lib/api-in-process.mjs';

const { require, src } = apiInProcess();

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const ITERATIONS = opt('iterations', 200);
const TARGET = opt('products', 10_000);
const asJson = args.includes('--json');
const TRACE = args.includes('--trace');
const strOpt = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const ONLY_DB = strOpt('db');
const ONLY = strOpt('only');

const { loadConfig } = src('config.ts');
const { openDatabase } = src('db/database.ts');
const { migrateToLatest } = src('db/migrate.ts');
const { allMigrations } = src('db/migrations.ts');
const { seedCatalog } = src('modules/catalog/seed.ts');
const { buildApp } = src('app.ts');
const { buildSearchText } = src('modules/catalog/products/search-text.ts');
const { indexPendingProducts } = src('modules/catalog/products/search-index.ts');
const { sql } = require('kysely');
const { slugify } = src('modules/catalog/products/slug.ts');

/** What a shopper does most: browse the first page, a filtered category, and search. */
const SCENARIOS = [
  { name: 'listing: first page, newest', kind: 'listing', url: '/api/product/product' },
  { name: 'listing: category + in stock + price sort + facets', kind: 'listing', url: '/api/product/product?category=fire-extinguishers&inStock=true&sort=priceAsc&facets=true' },
  { name: 'listing: page 20 of popular', kind: 'listing', url: '/api/product/product?sort=popular&page=20&pageSize=24' },
  { name: 'search: «كپسول ۶» (Arabic kaf, Persian digit)', kind: 'search', url: `/api/product/search?q=${encodeURIComponent('كپسول ۶')}` },
  { name: 'search: «دتکتور دودی» within a category', kind: 'search', url: `/api/product/search?q=${encodeURIComponent('دتکتور دودی')}&category=fire-alarm-systems` },
  { name: 'search: «sprinkler 68» (English)', kind: 'search', url: '/api/product/search?q=sprinkler%2068&lang=en' },
  { name: 'search: «6 kg» (a quantity)', kind: 'search', url: '/api/product/search?q=6%20kg&lang=en' },
  { name: 'search: «extingusher» (a typo)', kind: 'search', url: '/api/product/search?q=extingusher&lang=en' },
  { name: 'search: «کپسل پودری» (a typo, Persian)', kind: 'search', url: `/api/product/search?q=${encodeURIComponent('کپسل پودری')}` },
  { name: 'suggest: «دتک»', kind: 'search', url: `/api/product/suggest?q=${encodeURIComponent('دتک')}` },
];

/** --trace: the statements of the request under way, with their start and duration (ms after the request began). */
let traced = null;
let traceT0 = 0n;
const ms = (t) => Number(t - traceT0) / 1e6;
if (TRACE) {
  const pg = require('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    const t0 = process.hrtime.bigint();
    const result = query.call(this, config, ...rest);
    if (traced && result && typeof result.then === 'function') {
      const entry = { sql: text, start: ms(t0), ms: NaN };
      traced.push(entry);
      result.then(() => (entry.ms = Number(process.hrtime.bigint() - t0) / 1e6), () => {});
    }
    return result;
  };
  const SQLite = require('better-sqlite3');
  const Statement = new SQLite(':memory:').prepare('select 1').constructor;
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const fn = Statement.prototype[method];
    Statement.prototype[method] = function (...a) {
      const t0 = process.hrtime.bigint();
      const r = fn.apply(this, a);
      if (traced) traced.push({ sql: this.source, start: ms(t0), ms: Number(process.hrtime.bigint() - t0) / 1e6 });
      return r;
    };
  }
}

async function trace(app, url, label) {
  const runs = [];
  for (let i = 0; i < 20; i++) {
    traced = [];
    traceT0 = process.hrtime.bigint();
    await app.inject({ method: 'GET', url });
    runs.push({ total: ms(process.hrtime.bigint()), statements: traced });
    traced = null;
  }
  const byText = new Map();
  for (const run of runs) {
    run.statements.forEach((s, k) => {
      const key = `${k}:${s.sql.replace(/\s+/g, ' ')}`;
      const e = byText.get(key) ?? { sql: s.sql.replace(/\s+/g, ' '), order: k, n: 0, start: 0, ms: 0 };
      e.n++;
      e.start += s.start;
      e.ms += s.ms;
      byText.set(key, e);
    });
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`    trace ${label}: ${mean(runs.map((r) => r.total)).toFixed(2)} ms a request, ${mean(runs.map((r) => r.statements.length)).toFixed(1)} statements`);
  for (const e of [...byText.values()].sort((a, b) => a.order - b.order)) {
    if (e.n < runs.length / 2) continue;
    console.log(`      @${(e.start / e.n).toFixed(2).padStart(6)} ms  ${(e.ms / e.n).toFixed(2).padStart(6)} ms  ${e.sql.slice(0, 150)}`);
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function measure(app, url) {
  for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url }); // warm-up
  const times = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p99: quantile(times, 0.99) };
}

/** Grows the catalogue to `target` products: variants of the seeded ones (other models, prices, stock, dates). */
async function generateProducts(db, target) {
  const seeded = await db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.category_id', 'p.brand_id', 'p.name_fa', 'p.name_en', 'p.sku', 'p.price', 'p.search_body',
      'b.name_fa as bfa', 'b.name_en as ben'])
    .execute();
  const images = await db.selectFrom('product_images').select(['product_id', 'guid_name']).execute();
  const imageOf = new Map(images.map((i) => [Number(i.product_id), i.guid_name]));
  const have = seeded.length;
  const series = ['پلاس', 'پرو', 'مکس', 'لایت', 'اکو', 'صنعتی'];
  const seriesEn = ['Plus', 'Pro', 'Max', 'Lite', 'Eco', 'Industrial'];
  let rand = 42;
  const rnd = () => ((rand = (rand * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const BATCH = 250;
  for (let start = have; start < target; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(target, start + BATCH); i++) {
      const base = seeded[i % have];
      const s = Math.floor(rnd() * series.length);
      const model = `${100 + (i % 900)}`;
      const nameFa = `${base.name_fa} سری ${series[s]} ${model}`;
      const nameEn = `${base.name_en} ${seriesEn[s]} series ${model}`;
      const sku = `${base.sku}-${i}`;
      rows.push({
        category_id: base.category_id,
        brand_id: base.brand_id,
        sku,
        name_fa: nameFa,
        name_en: nameEn,
        slug_fa: slugify(nameFa),
        slug_en: slugify(nameEn),
        price: base.price === null || rnd() < 0.05 ? null : Math.round((Number(base.price) * (0.7 + rnd() * 0.6)) / 10_000) * 10_000,
        stock: rnd() < 0.1 ? 0 : Math.floor(rnd() * 200),
        active: 1,
        featured: 0,
        popularity: Math.floor(rnd() * 1000),
        rating_sum: 0,
        rating_count: 0,
        search_name: buildSearchText([nameFa, nameEn, sku, base.bfa, base.ben]),
        search_body: base.search_body,
        created_at: new Date(Date.UTC(2023, 0, 1) + rnd() * 900 * 86_400_000).toISOString(),
        _image: imageOf.get(Number(base.id)),
      });
    }
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('products').values(rows.map((r) => ({ ...r, _image: undefined }))).returning('id').execute();
      await trx.insertInto('product_images')
        .values(ids.map((r, k) => ({ product_id: r.id, guid_name: rows[k]._image, extension: 'webp', sort_order: 0 })))
        .execute();
    });
  }
}

async function benchDb(kind) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalog-'));
  const schema = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' }, {
    databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, seedOnStart: false,
  });
  const database = await openDatabase(config, kind === 'postgres' ? schema : undefined);
  const results = [];
  try {
    if (kind === 'postgres') {
      // Kysely looks for its migration tables in every schema unless told which: name ours, so a
      // concurrent test run's schema on the same database cannot mislead it
      const { Migrator } = require('kysely');
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => allMigrations('postgres') }, migrationTableSchema: schema });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
    } else {
      await migrateToLatest(database);
    }
    await seedCatalog(database, config);
    const app = await buildApp({ database, config });
    await app.ready();
    const count = async () => Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()).n);
    for (const size of ['seeded', 'large']) {
      if (size === 'large') {
        const t0 = Date.now();
        await generateProducts(database.db, TARGET);
        const t1 = Date.now();
        // the search index takes them in (the first search would do it too)
        await indexPendingProducts(database.db);
        const t2 = Date.now();
        // fresh statistics, as autovacuum would give a real shop after a bulk import
        if (kind === 'postgres') await sql`analyze`.execute(database.db);
        if (!asJson) console.log(`  [${kind}] generated ${TARGET - 48} products in ${((t1 - t0) / 1000).toFixed(1)} s, indexed for search in ${((t2 - t1) / 1000).toFixed(1)} s`);
      }
      const n = await count();
      for (const s of SCENARIOS) {
        if (ONLY && !s.name.includes(ONLY)) continue;
        const r = await measure(app, s.url);
        results.push({ db: kind, products: n, scenario: s.name, kind: s.kind, ...r });
        if (!asJson) console.log(`  [${kind}] ${String(n).padStart(6)} products  ${s.name.padEnd(52)} median ${r.median.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms`);
        if (TRACE) await trace(app, s.url, `[${kind}] ${n} ${s.name}`);
      }
    }
    await app.close();
  } finally {
    await database.close();
    if (kind === 'postgres') {
      const pg = require('pg');
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

const kinds = (process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']).filter((k) => !ONLY_DB || k === ONLY_DB);
if (!asJson) console.log(`catalogue bench: ${ITERATIONS} requests per scenario, in-process (fastify.inject)`);
const all = [];
for (const kind of kinds) all.push(...(await benchDb(kind)));
if (asJson) {
  console.log(JSON.stringify(all, null, 2));
} else {
  // one summary line per database, size and kind of request: the worst scenario of each kind
  console.log('\nsummary (worst scenario per kind):');
  for (const kind of kinds) {
    for (const n of [...new Set(all.filter((r) => r.db === kind).map((r) => r.products))]) {
      for (const k of ['listing', 'search']) {
        const rows = all.filter((r) => r.db === kind && r.products === n && r.kind === k);
        if (!rows.length) continue;
        const median = Math.max(...rows.map((r) => r.median));
        const p99 = Math.max(...rows.map((r) => r.p99));
        console.log(`  ${kind.padEnd(8)} ${String(n).padStart(6)} products  ${k.padEnd(8)} median ${median.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms`);
      }
    }
  }
}
