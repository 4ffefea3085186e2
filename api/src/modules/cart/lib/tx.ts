import type { DB } from '../../../db/database';

/**
 * Runs `fn` in a transaction, or directly inside the caller's transaction when `db` already is one
 * (the auth module may call mergeGuestBasket from its own). On PostgreSQL a deadlock or
 * serialization failure is retried a few times: every write in the cart is idempotent per attempt
 * because the whole attempt rolls back.
 */
export async function inTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      const code = (err as { code?: string }).code;
      const retryable = code === '40P01' || code === '40001';
      if (!retryable || attempt >= 4) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/** Rows touched by an update or delete (Kysely gives a bigint). */
export const affected = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined) =>
  Number(r?.numUpdatedRows ?? r?.numDeletedRows ?? 0);
