import { SettingsError } from 'contracts/settings';
import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import type { SmsSender } from './sender';
import { KavenegarSms } from './kavenegar';
import { SandboxSms } from './sandbox';

/** Picks the provider from the configuration; refuses unsafe setups at start-up. */
export function createSmsSender(config: Config, db: DB): SmsSender {
  if (config.smsProvider === 'kavenegar') {
    const { apiKey, template, baseUrl } = config.kavenegar;
    if (!apiKey || !template) throw new SettingsError(['SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE']);
    return new KavenegarSms({ apiKey, template, baseUrl });
  }
  if (config.env === 'production' && !config.allowSandboxInProduction) {
    // The sandbox sends nobody anything: shoppers could never log in. A staging site may ask for it.
    throw new SettingsError([
      'SMS_PROVIDER: the sandbox SMS provider is refused in production (it sends no SMS); set SMS_PROVIDER=kavenegar with KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE, or ALLOW_SANDBOX_IN_PRODUCTION=true for a staging site',
    ]);
  }
  return new SandboxSms(db);
}
