import type { AdminOrder, OrderAction, OrderActionBody } from 'contracts/admin-orders';
import type { StaffRole } from 'contracts/admin';
import { nowIso, type DB } from '../../../../db/database';
import { AppError, badRequest, notFound, type MessageRef } from '../../../../lib/errors';
import type { Lang } from '../../../../lib/i18n';
import { toLatinDigits } from '../../../../lib/persian';
import { recordAudit } from '../../../backoffice/public';
import { creditBonus } from '../../bonus/queries';
import { inTransaction } from '../../lib/tx';
import { addHistory, recordChange, transition, type ChangeBy } from '../change';
import { giveHoldBack, releaseOrderHold, retakeOrderHold, sellOrderHold, unsellOrderHold } from '../hold';
import { deliverNotifications } from '../notify';
import { lockOrder, orderById, type OrderRow } from '../queries';
import { actionProblem } from '../state';
import { actionLabel, statusLabel } from './labels';
import { actionFacts, adminOrderView } from './view';

/** The staff member acting: who (for the history and the audit trail) and with which roles (for the answer's actions). */
export interface StaffActor extends ChangeBy {
  staffId: number;
  roles: readonly StaffRole[];
}

/** A refusal found inside the transaction; answered (409 with the current order) once it has rolled back. */
class Refusal extends Error {
  constructor(readonly ref: MessageRef) {
    super(ref.code);
  }
}

/** The order as this staff member sees it; 404 `order.notFound`. */
export async function orderForStaff(db: DB, id: number, roles: readonly StaffRole[], lang: Lang): Promise<AdminOrder> {
  const order = await orderById(db, id);
  if (!order) throw notFound('order.notFound');
  return adminOrderView(db, order, roles, lang);
}

/** Runs a staff change in one transaction; a refusal answers 409 with the order as it is now (nothing written), and the SMS it queued go out after the commit. */
async function staffChange(db: DB, id: number, by: StaffActor, lang: Lang, change: (trx: DB, order: OrderRow) => Promise<void>): Promise<AdminOrder> {
  try {
    await inTransaction(db, async (trx) => {
      const order = await lockOrder(trx, id);
      if (!order) throw notFound('order.notFound');
      await change(trx, order);
    });
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    throw new AppError(409, [err.ref], undefined, await orderForStaff(db, id, by.roles, lang));
  }
  await deliverNotifications(db, [id]);
  return orderForStaff(db, id, by.roles, lang);
}

const text = (v: string | undefined) => (v === undefined ? '' : v.trim());

/** The fields an action needs, trimmed; 400 `common.requiredField` naming the one missing. */
function inputOf(body: OrderActionBody) {
  const input = {
    carrier: text(body.carrier),
    // a tracking code is a machine code the shopper types into the carrier's site: Latin digits
    trackingCode: toLatinDigits(text(body.trackingCode)),
    reason: text(body.reason) || null,
    reference: toLatinDigits(text(body.reference)),
  };
  if (body.action === 'ship') {
    if (!input.carrier) throw badRequest('common.requiredField', { field: 'carrier' });
    if (!input.trackingCode) throw badRequest('common.requiredField', { field: 'trackingCode' });
  }
  if (body.action === 'refund' && !input.reference) throw badRequest('common.requiredField', { field: 'reference' });
  return input;
}

type Input = ReturnType<typeof inputOf>;
type Effect = (trx: DB, order: OrderRow, input: Input, by: StaffActor) => Promise<void>;

/** The hold becomes a sale; one that lapsed is taken again, and if its units are gone the order is still paid (the money is in) and the timeline tells staff. */
async function sell(trx: DB, order: OrderRow, by: StaffActor): Promise<void> {
  if (await sellOrderHold(trx, order.id)) return;
  if (order.hold_status === 'released') {
    const again = await retakeOrderHold(trx, order, null);
    if (again.ok && (await sellOrderHold(trx, order.id))) return;
  }
  await trx.updateTable('product_orders').set({ hold_status: 'sold', hold_expires_at: null }).where('id', '=', order.id).execute();
  await recordChange(trx, order.id, 'hold', 'stock.shortage', { by });
}

const EFFECTS: Record<OrderAction, Effect> = {
  async chequeReceived(trx, order, _input, by) {
    await transition(trx, order.id, order.status, 'cheque_received', { via: 'chequeReceived', note: 'cheque.received', by, set: { hold_expires_at: null }, notify: 'chequeReceived' });
    await trx.updateTable('cheques').set({ status: 'received', updated_at: nowIso() }).where('order_id', '=', order.id).execute();
  },
  async chequeCleared(trx, order, _input, by) {
    await sell(trx, order, by);
    await transition(trx, order.id, order.status, 'paid', { via: 'chequeCleared', note: 'cheque.cleared', by, set: { paid_at: nowIso() }, notify: 'paid' });
    await trx.updateTable('cheques').set({ status: 'confirmed', updated_at: nowIso() }).where('order_id', '=', order.id).execute();
    await creditBonus(trx, order.user_id, order.bonus_earned, 'earned', order.id);
  },
  async chequeBounced(trx, order, input, by) {
    await releaseOrderHold(trx, order);
    await transition(trx, order.id, order.status, 'cancelled', {
      via: 'chequeBounced',
      note: 'cheque.bounced',
      by,
      details: input.reason ? { reason: input.reason } : null,
      set: { cancelled_at: nowIso(), cancelled_by: by.staffId },
      notify: 'chequeBounced',
    });
    await trx.updateTable('cheques').set({ status: 'rejected', updated_at: nowIso() }).where('order_id', '=', order.id).execute();
  },
  async prepare(trx, order, _input, by) {
    await transition(trx, order.id, order.status, 'preparing', { via: 'prepare', note: 'order.preparing', by });
  },
  async ship(trx, order, input, by) {
    await transition(trx, order.id, order.status, 'shipped', {
      via: 'ship',
      note: 'order.shipped',
      by,
      details: { carrier: input.carrier, trackingCode: input.trackingCode },
      set: { carrier: input.carrier, tracking_code: input.trackingCode, shipped_at: nowIso() },
      notify: 'shipped',
    });
  },
  async deliver(trx, order, _input, by) {
    await transition(trx, order.id, order.status, 'delivered', { via: 'deliver', note: 'order.delivered', by, set: { delivered_at: nowIso() } });
  },
  async cancel(trx, order, input, by) {
    // before it left: the units go back on the shelf (held or sold), the bonus and the discount use too
    if (order.hold_status === 'held') await releaseOrderHold(trx, order);
    else if (order.hold_status === 'sold') await unsellOrderHold(trx, order);
    // a payment the shopper has not finished is never settled now (the bank returns the money)
    await trx.updateTable('payments').set({ status: 'superseded', failure_code: 'order_cancelled', updated_at: nowIso() }).where('order_id', '=', order.id).where('status', '=', 'pending').execute();
    const refund = order.paid_at !== null && order.payable > 0 ? order.payable : null;
    await transition(trx, order.id, order.status, 'cancelled', {
      via: 'cancel',
      note: 'order.cancelled',
      by,
      details: { ...(input.reason ? { reason: input.reason } : {}), ...(refund ? { amount: refund } : {}) },
      set: { cancelled_at: nowIso(), cancelled_by: by.staffId, ...(refund ? { refund_amount: refund } : {}) },
      notify: 'cancelled',
    });
  },
  async refund(trx, order, input, by) {
    await transition(trx, order.id, 'cancelled', 'cancelled', {
      via: 'refund',
      note: 'refund.paid',
      by,
      details: { reference: input.reference, amount: order.refund_amount },
      set: { refund_reference: input.reference, refunded_at: nowIso() },
    });
  },
};

/**
 * A staff action on an order (POST /admin/orders/:id/actions): the version the staff member saw must
 * be the order's (409 `orders.admin.stale` otherwise), the state machine must allow it (409
 * `orders.admin.notAllowed` naming the state; `noCheque`, `noRefundDue`), both answered with the
 * current order and nothing written. The change, its history, audit entry and SMS row commit
 * together; the SMS goes after.
 */
export async function applyOrderAction(db: DB, id: number, body: OrderActionBody, by: StaffActor, lang: Lang): Promise<AdminOrder> {
  const input = inputOf(body);
  return staffChange(db, id, by, lang, async (trx, order) => {
    if (order.version !== body.version) throw new Refusal({ code: 'orders.admin.stale' });
    const problem = actionProblem(await actionFacts(trx, order), body.action);
    if (problem === 'notAllowed') throw new Refusal({ code: 'orders.admin.notAllowed', params: { action: actionLabel(body.action, lang), status: statusLabel(order.status, lang) } });
    if (problem) throw new Refusal({ code: problem === 'noCheque' ? 'orders.admin.noCheque' : 'orders.admin.noRefundDue' });
    await EFFECTS[body.action](trx, order, input, by);
  });
}

/**
 * Gives an unpaid order's stock back now (POST /admin/orders/:id/release), as if its hold had run
 * out: a placed or awaiting-cheque order is cancelled (a cheque order's shopper is told). Refused
 * (409) when it holds nothing, or for a received cheque (decide the cheque instead).
 */
export async function releaseHold(db: DB, id: number, by: StaffActor, lang: Lang): Promise<AdminOrder> {
  return staffChange(db, id, by, lang, async (trx, order) => {
    if (order.hold_status !== 'held') throw new Refusal({ code: 'orders.admin.notHeld' });
    if (!['placed', 'failed', 'cancelled', 'awaiting_cheque'].includes(order.status)) {
      throw new Refusal({ code: 'orders.admin.notAllowed', params: { action: actionLabel('release', lang), status: statusLabel(order.status, lang) } });
    }
    await giveHoldBack(trx, order, 'release', by);
  });
}

/** A staff note on the order's timeline (never shown to the shopper); audited. The order itself is unchanged. */
export async function addOrderNote(db: DB, id: number, note: string, by: StaffActor, lang: Lang): Promise<AdminOrder> {
  const body = note.trim();
  if (!body) throw badRequest('common.requiredField', { field: 'text' });
  await inTransaction(db, async (trx) => {
    const order = await orderById(trx, id);
    if (!order) throw notFound('order.notFound');
    await addHistory(trx, id, null, order.status, null, { kind: 'note', staffId: by.staffId, details: { text: body } });
    await recordAudit(trx, { staffId: by.staffId, ip: by.ip, entity: 'order', entityId: id, action: 'note', before: null, after: { text: body } });
  });
  return orderForStaff(db, id, by.roles, lang);
}
