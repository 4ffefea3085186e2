import type { ImageRef } from 'contracts/common';
import type { DB } from '../../db/database';
import { IMAGE_BASE_URL } from './images/constants';

/**
 * What other modules (cart) may use of the catalogue. Owned by the catalog module.
 * Everything else in this folder is private to it.
 */
export interface CartProductInfo {
  id: number;
  nameFa: string;
  nameEn: string;
  nameRu: string | null;
  slugFa: string;
  slugEn: string;
  /** Rials; null = price on inquiry (cannot be bought online). */
  price: number | null;
  stock: number;
  active: boolean;
  /** Image reference as spec §3 (baseUrl, guidName, extension) or null. */
  image: ImageRef | null;
}

/**
 * The products with these ids (inactive ones included, flagged by `active`), in the order of `ids`;
 * unknown ids are left out. Works inside a transaction too (pass the trx as db).
 */
export async function getProductsForCart(db: DB, ids: number[]): Promise<CartProductInfo[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name_fa', 'name_en', 'name_ru', 'slug_fa', 'slug_en', 'price', 'stock', 'active'])
    .where('id', 'in', wanted)
    .execute();
  const images = await db
    .selectFrom('product_images')
    .select(['product_id', 'guid_name', 'extension', 'sort_order', 'id'])
    .where('product_id', 'in', wanted)
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const firstImage = new Map<number, { guid_name: string; extension: string }>();
  for (const img of images) if (!firstImage.has(Number(img.product_id))) firstImage.set(Number(img.product_id), img);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return wanted.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const img = firstImage.get(id);
    return [
      {
        id,
        nameFa: r.name_fa,
        nameEn: r.name_en,
        nameRu: r.name_ru ?? null,
        slugFa: r.slug_fa,
        slugEn: r.slug_en,
        price: r.price === null || r.price === undefined ? null : Number(r.price),
        stock: Number(r.stock),
        active: Number(r.active) === 1,
        image: img ? { baseUrl: IMAGE_BASE_URL, guidName: img.guid_name, extension: img.extension } : null,
      },
    ];
  });
}
