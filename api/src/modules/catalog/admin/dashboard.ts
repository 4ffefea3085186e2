import type { CatalogueDashboard } from 'contracts/admin-dashboard';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';

/** Stock at or below this is low (a sale or two from none for most of the shop's products). */
export const LOW_STOCK = 5;

/** The dashboard's catalogue part (GET /admin/dashboard/catalogue): active products out of stock and low on stock. */
export async function catalogueDashboard(db: DB, lang: Lang): Promise<CatalogueDashboard> {
  const [out, low] = await Promise.all([
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('active', '=', 1).where('stock', '<=', 0).executeTakeFirst(),
    db
      .selectFrom('products')
      .select(['id', 'name_fa', 'name_en', 'name_ru', 'stock'])
      .where('active', '=', 1)
      .where('stock', '<=', LOW_STOCK)
      .orderBy('stock')
      .orderBy('id')
      .limit(10)
      .execute(),
  ]);
  return {
    threshold: LOW_STOCK,
    outOfStock: Number(out?.n ?? 0),
    lowStock: low.map((p) => ({
      productId: Number(p.id),
      name: lang === 'fa' ? p.name_fa : lang === 'ru' ? ((p.name_ru as string | null) ?? p.name_en) : p.name_en,
      stock: Number(p.stock),
    })),
  };
}
