import type { FastifyInstance } from 'fastify';
import type { DB, Dialect } from '../../db/database';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import type { AuthRuntime } from '../auth/public';

const MINUTE = 60_000;

/**
 * The back-office's session lifetimes. A staff session ends after 30 idle minutes or 12 hours in
 * all (a full working day), whichever comes first: an unattended office computer or a stolen cookie
 * is worth little for long. `touchEveryMs`: the last-seen time is written at most once a minute, so
 * the idle limit is kept to within a minute without a write on every click.
 */
export interface BackofficeLimits {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  touchEveryMs: number;
}

export const defaultBackofficeLimits: BackofficeLimits = { sessionIdleMs: 30 * MINUTE, sessionAbsoluteMs: 12 * 60 * MINUTE, touchEveryMs: MINUTE };

/** What the back-office's routes and its route guard share, one per app (`app.backoffice`). */
export interface BackofficeRuntime {
  db: DB;
  dialect: Dialect;
  /** The auth module's runtime: codes, SMS, the shoppers' limits, and the clock tests move. */
  auth: AuthRuntime;
  limits: BackofficeLimits;
  now(): number;
  /** the api's rate limiter under the `admin` prefix (sign-in attempts per mobile and per address) */
  rate: RateLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    backoffice: BackofficeRuntime;
  }
}

export function createBackofficeRuntime(app: FastifyInstance): BackofficeRuntime {
  const auth = app.auth;
  return {
    db: app.ctx.database.db,
    dialect: app.ctx.database.dialect,
    auth,
    limits: { ...defaultBackofficeLimits },
    // one clock for codes and staff sessions (the tests' useFakeClock replaces auth.now)
    now: () => auth.now(),
    rate: createRateLimiter(app.ctx, { prefix: 'admin', now: () => auth.now(), tooManyCode: 'auth.tooManyRequests', unavailableCode: 'auth.unavailable' }),
  };
}
