import { nowIso, type DB } from '../../../db/database';
import { affected } from '../lib/tx';

/** Bonus credit: earned on paid orders, spent on new ones (setBonus), refunded when an order gives back its hold, revoked when a paid order is cancelled. */
export async function bonusBalance(db: DB, userId: number): Promise<number> {
  const r = await db.selectFrom('bonus_accounts').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return r ? Number(r.balance) : 0;
}

/** Spends with one conditional update, so two orders can never spend the same credit. */
export async function spendBonus(db: DB, userId: number, amount: number, orderId: number): Promise<boolean> {
  if (amount <= 0) return true;
  const now = nowIso();
  const r = await db
    .updateTable('bonus_accounts')
    .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: now }))
    .where('user_id', '=', userId)
    .where('balance', '>=', amount)
    .executeTakeFirst();
  if (affected(r) !== 1) return false;
  await db.insertInto('bonus_ledger').values({ user_id: userId, amount: -amount, reason: 'spent', order_id: orderId, created_at: now }).execute();
  return true;
}

/** Credits the account ('earned' on a paid order, 'refund' of spent credit). */
export async function creditBonus(db: DB, userId: number, amount: number, reason: 'earned' | 'refund', orderId: number | null): Promise<void> {
  if (amount <= 0) return;
  const now = nowIso();
  await db
    .insertInto('bonus_accounts')
    .values({ user_id: userId, balance: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .updateTable('bonus_accounts')
    .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: now }))
    .where('user_id', '=', userId)
    .execute();
  await db.insertInto('bonus_ledger').values({ user_id: userId, amount, reason, order_id: orderId, created_at: now }).execute();
}

/**
 * Takes back credit an order earned (the order was cancelled after it was paid), as far as the
 * balance goes: credit already spent stays spent. Answers what was taken back.
 */
export async function revokeBonus(db: DB, userId: number, amount: number, orderId: number): Promise<number> {
  if (amount <= 0) return 0;
  const taken = Math.min(amount, await bonusBalance(db, userId));
  if (taken <= 0) return 0;
  const now = nowIso();
  const r = await db
    .updateTable('bonus_accounts')
    .set((eb) => ({ balance: eb('balance', '-', taken), updated_at: now }))
    .where('user_id', '=', userId)
    .where('balance', '>=', taken)
    .executeTakeFirst();
  if (affected(r) !== 1) return 0;
  await db.insertInto('bonus_ledger').values({ user_id: userId, amount: -taken, reason: 'revoked', order_id: orderId, created_at: now }).execute();
  return taken;
}
