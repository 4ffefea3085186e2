import { api } from 'shared-lib/api';
import type { Address, CartView, DeliveryMethod, OrderAnswer, OrderView, PaymentMethod } from './types';

/** Spec §4: the cart update types of POST /api/cart/cart. */
export const CartUpdateType = {
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
} as const;

/** The basketId cookie's value (spec §3: kept in a cookie and also sent as uniqueId). Read at call time only. */
export function basketIdFromCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === 'basketId' && v.length) return decodeURIComponent(v.join('='));
  }
  return null;
}

function cartCall<T>(cartUpdateType: number, fields: Record<string, unknown> = {}): Promise<T> {
  return api<T>('/api/cart/cart', { method: 'POST', body: { cartUpdateType, uniqueId: basketIdFromCookie(), ...fields } });
}

export const cartApi = {
  add: (productItemId: number, count: number) => cartCall<CartView>(CartUpdateType.add, { productItemId, count }),
  remove: (productItemId: number) => cartCall<CartView>(CartUpdateType.delete, { productItemId }),
  setAddress: (address: Address) => cartCall<CartView>(CartUpdateType.setAddress, { address }),
  removeAddress: () => cartCall<CartView>(CartUpdateType.removeAddress),
  setDelivery: (deliveryId: number) => cartCall<CartView>(CartUpdateType.setDelivery, { deliveryId }),
  setDiscount: (discountCode: string) => cartCall<CartView>(CartUpdateType.setRebate, { discountCode }),
  removeDiscount: () => cartCall<CartView>(CartUpdateType.removeRebate),
  setPaymentMethod: (paymentMethod: PaymentMethod) => cartCall<CartView>(CartUpdateType.setMerchant, { paymentMethod }),
  setBonus: () => cartCall<CartView>(CartUpdateType.setBonus),
  removeBonus: () => cartCall<CartView>(CartUpdateType.removeBonus),
  placeOrder: () => cartCall<OrderAnswer>(CartUpdateType.setOrder),
  count: () => cartCall<{ uniqueId: string | null; itemCount: number }>(CartUpdateType.getCartCount),
  get: () => cartCall<CartView>(CartUpdateType.getCart),
  deliveryMethods: () => cartCall<{ deliveryId: number | null; deliveryMethods: DeliveryMethod[] }>(CartUpdateType.getDelivery),
};

export interface ChequeInput {
  sayadId: string;
  serial?: string;
  bankName: string;
  ownerName: string;
  amount: number;
  dueDate: string;
  imageUrl: string;
}

export const orderApi = {
  get: (id: number, signal?: AbortSignal) => api<OrderView>(`/api/productOrder/${id}`, { signal }),
  retryPayment: (id: number) => api<OrderAnswer>(`/api/productOrder/${id}/retryPayment`, { method: 'POST', body: {} }),
  submitCheque: (id: number, cheque: ChequeInput) => api<OrderView>(`/api/productOrder/${id}/cheque`, { method: 'POST', body: cheque }),
};
