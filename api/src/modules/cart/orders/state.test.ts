import { ORDER_ACTIONS } from 'contracts/admin-orders';
import { OrderStatus } from 'contracts/cart';
import { actionProblem, actionTarget, canTransition, possibleActions, TRANSITIONS } from './state';

const STATUSES = OrderStatus.anyOf.map((s) => s.const);

describe('the order state machine', () => {
  it('knows every status, and only statuses of the contract', () => {
    const used = new Set(TRANSITIONS.flatMap(([from, to]) => [from, to]));
    expect([...used].sort()).toEqual([...STATUSES].sort());
    expect(STATUSES).not.toContain('confirmed');
  });

  it('has each edge once', () => {
    const keys = TRANSITIONS.map((e) => e.join(' '));
    expect(new Set(keys).size).toBe(keys.length);
  });

  // where each staff action goes from each state (null: refused)
  const table: Record<string, Partial<Record<(typeof ORDER_ACTIONS)[number], string>>> = {
    placed: { cancel: 'cancelled' },
    failed: { cancel: 'cancelled' },
    awaiting_cheque: { chequeReceived: 'cheque_received', cancel: 'cancelled' },
    cheque_received: { chequeCleared: 'paid', chequeBounced: 'cancelled', cancel: 'cancelled' },
    paid: { prepare: 'preparing', ship: 'shipped', cancel: 'cancelled' },
    preparing: { ship: 'shipped', cancel: 'cancelled' },
    shipped: { deliver: 'delivered' },
    delivered: {},
    cancelled: { refund: 'cancelled' },
    merged: {},
  };

  it.each(STATUSES)('allows exactly the staff actions of the table from %s', (status) => {
    for (const action of ORDER_ACTIONS) expect([action, actionTarget(status, action)]).toEqual([action, table[status][action] ?? null]);
  });

  it('never cancels what has shipped, never ships what is unpaid', () => {
    for (const s of ['shipped', 'delivered', 'merged'] as const) expect(canTransition(s, 'cancelled', 'cancel')).toBe(false);
    for (const s of ['placed', 'awaiting_cheque', 'cheque_received', 'failed', 'cancelled'] as const) expect(canTransition(s, 'shipped', 'ship')).toBe(false);
  });

  it('lets the shop’s own paths make only their changes', () => {
    expect(canTransition('placed', 'paid', 'payment')).toBe(true);
    expect(canTransition('cancelled', 'paid', 'payment')).toBe(true); // a late payment takes the hold again
    expect(canTransition('awaiting_cheque', 'paid', 'payment')).toBe(false);
    expect(canTransition('cheque_received', 'paid', 'payment')).toBe(false);
    expect(canTransition('paid', 'cancelled', 'expiry')).toBe(false);
    expect(canTransition('cheque_received', 'cancelled', 'expiry')).toBe(false);
    expect(canTransition('awaiting_cheque', 'cancelled', 'expiry')).toBe(true);
    expect(canTransition('failed', 'placed', 'retry')).toBe(true);
    expect(canTransition('paid', 'placed', 'retry')).toBe(false);
    expect(canTransition('awaiting_cheque', 'awaiting_cheque', 'chequeSubmitted')).toBe(true);
    expect(canTransition('cheque_received', 'cheque_received', 'chequeSubmitted')).toBe(false);
    expect(canTransition('paid', 'merged', 'merge')).toBe(false);
  });

  it('guards what the state alone does not say: a cheque to receive, a refund to record', () => {
    expect(actionProblem({ status: 'awaiting_cheque', hasCheque: false, refundDue: false }, 'chequeReceived')).toBe('noCheque');
    expect(actionProblem({ status: 'awaiting_cheque', hasCheque: true, refundDue: false }, 'chequeReceived')).toBeNull();
    expect(actionProblem({ status: 'cancelled', hasCheque: false, refundDue: false }, 'refund')).toBe('noRefundDue');
    expect(actionProblem({ status: 'cancelled', hasCheque: false, refundDue: true }, 'refund')).toBeNull();
    expect(actionProblem({ status: 'shipped', hasCheque: false, refundDue: false }, 'cancel')).toBe('notAllowed');
    expect(possibleActions({ status: 'awaiting_cheque', hasCheque: false, refundDue: false })).toEqual(['cancel']);
    expect(possibleActions({ status: 'cheque_received', hasCheque: true, refundDue: false })).toEqual(['chequeCleared', 'chequeBounced', 'cancel']);
    expect(possibleActions({ status: 'cancelled', hasCheque: false, refundDue: false })).toEqual([]);
  });
});
