/**
 * Free of TypeBox: the storefront and the back-office import this file by value (a list of strings);
 * the api types every order history note it writes with it.
 *
 * The codes of an order's history and timeline (`note`): what happened, written by the api's order
 * state machine (api/src/modules/cart/orders/, cart/payment/; README "The order state machine").
 * `order.completes` and `order.mergedInto` carry an order number after a colon (order.completes:41);
 * `notify.*` are the text messages sent to the shopper. The UIs put each in words (and test that every
 * code has them); a code not listed is a newer api's, shown as it is.
 */
export const ORDER_NOTE_CODES = [
  'order.placed',
  'order.completes',
  'order.mergedInto',
  'payment.verified',
  'payment.cancelled',
  'payment.failed',
  'payment.requestFailed',
  'payment.amountMismatch',
  'payment.outOfStock',
  'payment.bonusSpent',
  'payment.retry',
  'payment.afterCancel',
  'cheque.submitted',
  'cheque.corrected',
  'cheque.received',
  'cheque.cleared',
  'cheque.bounced',
  'order.preparing',
  'order.shipped',
  'order.delivered',
  'order.cancelled',
  'refund.paid',
  'hold.expired',
  'hold.released',
  'stock.shortage',
  'notify.chequeReceived',
  'notify.paid',
  'notify.chequeBounced',
  'notify.shipped',
  'notify.cancelled',
] as const;
export type OrderNoteCode = (typeof ORDER_NOTE_CODES)[number];

/** A note as stored: a code, or a code with an order number after a colon. */
export type OrderNote = OrderNoteCode | `${'order.completes' | 'order.mergedInto'}:${number}`;

/** A note split into its code and the value after the colon (order.completes:41 → order.completes, 41). */
export function splitOrderNote(note: string): { code: string; value: string | null } {
  const colon = note.indexOf(':');
  return colon < 0 ? { code: note, value: null } : { code: note.slice(0, colon), value: note.slice(colon + 1) };
}
