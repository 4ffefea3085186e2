import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedAll } from '../src/db/seed';
import { buildApp } from '../src/app';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dir: string;
  close(): Promise<void>;
}

export type DbKind = 'sqlite' | 'postgres';

/** The databases a suite runs against: always a real SQLite file; PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * A fresh app on a fresh database: a temporary SQLite file, or a new schema in the PostgreSQL
 * database given by TEST_DATABASE_URL (dropped on close), so suites never see each other's rows.
 */
export async function createTestApp(
  kind: DbKind,
  opts: { seed?: boolean; config?: Partial<Config>; env?: NodeJS.ProcessEnv; hooks?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-'));
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dir, DEV_ROUTES: 'true', AUTH_REDIS_PREFIX: process.env.AUTH_REDIS_PREFIX, ...opts.env },
    { databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, seedOnStart: false, ...opts.config },
  );
  const database = await openDatabase(config, kind === 'postgres' ? schema : undefined);
  await migrateToLatest(database);
  if (opts.seed) await seedAll(database, config);
  const app = await buildApp({ database, config }, { beforeRoutes: opts.hooks });
  await app.ready();
  return {
    app,
    database,
    config,
    dir,
    async close() {
      await app.close();
      if (kind === 'postgres') {
        const pg = await import('pg');
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await database.close();
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await client.end();
      } else {
        await database.close();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` as a describe block once per database kind. */
export function describeEachDb(name: string, fn: (kind: DbKind) => void): void {
  for (const kind of dbKinds) describe(`${name} [${kind}]`, () => fn(kind));
}

/** Keeps cookies across calls, like a browser would for one shopper. */
export class Client {
  cookies = new Map<string, string>();
  constructor(private app: FastifyInstance, private origin = 'http://localhost:3000') {}
  async request(opts: InjectOptions & { method: string; url: string }) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      ...opts,
      headers: { origin: this.origin, host: 'localhost:3000', ...(cookie ? { cookie } : {}), ...(opts.headers ?? {}) },
    } as InjectOptions);
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      if (c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }
  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----content-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest PDF the upload checks accept. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * Starts an app on a fresh SQLite folder with the environment `env` as `configure` reads it (for
 * start-up checks that may refuse to start): `app` settles with the started app or the start-up
 * error; `finish` closes and removes everything either way.
 */
export async function startFromEnv(configure: (env: NodeJS.ProcessEnv) => Config, env: NodeJS.ProcessEnv) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  const config = configure({ DATA_DIR: dir, ...env });
  const database = await openDatabase(config);
  await migrateToLatest(database);
  const app = buildApp({ database, config }).then(async (a) => {
    await a.ready();
    return a;
  });
  const finish = async () => {
    await app.then((a) => a.close()).catch(() => undefined);
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { app, finish };
}
