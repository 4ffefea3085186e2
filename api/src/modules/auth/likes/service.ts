import type { LikedProduct } from 'contracts/auth';
import { notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { getProductsForCart } from '../../catalog/public';
import type { AuthRuntime } from '../runtime';
import { deleteLike, insertLike, isActiveProduct, likedIds } from './queries';
import { localized } from '../../../lib/localized';

/** The profile's "liked products": enough for a product card, in the request's language. */
export async function likedProducts(rt: AuthRuntime, userId: number, lang: Lang): Promise<LikedProduct[]> {
  const products = await getProductsForCart(rt.db, await likedIds(rt.db, userId));
  return products.map((p) => ({
    id: p.id,
    name: localized(p, 'name', lang) ?? '',
    slug: localized(p, 'slug', lang) ?? '',
    price: p.price,
    image: p.image,
    active: p.active,
    inStock: p.stock > 0,
  }));
}

/** Likes an active product; the updated id list. */
export async function like(rt: AuthRuntime, userId: number, productId: number): Promise<number[]> {
  if (!(await isActiveProduct(rt.db, productId))) throw notFound('common.productNotFound');
  await insertLike(rt.db, userId, productId, new Date(rt.now()).toISOString());
  return likedIds(rt.db, userId);
}

export async function unlike(rt: AuthRuntime, userId: number, productId: number): Promise<number[]> {
  await deleteLike(rt.db, userId, productId);
  return likedIds(rt.db, userId);
}
