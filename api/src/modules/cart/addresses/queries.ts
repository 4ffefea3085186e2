import type { Address, SavedAddress } from 'contracts/cart';
import { nowIso, type DB } from '../../../db/database';

const toSaved = (r: Record<string, unknown>): SavedAddress => ({
  id: Number(r.id),
  recipient: String(r.recipient),
  mobile: String(r.mobile),
  province: String(r.province),
  city: String(r.city),
  street: String(r.street),
  postalCode: String(r.postal_code),
  isDefault: Number(r.is_default) === 1,
});

const columns = (a: Address) => ({ recipient: a.recipient, mobile: a.mobile, province: a.province, city: a.city, street: a.street, postal_code: a.postalCode });

/** The user's addresses: the default first, then the newest. */
export async function addressBook(db: DB, userId: number): Promise<SavedAddress[]> {
  const rows = await db.selectFrom('saved_addresses').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toSaved);
}

export async function savedAddressById(db: DB, userId: number, id: number): Promise<SavedAddress | null> {
  const r = await db.selectFrom('saved_addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return r ? toSaved(r) : null;
}

export async function defaultAddress(db: DB, userId: number): Promise<SavedAddress | null> {
  const r = await db.selectFrom('saved_addresses').selectAll().where('user_id', '=', userId).where('is_default', '=', 1).executeTakeFirst();
  return r ? toSaved(r) : null;
}

export const sameAddress = (a: Address, b: Address) =>
  a.recipient === b.recipient && a.mobile === b.mobile && a.province === b.province && a.city === b.city && a.street === b.street && a.postalCode === b.postalCode;

export async function insertAddress(db: DB, userId: number, a: Address, isDefault: boolean): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('saved_addresses')
    .values({ user_id: userId, ...columns(a), is_default: isDefault ? 1 : 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAddressRow(db: DB, id: number, a: Address): Promise<void> {
  await db.updateTable('saved_addresses').set({ ...columns(a), updated_at: nowIso() }).where('id', '=', id).execute();
}

export async function deleteAddressRow(db: DB, id: number): Promise<void> {
  await db.deleteFrom('saved_addresses').where('id', '=', id).execute();
}

/** Makes `id` the user's only default (null: none). */
export async function markDefault(db: DB, userId: number, id: number | null): Promise<void> {
  await db.updateTable('saved_addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
  if (id !== null) await db.updateTable('saved_addresses').set({ is_default: 1, updated_at: nowIso() }).where('id', '=', id).where('user_id', '=', userId).execute();
}
