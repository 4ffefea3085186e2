import type { CartView, OrderView } from 'contracts/cart';

export const DELIVERY = [
  { id: 1, code: 'post', name: 'Express post', description: '2 to 4 days', price: 450_000, freeAbove: 50_000_000, requiresAddress: true },
  { id: 4, code: 'pickup', name: 'Pickup at the warehouse', description: null, price: 0, freeAbove: null, requiresAddress: false },
];

export function cartView(over: Partial<CartView> = {}): CartView {
  return {
    uniqueId: 'b-1',
    itemCount: 3,
    cartItems: [
      { id: 11, productId: 7, count: 2, name: 'CO2 extinguisher 6 kg', slug: 'co2-6kg', image: null, price: 2_000_000, lineTotal: 4_000_000, stock: 9, reserved: 0, available: true, problems: [] },
      { id: 12, productId: 8, count: 1, name: 'Fire blanket', slug: 'fire-blanket', image: null, price: 700_000, lineTotal: 700_000, stock: 3, reserved: 0, available: true, problems: [] },
    ],
    deliveryId: 1,
    delivery: DELIVERY[0],
    deliveryCosts: [
      { id: 1, cost: 450_000 },
      { id: 4, cost: 0 },
    ],
    address: null,
    discount: null,
    paymentMethod: 'online',
    bonus: { requested: null, applied: 0, balance: 0 },
    parentOrderId: null,
    reserveExpiresAt: null,
    totals: { items: 4_700_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 468_182, vatIncluded: true, bonus: 0, payable: 5_150_000 },
    ...over,
  };
}

export function orderView(over: Partial<OrderView> = {}): OrderView {
  return {
    id: 42,
    productOrderId: 42,
    status: 'paid',
    paymentMethod: 'online',
    isOnline: true,
    isCheque: false,
    locale: 'en',
    createdAt: '2025-01-10T10:00:00.000Z',
    paidAt: '2025-01-10T10:05:00.000Z',
    lines: [{ productId: 7, name: 'CO2 extinguisher 6 kg', slug: 'co2-6kg', image: null, unitPrice: 2_000_000, count: 2, lineTotal: 4_000_000 }],
    itemCount: 2,
    delivery: { id: 1, code: 'post', name: 'Express post', price: 450_000 },
    address: { recipient: 'Sara Ahmadi', mobile: '09121234567', province: 'Tehran', city: 'Tehran', street: 'Valiasr 12', postalCode: '1234567890' },
    discountCode: null,
    totals: { items: 4_000_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 404_545, vatIncluded: true, bonus: 0, payable: 4_450_000 },
    bonusEarned: 80_000,
    hold: { status: 'sold', expiresAt: null },
    payment: { id: 5, status: 'paid', amount: 4_450_000, refId: '123456789', failureCode: null },
    payments: [],
    cheque: null,
    history: [],
    canRetryPayment: false,
    canSubmitCheque: false,
    parentOrderId: null,
    mergedIntoId: null,
    ...over,
  };
}
