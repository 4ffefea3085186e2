/** What every BasketPage test file shares: the page at its routes, an api that keeps one cart, the toasts, an address. */
import { Route, Routes, useLocation } from 'shared-lib/router';
import { getBus, resetBusForTests, type Topics } from 'shared-lib/bus';
import { renderPage, fakeApi, type FakeRequest } from 'shared-lib/test-utils';
import { BasketPage } from './BasketPage';
import { cartTypeOf, cartView, DELIVERY } from '../../test/fixtures';
import type { CartView, SavedAddress } from 'contracts/cart';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

export function renderBasket(openExternal = jest.fn(() => true), path = '/en/basket') {
  renderPage(
    <Routes>
      <Route path="/en/basket" element={<BasketPage openExternal={openExternal} />} />
      <Route path="/basket" element={<BasketPage openExternal={openExternal} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path, namespaces: { cart: { fa, en } } },
  );
  return openExternal;
}

/** An api that keeps one cart and answers each update type like the server would (simplified). */
export function fakeServer(initial: CartView = cartView(), overrides: Partial<Record<number, (c: FakeRequest) => unknown>> = {}, addressBook: SavedAddress[] = []) {
  let cart = initial;
  let book = addressBook;
  const calls = fakeApi((c) => {
    if (c.path === '/api/cart/addresses') return { data: book };
    if (c.method === 'DELETE' && c.path.startsWith('/api/cart/addresses/')) {
      book = book.filter((a) => `/api/cart/addresses/${a.id}` !== c.path);
      return { data: book };
    }
    const type = cartTypeOf(c);
    const custom = overrides[type];
    if (custom) return custom(c) as never;
    switch (type) {
      case 14:
        return { data: cart };
      case 15:
        return { data: { deliveryId: cart.deliveryId, deliveryMethods: DELIVERY } };
      case 1: {
        const items = cart.cartItems.map((l) => (l.productId === c.body!.productItemId ? { ...l, count: l.count + Number(c.body!.count), lineTotal: (l.count + Number(c.body!.count)) * l.price! } : l));
        cart = { ...cart, cartItems: items, itemCount: items.reduce((s, l) => s + l.count, 0) };
        return { data: cart };
      }
      case 4: {
        const items = cart.cartItems.filter((l) => l.productId !== c.body!.productItemId);
        cart = { ...cart, cartItems: items, itemCount: items.reduce((s, l) => s + l.count, 0) };
        return { data: cart };
      }
      case 5:
        cart = { ...cart, address: c.body!.address as CartView['address'] };
        return { data: cart };
      case 6:
        cart = { ...cart, deliveryId: Number(c.body!.deliveryId), delivery: DELIVERY.find((d) => d.id === c.body!.deliveryId)! };
        return { data: cart };
      case 9:
        cart = { ...cart, paymentMethod: c.body!.paymentMethod as 'online' | 'cheque' };
        return { data: cart };
      default:
        return { status: 400, messages: [{ item1: 'unexpected' }] };
    }
  }, { locale: 'en' }).calls;
  return { calls, current: () => cart };
}

export function toasts() {
  const seen: Array<Topics['toast:show']> = [];
  getBus().subscribe('toast:show', (t) => seen.push(t));
  return seen;
}

export const ADDRESS = { recipient: 'Sara Ahmadi', mobile: '09121234567', province: 'Tehran', city: 'Tehran', street: 'Valiasr 12', postalCode: '1234567890' };

/** A fresh bus and a guest basket cookie before each test; real timers after it. */
export function resetBasketEachTest() {
  beforeEach(() => {
    resetBusForTests();
    document.cookie = 'basketId=b-1';
  });
  afterEach(() => jest.useRealTimers());
}
