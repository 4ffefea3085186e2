import { GatewayError, type PaymentGateway, type PaymentRequest, type PaymentStart, type VerifyResult } from './gateway';

export interface ZarinpalOptions {
  merchantId: string;
  sandbox: boolean;
  /** overrides the host (tests point it at a local fake) */
  baseUrl?: string;
  timeoutMs?: number;
}

interface ZarinpalAnswer {
  data?: { code?: number; message?: string; authority?: string; ref_id?: number | string; card_pan?: string } | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

/**
 * Zarinpal REST v4: request.json → redirect to /pg/StartPay/{authority} → the bank calls back with
 * Authority and Status → verify.json. Amounts are sent in Rials with the currency stated explicitly
 * ('IRR'), so a toman/rial mix-up cannot charge ten times too little or too much.
 */
export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal' as const;
  /** Zarinpal refuses payments under 1,000 toman */
  readonly minAmount = 10_000;
  private readonly base: string;

  constructor(private readonly opts: ZarinpalOptions) {
    if (!opts.merchantId) throw new Error('PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID');
    this.base = (opts.baseUrl ?? (opts.sandbox ? 'https://sandbox.zarinpal.com' : 'https://payment.zarinpal.com')).replace(/\/+$/, '');
  }

  private async post(path: string, body: unknown): Promise<{ status: number; json: ZarinpalAnswer | null }> {
    const res = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let json: ZarinpalAnswer | null = null;
    try {
      json = JSON.parse(text) as ZarinpalAnswer;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  }

  private static dataOf(a: ZarinpalAnswer | null) {
    return a && a.data && !Array.isArray(a.data) ? a.data : null;
  }

  private static errorCode(a: ZarinpalAnswer | null): number | null {
    const e = a && a.errors && !Array.isArray(a.errors) ? a.errors : null;
    return typeof e?.code === 'number' ? e.code : null;
  }

  async request(r: PaymentRequest): Promise<PaymentStart> {
    const { status, json } = await this.post('/pg/v4/payment/request.json', {
      merchant_id: this.opts.merchantId,
      amount: r.amount,
      currency: 'IRR',
      callback_url: r.callbackUrl,
      description: r.description,
      metadata: { ...(r.mobile ? { mobile: r.mobile } : {}), order_id: String(r.orderId) },
    });
    const data = ZarinpalGateway.dataOf(json);
    if (data?.code === 100 && typeof data.authority === 'string' && data.authority) {
      return { authority: data.authority, paymentUrl: `${this.base}/pg/StartPay/${encodeURIComponent(data.authority)}` };
    }
    const code = ZarinpalGateway.errorCode(json) ?? data?.code ?? status;
    throw new GatewayError(`zarinpal request refused (${code})`, `zarinpal_${code}`);
  }

  async verify(v: { authority: string; amount: number }): Promise<VerifyResult> {
    const { status, json } = await this.post('/pg/v4/payment/verify.json', {
      merchant_id: this.opts.merchantId,
      amount: v.amount,
      authority: v.authority,
    });
    const data = ZarinpalGateway.dataOf(json);
    // 100: verified now; 101: verified before (a repeated callback)
    if (data && (data.code === 100 || data.code === 101)) {
      return { ok: true, refId: String(data.ref_id ?? ''), cardPan: data.card_pan ?? null };
    }
    const code = ZarinpalGateway.errorCode(json) ?? (typeof data?.code === 'number' ? data.code : null);
    // no answer we can read (a 5xx page, a proxy error): the outcome is unknown, try again later
    if (code === null) throw new GatewayError(`zarinpal verify: unreadable answer (HTTP ${status})`, 'unknown');
    // -50: the amount differs from the one requested
    return { ok: false, code: code === -50 ? 'amount_mismatch' : `zarinpal_${code}` };
  }
}
