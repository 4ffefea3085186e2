import type { FastifyInstance } from 'fastify';
import './messages';
import { basketRoutes } from './basket/routes';
import { releaseExpiredBasketHolds } from './basket/reserve';
import type { CartDeps } from './lib/deps';
import { SWEEP_INTERVAL_MS } from './lib/rules';
import { releaseExpiredOrderHolds } from './orders/hold';
import { orderRoutes } from './orders/routes';
import type { PaymentGateway } from './payment/gateway';
import { paymentRoutes } from './payment/routes';
import { SandboxGateway } from './payment/sandbox';
import { ZarinpalGateway } from './payment/zarinpal';
import type { DB } from '../../db/database';

export function createGateway(app: FastifyInstance): PaymentGateway {
  const { config, database } = app.ctx;
  if (config.paymentGateway === 'zarinpal') {
    return new ZarinpalGateway({ merchantId: config.zarinpal.merchantId ?? '', sandbox: config.zarinpal.sandbox, baseUrl: config.zarinpal.baseUrl });
  }
  return new SandboxGateway(database.db, config.publicUrl);
}

/** Gives back every hold whose time ran out (baskets held by setReserve, unpaid orders). */
export async function releaseExpiredHolds(db: DB): Promise<{ baskets: number; orders: number }> {
  return { baskets: await releaseExpiredBasketHolds(db), orders: await releaseExpiredOrderHolds(db) };
}

/** The cart module's routes, registered under the /api prefix (encapsulated). */
export default async function cartModule(app: FastifyInstance) {
  const deps: CartDeps = { db: app.ctx.database.db, config: app.ctx.config, gateway: createGateway(app) };
  if (deps.gateway.name === 'sandbox' && deps.config.env === 'production') {
    app.log.error('cart: PAYMENT_GATEWAY is sandbox in production: online payments cannot be completed (set PAYMENT_GATEWAY=zarinpal)');
  }
  basketRoutes(app, deps);
  orderRoutes(app, deps);
  paymentRoutes(app, deps);

  let timer: NodeJS.Timeout | null = null;
  let sweeping = false;
  app.addHook('onReady', async () => {
    if (app.ctx.config.env === 'test') return; // tests call releaseExpiredHolds themselves
    timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      releaseExpiredHolds(deps.db)
        .catch((err) => app.log.error({ err }, 'cart: releasing expired holds failed'))
        .finally(() => {
          sweeping = false;
        });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
