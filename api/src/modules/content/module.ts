import type { FastifyInstance } from 'fastify';
import './messages';
import blogRoutes from './blog/routes';
import serviceRoutes from './services/routes';
import pageRoutes from './pages/routes';
import formRoutes from './forms/routes';
import uploadRoutes from './uploads/routes';
import coverRoutes from './covers/routes';
import { LocalDiskStore, type FileStore } from './uploads/file-store';

/**
 * The content module's routes, registered under the /api prefix (encapsulated): blog, services,
 * about and customer-experience pages, the contact form, uploads and the generated covers.
 * See README.md in this folder for every endpoint.
 */
export default async function contentModule(app: FastifyInstance, opts: { fileStore?: FileStore } = {}) {
  const store = opts.fileStore ?? new LocalDiskStore(app.ctx.config.uploadDir);
  await app.register(blogRoutes);
  await app.register(serviceRoutes);
  await app.register(pageRoutes);
  await app.register(formRoutes);
  await app.register(uploadRoutes, { store });
  await app.register(coverRoutes);
}
