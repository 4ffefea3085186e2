import { nowIso, type DB } from '../../../db/database';
import { getProductsForCart } from '../../catalog/public';
import { affected, inTransaction } from '../lib/tx';
import { basketById, basketLines, lockBasket, openGuestBasket, openUserBasket } from './queries';
import { releaseBasketHold } from './reserve';

/**
 * mergeGuestBasket: called by the auth module right after a successful login or registration
 * with the guest's basket id (the `cartCode` / basketId cookie). Moves the guest basket's lines
 * into the user's open basket (or makes the guest basket the user's), and returns the uniqueId of
 * the basket the user now owns, or null when there was nothing to merge.
 *
 * Merging adds the guest's quantities to the user's, capped at the stock on hand; the user's
 * delivery, address, discount code and payment method win, the guest's fill what the user's
 * basket lacks. Any stock either basket held (setReserve) is given back. Safe to call inside the
 * caller's transaction and safe to call twice (the second call finds no guest basket).
 * The auth module should set the basketId cookie to the returned uniqueId.
 */
export async function mergeGuestBasket(db: DB, guestUniqueId: string | null | undefined, userId: number): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const found = guestUniqueId ? await openGuestBasket(trx, guestUniqueId) : null;
    const mine = await openUserBasket(trx, userId);
    if (!found || !(await lockBasket(trx, found.id))) return mine?.unique_id ?? null;
    // read again under the lock: another login may have taken the basket between the read and the
    // lock, and a basket that belongs to a user is never merged into or taken by someone else
    const guest = await basketById(trx, found.id);
    if (!guest || guest.status !== 'open' || guest.user_id !== null) return mine?.unique_id ?? null;
    if (!mine) {
      const taken = await trx.updateTable('baskets').set({ user_id: userId, updated_at: nowIso() }).where('id', '=', guest.id).where('user_id', 'is', null).executeTakeFirst();
      return affected(taken) === 1 ? guest.unique_id : null;
    }
    await lockBasket(trx, mine.id);
    await releaseBasketHold(trx, guest.id);
    await releaseBasketHold(trx, mine.id);
    const guestLines = await basketLines(trx, guest.id);
    const myLines = new Map((await basketLines(trx, mine.id)).map((l) => [l.product_id, l]));
    const stock = new Map((await getProductsForCart(trx, guestLines.map((l) => l.product_id))).map((p) => [p.id, p.stock]));
    const now = nowIso();
    for (const g of guestLines) {
      const cap = Math.max(1, stock.get(g.product_id) ?? 1);
      const existing = myLines.get(g.product_id);
      if (existing) {
        const count = Math.max(existing.count, Math.min(existing.count + g.count, cap));
        await trx.updateTable('basket_lines').set({ count, updated_at: now }).where('id', '=', existing.id).execute();
      } else {
        await trx
          .insertInto('basket_lines')
          // the price the guest was last shown moves with the line (price-change.ts)
          .values({ basket_id: mine.id, product_id: g.product_id, count: Math.min(g.count, cap), reserved_count: 0, seen_price: g.seen_price, created_at: now, updated_at: now })
          .execute();
      }
    }
    await trx
      .updateTable('baskets')
      .set({
        delivery_id: mine.delivery_id ?? guest.delivery_id,
        address: mine.address ?? guest.address,
        discount_code_id: mine.discount_code_id ?? guest.discount_code_id,
        payment_method: mine.payment_method ?? guest.payment_method,
        updated_at: now,
      })
      .where('id', '=', mine.id)
      .execute();
    await trx.deleteFrom('basket_lines').where('basket_id', '=', guest.id).execute();
    await trx.updateTable('baskets').set({ status: 'merged', updated_at: now }).where('id', '=', guest.id).execute();
    return mine.unique_id;
  });
}
