import type { FastifyInstance } from 'fastify';
import { createRateLimiter, type RateLimiter, type RateWindow } from '../../../lib/rate-limit';
import type { MessageCode } from '../../../lib/i18n';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Per-address limits of the catalog's writes (fixed windows on the general limiter: the database,
 * or Redis when REDIS_URL is set). A guest can always drop the rater cookie and rate again, so the
 * address bounds what one device (or one office behind one address) can add.
 */
export const CATALOG_LIMITS = {
  /** ratings of one product from one address */
  ratingsPerProduct: { max: 5, windowMs: DAY },
  /** ratings from one address, every product together */
  ratingsPerAddress: { max: 30, windowMs: HOUR },
  /** price inquiries for one product from one address */
  inquiriesPerProduct: { max: 5, windowMs: HOUR },
  /** price inquiries from one address, every product together */
  inquiriesPerAddress: { max: 20, windowMs: HOUR },
} satisfies Record<string, RateWindow>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogLimiter: RateLimiter;
  }
}

/** One limiter for the module (decorated on its encapsulated instance), closed with the app. */
export function registerCatalogLimiter(app: FastifyInstance): void {
  // in Redis under the shop's prefix (AUTH_REDIS_PREFIX), so that shops sharing a Redis keep their counters apart
  const limiter = createRateLimiter(app.ctx, {
    prefix: 'catalog',
    tooManyCode: 'catalog.tooManyRequests',
    redisKeyPrefix: `${app.ctx.config.auth.redisPrefix}rl:`,
  });
  app.decorate('catalogLimiter', limiter);
  app.addHook('onClose', () => limiter.close());
}

/** Counts one call of `bucket` for the address and for the address and product; a localized 429 past either. */
export async function consumePerAddress(
  limiter: RateLimiter,
  bucket: 'rate' | 'inquiry',
  ip: string,
  productId: number,
  code: MessageCode,
): Promise<void> {
  const [perAddress, perProduct] =
    bucket === 'rate'
      ? [CATALOG_LIMITS.ratingsPerAddress, CATALOG_LIMITS.ratingsPerProduct]
      : [CATALOG_LIMITS.inquiriesPerAddress, CATALOG_LIMITS.inquiriesPerProduct];
  await limiter.consume(`${bucket}-ip`, ip, perAddress, code);
  await limiter.consume(`${bucket}-product`, `${ip}:${productId}`, perProduct, code);
}
