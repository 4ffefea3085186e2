import type { PaymentAnswer } from 'contracts/cart';

export type PlacementTarget = { kind: 'order'; path: string } | { kind: 'payment'; url: string };

/**
 * Spec §4, order placement: online and a cheque → the order page; online with a paymentId → the
 * bank's payment page (in development the sandbox's test payment address with ?test=true);
 * otherwise → the order page.
 */
export function placementTarget(answer: PaymentAnswer): PlacementTarget {
  const orderPage = { kind: 'order' as const, path: `/profile/accountorder/${answer.productOrderId}` };
  if (answer.isOnline && answer.isCheque) return orderPage;
  if (answer.isOnline && answer.paymentId && answer.paymentUrl) return { kind: 'payment', url: answer.paymentUrl };
  return orderPage;
}
