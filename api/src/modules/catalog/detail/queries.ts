import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { ProductCard, ProductDetail } from 'contracts/catalog';
import { imageRef, localizedSet, num, numOrNull, ratingOf } from '../lib/rows';
import { categoryRef, type CategoryTree } from '../categories/queries';
import { cardQuery, toCards } from '../products/queries';
import { IMAGE_BASE_URL } from '../images/constants';
import { safeDescription } from '../lib/sanitize';
import { localized } from '../../../lib/localized';

export const RELATED_LIMIT = 8;

/** An active product with everything its page shows, or null. `raterKeys` find the shopper's own rating. */
export async function getProductDetail(db: DB, tree: CategoryTree, id: number, lang: Lang, raterKeys: string[]): Promise<ProductDetail | null> {
  const p = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('p')
    .select(['b.name_fa as brand_name_fa', 'b.name_en as brand_name_en', 'b.name_ru as brand_name_ru', 'b.label as brand_label', 'b.logo_guid as brand_logo', 'b.active as brand_active'])
    .where('p.id', '=', id)
    .where('p.active', '=', 1)
    .executeTakeFirst();
  if (!p) return null;
  const node = tree.byId.get(num(p.category_id));
  if (!node) return null;
  // products are translated per language as a whole: a product without Russian shows in English
  const contentLang: Lang = lang === 'ru' && !p.name_ru ? 'en' : lang;

  const [images, specs, mine] = await Promise.all([
    db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('product_specs').select(['lang', 'spec_key', 'spec_value']).where('product_id', '=', id).orderBy('sort_order').orderBy('id').execute(),
    raterKeys.length
      ? db.selectFrom('product_ratings').select('score').where('product_id', '=', id).where('rater_key', 'in', raterKeys).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const specLang = specs.some((s) => s.lang === contentLang) ? contentLang : specs.some((s) => s.lang === 'en') ? 'en' : 'fa';

  return {
    id,
    name: localized(p, 'name', contentLang) ?? '',
    names: localizedSet(p, 'name'),
    slug: localized(p, 'slug', contentLang) ?? '',
    slugs: localizedSet(p, 'slug'),
    sku: p.sku ?? null,
    price: numOrNull(p.price),
    listPrice: numOrNull(p.list_price),
    stock: num(p.stock),
    inStock: num(p.stock) > 0,
    summary: localized(p, 'summary', contentLang),
    description: safeDescription(localized(p, 'description', contentLang)),
    images: images.map((i) => ({ ...imageRef(i.guid_name, i.extension)!, alt: localized(i, 'alt', contentLang) })),
    specifications: specs.filter((s) => s.lang === specLang).map((s) => ({ key: s.spec_key, value: s.spec_value })),
    video: p.video_url && /^https?:\/\//i.test(p.video_url) ? { url: p.video_url, poster: p.video_poster_guid ? `${IMAGE_BASE_URL}${p.video_poster_guid}_lg.webp` : null } : null,
    rating: { ...ratingOf(p), mine: mine ? num(mine.score) : null },
    category: categoryRef(node, lang),
    breadcrumb: tree.ancestry(node).map((n) => categoryRef(n, lang)),
    brand:
      p.brand_id !== null && num(p.brand_active) === 1
        ? { id: num(p.brand_id), name: localized(p, 'brand_name', lang) ?? '', label: p.brand_label, logo: imageRef(p.brand_logo) }
        : null,
    related: await relatedProducts(db, tree, p, lang),
    contentLang,
    createdAt: p.created_at,
  };
}

/**
 * Up to 8 other products a shopper of this one looks at: first the same category, then the rest
 * of its top-level category, then the same brand; the most popular first within each group.
 */
async function relatedProducts(db: DB, tree: CategoryTree, p: Record<string, unknown>, lang: Lang): Promise<ProductCard[]> {
  const node = tree.byId.get(num(p.category_id))!;
  const picked: Array<Record<string, unknown>> = [];
  const exclude = [num(p.id)];
  const groups: Array<(q: ReturnType<typeof cardQuery>) => ReturnType<typeof cardQuery>> = [
    (q) => q.where('p.category_id', '=', node.id),
    (q) => q.where('p.category_id', 'in', tree.subtreeIds(tree.topLevel(node))),
  ];
  if (p.brand_id !== null) groups.push((q) => q.where('p.brand_id', '=', num(p.brand_id)));
  for (const group of groups) {
    if (picked.length >= RELATED_LIMIT) break;
    const rows = await group(cardQuery(db))
      .where('p.active', '=', 1)
      .where('p.id', 'not in', exclude)
      .orderBy('p.popularity', 'desc')
      .orderBy('p.id', 'desc')
      .limit(RELATED_LIMIT - picked.length)
      .execute();
    for (const r of rows) {
      picked.push(r);
      exclude.push(num(r.id));
    }
  }
  return toCards(db, picked, lang);
}
