import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import type { RateLimiter } from '../../../lib/rate-limit';
import type { PaymentGateway } from '../payment/gateway';
import type { CartLimits } from './rules';

/** What the cart's services need: the database, the configuration and the payment gateway in use. */
export interface CartDeps {
  db: DB;
  config: Config;
  gateway: PaymentGateway;
  /** per-address and per-basket attempt counters (setReserve, discount codes) */
  limiter: RateLimiter;
  limits: CartLimits;
}

export const localePrefix = (lang: Lang) => (lang === 'fa' ? '' : `/${lang}`);

/** The storefront's order page, in the locale the order was placed in. */
export const orderPageUrl = (config: Config, orderId: number, lang: Lang) =>
  `${config.publicUrl.replace(/\/+$/, '')}${localePrefix(lang)}/profile/accountorder/${orderId}`;
