import type { FastifyInstance } from 'fastify';
import { listAudit } from 'contracts/admin';
import { badRequest } from '../../../lib/errors';
import { ok } from '../../../lib/envelope';
import { adminRoute } from '../access/route';
import { findAudit } from './queries';

/**
 * A date or date-time from the query as an ISO instant: a bare date means the start of that day
 * (`from`) or its last millisecond (`to`), in UTC. A date that does not exist (2026-02-30) is a 400.
 */
function instant(field: 'from' | 'to', raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const day = raw.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number);
  // Date.parse rolls 2026-02-30 over into March: a calendar day that does not exist is refused
  const realDay = new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === day;
  const dateOnly = raw.length === 10;
  const ms = Date.parse(dateOnly ? `${day}T00:00:00.000Z` : raw.replace(' ', 'T'));
  if (!realDay || Number.isNaN(ms)) throw badRequest('admin.dateInvalid', { field });
  return new Date(dateOnly && field === 'to' ? ms + 86_400_000 - 1 : ms).toISOString();
}

/** The audit trail: the owner's alone, filtered by person, entity and date range. */
export default async function auditRoutes(app: FastifyInstance) {
  const rt = app.backoffice;
  adminRoute(app, listAudit, { roles: ['owner'] }, async (req) => {
    const { staffId, entity, page = 1, pageSize = 50 } = req.query;
    const from = instant('from', req.query.from);
    const to = instant('to', req.query.to);
    if (from && to && from > to) throw badRequest('admin.dateRange');
    const found = await findAudit(rt.db, { staffId, entity, from, to }, page, pageSize);
    return ok({ ...found, page, pageSize });
  });
}
