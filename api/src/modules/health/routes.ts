import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { health } from 'contracts/common';
import { ok } from '../../lib/envelope';
import { handle } from '../../lib/route';

export default async function healthRoutes(app: FastifyInstance) {
  handle(app, health, async () => {
    await sql`select 1`.execute(app.ctx.database.db);
    return ok({ status: 'ok', dialect: app.ctx.database.dialect });
  });
}
