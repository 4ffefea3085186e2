import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueFile, CataloguePage } from 'contracts/catalog';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { CategoryTree, categoryWithChildren } from '../categories/queries';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';
import { num } from '../lib/rows';
import { catalogFileUrl } from './files';
import { localized } from '../../../lib/localized';

type FileRow = Record<string, unknown> & { category_id: unknown; file_name: unknown; lang: unknown };

const toFile = (f: FileRow, lang: Lang, sizeBytes: number): CatalogueFile => ({
  id: num(f.id),
  title: localized(f, 'title', lang) ?? '',
  fileName: String(f.file_name),
  url: catalogFileUrl(String(f.file_name)),
  mime: String(f.mime),
  sizeBytes,
  pageCount: f.page_count === null ? null : num(f.page_count),
  lang: (f.lang as string | null) ?? null,
});

/**
 * The files a reader of `lang` is offered: those in their language, or in English where a group
 * has none in theirs (Russian), and those of no particular language.
 */
function inLanguage(rows: FileRow[], lang: Lang): FileRow[] {
  const own = rows.filter((f) => f.lang === lang);
  const chosen = own.length ? own : rows.filter((f) => f.lang === 'en');
  return rows.filter((f) => f.lang === null || chosen.includes(f));
}

/**
 * Top-level categories with their subcategories and the files of their subtree in the reader's
 * language, and the files of no category. Each file's size is the file's own in the catalogue folder
 * (an operator may replace a file); a listed file missing from the folder is left out.
 */
export async function cataloguePage(db: DB, lang: Lang, dir: string): Promise<CataloguePage> {
  const [tree, rows] = await Promise.all([
    CategoryTree.load(db),
    db.selectFrom('catalog_files').selectAll().orderBy('sort_order').orderBy('id').execute() as Promise<FileRow[]>,
  ]);
  const sizes = new Map<unknown, number>();
  await Promise.all(
    rows.map(async (f) => {
      const stat = await fs.stat(path.join(dir, path.basename(String(f.file_name)))).catch(() => null);
      if (stat?.isFile()) sizes.set(f, stat.size);
    }),
  );
  const files = rows.filter((f) => sizes.has(f));
  const listed = (group: FileRow[]) => inLanguage(group, lang).map((f) => toFile(f, lang, sizes.get(f)!));
  const root = tree.byId.get(PRODUCT_ROOT_CATEGORY_ID);
  const categories = (root?.children ?? [])
    .filter((c) => c.active)
    .map((c) => {
      const ids = new Set(tree.subtreeIds(c));
      return { ...categoryWithChildren(c, lang), files: listed(files.filter((f) => f.category_id !== null && ids.has(num(f.category_id)))) };
    });
  return { categories, files: listed(files.filter((f) => f.category_id === null)) };
}

/** A file the catalogue lists, by its name, or undefined. */
export const catalogueFile = (db: DB, fileName: string) =>
  db.selectFrom('catalog_files').select(['file_name', 'mime']).where('file_name', '=', fileName).executeTakeFirst();
