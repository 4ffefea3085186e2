import { nowIso, type DB } from '../../../db/database';
import { creditBonus, revokeBonus, spendBonus } from '../bonus/queries';
import { claimDiscountUse, releaseDiscountUse } from '../basket/discounts';
import { returnStock, takeStock } from '../../catalog/public';
import { affected, inTransaction } from '../lib/tx';
import { recordChange, transition, type ChangeBy } from './change';
import { deliverNotifications } from './notify';
import { orderLines, toOrder, type OrderRow } from './queries';

/**
 * What an unpaid order holds: its units of stock, the bonus credit it spends and one use of its
 * discount code. `hold_status` moves held → released (given back) or held → sold, each by a
 * conditional update, so a hold is given back or sold exactly once.
 */

async function stockLines(db: DB, orderId: number) {
  return (await orderLines(db, orderId)).map((l) => ({ productId: l.productId, count: l.count }));
}

/**
 * Gives the hold back; false when it was not held (already released or sold) or, with `expiredBy`,
 * when its expiry was pushed past that time meanwhile (a payment callback being verified).
 */
export async function releaseOrderHold(db: DB, order: OrderRow, opts: { expiredBy?: string } = {}): Promise<boolean> {
  let q = db
    .updateTable('product_orders')
    .set({ hold_status: 'released', hold_expires_at: null, updated_at: nowIso() })
    .where('id', '=', order.id)
    .where('hold_status', '=', 'held');
  if (opts.expiredBy) q = q.where('hold_expires_at', '<=', opts.expiredBy);
  const r = await q.executeTakeFirst();
  if (affected(r) !== 1) return false;
  await returnStock(db, await stockLines(db, order.id));
  if (order.bonus_used > 0) await creditBonus(db, order.user_id, order.bonus_used, 'refund', order.id);
  if (order.discount_code_id !== null) await releaseDiscountUse(db, order.discount_code_id);
  return true;
}

export type RetakeResult = { ok: true } | { ok: false; reason: 'stock'; productId: number; available: number } | { ok: false; reason: 'bonus' };

/**
 * Takes a released hold again (a retry, or a late payment after the hold ran out) at the order's
 * own prices. All or nothing: when stock or bonus credit is short, everything stays released.
 */
export async function retakeOrderHold(db: DB, order: OrderRow, expiresAt: string | null): Promise<RetakeResult> {
  const r = await db
    .updateTable('product_orders')
    .set({ hold_status: 'held', hold_expires_at: expiresAt, updated_at: nowIso() })
    .where('id', '=', order.id)
    .where('hold_status', '=', 'released')
    .executeTakeFirst();
  if (affected(r) !== 1) return { ok: true };
  const undoStatus = () =>
    db.updateTable('product_orders').set({ hold_status: 'released', hold_expires_at: null }).where('id', '=', order.id).execute();
  const lines = await stockLines(db, order.id);
  const taken = await takeStock(db, lines);
  if (!taken.ok) {
    await undoStatus();
    return { ok: false, reason: 'stock', productId: taken.productId, available: taken.available };
  }
  if (!(await spendBonus(db, order.user_id, order.bonus_used, order.id))) {
    await returnStock(db, lines);
    await undoStatus();
    return { ok: false, reason: 'bonus' };
  }
  // the order keeps the discount it was priced with, even if the code ran out meanwhile
  if (order.discount_code_id !== null && !(await claimDiscountUse(db, order.discount_code_id))) {
    await db.updateTable('discount_codes').set((eb) => ({ usage_count: eb('usage_count', '+', 1) })).where('id', '=', order.discount_code_id).execute();
  }
  return { ok: true };
}

/**
 * A sold order cancelled before it left (staff): its units go back on the shelf, the bonus it spent
 * comes back, the bonus it earned is taken back (as far as the balance allows) and its discount use
 * is freed. Conditional on `sold`, so it happens once.
 */
export async function unsellOrderHold(db: DB, order: OrderRow): Promise<boolean> {
  const r = await db
    .updateTable('product_orders')
    .set({ hold_status: 'released', hold_expires_at: null, updated_at: nowIso() })
    .where('id', '=', order.id)
    .where('hold_status', '=', 'sold')
    .executeTakeFirst();
  if (affected(r) !== 1) return false;
  await returnStock(db, await stockLines(db, order.id));
  if (order.bonus_used > 0) await creditBonus(db, order.user_id, order.bonus_used, 'refund', order.id);
  if (order.paid_at !== null && order.bonus_earned > 0) await revokeBonus(db, order.user_id, order.bonus_earned, order.id);
  if (order.discount_code_id !== null) await releaseDiscountUse(db, order.discount_code_id);
  return true;
}

/** The hold becomes a sale (paid or cheque confirmed); false when it was not held. */
export async function sellOrderHold(db: DB, orderId: number): Promise<boolean> {
  const r = await db
    .updateTable('product_orders')
    .set({ hold_status: 'sold', hold_expires_at: null, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('hold_status', '=', 'held')
    .executeTakeFirst();
  return affected(r) === 1;
}

/**
 * Gives an unpaid order's hold back, as its running out or a staff member's release does: a placed
 * online order or a cheque order still waiting for its cheque becomes cancelled (a cheque order's
 * shopper is told); failed/cancelled ones keep their status (a retry takes the hold again if stock
 * allows) and the timeline says the hold went. Inside the caller's transaction; false when it was not held.
 */
export async function giveHoldBack(trx: DB, order: OrderRow, via: 'expiry' | 'release', by?: ChangeBy, expiredBy?: string): Promise<boolean> {
  if (!(await releaseOrderHold(trx, order, { expiredBy }))) return false;
  const note = via === 'expiry' ? 'hold.expired' : 'hold.released';
  if (order.status === 'placed' || order.status === 'awaiting_cheque') {
    const cheque = order.status === 'awaiting_cheque';
    await transition(trx, order.id, order.status, 'cancelled', { via, note, by, set: { cancelled_at: nowIso() }, notify: cheque ? 'cancelled' : undefined });
  } else {
    await recordChange(trx, order.id, 'hold', note, { by });
  }
  return true;
}

/**
 * Gives back the holds of unpaid orders whose time ran out (giveHoldBack), then sends the messages
 * this caused.
 */
export async function releaseExpiredOrderHolds(db: DB, now = nowIso()): Promise<number> {
  const due = await db
    .selectFrom('product_orders')
    .select('id')
    .where('hold_status', '=', 'held')
    .where('hold_expires_at', 'is not', null)
    .where('hold_expires_at', '<=', now)
    .limit(200)
    .execute();
  let released = 0;
  const touched: number[] = [];
  for (const { id } of due) {
    await inTransaction(db, async (trx) => {
      const row = await trx.selectFrom('product_orders').selectAll().where('id', '=', Number(id)).executeTakeFirst();
      if (!row || row.hold_status !== 'held' || !row.hold_expires_at || row.hold_expires_at > now) return;
      const order = toOrder(row);
      // a callback being verified extended the hold; a payment mid-verification keeps it
      const verifying = order.current_payment_id
        ? await trx.selectFrom('payments').select('id').where('id', '=', order.current_payment_id).where('status', '=', 'verifying').executeTakeFirst()
        : undefined;
      if (verifying) return;
      if (!(await giveHoldBack(trx, order, 'expiry', undefined, now))) return;
      released++;
      touched.push(order.id);
    });
  }
  await deliverNotifications(db, touched);
  return released;
}
