import type { CustomerQuery } from 'contracts/admin-customers';
import type { DB } from '../../../db/database';
import { toLatinDigits } from '../../../lib/persian';

/** A users row as the back office's customers read it (never the password hash itself). */
export interface CustomerRecord {
  id: number;
  mobile: string;
  full_name: string | null;
  has_password: boolean;
  created_at: string;
  updated_at: string | null;
  blocked_at: string | null;
  blocked_by: number | null;
  blocked_reason: string | null;
}

const COLUMNS = ['id', 'mobile', 'full_name', 'password_hash', 'created_at', 'updated_at', 'blocked_at', 'blocked_by', 'blocked_reason'] as const;

function fromRow(r: Record<string, unknown>): CustomerRecord {
  return {
    id: Number(r.id),
    mobile: String(r.mobile),
    full_name: (r.full_name as string | null) ?? null,
    has_password: Boolean(r.password_hash),
    created_at: String(r.created_at),
    updated_at: (r.updated_at as string | null) ?? null,
    blocked_at: (r.blocked_at as string | null) ?? null,
    blocked_by: r.blocked_by === null || r.blocked_by === undefined ? null : Number(r.blocked_by),
    blocked_reason: (r.blocked_reason as string | null) ?? null,
  };
}

/** Wildcards of LIKE are not searched for (names and mobiles have none). */
const likeText = (s: string) => s.replace(/[%_\\]/g, '');

/**
 * What a search means: digits (Persian, Arabic-Indic or Latin, with spaces, dashes, brackets and a
 * +98/0098 prefix allowed) are (part of) a mobile as stored, 09xxxxxxxxx; anything else is part of a
 * name, with Arabic yeh/kaf as the Persian letters names are stored with (auth.normalizeFullName).
 */
export function searchOf(raw: string | undefined): { mobile: string } | { name: string } | null {
  const text = likeText(toLatinDigits(raw ?? '').normalize('NFC')).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const digits = text.replace(/[\s\-()]/g, '');
  if (/^\+?\d+$/.test(digits)) return { mobile: digits.replace(/^(\+|00)?98(?=9\d{9}$)/, '0').replace(/^\+/, '') };
  return { name: text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک').toLowerCase() };
}

function filtered(db: DB, q: CustomerQuery) {
  let query = db.selectFrom('users');
  const search = searchOf(q.q);
  if (search && 'mobile' in search) query = query.where('mobile', 'like', `%${search.mobile}%`);
  if (search && 'name' in search) query = query.where((eb) => eb(eb.fn('lower', ['full_name']), 'like', `%${search.name}%`));
  return query;
}

/** One page of the customers a search finds, newest account first, and how many it finds in all. */
export async function searchCustomers(db: DB, q: CustomerQuery, page: number, pageSize: number): Promise<{ rows: CustomerRecord[]; total: number }> {
  const total = Number((await filtered(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await filtered(db, q)
    .select([...COLUMNS])
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows: rows.map(fromRow), total };
}

export async function findCustomer(db: DB, id: number): Promise<CustomerRecord | null> {
  const row = await db.selectFrom('users').select([...COLUMNS]).where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Blocks the account unless it already is (false then: nothing written). */
export async function setBlocked(db: DB, id: number, block: { at: string; by: number | null; reason: string }): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ blocked_at: block.at, blocked_by: block.by, blocked_reason: block.reason })
    .where('id', '=', id)
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Lifts the block unless there is none (false then: nothing written). */
export async function clearBlocked(db: DB, id: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ blocked_at: null, blocked_by: null, blocked_reason: null })
    .where('id', '=', id)
    .where('blocked_at', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
