import type { FastifyInstance } from 'fastify';
import { getMapTile } from 'contracts/content';
import { handle } from '../../../lib/route';
import { companyDetails } from '../company/store';
import { createTileSource } from './service';

/** GET /contact/map-tiles/:z/:x/:y: the contact page's map tiles, through the api (see service.ts). */
export default async function mapRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const { db } = app.ctx.database;
  const source = createTileSource(config, async () => (await companyDetails(db, config)).location);
  handle(app, getMapTile, async (req, reply) => {
    const { z, x, y } = req.params;
    const tile = await source.tile(z, x, y);
    return reply
      .header('content-type', tile.type)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(tile.bytes);
  });
}
