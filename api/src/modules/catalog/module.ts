import type { FastifyInstance } from 'fastify';
import './messages';
import './admin/messages';
import categoryRoutes from './categories/routes';
import brandRoutes from './brands/routes';
import productRoutes from './products/routes';
import productDetailRoutes from './detail/routes';
import ratingRoutes from './ratings/routes';
import inquiryRoutes from './inquiries/routes';
import catalogueRoutes from './catalogue/routes';
import imageRoutes from './images/routes';
import adminCatalogRoutes from './admin/routes';
import freshnessRoutes from './freshness/routes';
import { catalogVersionHeaders } from './freshness/headers';
import { createCachePurger } from './freshness/purger';
import { onCatalogChange } from './freshness/write';
import { absoluteUrls } from '../../lib/cache-purge';
import { registerCatalogLimiter } from './lib/limits';

/** The catalog module's routes, registered under the /api prefix (encapsulated). See README.md. */
export default async function catalogModule(app: FastifyInstance) {
  registerCatalogLimiter(app);
  // after each committed catalogue write: its pages purged (CACHE_PURGER) and the shells told (freshness/)
  const { purger, sandbox } = createCachePurger(app.ctx.config, app.log);
  const publicUrl = app.ctx.config.publicUrl;
  const stop = onCatalogChange(app.ctx.database.db, (change) => purger.purge({ version: change.version, urls: absoluteUrls(publicUrl, change.paths) }));
  app.addHook('onClose', async () => stop());
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productRoutes);
  await app.register(productDetailRoutes);
  await app.register(ratingRoutes);
  await app.register(inquiryRoutes);
  await app.register(catalogueRoutes);
  await app.register(imageRoutes);
  // the back office's catalogue (/api/admin/catalog/…), every route through backoffice's adminRoute
  await app.register(adminCatalogRoutes);
  await app.register(freshnessRoutes, { sandbox });
}

/**
 * Registered by app.ts for every module's routes (through fastify-plugin): the storefront's catalogue
 * and content reads carry `x-catalog-version` (freshness/headers.ts).
 */
export async function catalogVersionPlugin(app: FastifyInstance) {
  catalogVersionHeaders(app, app.ctx.database.db);
}
