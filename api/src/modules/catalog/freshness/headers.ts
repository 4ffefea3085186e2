import type { FastifyInstance } from 'fastify';
import type { DB } from '../../../db/database';
import { readCatalogVersion } from './version';

/**
 * The storefront's reads that carry `x-catalog-version` (the service worker's kept reads,
 * shell/src/pwa/sw-routes.ts#API_READ_PREFIXES, and the version route): the catalogue's and the
 * content's, whose pages show catalogue data beside their own. `/api/seo/index` sets its own.
 * A prefix ending in '/' covers what is below it; any other names one path and what is below it.
 */
export const VERSIONED_READS = [
  '/api/product/',
  '/api/category/',
  '/api/brand/',
  '/api/catalog/catalog',
  '/api/catalog/version',
  '/api/blog/',
  '/api/services',
  '/api/pages/',
  '/api/content/home',
  '/api/contact/groups',
  '/api/contact/info',
] as const;

export const isVersionedRead = (path: string) => VERSIONED_READS.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`)));

/**
 * Stamps the storefront's reads with the catalogue's version as it was before their data was read
 * (read in preHandler, before the handler's queries): an answer is never labelled newer than what it
 * holds, so a cache that compares versions never keeps a stale answer for a fresh one. Concurrent
 * requests share one read of the row. Also `Cache-Control: no-cache` where the route sets none: no
 * shared cache keeps these answers without asking.
 */
export function catalogVersionHeaders(app: FastifyInstance, db: DB): void {
  let inFlight: Promise<number> | null = null;
  const current = () =>
    (inFlight ??= readCatalogVersion(db).finally(() => {
      inFlight = null;
    }));
  app.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    if (!isVersionedRead(req.url.split('?')[0])) return;
    reply.header('x-catalog-version', String(await current())).header('cache-control', 'no-cache');
  });
}
