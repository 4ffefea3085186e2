import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/errors';
import { ImageStore } from '../images/store';
import type { ImageFormat, ImageSizeSuffix } from '../images/constants';
import { catalogFilesDir } from '../files';
import { fileParams, imageParams } from '../schemas';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MIME: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/** Catalogue pictures (/api/img/<guid>[_sm|_md|_lg].<webp|png|jpg|svg>) and catalogue PDFs. */
export default async function mediaRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const store = new ImageStore(app.ctx.config.dataDir);

  app.get<{ Params: { file: string } }>('/img/:file', { schema: { params: imageParams } }, async (req, reply) => {
    const m = /^([A-Za-z0-9-]+?)(_sm|_md|_lg)?\.(webp|png|jpg|svg)$/.exec(req.params.file)!;
    const [, guid, suffix = '', ext] = m;
    const body = ext === 'svg' ? (suffix ? null : await store.source(guid)) : await store.variant(guid, suffix as ImageSizeSuffix, ext as ImageFormat);
    if (!body) throw notFound('catalog.imageNotFound');
    reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff').type(MIME[ext]);
    // an SVG opened directly must not be able to run anything
    if (ext === 'svg') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(body);
  });

  app.get<{ Params: { fileName: string } }>('/catalog/files/:fileName', { schema: { params: fileParams } }, async (req, reply) => {
    // only files the catalogue lists are served
    const file = await db.selectFrom('catalog_files').select(['file_name', 'mime']).where('file_name', '=', req.params.fileName).executeTakeFirst();
    const full = file ? path.join(catalogFilesDir(app.ctx.config.dataDir), path.basename(file.file_name)) : null;
    if (!file || !full || !fs.existsSync(full)) throw notFound('catalog.fileNotFound');
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Disposition', `attachment; filename="${file.file_name}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .type(file.mime);
    return reply.send(fs.createReadStream(full));
  });
}
