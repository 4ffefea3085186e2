import type { ChequeInput } from 'contracts/cart';
import { nowIso, type DB } from '../../../db/database';
import { badRequest } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { toLatinDigits } from '../../../lib/persian';
import { fmtToman } from '../basket/products';
import { inTransaction } from '../lib/tx';
import { transition } from './change';
import { CHEQUE_SUBMITTABLE_STATES, lockOrder, type OrderRow } from './queries';

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
 * The shopper's cheque for a cheque order: its details and the uploaded image's address. The order
 * stays awaiting_cheque (the shop marks it cheque_received when the cheque is in its hands: the back
 * office) and from now on holds its stock until staff decide. Details may be corrected until then.
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
    await transition(trx, order.id, 'awaiting_cheque', 'awaiting_cheque', {
      via: 'chequeSubmitted',
      note: existing ? 'cheque.corrected' : 'cheque.submitted',
      set: { hold_expires_at: null },
    });
  });
}
