import type { DB } from '../../../db/database';

/** The shopper's liked product ids, newest first; likes of products the catalog removed are left out. */
export async function likedIds(db: DB, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_likes as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select('l.product_id')
    .where('l.user_id', '=', userId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.product_id', 'desc')
    .execute();
  return rows.map((r) => Number(r.product_id));
}

export async function isActiveProduct(db: DB, productId: number): Promise<boolean> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).where('active', '=', 1).executeTakeFirst();
  return !!product;
}

/** Idempotent: liking twice keeps the first like. */
export async function insertLike(db: DB, userId: number, productId: number, now: string): Promise<void> {
  await db
    .insertInto('product_likes')
    .values({ user_id: userId, product_id: productId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function deleteLike(db: DB, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('product_likes').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
