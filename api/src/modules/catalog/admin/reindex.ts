import type { DB } from '../../../db/database';
import { num } from '../lib/rows';
import { searchColumns } from '../products/write';

const CHUNK = 500;

/**
 * Rewrites the search columns of the products a category's or brand's new name shows in (their
 * search text holds those names): in the caller's transaction, so the triggers queue them for the
 * index with the rename and the next search finds them by the new name.
 */
export async function refreshSearchText(trx: DB, where: { categoryId?: number; brandId?: number }): Promise<void> {
  let q = trx.selectFrom('products').select(['id', 'category_id', 'brand_id', 'sku', 'name_fa', 'name_en', 'name_ru', 'description_fa', 'description_en', 'description_ru']);
  if (where.categoryId !== undefined) q = q.where('category_id', '=', where.categoryId);
  if (where.brandId !== undefined) q = q.where('brand_id', '=', where.brandId);
  const products = await q.orderBy('id').execute();
  for (let i = 0; i < products.length; i += CHUNK) {
    const part = products.slice(i, i + CHUNK);
    const specs = await trx.selectFrom('product_specs').select(['product_id', 'spec_value']).where('product_id', 'in', part.map((p) => p.id)).orderBy('sort_order').orderBy('id').execute();
    for (const p of part) {
      const columns = await searchColumns(trx, {
        categoryId: num(p.category_id),
        brandId: p.brand_id === null ? null : num(p.brand_id),
        sku: p.sku,
        name: { fa: p.name_fa, en: p.name_en, ru: p.name_ru },
        specs: specs.filter((s) => num(s.product_id) === num(p.id)).map((s) => ({ value: s.spec_value })),
        description: { fa: p.description_fa, en: p.description_en, ru: p.description_ru },
      });
      await trx.updateTable('products').set(columns).where('id', '=', p.id).execute();
    }
  }
}
