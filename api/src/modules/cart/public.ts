/**
 * What other modules (auth) may use of the cart. Owned by the cart module; everything else in this
 * folder is private to it.
 *
 * - mergeGuestBasket (basket/merge.ts): called by auth right after a login or registration with the
 *   guest's basket id; answers the uniqueId of the basket the user now owns (or null).
 * - setBasketIdCookie (basket/cookie.ts): the one basketId cookie writer, for the cart and for auth
 *   after a merge.
 * - productIdsInOrders: read-only, for the catalog's back office (archive instead of delete).
 * - orderSummaries, customerOrders, addressBookOf: read-only, for the auth module's back-office
 *   customers (a page of customers' order counts and newest order; one customer's orders and
 *   address book).
 */
import type { DB } from '../../db/database';

export { mergeGuestBasket } from './basket/merge';
export { setBasketIdCookie } from './basket/cookie';
export { orderSummaries, customerOrders } from './orders/of-customer';
export { addressBook as addressBookOf } from './addresses/queries';

/**
 * Of these product ids, the ones some order's lines name (read-only; for the catalogue's back
 * office, which archives such a product instead of deleting it: an order keeps pointing at it).
 */
export async function productIdsInOrders(db: DB, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.selectFrom('product_order_lines').select('product_id').distinct().where('product_id', 'in', productIds).execute();
  return new Set(rows.map((r) => Number(r.product_id)));
}
