import { nowIso, type DB } from '../../../db/database';
import { toLatinDigits } from '../../../lib/persian';
import { affected } from '../lib/tx';
import type { MessageCode } from '../../../lib/i18n';

export interface DiscountCode {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  maxDiscount: number | null;
  minBasket: number;
  startsAt: string | null;
  expiresAt: string | null;
  usageLimit: number | null;
  usageCount: number;
  active: boolean;
}

const toCode = (r: Record<string, unknown>): DiscountCode => ({
  id: Number(r.id),
  code: String(r.code),
  kind: r.kind === 'percent' ? 'percent' : 'amount',
  value: Number(r.value),
  maxDiscount: r.max_discount === null || r.max_discount === undefined ? null : Number(r.max_discount),
  minBasket: Number(r.min_basket ?? 0),
  startsAt: (r.starts_at as string | null) ?? null,
  expiresAt: (r.expires_at as string | null) ?? null,
  usageLimit: r.usage_limit === null || r.usage_limit === undefined ? null : Number(r.usage_limit),
  usageCount: Number(r.usage_count ?? 0),
  active: Number(r.active) === 1,
});

/** Codes are matched case-insensitively, with Persian digits and stray spaces tolerated. */
export const normalizeDiscountCode = (input: string) => toLatinDigits(input).replace(/\s+/g, '').toUpperCase();

export async function discountByCode(db: DB, code: string): Promise<DiscountCode | null> {
  const r = await db.selectFrom('discount_codes').selectAll().where('code', '=', normalizeDiscountCode(code)).executeTakeFirst();
  return r ? toCode(r) : null;
}

export async function discountById(db: DB, id: number): Promise<DiscountCode | null> {
  const r = await db.selectFrom('discount_codes').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toCode(r) : null;
}

/**
 * Why the code cannot apply to a basket with this items total (a message code), or null.
 * The usage limit counts placed orders, so a code a basket already carries can run out before
 * the order is placed: placement checks again and claims a use atomically.
 */
export function discountProblem(dc: DiscountCode, itemsTotal: number, now = nowIso()): MessageCode | null {
  if (!dc.active) return 'cart.discountNotFound';
  if (dc.startsAt && now < dc.startsAt) return 'cart.discountNotStarted';
  if (dc.expiresAt && now >= dc.expiresAt) return 'cart.discountExpired';
  if (dc.usageLimit !== null && dc.usageCount >= dc.usageLimit) return 'cart.discountUsedUp';
  if (itemsTotal < dc.minBasket) return 'cart.discountMinBasket';
  return null;
}

/** The discount in Rials on an items total: percent rounds down and respects the cap; an amount never exceeds the items. */
export function discountAmount(dc: DiscountCode, itemsTotal: number): number {
  if (dc.kind === 'percent') {
    const raw = Math.floor((itemsTotal * Math.min(100, Math.max(0, dc.value))) / 100);
    return dc.maxDiscount !== null ? Math.min(raw, dc.maxDiscount) : raw;
  }
  return Math.min(dc.value, itemsTotal);
}

/** Claims one use of the code; false when the limit was reached (by a concurrent order, say). */
export async function claimDiscountUse(db: DB, id: number): Promise<boolean> {
  const r = await db
    .updateTable('discount_codes')
    .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return affected(r) === 1;
}

export async function releaseDiscountUse(db: DB, id: number): Promise<void> {
  await db
    .updateTable('discount_codes')
    .set((eb) => ({ usage_count: eb('usage_count', '-', 1) }))
    .where('id', '=', id)
    .where('usage_count', '>', 0)
    .execute();
}
