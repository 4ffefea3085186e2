import type { DB } from '../../../db/database';
import type { SessionUser, User } from 'contracts/auth';

/** A users row as the account feature reads it. */
export interface UserRow {
  id: number;
  mobile: string;
  full_name: string | null;
  password_hash: string | null;
  created_at: string;
  /** set while staff refuse the shopper's sign-in (the back office's customers) */
  blocked_at: string | null;
}

const columns = ['id', 'mobile', 'full_name', 'password_hash', 'created_at', 'blocked_at'] as const;

function fromRow(row: Record<string, unknown>): UserRow {
  return {
    id: Number(row.id),
    mobile: String(row.mobile),
    full_name: (row.full_name as string | null) ?? null,
    password_hash: (row.password_hash as string | null) ?? null,
    created_at: String(row.created_at),
    blocked_at: (row.blocked_at as string | null) ?? null,
  };
}

export async function findUserByMobile(db: DB, mobile: string): Promise<UserRow | null> {
  const row = await db.selectFrom('users').select(columns).where('mobile', '=', mobile).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function findUserById(db: DB, id: number): Promise<UserRow | null> {
  const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function insertUser(
  db: DB,
  values: { mobile: string; fullName: string; passwordHash: string | null; now: string },
): Promise<UserRow> {
  const row = await db
    .insertInto('users')
    .values({ mobile: values.mobile, full_name: values.fullName, password_hash: values.passwordHash, created_at: values.now })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/** Takes back an account created by a registration that could not finish (nothing refers to it yet). */
export async function deleteUser(db: DB, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

export async function updateUser(db: DB, id: number, values: { fullName?: string; passwordHash?: string; now: string }): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(values.fullName !== undefined ? { full_name: values.fullName } : {}),
      ...(values.passwordHash !== undefined ? { password_hash: values.passwordHash } : {}),
      updated_at: values.now,
    })
    .where('id', '=', id)
    .execute();
}

export const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  mobile: u.mobile,
  fullName: u.full_name,
  hasPassword: !!u.password_hash,
});

/** What the api tells the shopper about their account (never the hash). */
export const toUser = (u: UserRow): User => ({ ...toSessionUser(u), createdAt: u.created_at });
