import type { DB } from '../../../db/database';
import { TouchedPages } from './pages';
import { bumpCatalogVersion } from './version';

/** What one committed catalogue write changed: the new catalogue version and the pages it touches. */
export interface CatalogChange {
  version: number;
  /** storefront paths, percent-encoded (pages.ts) */
  paths: string[];
}

export type CatalogChangeListener = (change: CatalogChange) => Promise<void> | void;

/** Who hears of a database's committed catalogue writes (the catalog module's cache purger, module.ts). */
const listeners = new WeakMap<DB, Set<CatalogChangeListener>>();

/** Calls `listener` after each catalogue write on `db` commits; answers the function that stops it. */
export function onCatalogChange(db: DB, listener: CatalogChangeListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * One write of the catalogue: `write` runs in a transaction and names the pages it touches (before
 * and after its change: `touched.products(trx, [id])` …); the catalogue's version is raised in the
 * same transaction, last (its row lock is held only until the commit). Once committed, the listeners
 * hear {version, paths} and are waited for (the purger bounds its own time and never throws), so the
 * storefront shows the change on the next page view. A write that fails raises nothing and purges nothing.
 */
export async function catalogWrite<T>(db: DB, write: (trx: DB, touched: TouchedPages) => Promise<T>): Promise<T> {
  const touched = new TouchedPages();
  const { result, version } = await db.transaction().execute(async (trx) => {
    const result = await write(trx, touched);
    return { result, version: await bumpCatalogVersion(trx) };
  });
  const change: CatalogChange = { version, paths: touched.paths() };
  await Promise.allSettled([...(listeners.get(db) ?? [])].map(async (listener) => listener(change)));
  return result;
}
