import type { DB } from '../../../db/database';
import type { FileStore } from './file-store';

/**
 * Another module's hold on uploads it refers to by their public address (the cart's cheque pictures):
 * given some uploads' stored names, the ones it still refers to. Registered per database by that module
 * (through public.ts) and asked by the sweep before anything is removed.
 */
export type UploadReferrer = (db: DB, storedNames: string[]) => Promise<Set<string>>;
const referrers = new WeakMap<DB, UploadReferrer[]>();

export function registerUploadReferrer(db: DB, referrer: UploadReferrer): void {
  referrers.set(db, [...(referrers.get(db) ?? []), referrer]);
}

async function referredTo(db: DB, storedNames: string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const referrer of referrers.get(db) ?? []) for (const name of await referrer(db, storedNames)) held.add(name);
  return held;
}

/** An upload that no form submission references is removed once it is this old. */
export const ORPHAN_AGE_MS = 86_400_000;

const BATCH = 200;

/**
 * Removes uploads older than a day that no form submission references (the back office's covers
 * excepted): the row, then the bytes.
 * A row is deleted only if it is still unreferenced at that moment (a form may attach it while the
 * sweep runs). Answers how many were removed. The module runs it periodically (not in tests);
 * tests call it directly.
 */
export async function sweepOrphanUploads(db: DB, store: FileStore, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ORPHAN_AGE_MS).toISOString();
  let removed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('uploads as u')
      .select(['u.id', 'u.stored_name'])
      .where('u.created_at', '<', cutoff)
      // the back office's covers are kept: a post names them by address
      .where('u.kind', '!=', 'cover')
      .where('u.id', '>', afterId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('form_submissions as s').select('s.id').whereRef('s.file_id', '=', 'u.id'))))
      .orderBy('u.id')
      .limit(BATCH)
      .execute();
    const held = rows.length ? await referredTo(db, rows.map((r) => String(r.stored_name))) : new Set<string>();
    for (const row of rows) {
      const id = Number(row.id);
      afterId = id;
      if (held.has(String(row.stored_name))) continue;
      const res = await db
        .deleteFrom('uploads')
        .where('id', '=', id)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('form_submissions').select('id').where('file_id', '=', id))))
        .executeTakeFirst();
      if (Number(res.numDeletedRows ?? 0) === 0) continue;
      // without its row the file can never be served; a failed removal leaves only unreachable bytes
      await store.remove(String(row.stored_name)).catch(() => undefined);
      removed += 1;
    }
    if (rows.length < BATCH) return removed;
  }
}
