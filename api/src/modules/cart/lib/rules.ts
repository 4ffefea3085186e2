/** The shop's cart and order rules in one place (documented in README.md). */

/** How long setReserve (19) holds a basket's stock. */
export const BASKET_RESERVE_MINUTES = 15;
/** How long a placed online order holds its stock, bonus and discount while it waits for payment. */
export const ONLINE_ORDER_HOLD_MINUTES = 30;
/** How long a cheque order waits for the cheque's details before it is cancelled. */
export const CHEQUE_ORDER_HOLD_HOURS = 72;
/** Extra hold granted while a successful bank callback is being verified, so the hold cannot lapse mid-verify. */
export const VERIFY_HOLD_MINUTES = 10;
/** A payment stuck in `verifying` this long (a crash mid-verify) may be verified again (gateways verify idempotently). */
export const STALE_VERIFY_MINUTES = 2;
/** Bonus credit earned on a paid order: this percent of its items total (after discount). */
export const BONUS_EARN_PERCENT = 2;
/** Largest |count| one add call may carry. */
export const MAX_COUNT_DELTA = 10000;
/** How often expired holds are given back. */
export const SWEEP_INTERVAL_MS = 30_000;
/** basketId cookie lifetime. */
export const BASKET_COOKIE_DAYS = 30;

export const minutesFromNow = (m: number, from = Date.now()) => new Date(from + m * 60_000).toISOString();
