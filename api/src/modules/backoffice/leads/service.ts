import type { Lead, LeadChangeBody } from 'contracts/admin-leads';
import { nowIso, type DB } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { recordAudit } from '../audit/service';
import { findLead, isLeadAssignee, type LeadDbRow } from './queries';
import { leadsChanged } from './record';
import { toLead } from './view';

const LEADS = 'leads';
const LEAD_NOTES = 'lead_notes';
const LEAD_EVENTS = 'lead_events';

/** The staff member acting, for the history and the audit trail (`auditActor(req)`). */
export interface LeadActor {
  staffId: number;
  ip: string;
}

/** A refusal found inside the transaction; answered (409 with the current lead) once it has rolled back. */
class Stale extends Error {}

/** The lead as staff see it; 404 `leads.notFound`. */
export async function leadForStaff(db: DB, id: number, lang: Lang): Promise<Lead> {
  const row = await findLead(db, id);
  if (!row) throw notFound('leads.notFound');
  return toLead(db, row, lang);
}

/** What the audit trail keeps of a lead's workflow. */
const auditView = (r: Pick<LeadDbRow, 'status' | 'assignee_staff_id' | 'version'>) => ({
  status: r.status,
  assigneeId: r.assignee_staff_id === null ? null : Number(r.assignee_staff_id),
  version: Number(r.version),
});

/**
 * Changes a lead's status and/or assignee (PATCH /admin/leads/:id). The body is checked first
 * (400, nothing written): at least one of `status`, `assigneeId`; an assignee must be an active
 * staff member with role support or owner (`leads.assigneeInvalid`). Then, in one transaction: the
 * version the staff member saw must be the lead's (409 `leads.stale` with the current lead
 * otherwise, nothing written); each changed field adds a history row, the lead's version goes up
 * and the audit trail records it. Sending what the lead already has changes nothing.
 */
export async function changeLead(db: DB, id: number, body: LeadChangeBody, by: LeadActor, lang: Lang): Promise<Lead> {
  if (body.status === undefined && body.assigneeId === undefined) throw badRequest('common.requiredField', { field: 'status' });
  const { assigneeId } = body;
  if (assigneeId !== undefined && assigneeId !== null && !(await isLeadAssignee(db, assigneeId))) throw badRequest('leads.assigneeInvalid');
  let changed = false;
  try {
    await db.transaction().execute(async (trx) => {
      const before = await findLead(trx, id);
      if (!before) throw notFound('leads.notFound');
      if (Number(before.version) !== body.version) throw new Stale();
      const events: Array<{ field: 'status' | 'assignee'; from: string | null; to: string | null }> = [];
      if (body.status !== undefined && body.status !== before.status) events.push({ field: 'status', from: before.status, to: body.status });
      const current = before.assignee_staff_id === null ? null : Number(before.assignee_staff_id);
      if (assigneeId !== undefined && assigneeId !== current) events.push({ field: 'assignee', from: current === null ? null : String(current), to: assigneeId === null ? null : String(assigneeId) });
      if (events.length === 0) return;
      const now = nowIso();
      const set: Record<string, unknown> = { version: body.version + 1, updated_at: now };
      if (body.status !== undefined) set.status = body.status;
      if (assigneeId !== undefined) set.assignee_staff_id = assigneeId;
      // the version in the condition too: on PostgreSQL a change committed since the read makes this touch nothing
      const res = await trx.updateTable(LEADS).set(set).where('id', '=', id).where('version', '=', body.version).executeTakeFirst();
      if (Number(res.numUpdatedRows ?? 0) !== 1) throw new Stale();
      await trx
        .insertInto(LEAD_EVENTS)
        .values(events.map((e) => ({ lead_id: id, staff_id: by.staffId, field: e.field, from_value: e.from, to_value: e.to, at: now })))
        .execute();
      const after = { status: (set.status ?? before.status) as LeadDbRow['status'], assignee_staff_id: assigneeId === undefined ? current : assigneeId, version: body.version + 1 };
      await recordAudit(trx, { ...by, entity: 'lead', entityId: id, action: 'update', before: auditView(before), after: auditView(after) });
      changed = true;
    });
  } catch (err) {
    if (!(err instanceof Stale)) throw err;
    throw new AppError(409, 'leads.stale', undefined, await leadForStaff(db, id, lang));
  }
  // a status change moves the badge's count: the open back offices are told at once
  if (changed) leadsChanged(db);
  return leadForStaff(db, id, lang);
}

/** A staff note on the lead (never shown to the shopper); audited. The lead itself (status, version) is unchanged. 400 for a blank note. */
export async function addLeadNote(db: DB, id: number, text: string, by: LeadActor, lang: Lang): Promise<Lead> {
  const note = text.trim();
  if (!note) throw badRequest('common.requiredField', { field: 'text' });
  await db.transaction().execute(async (trx) => {
    if (!(await findLead(trx, id))) throw notFound('leads.notFound');
    await trx.insertInto(LEAD_NOTES).values({ lead_id: id, staff_id: by.staffId, text: note, at: nowIso() }).execute();
    await recordAudit(trx, { ...by, entity: 'lead', entityId: id, action: 'note', before: null, after: { text: note } });
  });
  return leadForStaff(db, id, lang);
}
