import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { normalizeMobile } from '../../lib/persian';
import { outboxQuery } from './schemas';

/**
 * The sandbox SMS outbox, for development and the tests: the latest messages sent to one mobile,
 * newest first. Not registered in production, where it answers the global 404.
 */
export default async function devRoutes(app: FastifyInstance) {
  if (app.ctx.config.env === 'production') return;
  app.get<{ Querystring: { mobile: string } }>('/dev/sms-outbox', { schema: outboxQuery }, async (req) => {
    const mobile = normalizeMobile(req.query.mobile);
    if (!mobile) throw badRequest('auth.invalidMobile');
    const rows = await app.auth.db
      .selectFrom('auth_sms_outbox')
      .select(['id', 'mobile', 'text', 'code', 'created_at'])
      .where('mobile', '=', mobile)
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    // the code first: scripts that grep the JSON for the first 4-6 digit number find it
    return ok(rows.map((r) => ({ code: r.code, text: r.text, mobile: r.mobile, createdAt: r.created_at, id: Number(r.id) })));
  });
}
