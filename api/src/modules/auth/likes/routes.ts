import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../lib/auth-context';
import { requestLang } from '../../lib/i18n';
import { getProductsForCart } from '../catalog/public';
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

  // The profile's "liked products": enough for a product card, in the request's language.
  app.get('/products/like/products', async (req) => {
    if (!req.user) return ok([]);
    const lang = requestLang(req);
    const products = await getProductsForCart(rt.db, await likedIds(rt.db, req.user.id));
    return ok(
      products.map((p) => ({
        id: p.id,
        name: lang === 'fa' ? p.nameFa : lang === 'ru' ? (p.nameRu ?? p.nameEn) : p.nameEn,
        slug: lang === 'fa' ? p.slugFa : p.slugEn,
        price: p.price,
        image: p.image,
        active: p.active,
        inStock: p.stock > 0,
      })),
    );
  });

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
