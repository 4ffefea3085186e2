import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SeoIndex } from 'contracts/seo';
import { getSeoIndex } from 'contracts/seo';
import { ok } from '../../../lib/envelope';
import { handle } from '../../../lib/route';
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
  let inFlight: Promise<{ data: SeoIndex; etag: string }> | null = null;
  const read = () =>
    (inFlight ??= buildSeoIndex(db)
      .then((data) => ({ data, etag: `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)}"` }))
      .finally(() => {
        inFlight = null;
      }));

  handle(app, getSeoIndex, async (req, reply) => {
    const { data, etag } = await read();
    reply.header('etag', etag).header('cache-control', 'no-cache');
    // the contract types the 200 answer only; a 304 has no body to type
    if (matches(req.headers['if-none-match'], etag)) return (reply as unknown as FastifyReply).code(304).send();
    return ok(data);
  });
}
