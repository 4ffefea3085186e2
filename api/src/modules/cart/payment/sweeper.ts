import type { FastifyBaseLogger } from 'fastify';
import type { Client as PgClient } from 'pg';
import { sql, type Database } from '../../../db/database';

/**
 * Which api instance runs the cart's sweep (expired basket and order holds, payments left in
 * `verifying`). On SQLite the api is one instance with its own file: it always sweeps. On PostgreSQL
 * several instances share the database; the one that holds a session-level advisory lock sweeps and
 * the others skip their turn. The lock lives on its own connection: when that instance stops or its
 * connection drops, PostgreSQL frees the lock and another instance takes it at its next turn.
 */
export interface SweepLock {
  readonly kind: 'local' | 'postgres';
  /** Is this instance the sweeper now? Takes the lock when it is free and keeps it once held. */
  acquire(): Promise<boolean>;
  /** Gives the lock up (another instance takes it at its next turn) and closes the connection. */
  release(): Promise<void>;
}

/** One instance on its own database (SQLite): always the sweeper. */
export class LocalSweepLock implements SweepLock {
  readonly kind = 'local' as const;
  async acquire(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
}

/** The advisory lock's first key ('cart' in ASCII); the second is the schema, so shops (and test suites) on one database keep theirs apart. */
export const SWEEP_LOCK_CLASS = 0x63617274;

/** A PostgreSQL session-level advisory lock held on a dedicated connection for as long as this instance lives. */
export class PostgresSweepLock implements SweepLock {
  readonly kind = 'postgres' as const;
  private client: PgClient | null = null;
  private held = false;
  private scope: string | null = null;

  constructor(
    private readonly database: Database,
    private readonly connectionString: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async acquire(): Promise<boolean> {
    try {
      const client = await this.connect();
      if (this.held) {
        // the lock is held until this session ends: a live session still holds it
        await client.query('select 1');
        return true;
      }
      this.scope ??= this.database.schema ?? String((await sql<{ s: string }>`select current_schema() as s`.execute(this.database.db)).rows[0].s);
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [SWEEP_LOCK_CLASS, this.scope]);
      this.held = rows[0]?.ok === true;
      return this.held;
    } catch (err) {
      // the connection is gone (and with it the lock, if it was held): try again next turn
      this.log?.warn({ err: { message: (err as Error).message } }, 'cart: sweep lock unavailable');
      await this.drop();
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.client;
    if (client && this.held) await client.query('select pg_advisory_unlock($1, hashtext($2))', [SWEEP_LOCK_CLASS, this.scope]).catch(() => undefined);
    await this.drop();
  }

  private async connect(): Promise<PgClient> {
    if (this.client) return this.client;
    if (!this.connectionString) throw new Error('no DATABASE_URL for the sweep lock');
    const pg = await import('pg');
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'shop-cart-sweep', connectionTimeoutMillis: 5000, keepAlive: true });
    // a connection ended by the server (restart, failover) reports here, not on a query
    client.on('error', () => {
      if (this.client === client) {
        this.client = null;
        this.held = false;
      }
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.held = false;
    if (client) await client.end().catch(() => undefined);
  }
}

/** The lock for this api's database: an advisory lock on PostgreSQL, none needed on SQLite. */
export function createSweepLock(database: Database, databaseUrl: string | undefined, log?: FastifyBaseLogger): SweepLock {
  // without its URL (a database opened by other means) the lock cannot connect: no instance sweeps, and each turn says why
  if (database.dialect === 'postgres') return new PostgresSweepLock(database, databaseUrl ?? '', log);
  return new LocalSweepLock();
}

export type SweepTurn = 'swept' | 'skipped' | 'busy' | 'failed';

/**
 * Runs `sweep` every `intervalMs` on the instance that holds the lock. A turn that comes while the
 * previous one is still running is left out (`busy`); an instance without the lock skips (`skipped`).
 */
export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepTurn> | null = null;
  private stopped = false;

  constructor(
    private readonly opts: {
      lock: SweepLock;
      sweep: () => Promise<unknown>;
      intervalMs: number;
      log: FastifyBaseLogger;
    },
  ) {}

  get lockKind(): SweepLock['kind'] {
    return this.opts.lock.kind;
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.opts.intervalMs);
    this.timer.unref();
  }

  /** One turn: sweeps when this instance holds the lock. */
  async tick(): Promise<SweepTurn> {
    if (this.running || this.stopped) return 'busy';
    const turn = (async (): Promise<SweepTurn> => {
      if (!(await this.opts.lock.acquire())) return 'skipped';
      await this.opts.sweep();
      return 'swept';
    })().catch((err: unknown): SweepTurn => {
      this.opts.log.error({ err }, 'cart: releasing expired holds failed');
      return 'failed';
    });
    this.running = turn;
    try {
      return await turn;
    } finally {
      this.running = null;
    }
  }

  /** Stops the turns, waits for a running one and gives the lock up. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.opts.lock.release();
  }
}
