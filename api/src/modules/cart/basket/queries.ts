import crypto from 'node:crypto';
import { nowIso, type DB } from '../../../db/database';
import { affected } from '../lib/tx';

export interface BasketRow {
  id: number;
  unique_id: string;
  user_id: number | null;
  status: 'open' | 'ordered' | 'merged';
  delivery_id: number | null;
  address: string | null;
  discount_code_id: number | null;
  payment_method: 'online' | 'cheque' | null;
  bonus_requested: number | null;
  reserve_expires_at: string | null;
  parent_order_id: number | null;
  order_id: number | null;
  version: number;
  /** holds taken by setReserve (the first and its renewals) */
  reserve_holds: number;
  /** the owner's default address was offered to this basket once */
  address_offered: boolean;
}

export interface BasketLineRow {
  id: number;
  basket_id: number;
  product_id: number;
  count: number;
  reserved_count: number;
  /** the unit price the shopper was last shown for this line (price-change.ts); null: not known */
  seen_price: number | null;
}

/** Who is asking: the logged-in user, and the basket id the browser carries (body uniqueId or basketId cookie). */
export interface BasketIdentity {
  userId: number | null;
  uniqueId: string | null;
}

const toBasket = (r: Record<string, unknown>): BasketRow => ({
  id: Number(r.id),
  unique_id: String(r.unique_id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  status: r.status as BasketRow['status'],
  delivery_id: r.delivery_id === null ? null : Number(r.delivery_id),
  address: (r.address as string | null) ?? null,
  discount_code_id: r.discount_code_id === null ? null : Number(r.discount_code_id),
  payment_method: (r.payment_method as BasketRow['payment_method']) ?? null,
  bonus_requested: r.bonus_requested === null ? null : Number(r.bonus_requested),
  reserve_expires_at: (r.reserve_expires_at as string | null) ?? null,
  parent_order_id: r.parent_order_id === null ? null : Number(r.parent_order_id),
  order_id: r.order_id === null ? null : Number(r.order_id),
  version: Number(r.version),
  reserve_holds: Number(r.reserve_holds ?? 0),
  address_offered: Number(r.address_offered ?? 0) === 1,
});

export const newUniqueId = () => crypto.randomUUID();

export async function basketById(db: DB, id: number): Promise<BasketRow | null> {
  const r = await db.selectFrom('baskets').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toBasket(r) : null;
}

/** An open guest basket by its uniqueId (a user's basket is never reachable by its id alone). */
export async function openGuestBasket(db: DB, uniqueId: string): Promise<BasketRow | null> {
  const r = await db
    .selectFrom('baskets')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('status', '=', 'open')
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return r ? toBasket(r) : null;
}

export async function openUserBasket(db: DB, userId: number): Promise<BasketRow | null> {
  const r = await db.selectFrom('baskets').selectAll().where('user_id', '=', userId).where('status', '=', 'open').executeTakeFirst();
  return r ? toBasket(r) : null;
}

/** The open basket this identity may use, or null. */
export async function findBasket(db: DB, who: BasketIdentity): Promise<BasketRow | null> {
  if (who.userId !== null) return openUserBasket(db, who.userId);
  return who.uniqueId ? openGuestBasket(db, who.uniqueId) : null;
}

/**
 * A new open basket. Two first requests of one user racing here: the unique index on open user
 * baskets fails the second transaction, and the route runs it again (then it finds the first one).
 */
export async function createBasket(db: DB, who: BasketIdentity, deliveryId: number | null): Promise<BasketRow> {
  const now = nowIso();
  const r = await db
    .insertInto('baskets')
    .values({ unique_id: newUniqueId(), user_id: who.userId, status: 'open', delivery_id: deliveryId, version: 0, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBasket(r);
}

/** A unique-index violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Takes the basket's row lock (PostgreSQL) / the write lock (SQLite) and bumps its version:
 * every change to one basket runs after this, so parallel updates apply one after another and
 * none is lost. False when the basket is no longer open (it was ordered or merged meanwhile).
 */
export async function lockBasket(db: DB, basketId: number): Promise<boolean> {
  const r = await db
    .updateTable('baskets')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', basketId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return affected(r) === 1;
}

export async function basketLines(db: DB, basketId: number): Promise<BasketLineRow[]> {
  const rows = await db.selectFrom('basket_lines').selectAll().where('basket_id', '=', basketId).orderBy('id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    basket_id: Number(r.basket_id),
    product_id: Number(r.product_id),
    count: Number(r.count),
    reserved_count: Number(r.reserved_count),
    seen_price: r.seen_price === null || r.seen_price === undefined ? null : Number(r.seen_price),
  }));
}

export async function updateBasket(db: DB, basketId: number, values: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('baskets')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', basketId)
    .execute();
}

/** Σ counts of the basket's lines (getCartCount 13: asked on every page view, one sum, not the whole cart). */
export async function basketItemCount(db: DB, basketId: number): Promise<number> {
  const r = await db
    .selectFrom('basket_lines')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), eb.lit(0)).as('n'))
    .where('basket_id', '=', basketId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
