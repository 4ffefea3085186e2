import type { FastifyInstance } from 'fastify';
import { getCategoryByLabel, listCategories as listCategoriesRoute } from 'contracts/catalog';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { categoryByLabel, listCategories } from './service';

export default async function categoryRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  /** The spec's call: GET /api/category/category?ParentId=42&Active=true&SortBy=0 */
  handle(app, listCategoriesRoute, async (req) => ok(await listCategories(db, req.query, requestLang(req))));

  /** One category by its label in any language, with its breadcrumb and subcategories. */
  handle(app, getCategoryByLabel, async (req) => ok(await categoryByLabel(db, req.params.label, requestLang(req))));
}
