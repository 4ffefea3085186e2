import type { Brand } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { imageRef, localizedSet, num } from '../lib/rows';
import { safeDescription } from '../lib/sanitize';
import { localized } from '../../../lib/localized';

async function query(db: DB, id?: number) {
  let q = db
    .selectFrom('brands as b')
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll().as('n'))
        .whereRef('p.brand_id', '=', 'b.id')
        .where('p.active', '=', 1)
        .as('product_count'),
    )
    .where('b.active', '=', 1);
  if (id !== undefined) q = q.where('b.id', '=', id);
  return q.orderBy('b.sort_order').orderBy('b.id').execute();
}

const toBrand = (r: Record<string, unknown>, lang: Lang): Brand => ({
  id: num(r.id),
  name: localized(r, 'name', lang) ?? '',
  names: localizedSet(r, 'name'),
  label: String(r.label),
  country: localized(r, 'country', lang),
  description: safeDescription(localized(r, 'description', lang)),
  logo: imageRef(r.logo_guid as string | null),
  website: (r.website as string | null) ?? null,
  productCount: num(r.product_count ?? 0),
});

/** Active brands in the shop's order, with their active product counts. */
export async function listBrands(db: DB, lang: Lang): Promise<Brand[]> {
  return (await query(db)).map((r) => toBrand(r, lang));
}

export async function getBrand(db: DB, id: number, lang: Lang): Promise<Brand | null> {
  const [row] = await query(db, id);
  return row ? toBrand(row, lang) : null;
}
