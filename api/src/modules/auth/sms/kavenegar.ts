import type { Lang } from '../../../lib/i18n';
import { SmsError, type SmsSender } from './sender';

export interface KavenegarOptions {
  apiKey: string;
  template: string;
  baseUrl: string;
  timeoutMs?: number;
}

interface KavenegarAnswer {
  return?: { status?: number; message?: string };
}

// Kavenegar's answer statuses that mean the receptor (the shopper's number) is unusable.
const RECEPTOR_ERRORS = new Set([411]);

/**
 * Kavenegar's verify/lookup: a pre-approved template with the code as %token%. The HTTP status
 * and `return.status` both carry the outcome; 200 is success, anything else an error whose
 * `return.message` is logged (without the key or the code).
 */
export class KavenegarSms implements SmsSender {
  readonly name = 'kavenegar' as const;
  constructor(private opts: KavenegarOptions) {}

  async sendOtp(mobile: string, code: string, _lang: Lang): Promise<void> {
    await this.call('verify/lookup.json', { receptor: mobile, token: code, template: this.opts.template });
  }

  /** A worded message (the cart's order updates) through `sms/send.json`, from the account's default line. */
  async sendText(mobile: string, text: string): Promise<void> {
    await this.call('sms/send.json', { receptor: mobile, message: text });
  }

  private async call(method: string, params: Record<string, string>): Promise<void> {
    const base = this.opts.baseUrl.replace(/\/+$/, '');
    const url = new URL(`${base}/v1/${encodeURIComponent(this.opts.apiKey)}/${method}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);

    let res: Response;
    try {
      res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new SmsError(`kavenegar ${reason}`, null);
    }
    let body: KavenegarAnswer | null = null;
    try {
      body = (await res.json()) as KavenegarAnswer;
    } catch {
      body = null;
    }
    const status = body?.return?.status ?? null;
    if (res.ok && status === 200) return;
    const providerStatus = status ?? res.status;
    const detail = typeof body?.return?.message === 'string' ? body.return.message.slice(0, 200) : `http ${res.status}`;
    throw new SmsError(`kavenegar refused (${providerStatus}): ${detail}`, providerStatus, RECEPTOR_ERRORS.has(providerStatus));
  }
}
