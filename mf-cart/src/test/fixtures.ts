import { getOrder, updateCart } from 'contracts/cart';
import type { CartView, OrderView } from 'contracts/cart';
import { exampleData, type FakeRequest } from 'shared-lib/test-utils';

// The cart remote's fixtures are the contract's examples (contracts/src/cart.ts), in English (the
// tests read the English page) and with what the tests assume: basket 'b-1', no address chosen yet,
// an order whose payment and history lists are empty.

const exampleCart = exampleData(updateCart) as CartView;
const exampleOrder = exampleData(getOrder);

const address = { recipient: 'Sara Ahmadi', mobile: '09121234567', province: 'Tehran', city: 'Tehran', street: 'Valiasr 12', postalCode: '1234567890' };

export const DELIVERY = [
  { ...exampleCart.delivery!, name: 'Express post', description: '2 to 4 days' },
  { id: 4, code: 'pickup', name: 'Pickup at the warehouse', description: null, price: 0, freeAbove: null, requiresAddress: false },
];

export function cartView(over: Partial<CartView> = {}): CartView {
  const [co2, blanket] = exampleCart.cartItems;
  return {
    ...exampleCart,
    uniqueId: 'b-1',
    cartItems: [
      { ...co2, name: 'CO2 extinguisher 6 kg', image: null },
      { ...blanket, name: 'Fire blanket' },
    ],
    delivery: DELIVERY[0],
    address: null,
    ...over,
  };
}

export function orderView(over: Partial<OrderView> = {}): OrderView {
  return {
    ...exampleOrder,
    locale: 'en',
    lines: exampleOrder.lines.map((l) => ({ ...l, name: 'CO2 extinguisher 6 kg' })),
    delivery: { ...exampleOrder.delivery!, name: 'Express post' },
    address,
    payments: [],
    history: [],
    ...over,
  };
}

/** The update type (CartAction) of a call to POST /api/cart/cart. */
export const cartTypeOf = (c: FakeRequest) => Number(c.body?.cartUpdateType);
