import type { ImageRef } from 'shared-lib/api';

/** The api's cart view (POST /api/cart/cart, every change and getCart 14). Money in Rials. */
export interface CartItem {
  id: number;
  productId: number;
  count: number;
  name: string | null;
  slug: string | null;
  image: ImageRef | null;
  price: number | null;
  lineTotal: number;
  stock: number;
  reserved: number;
  available: boolean;
  problems: string[];
}

export interface DeliveryMethod {
  id: number;
  code: string;
  name: string;
  description: string | null;
  price: number;
  freeAbove: number | null;
  requiresAddress: boolean;
}

export interface Address {
  recipient: string;
  mobile: string;
  province: string;
  city: string;
  street: string;
  postalCode: string;
}

export interface Totals {
  items: number;
  discount: number;
  delivery: number;
  vatPercent: number;
  vat: number;
  bonus: number;
  payable: number;
}

export type PaymentMethod = 'online' | 'cheque';

export interface CartView {
  uniqueId: string | null;
  itemCount: number;
  cartItems: CartItem[];
  deliveryId: number | null;
  delivery: DeliveryMethod | null;
  address: Address | null;
  discount: { code: string; kind: 'percent' | 'amount'; value: number; applied: boolean; problem: string | null } | null;
  paymentMethod: PaymentMethod;
  bonus: { requested: number | null; applied: number; balance: number };
  parentOrderId: number | null;
  reserveExpiresAt: string | null;
  totals: Totals;
}

/** setOrder 11 and retryPayment. */
export interface OrderAnswer {
  isOnline: boolean;
  isCheque: boolean;
  paymentId: number | null;
  paymentUrl: string | null;
  productOrderId: number;
}

export type OrderStatus = 'placed' | 'paid' | 'failed' | 'cancelled' | 'merged' | 'awaiting_cheque' | 'cheque_received' | 'confirmed';

export interface OrderView {
  id: number;
  productOrderId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  isOnline: boolean;
  isCheque: boolean;
  locale: string;
  createdAt: string;
  paidAt: string | null;
  lines: Array<{ productId: number; name: string; slug: string; image: ImageRef | null; unitPrice: number; count: number; lineTotal: number }>;
  itemCount: number;
  delivery: { id: number; code: string; name: string; price: number };
  address: Address | null;
  discountCode: string | null;
  totals: Totals;
  bonusEarned: number;
  hold: { status: 'held' | 'released' | 'sold'; expiresAt: string | null };
  payment: { id: number; status: string; amount: number; refId: string | null; failureCode: string | null } | null;
  payments: Array<{ id: number; status: string; amount: number; refId: string | null; failureCode: string | null; createdAt: string }>;
  cheque: { sayadId: string; serial: string | null; bankName: string; ownerName: string; amount: number; dueDate: string; imageUrl: string; status: string } | null;
  canRetryPayment: boolean;
  canSubmitCheque: boolean;
  parentOrderId: number | null;
  mergedIntoId: number | null;
}
