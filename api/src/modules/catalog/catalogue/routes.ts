import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { CategoryTree, categoryDto } from '../repo/categories';
import { num, pick } from '../dto';
import { catalogFileUrl } from '../files';
import { PRODUCT_ROOT_CATEGORY_ID } from '../migrations';
import { langOnlyQuery } from '../schemas';

/** The /st/catalog page: top-level categories with their subcategories and downloadable catalogue files. */
export default async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get('/catalog/catalog', { schema: { querystring: langOnlyQuery } }, async (req) => {
    const lang = requestLang(req);
    const [tree, files] = await Promise.all([
      CategoryTree.load(db),
      db.selectFrom('catalog_files').selectAll().orderBy('sort_order').orderBy('id').execute(),
    ]);
    const fileDto = (f: Record<string, unknown>) => ({
      id: num(f.id),
      title: pick(f, 'title', lang) ?? '',
      fileName: String(f.file_name),
      url: catalogFileUrl(String(f.file_name)),
      mime: String(f.mime),
      sizeBytes: num(f.size_bytes),
      pageCount: f.page_count === null ? null : num(f.page_count),
      lang: (f.lang as string | null) ?? null,
    });
    const root = tree.byId.get(PRODUCT_ROOT_CATEGORY_ID);
    const categories = (root?.children ?? [])
      .filter((c) => c.active)
      .map((c) => {
        const ids = new Set(tree.subtreeIds(c));
        return { ...categoryDto(c, lang, true), files: files.filter((f) => f.category_id !== null && ids.has(num(f.category_id))).map(fileDto) };
      });
    return ok({ categories, files: files.filter((f) => f.category_id === null).map(fileDto) });
  });
}
