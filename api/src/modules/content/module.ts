import type { FastifyInstance } from 'fastify';
import './messages';
import blogRoutes from './blog/routes';
import serviceRoutes from './services/routes';
import pageRoutes from './pages/routes';
import formRoutes from './forms/routes';
import uploadRoutes from './uploads/routes';
import coverRoutes from './covers/routes';
import mapRoutes from './map/routes';
import adminContentRoutes from './admin/routes';
import { announceDuePosts } from './admin/posts';
import { LocalDiskStore, registerFileStore, type FileStore } from './uploads/file-store';
import { sweepOrphanUploads } from './uploads/sweep';
import { createRateLimiter } from '../../lib/rate-limit';

/** How often orphan uploads are swept (not in tests: they call the sweep). */
const SWEEP_INTERVAL_MS = 60 * 60_000;
/** How often scheduled posts whose time came are announced to the caches (not in tests: they call it). */
const SCHEDULE_INTERVAL_MS = 30_000;

/**
 * The content module's routes, registered under the /api prefix (encapsulated): blog, services,
 * about and customer-experience pages, the contact form and map tiles, uploads and the generated covers; outside
 * tests it sweeps, every hour, uploads no form took within a day. The contact form's and the uploaders'
 * per-address limits are counted by the api's one limiter (prefix `content`: Redis or the database).
 * See README.md in this folder for every endpoint.
 */
export default async function contentModule(app: FastifyInstance, opts: { fileStore?: FileStore } = {}) {
  const store = opts.fileStore ?? new LocalDiskStore(app.ctx.config.uploadDir);
  const limiter = createRateLimiter(app.ctx, { prefix: 'content' });
  // the back office reads a sent form's attachment from the same store (public.ts openUploadedFile)
  registerFileStore(app.ctx.database.db, store);
  await app.register(blogRoutes);
  await app.register(serviceRoutes);
  await app.register(pageRoutes);
  await app.register(formRoutes, { limiter });
  await app.register(uploadRoutes, { store, limiter });
  await app.register(coverRoutes);
  await app.register(mapRoutes);
  await app.register(adminContentRoutes, { store });

  const { db } = app.ctx.database;
  let timer: NodeJS.Timeout | null = null;
  let sweeping = false;
  const sweep = () => {
    if (sweeping) return;
    sweeping = true;
    sweepOrphanUploads(db, store)
      .then((uploads) => {
        if (uploads) app.log.info({ uploads }, 'content: swept orphan uploads');
      })
      .catch((err) => app.log.error({ err }, 'content: sweeping failed'))
      .finally(() => {
        sweeping = false;
      });
  };
  // a scheduled post shows once its time comes: the pages it appears on are purged then
  let scheduleTimer: NodeJS.Timeout | null = null;
  let announcedUntil = new Date().toISOString();
  const announce = () => {
    const until = new Date().toISOString();
    announceDuePosts(db, announcedUntil, until)
      .then((posts) => {
        announcedUntil = until;
        if (posts) app.log.info({ posts }, 'content: scheduled posts published');
      })
      .catch((err) => app.log.error({ err }, 'content: announcing scheduled posts failed'));
  };
  app.addHook('onReady', async () => {
    // the announcements run under NODE_ENV=test too: the end-to-end system runs so, and a post scheduled
    // there must reach the sitemaps (they only purge caches; an api test's app closes long before 30 s)
    scheduleTimer = setInterval(announce, SCHEDULE_INTERVAL_MS);
    scheduleTimer.unref();
    if (app.ctx.config.env === 'test') return; // tests call sweepOrphanUploads themselves
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    if (scheduleTimer) clearInterval(scheduleTimer);
    await limiter.close();
  });
}
