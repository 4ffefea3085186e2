import type { FastifyInstance } from 'fastify';
import { SettingsError } from 'contracts/settings';
import './messages';
import { addressRoutes } from './addresses/routes';
import { bonusRoutes } from './bonus/routes';
import { basketRoutes } from './basket/routes';
import { releaseExpiredBasketHolds } from './basket/reserve';
import type { CartDeps } from './lib/deps';
import { CART_LIMITS, SWEEP_INTERVAL_MS } from './lib/rules';
import { adminOrderRoutes } from './orders/admin/routes';
import { releaseExpiredOrderHolds } from './orders/hold';
import { setOrderTexter, sweepNotifications } from './orders/notify';
import { keepChequePictures } from './orders/cheque-pictures';
import { orderRoutes } from './orders/routes';
import { invoiceRoutes } from './orders/invoice-routes';
import type { PaymentGateway } from './payment/gateway';
import { paymentRoutes } from './payment/routes';
import { SandboxGateway } from './payment/sandbox';
import { reverifyStalePayments } from './payment/service';
import { settingsRoutes } from './settings/routes';
import { createSweepLock, Sweeper } from './payment/sweeper';
import { ZarinpalGateway } from './payment/zarinpal';
import type { DB } from '../../db/database';
import { createRateLimiter } from '../../lib/rate-limit';

/** The configured gateway; refuses (a start-up error) the simulated bank in production unless a staging site asks for it. */
export function createGateway(app: FastifyInstance): PaymentGateway {
  const { config, database } = app.ctx;
  if (config.paymentGateway === 'zarinpal') {
    return new ZarinpalGateway({ merchantId: config.zarinpal.merchantId ?? '', sandbox: config.zarinpal.sandbox, baseUrl: config.zarinpal.baseUrl });
  }
  if (config.env === 'production' && !config.allowSandboxInProduction) {
    throw new SettingsError([
      'PAYMENT_GATEWAY: the sandbox gateway is refused in production (no money is ever collected); set PAYMENT_GATEWAY=zarinpal with ZARINPAL_MERCHANT_ID, or ALLOW_SANDBOX_IN_PRODUCTION=true for a staging site',
    ]);
  }
  return new SandboxGateway(database.db, config.publicUrl);
}

/**
 * Gives back every hold whose time ran out (baskets held by setReserve, unpaid orders). With the
 * gateway, payments left in `verifying` by a crash are first verified again, so their orders are
 * completed or released as the gateway answers instead of holding their stock for ever. Then the
 * shoppers' messages a change left unsent (a crash between its commit and the SMS) go out.
 */
export async function releaseExpiredHolds(db: DB, gateway?: PaymentGateway): Promise<{ baskets: number; orders: number; reverified: number; messages: number }> {
  const reverified = gateway ? await reverifyStalePayments({ db, gateway }) : 0;
  const baskets = await releaseExpiredBasketHolds(db);
  const orders = await releaseExpiredOrderHolds(db);
  return { baskets, orders, reverified, messages: await sweepNotifications(db) };
}

/** The cart module's routes, registered under the /api prefix (encapsulated). */
export default async function cartModule(app: FastifyInstance) {
  const deps: CartDeps = {
    db: app.ctx.database.db,
    config: app.ctx.config,
    gateway: createGateway(app),
    limiter: createRateLimiter(app.ctx, { prefix: 'cart' }),
    limits: CART_LIMITS,
  };
  if (deps.gateway.name === 'sandbox' && deps.config.env === 'production') {
    app.log.warn('cart: PAYMENT_GATEWAY is sandbox in production (ALLOW_SANDBOX_IN_PRODUCTION): a staging site, no money is collected');
  }
  // the shoppers' order messages (paid, cheque received/cleared/bounced, shipped, cancelled) go through the auth module's SMS adapter
  setOrderTexter(deps.db, app.auth.sms, app.log);
  // the cheques' pictures are uploads the content module would otherwise sweep after a day
  keepChequePictures(deps.db);
  basketRoutes(app, deps);
  addressRoutes(app, deps);
  bonusRoutes(app, deps);
  orderRoutes(app, deps);
  adminOrderRoutes(app, deps);
  invoiceRoutes(app, deps);
  // the back office's shop settings (owner): VAT, the company's details, delivery methods, discount codes
  settingsRoutes(app);
  paymentRoutes(app, deps);

  // one sweeper for every api instance on one PostgreSQL database (advisory lock); SQLite sweeps as before
  const sweeper = new Sweeper({
    lock: createSweepLock(app.ctx.database, app.ctx.config.databaseUrl, app.log),
    sweep: () => releaseExpiredHolds(deps.db, deps.gateway),
    intervalMs: SWEEP_INTERVAL_MS,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    if (app.ctx.config.env === 'test') return; // tests call releaseExpiredHolds themselves
    sweeper.start();
  });
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await deps.limiter.close();
  });
}
