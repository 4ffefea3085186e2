import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Config } from '../config';

/**
 * The tables are declared loosely (each module types its own rows); Kysely is used as a
 * dialect-neutral query builder so that the same code runs on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DB = Kysely<any>;
export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: DB;
  dialect: Dialect;
  /** PostgreSQL schema the connection works in (tests use one per suite). */
  schema?: string;
  close(): Promise<void>;
}

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqlitePath'>, pgSchema?: string): Promise<Database> {
  if (config.databaseUrl && /^postgres(ql)?:/.test(config.databaseUrl)) {
    const pg = await import('pg');
    // int8 (counts, sums, bigint money) and numeric arrive as strings by default.
    pg.types.setTypeParser(20, (v) => Number(v));
    pg.types.setTypeParser(1700, (v) => Number(v));
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    });
    if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
    const db: DB = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', schema: pgSchema, close: () => db.destroy() };
  }
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const sqlite = new SQLite(config.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db: DB = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Current time as an ISO string: timestamps are stored as ISO text on both dialects. */
export const nowIso = () => new Date().toISOString();

export { sql };
