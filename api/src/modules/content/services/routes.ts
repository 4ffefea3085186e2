import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { getService, listServices } from './queries';

export default async function serviceRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const langQuery = { type: 'object', properties: { lang: { type: 'string' } } } as const;

  app.get('/services', { schema: { querystring: langQuery } }, async (req) => ok(await listServices(db, requestLang(req))));

  app.get<{ Params: { label: string } }>(
    '/services/:label',
    {
      schema: {
        querystring: langQuery,
        params: { type: 'object', required: ['label'], properties: { label: { type: 'string', maxLength: 100 } } },
      },
    },
    async (req) => {
      // labels are lower-case words with dashes; anything else cannot name a service
      const label = req.params.label.toLowerCase();
      const service = /^[a-z0-9-]+$/.test(label) ? await getService(db, label, requestLang(req)) : null;
      if (!service) throw notFound('content.serviceNotFound');
      return ok(service);
    },
  );
}
