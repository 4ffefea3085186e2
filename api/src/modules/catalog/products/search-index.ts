import type { DB } from '../../../db/database';
import { num } from '../lib/rows';
import { trigrams } from './typos';

/**
 * The search index (migrations 001_02 to 001_05), the same tables and queries on SQLite and
 * PostgreSQL:
 * - `product_search_terms (term, product_id, in_name)`: each word of a product's `search_name`
 *   (in_name = 1) and `search_body`; a word, or every word starting with a prefix, is a range
 *   of its primary key.
 * - `product_search_vocab (term)`: every word once, searched for words that contain a query word.
 * - `product_search_grams (gram, term)`: the trigrams of each word, to find words with typos.
 * - `product_search_queue (id, product_id)`: filled by triggers on `products` whenever a row is
 *   inserted, deleted or its search text changes, whoever writes it (seed, api, another module,
 *   SQL). `indexPendingProducts` empties it; every search looks at it first (./search-lookup.ts#lookUpTokens)
 *   and indexes what it holds, so a search always sees the products as they are.
 * - `product_search_docs`: the columns a search filters and sorts by, copied by triggers (read in
 *   ./queries.ts).
 *
 * This file writes the index; ./search-lookup.ts reads it and matches a query's words.
 */

const QUEUE_BATCH = 500;
/** Rows per insert: at most 15,000 parameters (SQLite allows 32,766, PostgreSQL 65,535). */
const INSERT_CHUNK = 5000;
const LETTER = /\p{L}/u;

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Indexes every product queued since the last call; answers how many products it indexed. */
export async function indexPendingProducts(db: DB): Promise<number> {
  let indexed = 0;
  // a cheap read first: most searches find the queue empty and take no write lock
  while ((await db.selectFrom('product_search_queue').select('id').limit(1).execute()).length) {
    indexed += await indexBatch(db);
  }
  return indexed;
}

/** Queues every product again (after a change of how text is analysed, ./search-units.ts). */
export async function enqueueAllProducts(db: DB): Promise<void> {
  await db.insertInto('product_search_queue').columns(['product_id']).expression(db.selectFrom('products').select('id').orderBy('id')).execute();
}

async function indexBatch(db: DB): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const queued = await trx.selectFrom('product_search_queue').select('id').orderBy('id').limit(QUEUE_BATCH).execute();
    if (!queued.length) return 0;
    // deleting claims the rows: a second indexer running at the same time gets none of them
    const claimed = await trx.deleteFrom('product_search_queue').where('id', 'in', queued.map((r) => r.id)).returning('product_id').execute();
    const ids = [...new Set(claimed.map((r) => num(r.product_id)))].sort((a, b) => a - b);
    if (!ids.length) return 0;
    const products = await trx.selectFrom('products').select(['id', 'search_name', 'search_body']).where('id', 'in', ids).execute();
    await trx.deleteFrom('product_search_terms').where('product_id', 'in', ids).execute();
    const postings: Array<{ term: string; product_id: number; in_name: number }> = [];
    const words = new Set<string>();
    for (const p of products) {
      const name = new Set(String(p.search_name).split(' ').filter(Boolean));
      const all = new Set([...name, ...String(p.search_body).split(' ').filter(Boolean)]);
      for (const term of all) {
        postings.push({ term, product_id: num(p.id), in_name: name.has(term) ? 1 : 0 });
        words.add(term);
      }
    }
    // one order for every writer, so two indexers never wait for each other crosswise
    postings.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : a.product_id - b.product_id));
    for (const part of chunks(postings, INSERT_CHUNK)) {
      await trx.insertInto('product_search_terms').values(part).onConflict((oc) => oc.doNothing()).execute();
    }
    const fresh: string[] = [];
    for (const part of chunks([...words].sort(), INSERT_CHUNK)) {
      const known = new Set((await trx.selectFrom('product_search_vocab').select('term').where('term', 'in', part).execute()).map((r) => String(r.term)));
      fresh.push(...part.filter((w) => !known.has(w)));
    }
    for (const part of chunks(fresh, INSERT_CHUNK)) {
      await trx.insertInto('product_search_vocab').values(part.map((term) => ({ term }))).onConflict((oc) => oc.doNothing()).execute();
    }
    // only words with letters can be mistyped in a way worth forgiving (numbers and codes match exactly)
    const grams = fresh.filter((w) => LETTER.test(w) && !/\d/.test(w) && [...w].length >= 3).flatMap((term) => trigrams(term).map((gram) => ({ gram, term })));
    grams.sort((a, b) => (a.gram < b.gram ? -1 : a.gram > b.gram ? 1 : a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    for (const part of chunks(grams, INSERT_CHUNK)) {
      await trx.insertInto('product_search_grams').values(part).onConflict((oc) => oc.doNothing()).execute();
    }
    return ids.length;
  });
}
