import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { CategoryTree, categoryDto, categoryRef } from '../repo/categories';
import { categoryListQuery, labelParams } from '../schemas';

export default async function categoryRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** The spec's call: GET /api/category/category?ParentId=42&Active=true&SortBy=0 */
  app.get<{ Querystring: { ParentId: number; Active: boolean; SortBy: 0 | 1 | 2; IncludeChildren: boolean } }>(
    '/category/category',
    { schema: { querystring: categoryListQuery } },
    async (req) => {
      const lang = requestLang(req);
      const { ParentId, Active, SortBy, IncludeChildren } = req.query;
      const tree = await CategoryTree.load(db);
      const parent = tree.byId.get(ParentId);
      let list = parent ? parent.children.filter((c) => !Active || c.active) : [];
      const collator = new Intl.Collator(lang === 'fa' ? 'fa' : lang);
      if (SortBy === 1) list = [...list].sort((a, b) => collator.compare(categoryRef(a, lang).name, categoryRef(b, lang).name));
      if (SortBy === 2) list = [...list].sort((a, b) => b.productCount - a.productCount || a.sortOrder - b.sortOrder);
      return ok(list.map((c) => categoryDto(c, lang, IncludeChildren)));
    },
  );

  /** One category by its label in any language, with its breadcrumb and subcategories. */
  app.get<{ Params: { label: string } }>('/category/byLabel/:label', { schema: { params: labelParams } }, async (req) => {
    const lang = requestLang(req);
    const tree = await CategoryTree.load(db);
    const node = tree.findByLabel(req.params.label);
    if (!node) throw notFound('catalog.categoryNotFound');
    return ok({ ...categoryDto(node, lang, true), breadcrumb: tree.ancestry(node).map((n) => categoryRef(n, lang)) });
  });
}
