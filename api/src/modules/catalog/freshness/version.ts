import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';

/**
 * The catalogue's version (table catalog_version, one row): a number raised by every write of the
 * catalogue in that write's own transaction (write.ts#catalogWrite), so it changes exactly when a
 * change becomes visible and never for a write that failed.
 */
export async function readCatalogVersion(db: DB): Promise<number> {
  const row = await db.selectFrom('catalog_version').select('version').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** Raises the version inside the caller's transaction and answers the new number. */
export async function bumpCatalogVersion(trx: DB): Promise<number> {
  const row = await trx
    .updateTable('catalog_version')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
