import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/errors';
import { coverSvg, parseCoverName } from './svg';

/** GET /content/covers/<motif>-<palette>.svg: the covers of posts, services and pages. */
export default async function coverRoutes(app: FastifyInstance) {
  const cache = new Map<string, string>();
  app.get<{ Params: { name: string } }>(
    '/content/covers/:name',
    { schema: { params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 64 } } } } },
    async (req, reply) => {
      const parsed = parseCoverName(req.params.name);
      if (!parsed) throw notFound('content.coverNotFound');
      let svg = cache.get(req.params.name);
      if (!svg) {
        svg = coverSvg(parsed.motif, parsed.palette);
        cache.set(req.params.name, svg);
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=604800')
        .header('x-content-type-options', 'nosniff')
        // opened on its own, the picture may not run anything
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(svg);
    },
  );
}
