import type { DB } from '../../../db/database';

// Product stock as the cart takes and gives it back (holds of baskets and orders). The catalogue
// owns the products table, so the cart changes stock only through these (catalog/public.ts); both
// work inside the caller's transaction (pass the trx as db).

export interface StockLine {
  productId: number;
  count: number;
}

/** Same product twice adds up; ascending product id, so concurrent transactions lock rows in one order (no deadlock). */
function normalize(lines: StockLine[]): StockLine[] {
  const byId = new Map<number, number>();
  for (const l of lines) if (l.count > 0) byId.set(l.productId, (byId.get(l.productId) ?? 0) + l.count);
  return [...byId].sort((a, b) => a[0] - b[0]).map(([productId, count]) => ({ productId, count }));
}

/**
 * Takes the units from products.stock with conditional updates (`stock >= n`), so no interleaving
 * can sell a unit twice. All or nothing: at the first product short of stock, what was taken
 * before is given back and that product is reported.
 */
export async function takeStock(db: DB, lines: StockLine[]): Promise<{ ok: true } | { ok: false; productId: number; available: number }> {
  const taken: StockLine[] = [];
  for (const l of normalize(lines)) {
    const r = await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', l.count) }))
      .where('id', '=', l.productId)
      .where('stock', '>=', l.count)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows ?? 0) !== 1) {
      await returnStock(db, taken);
      const row = await db.selectFrom('products').select('stock').where('id', '=', l.productId).executeTakeFirst();
      return { ok: false, productId: l.productId, available: Math.max(0, Number(row?.stock ?? 0)) };
    }
    taken.push(l);
  }
  return { ok: true };
}

/** Gives units back (a released hold). Products deleted meanwhile are skipped. */
export async function returnStock(db: DB, lines: StockLine[]): Promise<void> {
  for (const l of normalize(lines)) {
    await db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', l.count) }))
      .where('id', '=', l.productId)
      .execute();
  }
}
