import type { CreateStaffBody, UpdateStaffBody } from 'contracts/admin';
import type { DB, Dialect } from '../../../db/database';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { requireMobile } from '../../auth/public';
import { endSessionsOf } from '../access/sessions';
import { recordAudit } from '../audit/service';
import { activeOwnerIds, auditView, findStaffById, findStaffByMobile, insertStaff, parseRoles, storeRoles, updateStaffRow, type StaffRow } from './queries';

/** Who is writing, for the audit trail (`auditActor(req)`, or the command's). */
export interface Actor {
  staffId: number | null;
  ip: string;
}

/** A name as stored: trimmed, 1 to 100 characters. */
export function cleanName(raw: string): string {
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name.length === 0 || [...name].length > 100) throw badRequest('admin.nameInvalid');
  return name;
}

const isUniqueViolation = (err: unknown) => /unique|duplicate key/i.test(String((err as Error)?.message ?? ''));

/** Adds a staff member (they sign in with a code sent to their mobile; no password is made up for them). */
export async function createStaffMember(db: DB, body: CreateStaffBody, actor: Actor, now: number): Promise<StaffRow> {
  const mobile = requireMobile(body.mobile);
  const name = cleanName(body.name);
  if (await findStaffByMobile(db, mobile)) throw conflict('admin.staffExists');
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await insertStaff(trx, { mobile, name, roles: body.roles, now: new Date(now).toISOString() });
      await recordAudit(trx, { ...actor, entity: 'staff', entityId: row.id, action: 'create', before: null, after: auditView(row) });
      return row;
    });
  } catch (err) {
    // a parallel request added the same mobile first
    if (isUniqueViolation(err)) throw conflict('admin.staffExists');
    throw err;
  }
}

/**
 * Changes a staff member's name, roles or whether they are active. Disabling ends their sessions in
 * the same transaction (at once, not at their next idle timeout). The last active owner can be
 * neither disabled nor stripped of `owner`: the owners are re-counted after the change, with the
 * owners' rows locked on PostgreSQL so two owners cannot remove each other at the same moment
 * (SQLite runs one write transaction at a time).
 */
export async function updateStaffMember(db: DB, dialect: Dialect, id: number, body: UpdateStaffBody, actor: Actor, now: number): Promise<StaffRow> {
  const name = body.name === undefined ? undefined : cleanName(body.name);
  return db.transaction().execute(async (trx) => {
    const before = await findStaffById(trx, id);
    if (!before) throw notFound('admin.staffNotFound');
    await activeOwnerIds(trx, dialect === 'postgres');
    const set: Partial<StaffRow> = { updated_at: new Date(now).toISOString() };
    if (name !== undefined) set.name = name;
    if (body.roles !== undefined) set.roles = storeRoles(body.roles);
    if (body.active !== undefined) set.active = body.active ? 1 : 0;
    const after = await updateStaffRow(trx, id, set);
    if ((await activeOwnerIds(trx, false)).length === 0) throw conflict('admin.lastOwner');
    if (Number(after.active) !== 1) await endSessionsOf(trx, id);
    const action = Number(before.active) === 1 && Number(after.active) !== 1 ? 'disable' : Number(before.active) !== 1 && Number(after.active) === 1 ? 'enable' : 'update';
    await recordAudit(trx, { ...actor, entity: 'staff', entityId: id, action, before: auditView(before), after: auditView(after) });
    return after;
  });
}

/**
 * The first owner (the `create-owner` command): adds the mobile as an active owner, or makes an
 * existing staff member an active owner. Answers what it did; running it again changes nothing.
 */
export async function ensureOwner(db: DB, rawMobile: string, rawName: string | undefined, now: number): Promise<{ outcome: 'created' | 'promoted' | 'unchanged'; staff: StaffRow }> {
  const mobile = requireMobile(rawMobile);
  const actor: Actor = { staffId: null, ip: 'cli' };
  const existing = await findStaffByMobile(db, mobile);
  if (!existing) {
    const staff = await createStaffMember(db, { mobile, name: rawName ?? 'Owner', roles: ['owner'] }, actor, now);
    return { outcome: 'created', staff };
  }
  const roles = parseRoles(existing.roles);
  if (roles.includes('owner') && Number(existing.active) === 1) return { outcome: 'unchanged', staff: existing };
  const staff = await db.transaction().execute(async (trx) => {
    const after = await updateStaffRow(trx, Number(existing.id), { roles: storeRoles([...roles, 'owner']), active: 1, updated_at: new Date(now).toISOString() });
    await recordAudit(trx, { ...actor, entity: 'staff', entityId: existing.id, action: 'promote', before: auditView(existing), after: auditView(after) });
    return after;
  });
  return { outcome: 'promoted', staff };
}
