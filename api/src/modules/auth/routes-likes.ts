import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../lib/auth-context';
import { likeBody, likeParams } from './schemas';

/** The shopper's liked product ids, newest first; likes of products the catalog removed are left out. */
async function likedIds(db: DB, userId: number): Promise<number[]> {
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

export default async function likeRoutes(app: FastifyInstance) {
  const rt = app.auth;

  // Guests have no likes: an empty list rather than a 401, so every page can ask at start.
  app.get('/products/like', async (req) => ok(req.user ? await likedIds(rt.db, req.user.id) : []));

  app.post<{ Body: { productId: number } }>('/products/like', { schema: likeBody }, async (req) => {
    const me = requireUser(req);
    const { productId } = req.body;
    const product = await rt.db.selectFrom('products').select('id').where('id', '=', productId).where('active', '=', 1).executeTakeFirst();
    if (!product) throw notFound('auth.productNotFound');
    await rt.db
      .insertInto('product_likes')
      .values({ user_id: me.id, product_id: productId, created_at: new Date(rt.now()).toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .execute();
    return ok(await likedIds(rt.db, me.id));
  });

  app.delete<{ Params: { productId: number } }>('/products/like/:productId', { schema: likeParams }, async (req) => {
    const me = requireUser(req);
    await rt.db.deleteFrom('product_likes').where('user_id', '=', me.id).where('product_id', '=', req.params.productId).execute();
    return ok(await likedIds(rt.db, me.id));
  });
}
