/**
 * The order's one state machine: every change of an order's status, whoever makes it (a payment
 * callback, the shopper, the sweep of expired holds, a staff member), is one of these edges, and
 * `transition` (queries.ts) refuses any other. Pure: no database, unit-tested (state.test.ts).
 *
 *   online:  placed ──payment──▶ paid ──prepare──▶ preparing ──ship──▶ shipped ──deliver──▶ delivered
 *            placed ──payment──▶ failed | cancelled (bank NOK);  placed ──expiry/release──▶ cancelled
 *            failed | cancelled ──retry──▶ placed;  cancelled ──payment──▶ paid | failed (a late payment)
 *   cheque:  awaiting_cheque ──chequeReceived──▶ cheque_received ──chequeCleared──▶ paid ──▶ … as online
 *            cheque_received ──chequeBounced──▶ cancelled;  awaiting_cheque ──expiry/release──▶ cancelled
 *   staff:   placed | failed | awaiting_cheque | cheque_received | paid | preparing ──cancel──▶ cancelled
 *            paid ──ship──▶ shipped (preparing is optional);  cancelled ──refund──▶ cancelled (a refund's reference)
 *   merge:   placed | failed | cancelled | awaiting_cheque ──merge──▶ merged (completed by a later basket)
 *   events:  awaiting_cheque ──chequeSubmitted──▶ awaiting_cheque (the shopper sent the cheque's details)
 */
import { ORDER_ACTIONS, type OrderAction } from 'contracts/admin-orders';
import type { OrderStatus } from 'contracts/cart';

/** What makes a change: a staff action, or one of the shop's own paths. */
export type Via = OrderAction | 'payment' | 'retry' | 'merge' | 'expiry' | 'release' | 'chequeSubmitted';

type Edge = readonly [from: OrderStatus, to: OrderStatus, via: Via];

/** Every status staff may cancel from: anything before the parcel left. */
export const CANCELLABLE: readonly OrderStatus[] = ['placed', 'failed', 'awaiting_cheque', 'cheque_received', 'paid', 'preparing'];

export const TRANSITIONS: readonly Edge[] = [
  // online payment (the bank's callback, the gateway being unreachable, a late payment after the hold ran out)
  ['placed', 'paid', 'payment'],
  ['cancelled', 'paid', 'payment'],
  ['placed', 'failed', 'payment'],
  ['cancelled', 'failed', 'payment'],
  ['placed', 'cancelled', 'payment'],
  // the shopper pays again
  ['failed', 'placed', 'retry'],
  ['cancelled', 'placed', 'retry'],
  // a later basket completes an unpaid order
  ['placed', 'merged', 'merge'],
  ['failed', 'merged', 'merge'],
  ['cancelled', 'merged', 'merge'],
  ['awaiting_cheque', 'merged', 'merge'],
  // the hold ran out (the sweep) or staff gave it back
  ['placed', 'cancelled', 'expiry'],
  ['awaiting_cheque', 'cancelled', 'expiry'],
  ['placed', 'cancelled', 'release'],
  ['awaiting_cheque', 'cancelled', 'release'],
  // cheques: the shopper sends the details, the shop receives the cheque and the bank decides
  ['awaiting_cheque', 'awaiting_cheque', 'chequeSubmitted'],
  ['awaiting_cheque', 'cheque_received', 'chequeReceived'],
  ['cheque_received', 'paid', 'chequeCleared'],
  ['cheque_received', 'cancelled', 'chequeBounced'],
  // the shop's own steps
  ['paid', 'preparing', 'prepare'],
  ['paid', 'shipped', 'ship'],
  ['preparing', 'shipped', 'ship'],
  ['shipped', 'delivered', 'deliver'],
  ...CANCELLABLE.map((from) => [from, 'cancelled', 'cancel'] as const),
  ['cancelled', 'cancelled', 'refund'],
];

/** Is `from → to` by `via` an edge of the machine? */
export function canTransition(from: OrderStatus, to: OrderStatus, via: Via): boolean {
  return TRANSITIONS.some(([f, t, v]) => f === from && t === to && v === via);
}

/** Where a staff action takes an order in `from`, or null when it cannot be done there. */
export function actionTarget(from: OrderStatus, action: OrderAction): OrderStatus | null {
  const edge = TRANSITIONS.find(([f, , v]) => f === from && v === action);
  return edge ? edge[1] : null;
}

/** What the staff actions need to know of an order besides its status. */
export interface ActionFacts {
  status: OrderStatus;
  /** the shopper sent the cheque's details */
  hasCheque: boolean;
  /** money was taken and not yet paid back (a refund reference is due) */
  refundDue: boolean;
}

export type ActionRefusal = 'notAllowed' | 'noCheque' | 'noRefundDue';

/** Why `action` cannot be done to this order now, or null when it can. */
export function actionProblem(order: ActionFacts, action: OrderAction): ActionRefusal | null {
  if (actionTarget(order.status, action) === null) return 'notAllowed';
  if (action === 'chequeReceived' && !order.hasCheque) return 'noCheque';
  if (action === 'refund' && !order.refundDue) return 'noRefundDue';
  return null;
}

/** The actions possible on this order now, in the contract's order. */
export function possibleActions(order: ActionFacts): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => actionProblem(order, a) === null);
}
