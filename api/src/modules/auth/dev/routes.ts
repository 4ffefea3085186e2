import type { FastifyInstance } from 'fastify';
import { smsOutbox } from 'contracts/auth';
import { normalizeMobile } from 'contracts/rules';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { handle } from '../../../lib/route';
import { outbox } from './queries';

/**
 * The sandbox SMS outbox, for development and the tests: the latest messages sent to one mobile,
 * newest first. Registered only when the development routes are asked for (DEV_ROUTES, never in
 * production: config.ts refuses it); otherwise it answers the global 404.
 */
export default async function devRoutes(app: FastifyInstance) {
  if (!app.ctx.config.devRoutes || app.ctx.config.env === 'production') return;
  handle(app, smsOutbox, async (req) => {
    const mobile = normalizeMobile(req.query.mobile);
    if (!mobile) throw badRequest('common.invalidMobile');
    return ok(await outbox(app.auth.db, mobile));
  });
}
