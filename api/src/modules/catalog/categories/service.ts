import type { Category, CategoryListQuery } from 'contracts/catalog';
import { PRODUCT_ROOT_CATEGORY_ID } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { CategoryTree, categoryPage, categoryRef, categorySummary, categoryWithChildren } from './queries';

/** Children of `ParentId` (unknown parent: none), active only unless asked, in the asked order. */
export async function listCategories(db: DB, query: CategoryListQuery, lang: Lang): Promise<Category[]> {
  const { ParentId = PRODUCT_ROOT_CATEGORY_ID, Active = true, SortBy = 0, IncludeChildren = false } = query;
  const tree = await CategoryTree.load(db);
  const parent = tree.byId.get(ParentId);
  let list = parent ? parent.children.filter((c) => !Active || c.active) : [];
  const collator = new Intl.Collator(lang === 'fa' ? 'fa' : lang);
  if (SortBy === 1) list = [...list].sort((a, b) => collator.compare(categoryRef(a, lang).name, categoryRef(b, lang).name));
  if (SortBy === 2) list = [...list].sort((a, b) => b.productCount - a.productCount || a.sortOrder - b.sortOrder);
  return list.map((c) => (IncludeChildren ? categoryWithChildren(c, lang) : categorySummary(c, lang)));
}

/** A category by its label in any language; unknown or inactive is a 404. */
export async function categoryByLabel(db: DB, label: string, lang: Lang) {
  const tree = await CategoryTree.load(db);
  const node = tree.findByLabel(label);
  if (!node) throw notFound('catalog.categoryNotFound');
  return categoryPage(tree, node, lang);
}
