import type { FastifyInstance } from 'fastify';
import './messages';
import categoryRoutes from './routes/categories';
import brandRoutes from './routes/brands';
import productRoutes from './routes/products';
import catalogueRoutes from './routes/catalogue';
import mediaRoutes from './routes/media';

/** The catalog module's routes, registered under the /api prefix (encapsulated). See README.md. */
export default async function catalogModule(app: FastifyInstance) {
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productRoutes);
  await app.register(catalogueRoutes);
  await app.register(mediaRoutes);
}
