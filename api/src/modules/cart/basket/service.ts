import type { DB } from '../../../db/database';
import { inTransaction } from '../tx';
import { activeDeliveryMethods } from './delivery';
import { basketById, createBasket, findBasket, isUniqueViolation, lockBasket, type BasketIdentity, type BasketRow } from './store';

class BasketMovedOn extends Error {}

/**
 * Runs `fn` in one transaction on the identity's open basket, with the basket's lock taken first
 * (so parallel changes to one basket apply one after another) and the row re-read after the lock.
 * With `create`, a missing basket is created in the same transaction, with the first delivery
 * method (spec §4), and disappears again if `fn` throws. When the basket stopped being open
 * between finding and locking it (ordered by a parallel request), or two first requests of one
 * user raced to create it, the whole attempt runs again.
 */
export async function withLockedBasket<T>(
  db: DB,
  who: BasketIdentity,
  create: boolean,
  fn: (trx: DB, basket: BasketRow) => Promise<T>,
): Promise<{ basket: BasketRow | null; result: T | null }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (trx) => {
        let basket = await findBasket(trx, who);
        if (!basket) {
          if (!create) return { basket: null, result: null };
          const first = (await activeDeliveryMethods(trx))[0];
          basket = await createBasket(trx, who, first?.id ?? null);
        }
        if (!(await lockBasket(trx, basket.id))) throw new BasketMovedOn();
        const fresh = (await basketById(trx, basket.id))!;
        const result = await fn(trx, fresh);
        return { basket: (await basketById(trx, basket.id))!, result };
      });
    } catch (err) {
      if ((err instanceof BasketMovedOn || isUniqueViolation(err)) && attempt < 4) continue;
      throw err;
    }
  }
}
