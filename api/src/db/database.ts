import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type DatabaseConnection, type Driver } from 'kysely';
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
  /** PostgreSQL: the connection pool's figures (for /api/metrics). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
}

export const SQLITE_BUSY_TIMEOUT_MS = 250;

/**
 * SQLite with write transactions begun IMMEDIATE: the write lock is taken at BEGIN, so two
 * transactions never both read and then fail to upgrade to writing (SQLITE_BUSY mid-transaction,
 * after work was done); a busy database is reported at the start, with nothing half-done.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** Is this error a database that stayed locked past the busy timeout? */
export const isDatabaseBusy = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
};

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
    return {
      db,
      dialect: 'postgres',
      schema: pgSchema,
      close: () => db.destroy(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  const sqlite = new SQLite(config.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A write lock held elsewhere is waited for briefly, then the request gets a 503 (see app.ts):
  // better-sqlite3 waits synchronously, so a long timeout would stall every request of the process.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db: DB = new Kysely({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Current time as an ISO string: timestamps are stored as ISO text on both dialects. */
export const nowIso = () => new Date().toISOString();

export { sql };
