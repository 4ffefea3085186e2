import type { ChequeInput } from 'contracts/cart';
import { nowIso, type DB } from '../../../db/database';
import { badRequest } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { toLatinDigits } from '../../../lib/persian';
import { creditBonus } from '../bonus/queries';
import { fmtToman } from '../basket/products';
import { inTransaction } from '../lib/tx';
import { releaseOrderHold, sellOrderHold } from './hold';
import { lockOrder, transition, type OrderRow } from './queries';
import { CHEQUE_SUBMITTABLE_STATES } from './queries';

const FILE_URL = /^\/api\/files\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Only images the shop itself stored are accepted (no foreign or javascript: addresses). */
export function normalizeImageUrl(input: string, publicUrl: string): string | null {
  let v = input.trim();
  const base = publicUrl.replace(/\/+$/, '');
  if (v.startsWith(base + '/')) v = v.slice(base.length);
  return FILE_URL.test(v) && !v.includes('..') ? v : null;
}

function validDueDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) return false;
  const today = new Date().toISOString().slice(0, 10);
  const limit = new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10);
  return s >= today && s <= limit;
}

/**
 * The shopper's cheque for a cheque order: its details and the uploaded image's address. Moves
 * awaiting_cheque → cheque_received; the order then holds its stock until the cheque is decided.
 * Details may be corrected while the cheque is not yet decided.
 */
export async function submitCheque(db: DB, order: OrderRow, input: ChequeInput, publicUrl: string, lang: Lang): Promise<void> {
  if (order.payment_method !== 'cheque') throw badRequest('order.notCheque');
  const sayadId = toLatinDigits(input.sayadId).replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(sayadId)) throw badRequest('order.sayadInvalid');
  const bankName = input.bankName.trim();
  const ownerName = input.ownerName.trim();
  if (!bankName) throw badRequest('common.requiredField', { field: 'bankName' });
  if (!ownerName) throw badRequest('common.requiredField', { field: 'ownerName' });
  if (input.amount !== order.payable) throw badRequest('order.chequeAmount', { amount: fmtToman(order.payable, lang) });
  const dueDate = toLatinDigits(input.dueDate.trim());
  if (!validDueDate(dueDate)) throw badRequest('order.dueDateInvalid');
  const imageUrl = normalizeImageUrl(input.imageUrl, publicUrl);
  if (!imageUrl) throw badRequest('order.imageUrlInvalid');
  const serial = input.serial ? toLatinDigits(input.serial).trim().slice(0, 30) : null;

  await inTransaction(db, async (trx) => {
    const now = await lockOrder(trx, order.id);
    if (!now || !CHEQUE_SUBMITTABLE_STATES.includes(now.status)) throw badRequest('order.chequeNotAllowed');
    // a cheque whose hold already ran out cannot be sent any more (the order was cancelled)
    if (now.hold_status !== 'held') throw badRequest('order.chequeNotAllowed');
    const values = { sayad_id: sayadId, serial, bank_name: bankName, owner_name: ownerName, amount: input.amount, due_date: dueDate, image_url: imageUrl, status: 'submitted', updated_at: nowIso() };
    const existing = await trx.selectFrom('cheques').select('id').where('order_id', '=', order.id).executeTakeFirst();
    if (existing) await trx.updateTable('cheques').set(values).where('id', '=', existing.id).execute();
    else await trx.insertInto('cheques').values({ ...values, order_id: order.id, created_at: nowIso() }).execute();
    if (now.status === 'awaiting_cheque') {
      await transition(trx, order.id, 'awaiting_cheque', 'cheque_received', 'cheque.submitted', { hold_expires_at: null });
    }
  });
}

/** The cheque cleared (the sandbox's back office in development): the order is confirmed and its hold sold. */
export async function confirmCheque(db: DB, orderId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order || order.status !== 'cheque_received') return false;
    if (!(await sellOrderHold(trx, orderId))) return false;
    await transition(trx, orderId, 'cheque_received', 'confirmed', 'cheque.cleared', { paid_at: nowIso() });
    await trx.updateTable('cheques').set({ status: 'confirmed', updated_at: nowIso() }).where('order_id', '=', orderId).execute();
    await creditBonus(trx, order.user_id, order.bonus_earned, 'earned', orderId);
    return true;
  });
}

/** The cheque bounced: the order is cancelled and gives its hold back. */
export async function rejectCheque(db: DB, orderId: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order || order.status !== 'cheque_received') return false;
    await releaseOrderHold(trx, order);
    await transition(trx, orderId, 'cheque_received', 'cancelled', 'cheque.rejected');
    await trx.updateTable('cheques').set({ status: 'rejected', updated_at: nowIso() }).where('order_id', '=', orderId).execute();
    return true;
  });
}
