import type { CartView, PriceChange } from 'contracts/cart';

/** The price notices the basket page shows, by line id. */
export type PriceNotices = Record<number, PriceChange>;

/**
 * The api reports a line's price change once, in the first answer that shows the new price (it then
 * counts as seen). The page keeps each notice for the visit, so the next change (a quantity, the
 * delivery) does not wipe it before the shopper has read it: a notice goes when its line goes, or
 * when the line's price is no longer the one the notice announced (a newer notice replaces it).
 * Answers the previous object when nothing changed (no extra render).
 */
export function mergePriceNotices(prev: PriceNotices, view: CartView): PriceNotices {
  const next: PriceNotices = {};
  for (const line of view.cartItems) {
    const kept = prev[line.id];
    if (line.priceChange) next[line.id] = line.priceChange;
    else if (kept && kept.current === line.price) next[line.id] = kept;
  }
  const same = Object.keys(next).length === Object.keys(prev).length && Object.entries(next).every(([id, n]) => prev[Number(id)] === n);
  return same ? prev : next;
}
