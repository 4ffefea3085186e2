import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { Suggestions } from 'contracts/catalog';
import { buildSearchText, normalizeText, queryTokens } from './search-text';
import { imageRef, num } from '../lib/rows';
import { CategoryTree, categoryRef } from '../categories/queries';
import { findProducts } from './queries';
import { lookUpTokens, matchWords, type TermMatch } from './search-lookup';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';
import { localized } from '../../../lib/localized';

export const SUGGEST_PRODUCTS = 6;
const SUGGEST_OTHERS = 4;

/** Points of a name for the query, matched as products are (whole words, word starts, inside, typos); 0 unless every token matches. */
function nameScore(names: Array<string | null | undefined>, matches: TermMatch[]): number {
  const words = buildSearchText(names).split(' ');
  let total = 0;
  for (const m of matches) {
    const points = matchWords(words, m);
    if (!points) return 0;
    total += points;
  }
  return total;
}

/** What the header's search box offers while typing: best products, and matching categories and brands. */
export async function suggest(db: DB, q: string, lang: Lang, categoryLabel?: string): Promise<Suggestions> {
  const tokens = queryTokens(q);
  const text = normalizeText(q);
  if (!tokens.length) return { query: text, products: [], categories: [], brands: [] };
  // the index is read for the query's words at once, whatever the products are searched within
  const lookup = lookUpTokens(db, tokens);
  lookup.catch(() => undefined); // awaited below (unless the category tree fails first)
  const products = (categoryIds: number[] | null) =>
    findProducts(db, { tokens, lookup, categoryIds, sort: 'relevance', page: 1, pageSize: SUGGEST_PRODUCTS, count: false }, lang);
  // the category tree is waited for first only when the products are searched within a category
  const treeLoad = CategoryTree.load(db);
  const [tree, { page, matches }, brands] = await Promise.all([
    treeLoad,
    categoryLabel
      ? treeLoad.then((tree) => {
          const within = tree.findByLabel(categoryLabel);
          return products(within ? tree.subtreeIds(within) : null);
        })
      : products(null),
    db.selectFrom('brands').selectAll().where('active', '=', 1).execute(),
  ]);
  const categories = [...tree.byId.values()]
    .filter((n) => n.active && n.id !== PRODUCT_ROOT_CATEGORY_ID && n.productCount > 0)
    .map((n) => ({ n, s: nameScore([n.row.name_fa, n.row.name_en, n.row.name_ru] as string[], matches) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || b.n.productCount - a.n.productCount)
    .slice(0, SUGGEST_OTHERS)
    .map(({ n }) => ({ ...categoryRef(n, lang), productCount: n.productCount }));
  const brandHits = brands
    .map((b) => ({ b, s: nameScore([b.name_fa, b.name_en, b.name_ru, b.label], matches) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, SUGGEST_OTHERS)
    .map(({ b }) => ({ id: num(b.id), name: localized(b, 'name', lang) ?? '', label: String(b.label), logo: imageRef(b.logo_guid) }));
  return {
    query: text,
    products: page.items.map((p) => ({ id: p.id, name: p.name, slug: p.slug, price: p.price, image: p.image })),
    categories,
    brands: brandHits,
  };
}
