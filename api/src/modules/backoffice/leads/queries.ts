import type { LeadKind, LeadStatus, LeadSummary } from 'contracts/admin-leads';
import type { StaffRole } from 'contracts/admin';
import type { DB } from '../../../db/database';
import { parseRoles } from '../staff/queries';

export const LEADS = 'leads';
export const LEAD_NOTES = 'lead_notes';
export const LEAD_EVENTS = 'lead_events';

/** Who works the inbox (the owner always may): the leads routes' roles, and who may be given a lead. */
export const LEAD_ROLES: readonly StaffRole[] = ['support'];
export const mayWorkLeads = (roles: readonly StaffRole[]) => roles.includes('owner') || LEAD_ROLES.some((r) => roles.includes(r));

/** A row of `leads` (with its assignee's name when read through `leadsWithAssignee`). */
export interface LeadDbRow {
  id: number;
  kind: LeadKind;
  source: string;
  source_id: number;
  status: LeadStatus;
  assignee_staff_id: number | null;
  assignee_name?: string | null;
  version: number;
  full_name: string;
  mobile: string;
  email: string | null;
  summary: string | null;
  message: string | null;
  visit_date: string | null;
  quantity: number | null;
  product_id: number | null;
  product_name_fa: string | null;
  product_name_en: string | null;
  product_name_ru: string | null;
  product_slug_fa: string | null;
  product_slug_en: string | null;
  product_slug_ru: string | null;
  group_id: number | null;
  group_title_fa: string | null;
  group_title_en: string | null;
  group_title_ru: string | null;
  user_id: number | null;
  lang: string;
  file_id: number | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  file_stored_name: string | null;
  created_at: string;
  updated_at: string;
}

/** The leads with their assignee (alias `a`), as a query to filter, count, page or export. */
export const leadsWithAssignee = (db: DB) => db.selectFrom(`${LEADS} as l`).leftJoin('staff as a', 'a.id', 'l.assignee_staff_id');

/** A lead's every column and its assignee's name (`assignee_name`). */
export const leadColumns = (q: ReturnType<typeof leadsWithAssignee>) => q.selectAll('l').select('a.name as assignee_name');

export async function findLead(db: DB, id: number): Promise<LeadDbRow | null> {
  return ((await leadColumns(leadsWithAssignee(db)).where('l.id', '=', id).executeTakeFirst()) as LeadDbRow | undefined) ?? null;
}

/** A lead's notes, oldest first, with their writers' names. */
export async function notesOf(db: DB, leadId: number) {
  return db
    .selectFrom(`${LEAD_NOTES} as n`)
    .leftJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.at', 'n.staff_id', 's.name as staff_name', 'n.text'])
    .where('n.lead_id', '=', leadId)
    .orderBy('n.id')
    .execute();
}

/** A lead's changes of status and assignee, oldest first, with their authors' names. */
export async function eventsOf(db: DB, leadId: number) {
  return db
    .selectFrom(`${LEAD_EVENTS} as e`)
    .leftJoin('staff as s', 's.id', 'e.staff_id')
    .select(['e.id', 'e.at', 'e.staff_id', 's.name as staff_name', 'e.field', 'e.from_value', 'e.to_value'])
    .where('e.lead_id', '=', leadId)
    .orderBy('e.id')
    .execute();
}

/** Staff names by id (the history names the assignees it moved a lead between). */
export async function staffNames(db: DB, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

/** Who may be given a lead: active staff with role support or owner, by name. */
export async function leadAssignees(db: DB): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.selectFrom('staff').select(['id', 'name', 'roles']).where('active', '=', 1).orderBy('name').orderBy('id').execute();
  return rows.filter((r) => mayWorkLeads(parseRoles(r.roles))).map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

/** Is this staff member one a lead may be given to (active, support or owner)? */
export async function isLeadAssignee(db: DB, staffId: number): Promise<boolean> {
  const row = await db.selectFrom('staff').select(['roles']).where('id', '=', staffId).where('active', '=', 1).executeTakeFirst();
  return !!row && mayWorkLeads(parseRoles(row.roles));
}

/** The badge's figures: how many leads are new, and the newest lead's id. Two index reads. */
export async function leadSummary(db: DB): Promise<LeadSummary> {
  const fresh = await db.selectFrom(LEADS).select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'new').executeTakeFirst();
  const newest = await db.selectFrom(LEADS).select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return { newCount: Number(fresh?.n ?? 0), latestId: newest?.id === null || newest?.id === undefined ? null : Number(newest.id) };
}
