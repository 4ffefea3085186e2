import type { DB } from '../../db/database';
import type { SessionUser } from '../../lib/auth-context';

export interface UserRow {
  id: number;
  mobile: string;
  full_name: string | null;
  password_hash: string | null;
  created_at: string;
}

/** What the api tells the shopper about their account (never the hash). */
export interface UserDto {
  id: number;
  mobile: string;
  fullName: string | null;
  hasPassword: boolean;
  createdAt: string;
}

const columns = ['id', 'mobile', 'full_name', 'password_hash', 'created_at'] as const;

function fromRow(row: Record<string, unknown>): UserRow {
  return {
    id: Number(row.id),
    mobile: String(row.mobile),
    full_name: (row.full_name as string | null) ?? null,
    password_hash: (row.password_hash as string | null) ?? null,
    created_at: String(row.created_at),
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

export const toUserDto = (u: UserRow): UserDto => ({ ...toSessionUser(u), createdAt: u.created_at });

/**
 * A full name as typed: Arabic yeh/kaf folded to Persian, invisible marks and runs of spaces
 * collapsed, control characters refused. Null when it is not 2 to 100 characters.
 */
export function normalizeFullName(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const name = input
    .normalize('NFC')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F<>]/.test(name)) return null;
  const length = [...name].length;
  if (length < 2 || length > 100) return null;
  if (!/\p{L}/u.test(name)) return null;
  return name;
}
