import type { CatalogueFile, CataloguePage } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { CategoryTree, categoryWithChildren } from '../categories/queries';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';
import { num, pick } from '../lib/rows';
import { catalogFileUrl } from './files';

const toFile = (f: Record<string, unknown>, lang: Lang): CatalogueFile => ({
  id: num(f.id),
  title: pick(f, 'title', lang) ?? '',
  fileName: String(f.file_name),
  url: catalogFileUrl(String(f.file_name)),
  mime: String(f.mime),
  sizeBytes: num(f.size_bytes),
  pageCount: f.page_count === null ? null : num(f.page_count),
  lang: (f.lang as string | null) ?? null,
});

/** Top-level categories with their subcategories and the files of their subtree, and the files of no category. */
export async function cataloguePage(db: DB, lang: Lang): Promise<CataloguePage> {
  const [tree, files] = await Promise.all([
    CategoryTree.load(db),
    db.selectFrom('catalog_files').selectAll().orderBy('sort_order').orderBy('id').execute(),
  ]);
  const root = tree.byId.get(PRODUCT_ROOT_CATEGORY_ID);
  const categories = (root?.children ?? [])
    .filter((c) => c.active)
    .map((c) => {
      const ids = new Set(tree.subtreeIds(c));
      return { ...categoryWithChildren(c, lang), files: files.filter((f) => f.category_id !== null && ids.has(num(f.category_id))).map((f) => toFile(f, lang)) };
    });
  return { categories, files: files.filter((f) => f.category_id === null).map((f) => toFile(f, lang)) };
}

/** A file the catalogue lists, by its name, or undefined. */
export const catalogueFile = (db: DB, fileName: string) =>
  db.selectFrom('catalog_files').select(['file_name', 'mime']).where('file_name', '=', fileName).executeTakeFirst();
