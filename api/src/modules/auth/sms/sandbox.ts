import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { SmsSender } from './sender';

const TEXT: Record<Lang, (code: string) => string> = {
  fa: (code) => `کد ورود شما به فروشگاه: ${code}`,
  en: (code) => `Your storefront login code: ${code}`,
  ru: (code) => `Ваш код входа в магазин: ${code}`,
};

/**
 * Development and test SMS: the message lands in the auth_sms_outbox table, read through
 * GET /api/dev/sms-outbox. Never used in production (createSmsSender refuses it).
 */
export class SandboxSms implements SmsSender {
  readonly name = 'sandbox' as const;
  constructor(private db: DB) {}

  async sendOtp(mobile: string, code: string, lang: Lang): Promise<void> {
    const now = new Date();
    // keep a day of messages: enough for any test run, never a growing table
    await this.db.deleteFrom('auth_sms_outbox').where('created_at', '<', new Date(now.getTime() - 86_400_000).toISOString()).execute();
    await this.db
      .insertInto('auth_sms_outbox')
      .values({ mobile, text: TEXT[lang](code), code, created_at: now.toISOString() })
      .execute();
  }

  async sendText(mobile: string, text: string): Promise<void> {
    await this.db.insertInto('auth_sms_outbox').values({ mobile, text: text.slice(0, 500), code: null, created_at: new Date().toISOString() }).execute();
  }
}
