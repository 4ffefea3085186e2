#!/usr/bin/env node
// The back office's CSV import of price and stock (api/src/modules/catalog/admin/bulk.ts) at 10,000
// rows: the dry run (parse, check every cell, list every change) and the import itself (the same,
// then every row written in one transaction), timed against a catalogue of 10,000 products. The
// issue asks for under 30 s each on SQLite and on PostgreSQL. SQLite always; PostgreSQL when
// TEST_DATABASE_URL is set (in a throw-away schema). Prints figures, asserts nothing.
//
//   node scripts/bench-import.mjs [--rows 10000] [--db sqlite|postgres]
//
// The api's and the contracts' TypeScript is compiled on the fly with @swc/core (as bench-catalog.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { apiInProcess } from './lib/api-in-process.mjs';

const { require, src } = apiInProcess();

const args = process.argv.slice(2);
const arg = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const ROWS = Number(arg('rows') ?? 10_000);
const ONLY_DB = arg('db');

const { loadConfig } = src('config.ts');
const { openDatabase } = src('db/database.ts');
const { allMigrations } = src('db/migrations.ts');
const { seedCatalog } = src('modules/catalog/seed.ts');
const { exportCatalogue, dryRunImport, applyImport } = src('modules/catalog/admin/bulk.ts');
const { parseCsv, writeCsv } = src('modules/catalog/admin/csv.ts');
const { Migrator } = require('kysely');

/** Fills the catalogue up to `target` products, in batches of one transaction each (the generated rows' content matters little here). */
async function fill(db, target) {
  const have = Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()).n);
  const base = await db.selectFrom('products').select(['category_id', 'brand_id', 'price']).orderBy('id').execute();
  const now = new Date().toISOString();
  for (let start = have; start < target; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(target, start + 500); i++) {
      const b = base[i % base.length];
      rows.push({ category_id: b.category_id, brand_id: b.brand_id, sku: `BENCH-${i}`, name_fa: `محصول ${i}`, name_en: `Product ${i}`, slug_fa: `p-${i}`, slug_en: `p-${i}`, price: b.price, stock: i % 50, active: 1, created_at: now });
    }
    await db.transaction().execute((trx) => trx.insertInto('products').values(rows).execute());
  }
}

async function benchDb(kind) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const schema = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent' }, { databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, seedOnStart: false });
  const database = await openDatabase(config, kind === 'postgres' ? schema : undefined);
  try {
    // our own schema for Kysely's migration tables (a concurrent test run may share the database)
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => allMigrations(kind) }, ...(kind === 'postgres' ? { migrationTableSchema: schema } : {}) });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await seedCatalog(database, config);
    await fill(database.db, ROWS);
    // the exported file with every row's price and stock changed: the import's worst case
    const [head, ...rows] = parseCsv(await exportCatalogue(database.db)).map((r) => r.fields);
    const at = (c) => head.indexOf(c);
    const changed = rows.slice(0, ROWS).map((f) => f.map((v, i) => (i === at('price') ? String(Number(v || 1000) + 10_000) : i === at('stock') ? String(Number(v) + 1) : i === at('list_price') ? '' : v)));
    const file = writeCsv(head, changed);
    let t0 = performance.now();
    const dry = await dryRunImport(database.db, file, 'en');
    const dryMs = performance.now() - t0;
    t0 = performance.now();
    const done = await applyImport(database.db, file, 'en', async () => undefined);
    const applyMs = performance.now() - t0;
    const mb = (Buffer.byteLength(file) / 1024 / 1024).toFixed(2);
    console.log(`${kind.padEnd(8)} ${String(changed.length).padStart(6)} rows (${mb} MB): dry run ${(dryMs / 1000).toFixed(2)} s (${dry.changes.length} changes, ${dry.errors.length} errors), import ${(applyMs / 1000).toFixed(2)} s (applied: ${done.applied})`);
  } finally {
    if (kind === 'postgres') await database.db.schema.dropSchema(schema).ifExists().cascade().execute().catch(() => undefined);
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const kinds = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])].filter((k) => !ONLY_DB || k === ONLY_DB);
if (!process.env.TEST_DATABASE_URL) console.log('(PostgreSQL skipped: set TEST_DATABASE_URL to a database of your own)');
for (const kind of kinds) await benchDb(kind);
