import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import type { SmsSender } from './sender';
import { KavenegarSms } from './kavenegar';
import { SandboxSms } from './sandbox';

/** Picks the provider from the configuration; refuses unsafe setups at start-up. */
export function createSmsSender(config: Config, db: DB): SmsSender {
  if (config.smsProvider === 'kavenegar') {
    const { apiKey, template, baseUrl } = config.kavenegar;
    if (!apiKey || !template) throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE');
    return new KavenegarSms({ apiKey, template, baseUrl });
  }
  if (config.env === 'production') {
    // A sandbox in production would publish every login code on /api/dev/sms-outbox.
    throw new Error('The sandbox SMS provider is refused in production: set SMS_PROVIDER=kavenegar');
  }
  return new SandboxSms(db);
}
