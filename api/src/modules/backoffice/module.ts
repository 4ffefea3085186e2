import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './messages';
import { refuseUnguardedAdminRoutes } from './access/route';
import auditRoutes from './audit/routes';
import { openLeadDesk } from './leads/record';
import leadRoutes from './leads/routes';
import { LeadStream } from './leads/stream';
import { createBackofficeRuntime } from './runtime';
import signInRoutes from './sign-in/routes';
import staffRoutes from './staff/routes';

/**
 * The back-office module. Unlike the shop's modules it is not encapsulated (fastify-plugin): its
 * start-up guard must watch every route the app registers after it, so it is registered first in
 * modules/index.ts. The guard and `app.backoffice` (which `adminRoute` uses, whichever module
 * registers the route) live on the root; its own routes are registered under the api's prefix.
 */
async function backofficeModule(app: FastifyInstance, opts: { prefix?: string }) {
  const prefix = opts.prefix ?? '/api';
  app.decorateRequest('staff', null);
  app.decorate('backoffice', createBackofficeRuntime(app));
  app.addHook('onClose', async () => app.backoffice.rate.close());
  app.addHook('onRoute', refuseUnguardedAdminRoutes(prefix));
  // the leads inbox: its event stream, and what tells the shop of a new lead (SMS through the auth module's adapter)
  const stream = new LeadStream(app.backoffice, app.log);
  const desk = openLeadDesk(app.backoffice.db, { texter: app.auth.sms, smsTo: app.ctx.config.leads.smsTo, log: app.log, changed: () => stream.poke() });
  // the open streams end before the server waits for its connections to close
  app.addHook('preClose', async () => stream.close());
  app.addHook('onClose', async () => desk.settle());
  await app.register(
    async (api) => {
      await api.register(signInRoutes);
      await api.register(staffRoutes);
      await api.register(auditRoutes);
      await api.register(leadRoutes, { stream });
    },
    { prefix },
  );
}

export default fp(backofficeModule, { name: 'backoffice', dependencies: ['session'] });
