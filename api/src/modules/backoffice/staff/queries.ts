import { staffRoles, type Staff, type StaffMe, type StaffRole } from 'contracts/admin';
import type { DB } from '../../../db/database';

const STAFF = 'staff';

export interface StaffRow {
  id: number;
  mobile: string;
  name: string;
  roles: string;
  password_hash: string | null;
  active: number;
  created_at: string;
  updated_at: string | null;
}

/** The stored JSON list, keeping only role names this version knows (an unknown one grants nothing). */
export function parseRoles(stored: unknown): StaffRole[] {
  try {
    const list = JSON.parse(String(stored)) as unknown;
    return Array.isArray(list) ? staffRoles.filter((r) => list.includes(r)) : [];
  } catch {
    return [];
  }
}

/** In the contract's order, without repeats. */
export const storeRoles = (roles: readonly StaffRole[]) => JSON.stringify(staffRoles.filter((r) => roles.includes(r)));

export const toStaffMe = (row: StaffRow): StaffMe => ({
  id: Number(row.id),
  mobile: row.mobile,
  name: row.name,
  roles: parseRoles(row.roles),
  hasPassword: !!row.password_hash,
});

export const toStaff = (row: StaffRow): Staff => ({
  ...toStaffMe(row),
  active: Number(row.active) === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at ?? null,
});

/** What the audit trail keeps of a staff member (never the password's hash). */
export const auditView = (row: StaffRow) => ({ mobile: row.mobile, name: row.name, roles: parseRoles(row.roles), active: Number(row.active) === 1, hasPassword: !!row.password_hash });

export async function findStaffById(db: DB, id: number): Promise<StaffRow | null> {
  return ((await db.selectFrom(STAFF).selectAll().where('id', '=', id).executeTakeFirst()) as StaffRow | undefined) ?? null;
}

export async function findStaffByMobile(db: DB, mobile: string): Promise<StaffRow | null> {
  return ((await db.selectFrom(STAFF).selectAll().where('mobile', '=', mobile).executeTakeFirst()) as StaffRow | undefined) ?? null;
}

export async function listAllStaff(db: DB): Promise<StaffRow[]> {
  return (await db.selectFrom(STAFF).selectAll().orderBy('id').execute()) as StaffRow[];
}

export async function insertStaff(db: DB, values: { mobile: string; name: string; roles: readonly StaffRole[]; now: string }): Promise<StaffRow> {
  const row = await db
    .insertInto(STAFF)
    .values({ mobile: values.mobile, name: values.name, roles: storeRoles(values.roles), active: 1, created_at: values.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findStaffById(db, Number(row.id)))!;
}

export async function updateStaffRow(db: DB, id: number, set: Partial<Pick<StaffRow, 'name' | 'roles' | 'active' | 'password_hash' | 'updated_at'>>): Promise<StaffRow> {
  await db.updateTable(STAFF).set(set).where('id', '=', id).execute();
  return (await findStaffById(db, id))!;
}

/** Active owners, for the last-owner rule (`lock`: their rows are locked until the transaction ends). */
export async function activeOwnerIds(db: DB, lock = false): Promise<number[]> {
  const query = db.selectFrom(STAFF).select(['id', 'roles']).where('active', '=', 1);
  // FOR UPDATE exists on PostgreSQL only (SQLite has one writer at a time anyway)
  const rows = await (lock ? query.forUpdate() : query).execute();
  return rows.filter((r) => parseRoles(r.roles).includes('owner')).map((r) => Number(r.id));
}
