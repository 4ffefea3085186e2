import { nowIso, type DB } from '../../../db/database';
import type { OrderNote } from 'contracts/order-notes';
import { conflict } from '../../../lib/errors';
import { recordAudit } from '../../backoffice/public';
import { affected } from '../lib/tx';
import { queueNotification, type NotifyEvent } from './notify';
import type { OrderStatus } from 'contracts/cart';
import { canTransition, type Via } from './state';

/**
 * Every change of an order goes through here, inside the caller's transaction: the state machine's
 * check (state.ts), a compare-and-set on the status and the version (bumped by every change), the
 * history row (who, when, from, to, the reason's code, details), the audit entry and, when the
 * shopper is to be told, the notification's row (sent after the commit: notify.ts).
 */

/** Who made a change: a staff member (their id and address) or the shop itself (the shopper, a payment callback, the sweep). */
export interface ChangeBy {
  staffId: number | null;
  ip: string;
}
export const SYSTEM: ChangeBy = { staffId: null, ip: 'system' };

export type HistoryKind = 'status' | 'note' | 'hold' | 'notification';

type Details = Record<string, unknown> | null;

export async function addHistory(
  db: DB,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  note: OrderNote | null,
  opts: { kind?: HistoryKind; staffId?: number | null; details?: Details } = {},
): Promise<void> {
  await db
    .insertInto('product_order_history')
    .values({
      order_id: orderId,
      from_status: from,
      to_status: to,
      note,
      kind: opts.kind ?? 'status',
      staff_id: opts.staffId ?? null,
      details: opts.details ? JSON.stringify(opts.details) : null,
      created_at: nowIso(),
    })
    .execute();
}

export interface TransitionOpts {
  via: Via;
  /** the reason's code (contracts/order-notes: payment.verified, cheque.received, order.shipped …) */
  note: OrderNote | null;
  by?: ChangeBy;
  /** recorded with the history row and the audit entry (carrier and tracking code, a reason, a refund …) */
  details?: Details;
  /** other columns changed with the status (paid_at, carrier …) */
  set?: Record<string, unknown>;
  /** the shopper is told of this change (one SMS per order and event, after the commit) */
  notify?: NotifyEvent;
}

/**
 * Moves the order from `from` (what the caller saw; one of a list) to `to`. Answers false when the
 * order is no longer in `from` (another change came first: nothing is written). A change the state
 * machine has no edge for is refused with 409 `orders.admin.notAllowed`: no path can make it.
 */
export async function transition(db: DB, orderId: number, from: OrderStatus | OrderStatus[], to: OrderStatus, opts: TransitionOpts): Promise<boolean> {
  const fromList = Array.isArray(from) ? from : [from];
  const before = await db.selectFrom('product_orders').select(['status', 'version']).where('id', '=', orderId).executeTakeFirst();
  if (!before || !fromList.includes(before.status as OrderStatus)) return false;
  const current = before.status as OrderStatus;
  if (!canTransition(current, to, opts.via)) throw conflict('orders.admin.notAllowed', { action: opts.via, status: current });
  const version = Number(before.version);
  const r = await db
    .updateTable('product_orders')
    .set({ ...opts.set, status: to, version: version + 1, updated_at: nowIso() })
    .where('id', '=', orderId)
    .where('status', '=', current)
    .where('version', '=', version)
    .executeTakeFirst();
  if (affected(r) !== 1) return false;
  const by = opts.by ?? SYSTEM;
  await addHistory(db, orderId, current, to, opts.note, { staffId: by.staffId, details: opts.details ?? null });
  await recordAudit(db, {
    ...by,
    entity: 'order',
    entityId: orderId,
    action: opts.via,
    before: { status: current, version },
    after: { status: to, version: version + 1, note: opts.note, ...(opts.details ?? {}) },
  });
  if (opts.notify) await queueNotification(db, orderId, opts.notify);
  return true;
}

/**
 * A change of the order that keeps its status (its hold given back, a stock shortage found): the
 * version is bumped, a history row of `kind` and the audit entry are written.
 */
export async function recordChange(db: DB, orderId: number, kind: 'hold' | 'status', note: OrderNote, opts: { by?: ChangeBy; details?: Details; set?: Record<string, unknown> } = {}): Promise<void> {
  const row = await db.selectFrom('product_orders').select(['status', 'version']).where('id', '=', orderId).executeTakeFirst();
  if (!row) return;
  const status = row.status as OrderStatus;
  const version = Number(row.version);
  await db
    .updateTable('product_orders')
    .set({ ...opts.set, version: version + 1, updated_at: nowIso() })
    .where('id', '=', orderId)
    .execute();
  const by = opts.by ?? SYSTEM;
  await addHistory(db, orderId, status, status, note, { kind, staffId: by.staffId, details: opts.details ?? null });
  await recordAudit(db, { ...by, entity: 'order', entityId: orderId, action: note.slice(0, 32), before: { status, version }, after: { status, version: version + 1, note, ...(opts.details ?? {}) } });
}
