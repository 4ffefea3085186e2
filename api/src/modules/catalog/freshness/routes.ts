import type { FastifyInstance } from 'fastify';
import { getCatalogVersion, listCachePurges } from 'contracts/catalog';
import type { SandboxPurger } from '../../../lib/cache-purge';
import { ok } from '../../../lib/envelope';
import { handle } from '../../../lib/route';
import { readCatalogVersion } from './version';

/**
 * GET /catalog/version (the header's number, for a shell or a probe); GET /dev/cache-purges: the
 * sandbox purger's latest purges (only with DEV_ROUTES, never in production; empty with CACHE_PURGER=http).
 */
export default async function freshnessRoutes(app: FastifyInstance, opts: { sandbox: SandboxPurger | null }) {
  const { db } = app.ctx.database;
  handle(app, getCatalogVersion, async () => ok({ version: await readCatalogVersion(db) }));

  if (!app.ctx.config.devRoutes || app.ctx.config.env === 'production') return;
  handle(app, listCachePurges, async (req) => ok(opts.sandbox?.recent(req.query.limit ?? 20) ?? []));
}
