import type { Locale } from 'shared-lib/locale';
import type { AdminBrand, AdminCategory } from '../../api/admin';

/** The product categories' root (the api keeps the tree under it). */
export const PRODUCT_ROOT = 42;

export interface CategoryOption {
  id: number;
  /** its own name in the page's language */
  name: string;
  /** the names from the top: "Extinguishers › Powder" */
  path: string;
  depth: number;
  active: boolean;
}

type Names = { fa: string; en: string; ru: string | null };
export const nameIn = (names: Names, locale: Locale) => (locale === 'fa' ? names.fa : locale === 'ru' ? names.ru || names.en : names.en) || names.fa;

/** The category tree under `root` in display order (depth first, each level by its sort order), each with its path. */
export function categoryOptions(categories: AdminCategory[], locale: Locale, root = PRODUCT_ROOT): CategoryOption[] {
  const children = new Map<number, AdminCategory[]>();
  for (const c of categories) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const out: CategoryOption[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, trail: string[]) => {
    const kids = [...(children.get(parent) ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    for (const c of kids) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const name = nameIn(c.names, locale);
      out.push({ id: c.id, name, path: [...trail, name].join(' › '), depth: trail.length, active: c.active });
      walk(c.id, [...trail, name]);
    }
  };
  walk(root, []);
  return out;
}

export interface BrandOption {
  id: number;
  name: string;
  active: boolean;
}

/** Brands by their sort order, named in the page's language. */
export function brandOptions(brands: AdminBrand[], locale: Locale): BrandOption[] {
  return [...brands].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((b) => ({ id: b.id, name: nameIn(b.names, locale), active: b.active }));
}
