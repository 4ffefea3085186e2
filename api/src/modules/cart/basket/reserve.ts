import { nowIso, type DB } from '../../../db/database';
import { badRequest } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { getProductsForCart, returnStock, takeStock } from '../../catalog/public';
import { BASKET_RESERVE_MINUTES, minutesFromNow, RESERVE_MAX_UNITS } from '../lib/rules';
import { affected, inTransaction } from '../lib/tx';
import { basketLines, type BasketRow } from './queries';
import { fmtCount, productName } from './products';

/** Gives back whatever the basket holds (setReserve). The caller holds the basket's lock. */
export async function releaseBasketHold(db: DB, basketId: number): Promise<void> {
  const held = (await basketLines(db, basketId)).filter((l) => l.reserved_count > 0);
  if (held.length > 0) {
    await returnStock(db, held.map((l) => ({ productId: l.product_id, count: l.reserved_count })));
    await db.updateTable('basket_lines').set({ reserved_count: 0 }).where('basket_id', '=', basketId).execute();
  }
  await db.updateTable('baskets').set({ reserve_expires_at: null }).where('id', '=', basketId).where('reserve_expires_at', 'is not', null).execute();
}

/**
 * Holds every line's units for the basket until `expiresAt` (the caller holds the basket's lock and
 * has released any earlier hold). Throws a localized error naming the first product short of stock;
 * the transaction then rolls back and nothing stays taken.
 */
export async function holdBasketStock(db: DB, basket: BasketRow, lang: Lang, expiresAt = minutesFromNow(BASKET_RESERVE_MINUTES)): Promise<void> {
  const lines = await basketLines(db, basket.id);
  if (lines.length === 0) throw badRequest('cart.empty');
  // one basket never holds more than a few units, whatever the stock (a hold is free for the shopper)
  if (lines.reduce((n, l) => n + l.count, 0) > RESERVE_MAX_UNITS) throw badRequest('cart.reserveTooManyUnits', { max: fmtCount(RESERVE_MAX_UNITS, lang) });
  const products = new Map((await getProductsForCart(db, lines.map((l) => l.product_id))).map((p) => [p.id, p]));
  for (const l of lines) {
    const p = products.get(l.product_id);
    if (!p || !p.active) throw badRequest('cart.productUnavailable', { name: p ? productName(p, lang) : `#${l.product_id}` });
    if (p.price === null) throw badRequest('cart.priceOnInquiry', { name: productName(p, lang) });
  }
  const taken = await takeStock(db, lines.map((l) => ({ productId: l.product_id, count: l.count })));
  if (!taken.ok) {
    const p = products.get(taken.productId)!;
    const name = productName(p, lang);
    throw taken.available > 0 ? badRequest('cart.notEnoughStock', { name, available: fmtCount(taken.available, lang) }) : badRequest('cart.outOfStock', { name });
  }
  for (const l of lines) await db.updateTable('basket_lines').set({ reserved_count: l.count }).where('id', '=', l.id).execute();
  await db.updateTable('baskets').set({ reserve_expires_at: expiresAt }).where('id', '=', basket.id).execute();
}

/** Releases basket holds whose time ran out; each in its own transaction, claimed by a conditional update. */
export async function releaseExpiredBasketHolds(db: DB, now = nowIso()): Promise<number> {
  const due = await db
    .selectFrom('baskets')
    .select('id')
    .where('reserve_expires_at', 'is not', null)
    .where('reserve_expires_at', '<=', now)
    .limit(200)
    .execute();
  let released = 0;
  for (const { id } of due) {
    await inTransaction(db, async (trx) => {
      const claimed = await trx
        .updateTable('baskets')
        .set((eb) => ({ reserve_expires_at: null, version: eb('version', '+', 1) }))
        .where('id', '=', Number(id))
        .where('reserve_expires_at', 'is not', null)
        .where('reserve_expires_at', '<=', now)
        .executeTakeFirst();
      if (affected(claimed) !== 1) return;
      await releaseBasketHold(trx, Number(id));
      released++;
    });
  }
  return released;
}
