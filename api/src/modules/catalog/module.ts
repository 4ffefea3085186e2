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
import { registerCatalogLimiter } from './lib/limits';

/** The catalog module's routes, registered under the /api prefix (encapsulated). See README.md. */
export default async function catalogModule(app: FastifyInstance) {
  registerCatalogLimiter(app);
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
}
