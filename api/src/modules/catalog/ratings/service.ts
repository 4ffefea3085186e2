import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { conflict, notFound } from '../../../lib/errors';
import type { RatingResult } from 'contracts/catalog';
import { num, ratingOf } from '../lib/rows';
import { raterKeys, type RaterIdentity } from '../lib/identity';

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string };
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/** Records one rating per product and shopper; a second one is refused with nothing changed. */
export async function rateProduct(db: DB, productId: number, score: number, who: RaterIdentity): Promise<RatingResult> {
  const keys = raterKeys(who);
  if (keys.length === 0) throw new Error('rateProduct needs an identity');
  try {
    return await db.transaction().execute(async (trx) => {
      const product = await trx.selectFrom('products').select('id').where('id', '=', productId).where('active', '=', 1).executeTakeFirst();
      if (!product) throw notFound('common.productNotFound');
      const existing = await trx.selectFrom('product_ratings').select('id').where('product_id', '=', productId).where('rater_key', 'in', keys).executeTakeFirst();
      if (existing) throw conflict('catalog.alreadyRated');
      await trx
        .insertInto('product_ratings')
        .values({ product_id: productId, rater_key: keys[0], user_id: who.userId, basket_id: who.basketId, score, created_at: nowIso() })
        .execute();
      await trx
        .updateTable('products')
        .set((eb) => ({ rating_sum: eb('rating_sum', '+', score), rating_count: eb('rating_count', '+', 1) }))
        .where('id', '=', productId)
        .execute();
      const row = await trx.selectFrom('products').select(['rating_sum', 'rating_count']).where('id', '=', productId).executeTakeFirstOrThrow();
      return { ...ratingOf(row), mine: score, productId: num(productId) };
    });
  } catch (e) {
    // two requests of the same shopper at once: the unique index lets one through
    if (isUniqueViolation(e)) throw conflict('catalog.alreadyRated');
    throw e;
  }
}
