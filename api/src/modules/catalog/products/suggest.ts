import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { normalizeSearchText } from '../../../lib/persian';
import type { Suggestions } from 'contracts/catalog';
import { buildSearchText, queryTokens } from './search-text';
import { imageRef, num, pick } from '../lib/rows';
import { CategoryTree, categoryRef } from '../categories/queries';
import { listProducts } from './queries';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';

export const SUGGEST_PRODUCTS = 6;
const SUGGEST_OTHERS = 4;

/** 2 when every token starts a word of the text, 1 when every token is inside it, else 0. */
function textScore(text: string, tokens: string[]): number {
  const padded = ` ${text}`;
  if (tokens.every((t) => padded.includes(` ${t}`))) return 2;
  if (tokens.every((t) => text.includes(t))) return 1;
  return 0;
}

/** What the header's search box offers while typing: best products, and matching categories and brands. */
export async function suggest(db: DB, q: string, lang: Lang, categoryLabel?: string): Promise<Suggestions> {
  const tokens = queryTokens(q);
  const query = normalizeSearchText(q);
  if (!tokens.length) return { query, products: [], categories: [], brands: [] };
  const tree = await CategoryTree.load(db);
  const within = categoryLabel ? tree.findByLabel(categoryLabel) : undefined;
  const [page, brands] = await Promise.all([
    listProducts(db, { tokens, categoryIds: within ? tree.subtreeIds(within) : null, sort: 'relevance', page: 1, pageSize: SUGGEST_PRODUCTS }, lang),
    db.selectFrom('brands').selectAll().where('active', '=', 1).execute(),
  ]);
  const categories = [...tree.byId.values()]
    .filter((n) => n.active && n.id !== PRODUCT_ROOT_CATEGORY_ID && n.productCount > 0)
    .map((n) => ({ n, s: textScore(buildSearchText([n.row.name_fa, n.row.name_en, n.row.name_ru] as string[]), tokens) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || b.n.productCount - a.n.productCount)
    .slice(0, SUGGEST_OTHERS)
    .map(({ n }) => ({ ...categoryRef(n, lang), productCount: n.productCount }));
  const brandHits = brands
    .map((b) => ({ b, s: textScore(buildSearchText([b.name_fa, b.name_en, b.name_ru, b.label]), tokens) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, SUGGEST_OTHERS)
    .map(({ b }) => ({ id: num(b.id), name: pick(b, 'name', lang) ?? '', label: String(b.label), logo: imageRef(b.logo_guid) }));
  return {
    query,
    products: page.items.map((p) => ({ id: p.id, name: p.name, slug: p.slug, price: p.price, image: p.image })),
    categories,
    brands: brandHits,
  };
}
