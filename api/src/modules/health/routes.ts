import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../lib/envelope';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => {
    await sql`select 1`.execute(app.ctx.database.db);
    return ok({ status: 'ok', dialect: app.ctx.database.dialect });
  });
}
