import { api } from 'shared-lib/api';
import { readCookie } from 'shared-lib/cookies';
import { CartAction } from 'contracts/cart-actions';
import type { Address, CartBody, CartCount, CartView, DeliveryList, PaymentAnswer, PaymentMethod } from 'contracts/cart';

/** The basketId cookie's value (spec §3: kept in a cookie and also sent as uniqueId). Read at call time only. */
export function basketIdFromCookie(): string | null {
  return readCookie('basketId') ?? null;
}

/** POST /api/cart/cart with one update type (CartAction) and its fields. */
function cartCall<T>(cartUpdateType: CartAction, fields: Omit<CartBody, 'cartUpdateType' | 'uniqueId'> = {}, signal?: AbortSignal): Promise<T> {
  const body: CartBody = { cartUpdateType, uniqueId: basketIdFromCookie(), ...fields };
  return api<T>('/api/cart/cart', { method: 'POST', body, signal });
}

export const cartApi = {
  add: (productItemId: number, count: number) => cartCall<CartView>(CartAction.add, { productItemId, count }),
  remove: (productItemId: number) => cartCall<CartView>(CartAction.delete, { productItemId }),
  /** `remember` false keeps a logged-in shopper's address out of their address book */
  setAddress: (address: Address, remember = true) => cartCall<CartView>(CartAction.setAddress, remember ? { address } : { address, rememberAddress: false }),
  removeAddress: () => cartCall<CartView>(CartAction.removeAddress),
  setDelivery: (deliveryId: number) => cartCall<CartView>(CartAction.setDelivery, { deliveryId }),
  setDiscount: (discountCode: string) => cartCall<CartView>(CartAction.setRebate, { discountCode }),
  removeDiscount: () => cartCall<CartView>(CartAction.removeRebate),
  setPaymentMethod: (paymentMethod: PaymentMethod) => cartCall<CartView>(CartAction.setMerchant, { paymentMethod }),
  setBonus: () => cartCall<CartView>(CartAction.setBonus),
  removeBonus: () => cartCall<CartView>(CartAction.removeBonus),
  placeOrder: () => cartCall<PaymentAnswer>(CartAction.setOrder),
  count: () => cartCall<CartCount>(CartAction.getCartCount),
  get: (signal?: AbortSignal) => cartCall<CartView>(CartAction.getCart, {}, signal),
  deliveryMethods: (signal?: AbortSignal) => cartCall<DeliveryList>(CartAction.getDelivery, {}, signal),
};
