import type { PriceChange } from 'contracts/cart';
import type { DB } from '../../../db/database';
import { conflict } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import type { CartProductInfo } from '../../catalog/public';
import { productName } from './products';
import type { BasketLineRow } from './queries';

/**
 * Prices that changed under a basket. Each line keeps `seen_price`: the unit price the shopper was
 * last shown for it. It is set when the line is added (the product page showed that price) and moves
 * to the current price whenever a basket answer shows the line at that price (view.ts). Why the
 * server keeps it rather than the client acknowledging: the server knows exactly what it answered,
 * no new request type is needed, and the order (setOrder) checks the same column under the
 * basket's lock, so nothing is ordered at a price no answer has shown.
 *
 * Which answers count as shown: every basket answer shows all its lines (only the basket page asks
 * for them), except add (1), which the product page's confirmation also makes and which shows only
 * the added product: it marks that one line.
 */

/** What an answer marks as seen: every line, or only one product's line (add). */
export type SeenScope = 'all' | { productId: number };

/** The change to report for a line, or undefined when the shopper has seen this price (or it is not known). */
export function priceChangeOf(line: Pick<BasketLineRow, 'seen_price'>, current: number | null): PriceChange | undefined {
  if (current === null || line.seen_price === null || line.seen_price === current) return undefined;
  return { previous: line.seen_price, current };
}

const inScope = (scope: SeenScope, line: BasketLineRow) => scope === 'all' || scope.productId === line.product_id;

/**
 * Records that an answer showed these lines at these prices. Only lines whose price differs are
 * written (one small update each, and only after a change). A line added before seen_price existed
 * (null) simply takes the price shown. Runs outside the basket's lock on a read (getCart): at worst
 * a parallel answer's older price wins, and the order then asks the shopper to look once more.
 */
export async function markPricesSeen(db: DB, shown: Array<{ line: BasketLineRow; price: number | null }>, scope: SeenScope): Promise<void> {
  for (const { line, price } of shown) {
    if (price === null || line.seen_price === price || !inScope(scope, line)) continue;
    await db.updateTable('basket_lines').set({ seen_price: price }).where('id', '=', line.id).execute();
  }
}

/**
 * setOrder: refuses (409, nothing written) when a line's current price is one the shopper has not
 * been shown yet; the storefront then reads the basket again, which shows the notice and marks it seen.
 */
export function refuseUnseenPrices(lines: BasketLineRow[], products: Map<number, CartProductInfo>, lang: Lang): void {
  const unseen = lines.filter((l) => {
    const p = products.get(l.product_id);
    return p && p.price !== null && l.seen_price !== null && l.seen_price !== p.price;
  });
  if (unseen.length === 0) return;
  // quoted as the other cart messages quote a product: «…» in fa and ru, "…" in en
  const quote = (name: string) => (lang === 'en' ? `"${name}"` : `«${name}»`);
  const names = unseen.map((l) => quote(productName(products.get(l.product_id)!, lang))).join(lang === 'fa' ? '، ' : ', ');
  throw conflict('cart.priceChanged', { names });
}
