import type { FastifyInstance } from 'fastify';
import sitemapRoutes from './sitemap/routes';

/** The seo module's routes, registered under the /api prefix (encapsulated). See README.md. */
export default async function seoModule(app: FastifyInstance) {
  await app.register(sitemapRoutes);
}
