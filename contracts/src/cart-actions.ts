/**
 * Free of TypeBox: the storefront imports this file by value (a few numbers in its bundle, nothing else).
 *
 * Spec §4: the cart update types of POST /api/cart/cart (`cartUpdateType`). A small const object the
 * storefront imports by value; the api dispatches on it.
 */
export const CartAction = {
  none: 0,
  add: 1,
  delete: 4,
  setAddress: 5,
  setDelivery: 6,
  setRebate: 7,
  removeRebate: 8,
  setMerchant: 9,
  setOrder: 11,
  getCartCount: 13,
  getCart: 14,
  getDelivery: 15,
  removeAddress: 16,
  setBonus: 17,
  removeBonus: 18,
  setReserve: 19,
  setParentOrderId: 20,
} as const;
export type CartAction = (typeof CartAction)[keyof typeof CartAction];
