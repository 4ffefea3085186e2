import type { ImageRef } from 'contracts/common';
import type { DB } from '../../db/database';
import { IMAGE_BASE_URL } from './images/constants';
import { CategoryTree } from './categories/queries';
import { PRODUCT_ROOT_CATEGORY_ID } from './migrations';

export { returnStock, takeStock, type StockLine } from './products/stock';
/** The catalogue's version (freshness/version.ts): raised by every catalogue write, in its transaction. */
export { readCatalogVersion } from './freshness/version';
/**
 * One storefront write (freshness/write.ts): `write` runs in a transaction that also raises the
 * catalogue's version, and the pages it names (`touched.add(...paths)`) are purged once it commits. For
 * other modules' back-office writes whose data the catalogue's and content's pages show too (the
 * company's contact details, in every page's footer: the cart module's shop settings).
 */
export { catalogWrite, type CatalogChange } from './freshness/write';
export type { TouchedPages } from './freshness/pages';

/**
 * What other modules (cart, seo) may use of the catalogue. Owned by the catalog module.
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

/** A catalogue page for the sitemaps: URL key per language (`ru` null where not in Russian) and last change. */
export interface PublicEntry {
  id: number;
  slugs: { fa: string; en: string; ru: string | null };
  updatedAt: string | null;
}

/** The later of two ISO times (either may be missing). */
const later = (a: unknown, b: unknown): string | null => {
  const [x, y] = [a, b].map((v) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null));
  if (!x || !y) return x ?? y;
  return Date.parse(x) >= Date.parse(y) ? x : y;
};

/**
 * Every catalogue page a visitor can open, for the sitemaps: active categories (their label per
 * language), active brands, active products (their slug per language) and the catalogue files' newest
 * time. A category's or brand's last change is its own or its newest product's; Russian exists where the
 * Russian name does (pages fall back to English otherwise), with the key the page itself uses.
 */
export async function listPublicCatalog(db: DB): Promise<{ categories: PublicEntry[]; brands: PublicEntry[]; products: PublicEntry[]; catalogueUpdatedAt: string | null }> {
  const [tree, brandRows, productRows, files] = await Promise.all([
    CategoryTree.load(db),
    db.selectFrom('brands').select(['id', 'label', 'name_ru', 'created_at']).where('active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('products')
      .select(['id', 'category_id', 'brand_id', 'name_ru', 'slug_fa', 'slug_en', 'slug_ru', 'created_at', 'updated_at'])
      .where('active', '=', 1)
      .orderBy('id')
      .execute(),
    db.selectFrom('catalog_files').select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirst(),
  ]);
  const newestByCategory = new Map<number, string | null>();
  const newestByBrand = new Map<number, string | null>();
  const products = productRows.map((p) => {
    const updatedAt = later(p.updated_at, p.created_at);
    // a product's change shows on its category's page and on every ancestor's (they list the subtree)
    const category = tree.byId.get(Number(p.category_id));
    for (const node of category ? tree.ancestry(category) : []) newestByCategory.set(node.id, later(newestByCategory.get(node.id), updatedAt));
    if (p.brand_id !== null) newestByBrand.set(Number(p.brand_id), later(newestByBrand.get(Number(p.brand_id)), updatedAt));
    return { id: Number(p.id), slugs: { fa: p.slug_fa, en: p.slug_en, ru: p.name_ru ? (p.slug_ru ?? p.slug_en) : null }, updatedAt };
  });
  const categories = [...tree.byId.values()]
    .filter((n) => n.active && n.id !== PRODUCT_ROOT_CATEGORY_ID)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((n) => ({
      id: n.id,
      slugs: { fa: String(n.row.label_fa), en: String(n.row.label_en), ru: n.row.name_ru ? String(n.row.label_ru ?? n.row.label_en) : null },
      updatedAt: later(n.row.created_at, newestByCategory.get(n.id)),
    }));
  const brands = brandRows.map((b) => ({
    id: Number(b.id),
    slugs: { fa: b.label, en: b.label, ru: b.name_ru ? b.label : null },
    updatedAt: later(b.created_at, newestByBrand.get(Number(b.id))),
  }));
  return { categories, brands, products, catalogueUpdatedAt: later(files?.at, null) };
}
