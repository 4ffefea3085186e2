import type { FastifyInstance } from 'fastify';
import { getImage } from 'contracts/catalog';
import { notFound } from '../../../lib/errors';
import { handle } from '../../../lib/route';
import { ImageStore } from './store';
import type { ImageFormat, ImageSizeSuffix } from './constants';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MIME: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/** Catalogue pictures: /api/img/<guid>[_sm|_md|_lg].<webp|png|jpg|svg>. */
export default async function imageRoutes(app: FastifyInstance) {
  const store = new ImageStore(app.ctx.config.dataDir);

  handle(app, getImage, async (req, reply) => {
    const m = /^([A-Za-z0-9-]+?)(_sm|_md|_lg)?\.(webp|png|jpg|svg)$/.exec(req.params.file)!;
    const [, guid, suffix = '', ext] = m;
    const body = ext === 'svg' ? (suffix ? null : await store.source(guid)) : await store.variant(guid, suffix as ImageSizeSuffix, ext as ImageFormat);
    if (!body) throw notFound('catalog.imageNotFound');
    reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').type(MIME[ext]);
    // an SVG opened directly must not be able to run anything
    if (ext === 'svg') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(body);
  });
}
