/** The scale-out tests' api instances on the shared PostgreSQL and Redis, and the probe that finds whether both answer. */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import type { TestApp } from './helpers';

export const DATABASE_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the shared services cannot be used ('' when both answer), found before the suite is declared. */
export function unreachable(): string {
  const probe = `
    const problems = [];
    const hide = (u) => String(u).replace(/\\/\\/[^@/]*@/, '//***@');
    (async () => {
      const db = process.env.TEST_DATABASE_URL;
      if (!db) problems.push('TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
      else {
        const { Client } = require('pg');
        const c = new Client({ connectionString: db, connectionTimeoutMillis: 3000 });
        try { await c.connect(); await c.query('select 1'); } catch (e) { problems.push('PostgreSQL at ' + hide(db) + ': ' + (e.message || e.code)); }
        await c.end().catch(() => {});
      }
      const { Redis } = require('ioredis');
      const r = new Redis(${JSON.stringify(REDIS_URL)}, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
      let last = null;
      r.on('error', (e) => { last = e; });
      try { await r.connect(); await r.ping(); } catch (e) { problems.push('Redis at ' + hide(${JSON.stringify(REDIS_URL)}) + ': ' + ((last || e).message || e.code)); }
      r.disconnect();
      process.stdout.write(problems.join('; '));
      process.exit(0);
    })();`;
  const r = spawnSync(process.execPath, ['-e', probe], { cwd: __dirname, env: process.env, encoding: 'utf8', timeout: 15_000 });
  if (r.status !== 0) return `the probe of PostgreSQL and Redis failed: ${r.error?.message ?? r.stderr}`;
  return r.stdout.trim();
}

/** One api instance: its own pool on the shared schema, its own Redis connections and data folder. */
export async function instance(schema: string, prefix: string): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dir,
      DEV_ROUTES: 'true',
      DATABASE_URL,
      REDIS_URL,
      AUTH_REDIS_PREFIX: prefix,
      // a few codes per mobile an hour, sent back to back: the shared limit is reached within the test
      AUTH_OTP_PER_MOBILE_PER_HOUR: '3',
      AUTH_OTP_COOLDOWN_SECONDS: '0',
    },
    { seedOnStart: false },
  );
  const database = await openDatabase(config, schema);
  const t: TestApp = {
    app: null as unknown as TestApp['app'],
    database,
    config,
    dir,
    async close() {
      await t.app?.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

/** A shopper's address seen by the rate limits: a fresh one per test run, as the Redis counters outlive it. */
export const freshIp = () => `10.${100 + crypto.randomInt(100)}.${crypto.randomInt(250)}.${crypto.randomInt(250)}`;
