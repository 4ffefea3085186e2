import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { findCategory, getPost, listCategories, listPosts } from './queries';

export const DEFAULT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 48;

export default async function blogRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get('/blog/categories', { schema: { querystring: { type: 'object', properties: { lang: { type: 'string' } } } } }, async (req) =>
    ok(await listCategories(db, requestLang(req))),
  );

  app.get<{ Querystring: { page?: number; pageSize?: number; categoryId?: number; category?: string } }>(
    '/blog/posts',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            lang: { type: 'string' },
            page: { type: 'integer', minimum: 1, maximum: 10000 },
            pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
            categoryId: { type: 'integer', minimum: 1 },
            category: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' },
          },
        },
      },
    },
    async (req) => {
      const lang = requestLang(req);
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, categoryId, category: slug } = req.query;
      let category = null;
      if (categoryId !== undefined || slug !== undefined) {
        category = await findCategory(db, { id: categoryId, slug }, lang);
        if (!category) throw notFound('content.categoryNotFound');
      }
      const result = await listPosts(db, lang, { page, pageSize, categoryId: category?.id });
      return ok({ ...result, category });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/blog/posts/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
      },
    },
    async (req) => {
      const post = await getPost(db, req.params.id, requestLang(req));
      if (!post) throw notFound('content.postNotFound');
      return ok(post);
    },
  );
}
