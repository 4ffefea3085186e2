import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SeoIndex } from 'contracts/seo';
import { getSeoIndex } from 'contracts/seo';
import { ok } from '../../../lib/envelope';
import { handle } from '../../../lib/route';
import { readCatalogVersion } from '../../catalog/public';
import { buildSeoIndex } from './service';

/** Does an If-None-Match header name this entity tag (a list, weak or strong, or `*`)? */
const matches = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);

/**
 * GET /seo/index. The answer carries a strong ETag (a hash of its data) and answers 304 to a client that
 * already holds it: the shell keeps its built sitemaps until the list changes. (@fastify/etag would hash
 * every answer of the api; only this one needs it.) Concurrent requests share one read of the database.
 */
export default async function sitemapRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  let inFlight: Promise<{ data: SeoIndex; etag: string; version: number }> | null = null;
  // the catalogue's version read before the list, in the shared read: the answer is never labelled
  // newer than the list it carries (a shell told of version n waits for an answer of n or later)
  const read = () =>
    (inFlight ??= readCatalogVersion(db)
      .then(async (version) => ({ version, data: await buildSeoIndex(db) }))
      .then(({ version, data }) => ({ version, data, etag: `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)}"` }))
      .finally(() => {
        inFlight = null;
      }));

  handle(app, getSeoIndex, async (req, reply) => {
    const { data, etag, version } = await read();
    reply.header('etag', etag).header('cache-control', 'no-cache').header('x-catalog-version', String(version));
    // the contract types the 200 answer only; a 304 has no body to type
    if (matches(req.headers['if-none-match'], etag)) return (reply as unknown as FastifyReply).code(304).send();
    return ok(data);
  });
}
