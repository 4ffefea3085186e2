import type { FastifyInstance } from 'fastify';
import { getPost, listBlogCategories, listPosts } from 'contracts/content';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { listCategories } from './queries';
import { postsPage, publishedPost } from './service';

/** GET /blog/categories, /blog/posts, /blog/posts/:id. */
export default async function blogRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  handle(app, listBlogCategories, async (req) => ok(await listCategories(db, requestLang(req))));

  handle(app, listPosts, async (req) => ok(await postsPage(db, requestLang(req), req.query)));

  handle(app, getPost, async (req) => ok(await publishedPost(db, req.params.id, requestLang(req))));
}
