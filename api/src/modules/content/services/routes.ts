import type { FastifyInstance } from 'fastify';
import { getService, listServices } from 'contracts/content';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { listServices as listActiveServices } from './queries';
import { serviceByLabel } from './service';

/** GET /services, /services/:label. */
export default async function serviceRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  handle(app, listServices, async (req) => ok(await listActiveServices(db, requestLang(req))));

  handle(app, getService, async (req) => ok(await serviceByLabel(db, req.params.label, requestLang(req))));
}
