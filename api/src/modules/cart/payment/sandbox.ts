import crypto from 'node:crypto';
import { nowIso, type DB } from '../../../db/database';
import type { PaymentGateway, PaymentRequest, PaymentStart, VerifyResult } from './gateway';

/**
 * The development gateway: the api itself plays the bank. `request` opens a transaction in the
 * sandbox's book and sends the shopper to the api's own page (/api/payment/sandbox/pay/{authority},
 * the spec's "test payment address with ?test=true"), where the tester pays (any amount, to test a
 * mismatch) or cancels; the page then calls back exactly like Zarinpal (Authority, Status=OK|NOK).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly minAmount = 1;

  constructor(
    private readonly db: DB,
    private readonly publicUrl: string,
  ) {}

  async request(r: PaymentRequest): Promise<PaymentStart> {
    const authority = `SBX${crypto.randomBytes(16).toString('hex').toUpperCase()}`;
    await this.db
      .insertInto('payment_sandbox_transactions')
      .values({
        authority,
        amount: r.amount,
        callback_url: r.callbackUrl,
        description: r.description,
        locale: r.locale,
        status: 'pending',
        verified: 0,
        created_at: nowIso(),
      })
      .execute();
    return { authority, paymentUrl: `${this.publicUrl.replace(/\/+$/, '')}/api/payment/sandbox/pay/${authority}?test=true` };
  }

  async verify(v: { authority: string; amount: number }): Promise<VerifyResult> {
    const tx = await this.db.selectFrom('payment_sandbox_transactions').selectAll().where('authority', '=', v.authority).executeTakeFirst();
    if (!tx) return { ok: false, code: 'unknown_authority' };
    if (tx.status !== 'paid') return { ok: false, code: 'not_paid' };
    if (Number(tx.paid_amount) !== v.amount) return { ok: false, code: 'amount_mismatch' };
    await this.db.updateTable('payment_sandbox_transactions').set({ verified: 1 }).where('authority', '=', v.authority).execute();
    return { ok: true, refId: String(tx.ref_id), cardPan: '6037********1234' };
  }
}

/** The tester's choice on the sandbox page: pay (optionally another amount) or cancel. Returns where the bank sends the browser. */
export async function settleSandboxTransaction(db: DB, authority: string, action: 'pay' | 'cancel', paidAmount?: number): Promise<string | null> {
  const tx = await db.selectFrom('payment_sandbox_transactions').selectAll().where('authority', '=', authority).executeTakeFirst();
  if (!tx) return null;
  if (tx.status === 'pending') {
    if (action === 'pay') {
      await db
        .updateTable('payment_sandbox_transactions')
        .set({ status: 'paid', paid_amount: paidAmount ?? Number(tx.amount), ref_id: String(crypto.randomInt(100_000_000, 999_999_999)) })
        .where('authority', '=', authority)
        .where('status', '=', 'pending')
        .execute();
    } else {
      await db.updateTable('payment_sandbox_transactions').set({ status: 'cancelled' }).where('authority', '=', authority).where('status', '=', 'pending').execute();
    }
  }
  const now = await db.selectFrom('payment_sandbox_transactions').select(['status', 'callback_url']).where('authority', '=', authority).executeTakeFirstOrThrow();
  const url = new URL(String(now.callback_url));
  url.searchParams.set('Authority', authority);
  url.searchParams.set('Status', now.status === 'paid' ? 'OK' : 'NOK');
  return url.toString();
}
