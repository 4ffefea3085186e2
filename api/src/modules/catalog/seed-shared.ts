import { BRANDS, CATEGORIES, type SeedCategory } from './seed-data/categories';
import type { SeedProduct } from './seed-data/products';
import { SPEC_KEYS, text, type SpecKey } from './seed-data/units';
import type { Shape } from './images/draw';

/** What the catalogue seed (seed.ts) and its PDF catalogues (seed-catalogue.ts) both read from the seed data. */
export type Lang = 'fa' | 'en' | 'ru';

export function topLevelOf(key: string): SeedCategory {
  let cat = CATEGORIES.find((c) => c.key === key)!;
  while (cat.parent) cat = CATEGORIES.find((c) => c.key === cat.parent)!;
  return cat;
}

/** Spec rows for one language: the product's own specs in table order, then the brand's country. */
export function specRows(p: SeedProduct, lang: Lang): Array<{ key: string; value: string }> {
  const brand = BRANDS.find((b) => b.key === p.brand)!;
  const rows = (Object.keys(SPEC_KEYS) as SpecKey[])
    .filter((k) => p.specs[k] !== undefined && k !== 'origin')
    .map((k) => ({ key: SPEC_KEYS[k][lang], value: text(p.specs[k]!, lang) }));
  rows.push({ key: SPEC_KEYS.origin[lang], value: brand.country[lang] });
  return rows;
}

/** The drawing of a product: its own kind, or its category's. */
export const productShape = (p: SeedProduct): Shape => p.shape ?? CATEGORIES.find((c) => c.key === p.cat)!.shape;
