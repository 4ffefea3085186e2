import { ORDER_NOTE_CODES as NOTE_CODES, type OrderNoteCode as NoteCode } from 'contracts/order-notes';
import type { OrderView } from 'contracts/cart';

/**
 * What the shopper's order page says about an order's state: the statuses it names, which colour
 * its chip has, the events of its history (`note` machine codes) it can put in words, and whether
 * an invoice exists yet. Statuses are compared as strings: the union in contracts/cart changes
 * (issue 32 adds preparing, shipped, delivered and drops confirmed), old history rows keep theirs.
 */

export type ChipColor = 'success' | 'error' | 'warning' | 'info' | 'default';

/** The statuses with a name in `order.status.*`; another status is shown as "status changed". */
export const STATUS_COLOR: Record<string, ChipColor> = {
  placed: 'info',
  paid: 'success',
  failed: 'error',
  cancelled: 'warning',
  merged: 'default',
  awaiting_cheque: 'info',
  cheque_received: 'info',
  preparing: 'info',
  shipped: 'success',
  delivered: 'success',
  // before issue 32 a cleared cheque was 'confirmed' (migrated to 'paid'; old history rows keep it)
  confirmed: 'success',
};

export const isKnownStatus = (status: string): boolean => Object.prototype.hasOwnProperty.call(STATUS_COLOR, status);

/** The money is in: the order has an invoice (paid, then the shop's own steps). */
const INVOICED = new Set(['paid', 'preparing', 'shipped', 'delivered']);
export const hasInvoice = (status: string): boolean => INVOICED.has(status);

/**
 * Cancelled, but only as far as a payment went (cancelled at the bank, or its hold ran out): the shop
 * did not cancel it and "pay again" completes it, so the page names it "payment not completed".
 */
export const isAwaitingPayment = (view: Pick<OrderView, 'status' | 'canRetryPayment'>): boolean => view.status === 'cancelled' && view.canRetryPayment;

/** Paid, in the old name too (messages only; the invoice follows `hasInvoice`). */
export const isPaid = (status: string): boolean => status === 'paid' || status === 'confirmed';

// every code the api writes in an order's history and timeline (contracts/order-notes: one list for the api
// and both pages); each is either put in words (`EVENT_KEYS`) or kept off the shopper's page (`isHiddenFromShopper`)
export { NOTE_CODES, type NoteCode };

/**
 * Codes the shopper's page never shows: staff-only events (stock.shortage: the shop must restock or
 * refund) and the text messages sent (the shopper has them on their phone; the timeline says what
 * happened, not that it was texted).
 */
export const isHiddenFromShopper = (code: string): boolean => code.startsWith('stock.') || code.startsWith('notify.');

/**
 * A history note's code → its message under `orderTimeline.event.*`. A code may carry a value after
 * a colon (order.completes:41). Codes not listed here (a newer api's, and the hidden ones) are never
 * shown: that step shows only its status. Older codes of rows written before the current set are kept.
 */
const EVENT_KEYS: Record<string, string> = {
  'order.placed': 'placed',
  'order.completes': 'completes',
  'order.mergedInto': 'mergedInto',
  'payment.retry': 'paymentRetry',
  'payment.verified': 'paid',
  'payment.cancelled': 'paymentCancelled',
  'payment.failed': 'paymentFailed',
  'payment.requestFailed': 'paymentRequestFailed',
  'payment.amountMismatch': 'amountMismatch',
  'payment.outOfStock': 'paymentOutOfStock',
  'payment.bonusSpent': 'paymentBonusSpent',
  'payment.afterCancel': 'paidAfterCancel',
  'cheque.submitted': 'chequeSent',
  'cheque.corrected': 'chequeCorrected',
  'cheque.received': 'chequeReceived',
  'cheque.cleared': 'chequeCleared',
  'cheque.bounced': 'chequeBounced',
  'cheque.rejected': 'chequeBounced',
  'hold.expired': 'holdExpired',
  'hold.released': 'holdReleased',
  'order.preparing': 'preparing',
  'order.prepared': 'preparing',
  'order.shipped': 'shipped',
  'order.delivered': 'delivered',
  'order.cancelled': 'cancelled',
  'order.refunded': 'refunded',
  'refund.paid': 'refunded',
  'order.merged': 'merged',
};

export interface TimelineEvent {
  /** the message key under orderTimeline.event */
  key: string;
  /** the value after the colon (an order number for order.completes) */
  value: string | null;
}

/** The event a history note names, or null when the page has no words for it. */
export function eventOf(note: string | null | undefined): TimelineEvent | null {
  if (!note) return null;
  const colon = note.indexOf(':');
  const code = colon < 0 ? note : note.slice(0, colon);
  const key = Object.prototype.hasOwnProperty.call(EVENT_KEYS, code) ? EVENT_KEYS[code] : undefined;
  return key ? { key, value: colon < 0 ? null : note.slice(colon + 1) } : null;
}

/** One step the page may show: a change of status, or an event (its status unchanged, or none for a hold event). */
export interface Step {
  from: string | null;
  to: string | null;
  note: string | null;
  at: string;
}

/** An entry of OrderView.timeline (issue 32); only its changes of status and hold events are shown. */
interface TimelineEntry extends Step {
  kind: string;
}

/**
 * The order's steps as the api answers them: its `timeline` (issue 32: status and hold entries; the
 * texts it sent are not repeated here, nor a staff-only event) when the answer has one, else its
 * status `history`. A hold event leaves the order's status as it was (the api gives that status as
 * its `to`): it becomes a step without a status, named by its event.
 */
export function stepsOf(view: OrderView): Step[] {
  const timeline = (view as OrderView & { timeline?: TimelineEntry[] }).timeline;
  if (!Array.isArray(timeline)) return view.history;
  return timeline
    .filter((e) => (e.kind === 'status' || e.kind === 'hold') && !isHiddenFromShopper(e.note ?? ''))
    .map(({ kind, from, to, note, at }) => (kind === 'hold' ? { from: null, to: null, note, at } : { from, to, note, at }));
}

/**
 * The steps the shopper sees, oldest first: every change of status, and an event (a same-status or a
 * hold entry) only when the page can say what it was (a staff-only one such as stock.shortage stays out).
 */
export function timelineSteps(steps: readonly Step[]): Step[] {
  return steps
    .map((h, i) => ({ h, i, t: Date.parse(h.at) }))
    .filter(({ h }) => (h.to !== null && h.from !== h.to) || eventOf(h.note) !== null)
    .sort((a, b) => (Number.isNaN(a.t) || Number.isNaN(b.t) || a.t === b.t ? a.i - b.i : a.t - b.t))
    .map(({ h }) => h);
}

/** The latest step that moved the order to `status`, if its history has one. */
export function lastEntryTo(steps: readonly Step[], status: string): Step | undefined {
  const shown = timelineSteps(steps);
  for (let i = shown.length - 1; i >= 0; i--) if (shown[i].to === status && shown[i].from !== status) return shown[i];
  return undefined;
}

/** Shipping as the api answers it (OrderView.shipping, issue 32). */
export interface Shipping {
  carrier: string;
  trackingCode: string;
  shippedAt: string;
  deliveredAt: string | null;
}

/** The order's shipping, read with optional chaining (an api before issue 32 has no `shipping`). */
export function shippingOf(view: OrderView): Shipping | null {
  const s = (view as OrderView & { shipping?: Shipping | null }).shipping;
  return s && typeof s.trackingCode === 'string' ? s : null;
}
