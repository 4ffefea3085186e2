/** The shop's cart and order rules in one place (documented in README.md). */

/** How long setReserve (19) holds a basket's stock. */
export const BASKET_RESERVE_MINUTES = 15;
/** How long a placed online order holds its stock, bonus and discount while it waits for payment. */
export const ONLINE_ORDER_HOLD_MINUTES = 30;
// A cheque order's hold (CHEQUE_HOLD_HOURS, 24 by default), the unpaid cheque orders one account may
// have (CHEQUE_MAX_OPEN_ORDERS, 2) and the units of one product in one (CHEQUE_MAX_UNITS_PER_LINE, 10)
// are settings: config.orders (api/src/config.ts).
/** Units one basket may hold with setReserve (Σ counts of its lines). */
export const RESERVE_MAX_UNITS = 10;
/** Holds one basket may take with setReserve in its life: the first and two renewals. */
export const RESERVE_MAX_HOLDS = 3;
/** Extra hold granted while a successful bank callback is being verified, so the hold cannot lapse mid-verify. */
export const VERIFY_HOLD_MINUTES = 10;
/** A payment stuck in `verifying` this long (a crash mid-verify) may be verified again (gateways verify idempotently). */
export const STALE_VERIFY_MINUTES = 2;
/** Bonus credit earned on a paid order: this percent of its items total (after discount). */
export const BONUS_EARN_PERCENT = 2;
/** Addresses one shopper may keep in their address book. */
export const MAX_SAVED_ADDRESSES = 10;
/** Largest |count| one add call may carry. */
export const MAX_COUNT_DELTA = 10000;
/** Rate windows of the cart (per client address, per basket), counted by api/src/lib/rate-limit.ts. */
export interface CartLimits {
  reservePerIp: { max: number; windowMs: number };
  discountPerIp: { max: number; windowMs: number };
  discountPerBasket: { max: number; windowMs: number };
}
export const CART_LIMITS: CartLimits = {
  // setReserve from one address: a shop's customers behind one NAT reserve rarely
  reservePerIp: { max: 20, windowMs: 60 * 60_000 },
  // discount code tries: a shopper mistypes a few times, a brute force tries thousands
  discountPerIp: { max: 30, windowMs: 15 * 60_000 },
  discountPerBasket: { max: 10, windowMs: 15 * 60_000 },
};
/** How often expired holds are given back. */
export const SWEEP_INTERVAL_MS = 30_000;
/** basketId cookie lifetime. */
export const BASKET_COOKIE_DAYS = 30;

export const minutesFromNow = (m: number, from = Date.now()) => new Date(from + m * 60_000).toISOString();
