import type { FastifyInstance } from 'fastify';
import './messages';
import accountRoutes from './account/routes';
import customerRoutes from './customers/routes';
import devRoutes from './dev/routes';
import likeRoutes from './likes/routes';

export { sessionPlugin } from './sessions/plugin';

/** The auth module's routes, registered under the /api prefix (encapsulated). */
export default async function authModule(app: FastifyInstance) {
  await app.register(accountRoutes);
  await app.register(likeRoutes);
  await app.register(customerRoutes);
  await app.register(devRoutes);
}
