import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { listPosts } from '../blog/queries';
import { listServices } from '../services/queries';
import { getPage, listProjects, listTestimonials } from './queries';

const langQuery = { type: 'object', properties: { lang: { type: 'string' } } } as const;

export default async function pageRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  app.get('/pages/about', { schema: { querystring: langQuery } }, async (req) => {
    const page = await getPage(db, 'about', requestLang(req));
    if (!page) throw notFound('content.pageNotFound');
    return ok(page);
  });

  app.get('/pages/customerExperience', { schema: { querystring: langQuery } }, async (req) => {
    const lang = requestLang(req);
    const page = await getPage(db, 'customerExperience', lang);
    if (!page) throw notFound('content.pageNotFound');
    const [projects, testimonials] = await Promise.all([listProjects(db, lang), listTestimonials(db, lang)]);
    return ok({ ...page, projects, testimonials });
  });

  // Everything the home page's content widgets show, in one round trip.
  app.get('/content/home', { schema: { querystring: langQuery } }, async (req) => {
    const lang = requestLang(req);
    const [services, posts, projects, testimonials, about] = await Promise.all([
      listServices(db, lang),
      listPosts(db, lang, { page: 1, pageSize: 3 }),
      listProjects(db, lang, 4),
      listTestimonials(db, lang, 3),
      getPage(db, 'about', lang),
    ]);
    return ok({ services, latestPosts: posts.items, projects, testimonials, facts: about?.facts ?? [] });
  });
}
