import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { buildSearchText, htmlToText } from './search-text';
import { sanitizeDescription } from '../lib/sanitize';
import { slugify } from './slug';
import { num } from '../lib/rows';

export interface NewProduct {
  categoryId: number;
  brandId?: number | null;
  sku?: string | null;
  name: { fa: string; en: string; ru?: string | null };
  price: number | null;
  listPrice?: number | null;
  stock: number;
  active?: boolean;
  featured?: boolean;
  popularity?: number;
  rating?: { sum: number; count: number };
  description?: { fa?: string; en?: string; ru?: string };
  specs?: Array<{ lang: 'fa' | 'en' | 'ru'; key: string; value: string }>;
  images?: Array<{ guid: string; extension?: string }>;
  videoUrl?: string | null;
  createdAt?: string;
}

/** What a product's search columns are built from (names, SKU, brand; category, specifications, description). */
export interface SearchSource {
  categoryId: number;
  brandId?: number | null;
  sku?: string | null;
  name: { fa: string; en: string; ru?: string | null };
  specs?: Array<{ value: string }>;
  /** already sanitized */
  description: { fa: string | null; en: string | null; ru: string | null };
}

/**
 * The product's `search_name` and `search_body`: written with the product in the same transaction,
 * so the triggers queue it for the index at once and the next search sees the change.
 */
export async function searchColumns(db: DB, p: SearchSource): Promise<{ search_name: string; search_body: string }> {
  const [brand, category] = await Promise.all([
    p.brandId ? db.selectFrom('brands').select(['name_fa', 'name_en', 'name_ru']).where('id', '=', p.brandId).executeTakeFirst() : undefined,
    db.selectFrom('categories').select(['name_fa', 'name_en', 'name_ru']).where('id', '=', p.categoryId).executeTakeFirst(),
  ]);
  return {
    search_name: buildSearchText([p.name.fa, p.name.en, p.name.ru, p.sku, brand?.name_fa, brand?.name_en, brand?.name_ru]),
    search_body: buildSearchText([
      category?.name_fa, category?.name_en, category?.name_ru,
      ...(p.specs ?? []).map((s) => s.value),
      htmlToText(p.description.fa), htmlToText(p.description.en), htmlToText(p.description.ru),
    ]),
  };
}

/**
 * Adds a product with its specifications and pictures and fills its search columns from the
 * names, brand, category, specifications and description. (The seed writes its richer rows itself.)
 */
export async function insertProduct(db: DB, p: NewProduct): Promise<number> {
  return db.transaction().execute((trx) => insertProductIn(trx, p));
}

/** insertProduct inside the caller's transaction (the back office writes its audit entry in the same one). */
export async function insertProductIn(trx: DB, p: NewProduct): Promise<number> {
  const description = {
    fa: p.description?.fa ? sanitizeDescription(p.description.fa) : null,
    en: p.description?.en ? sanitizeDescription(p.description.en) : null,
    ru: p.description?.ru ? sanitizeDescription(p.description.ru) : null,
  };
  const search = await searchColumns(trx, { ...p, description });
  const row = await trx
    .insertInto('products')
    .values({
      category_id: p.categoryId,
      brand_id: p.brandId ?? null,
      sku: p.sku ?? null,
      name_fa: p.name.fa,
      name_en: p.name.en,
      name_ru: p.name.ru ?? null,
      slug_fa: slugify(p.name.fa),
      slug_en: slugify(p.name.en),
      slug_ru: p.name.ru ? slugify(p.name.ru) : null,
      price: p.price,
      list_price: p.listPrice ?? null,
      stock: p.stock,
      active: p.active === false ? 0 : 1,
      featured: p.featured ? 1 : 0,
      description_fa: description.fa,
      description_en: description.en,
      description_ru: description.ru,
      video_url: p.videoUrl ?? null,
      rating_sum: p.rating?.sum ?? 0,
      rating_count: p.rating?.count ?? 0,
      popularity: p.popularity ?? 0,
      ...search,
      created_at: p.createdAt ?? nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = num(row.id);
  if (p.specs?.length) {
    await trx
      .insertInto('product_specs')
      .values(p.specs.map((s, i) => ({ product_id: id, lang: s.lang, spec_key: s.key, spec_value: s.value, sort_order: i })))
      .execute();
  }
  if (p.images?.length) {
    await trx
      .insertInto('product_images')
      .values(p.images.map((img, i) => ({ product_id: id, guid_name: img.guid, extension: img.extension ?? 'webp', alt_fa: p.name.fa, alt_en: p.name.en, sort_order: i })))
      .execute();
  }
  return id;
}
