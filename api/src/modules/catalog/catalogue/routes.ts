import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { downloadCatalogueFile, getCatalogue } from 'contracts/catalog';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { catalogueFile, cataloguePage } from './queries';

/** The /st/catalog page: top-level categories with their subcategories and downloadable catalogue files (in the reader's language, from CATALOG_FILES_DIR). */
export default async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  handle(app, getCatalogue, async (req) => ok(await cataloguePage(db, requestLang(req), app.ctx.config.catalogFilesDir)));

  handle(app, downloadCatalogueFile, async (req, reply) => {
    // only files the catalogue lists are served
    const file = await catalogueFile(db, req.params.fileName);
    const full = file ? path.join(app.ctx.config.catalogFilesDir, path.basename(file.file_name)) : null;
    if (!file || !full || !fs.existsSync(full)) throw notFound('catalog.fileNotFound');
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Disposition', `attachment; filename="${file.file_name}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .type(file.mime);
    return reply.send(fs.createReadStream(full));
  });
}
