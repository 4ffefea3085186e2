import type { Lang } from '../../../lib/i18n';

/** Sends the one-time code. Implementations never log the code. */
export interface SmsSender {
  readonly name: 'sandbox' | 'kavenegar';
  sendOtp(mobile: string, code: string, lang: Lang): Promise<void>;
  /** Sends a message already worded in the shopper's language (the cart's order updates). */
  sendText(mobile: string, text: string): Promise<void>;
}

/**
 * Why a message was not sent. `invalidReceptor` is the shopper's fault (a 400); anything else is
 * ours or the provider's (a 503 to the shopper, the detail in the log).
 */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly providerStatus: number | null,
    readonly invalidReceptor = false,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}
