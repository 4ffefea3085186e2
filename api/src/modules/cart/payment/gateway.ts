import type { Lang } from '../../../lib/i18n';

/** What the shop asks a payment gateway to collect. Amounts are Rials. */
export interface PaymentRequest {
  amount: number;
  /** where the bank sends the shopper back, with ?Authority=...&Status=OK|NOK appended */
  callbackUrl: string;
  description: string;
  mobile: string | null;
  orderId: number;
  locale: Lang;
}

export interface PaymentStart {
  authority: string;
  /** the bank's page the shopper is sent to */
  paymentUrl: string;
}

/** ok: the money is settled to the shop. Not ok: the gateway refused (never settled; the bank returns any captured money). */
export type VerifyResult = { ok: true; refId: string; cardPan: string | null } | { ok: false; code: string };

/**
 * A payment gateway. `request` and `verify` throw when the outcome is unknown (network failure,
 * timeout): the caller then keeps the payment pending and may verify again, which gateways answer
 * idempotently ("already verified").
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'zarinpal';
  /** the smallest amount the gateway accepts */
  readonly minAmount: number;
  request(r: PaymentRequest): Promise<PaymentStart>;
  verify(v: { authority: string; amount: number }): Promise<VerifyResult>;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
