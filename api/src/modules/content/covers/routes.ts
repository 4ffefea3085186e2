import type { FastifyInstance } from 'fastify';
import { getCover } from 'contracts/content';
import { notFound } from '../../../lib/errors';
import { handle } from '../../../lib/route';
import { createCoverCache } from './service';

/** GET /content/covers/<motif>-<palette>.svg: the covers of posts, services and pages. */
export default async function coverRoutes(app: FastifyInstance) {
  const coverFor = createCoverCache();
  handle(app, getCover, async (req, reply) => {
    const svg = coverFor(req.params.name);
    if (!svg) throw notFound('content.coverNotFound');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=604800')
      .header('x-content-type-options', 'nosniff')
      // opened on its own, the picture may not run anything
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(svg);
  });
}
