import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'shared-lib/router';
import { getBus, resetBusForTests, type Topics } from 'shared-lib/bus';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import { CartWidget } from './CartWidget';
import { cartTypeOf, cartView } from '../../test/fixtures';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import common from 'shared-lib/locales/fa.json';

const namespaces = { cart: { fa, en } };

function renderWidget(path = '/en') {
  return renderPage(
    <Routes>
      <Route path="/en" element={<CartWidget />} />
      <Route path="/" element={<CartWidget />} />
      <Route path="/en/basket" element={<p>basket page</p>} />
    </Routes>,
    { path, namespaces },
  );
}

function toasts() {
  const seen: Array<Topics['toast:show']> = [];
  getBus().subscribe('toast:show', (t) => seen.push(t));
  return seen;
}

describe('CartWidget', () => {
  beforeEach(() => {
    resetBusForTests();
    document.cookie = 'basketId=b-1';
  });
  afterEach(() => jest.useRealTimers());

  it('shows the basket’s count from the api on start and follows cart:count', async () => {
    const calls = fakeApi((c) => (cartTypeOf(c) === 13 ? { data: { uniqueId: 'b-1', itemCount: 3 } } : { status: 500 }), { locale: 'en' }).calls;
    renderWidget();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/en/basket');
    expect(calls[0].body).toEqual({ cartUpdateType: 13, uniqueId: 'b-1' });
    act(() => getBus().publish('cart:count', 12));
    expect(screen.getByRole('link', { name: 'Cart, 12 items' })).toBeInTheDocument();
  });

  it('uses Persian digits in Persian', async () => {
    fakeApi(() => ({ data: { uniqueId: 'b-1', itemCount: 3 } }), { locale: 'en' });
    renderWidget('/');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('۳'));
    expect(screen.getByRole('link', { name: 'سبد خرید، ۳ کالا' })).toHaveAttribute('href', '/basket');
  });

  it('acknowledges cart:add at once, adds through the api, confirms once (greeting by name, no toast) and refreshes the count 5 s later', async () => {
    jest.useFakeTimers();
    const calls = fakeApi((c) => (cartTypeOf(c) === 1 ? { data: cartView({ itemCount: 4 }), messages: [{ item1: 'Added to cart successfully.' }] } : { data: { uniqueId: 'b-1', itemCount: 4 } }), { locale: 'en' }).calls;
    const seen = toasts();
    const acks: string[] = [];
    getBus().subscribe('cart:add-ack', (a) => acks.push(a.requestId));
    const added: Array<Topics['cart:item-added']> = [];
    getBus().subscribe('cart:item-added', (a) => added.push(a));
    getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara Ahmadi', hasPassword: false });
    renderWidget();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const countsBefore = calls.filter((c) => cartTypeOf(c) === 13).length;

    await act(async () => {
      getBus().publish('cart:add', { requestId: 'r1', productId: 7, count: 2, name: 'CO2 extinguisher 6 kg' });
    });
    expect(acks).toEqual(['r1']);
    const add = calls.find((c) => cartTypeOf(c) === 1)!;
    expect(add.body).toEqual({ cartUpdateType: 1, productItemId: 7, count: 2, uniqueId: 'b-1' });
    expect(await screen.findByRole('dialog', { name: 'Dear Sara Ahmadi, your order was added to the cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 4 items', hidden: true })).toBeInTheDocument();
    // one confirmation: no green toast on top of the sheet
    expect(seen).toEqual([]);
    expect(added).toEqual([{ productId: 7, count: 2 }]);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(4900);
    });
    expect(calls.filter((c) => cartTypeOf(c) === 13)).toHaveLength(countsBefore);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(calls.filter((c) => cartTypeOf(c) === 13)).toHaveLength(countsBefore + 1);
  });

  it('shows the product’s picture, name, count and price and the basket’s count and total', async () => {
    const view = cartView({ itemCount: 3 });
    view.cartItems[0].image = { baseUrl: '/api/img/', guidName: 'product-7', extension: 'webp' };
    fakeApi((c) => (cartTypeOf(c) === 1 ? { data: view } : { data: { uniqueId: 'b-1', itemCount: 3 } }), { locale: 'en' });
    renderWidget();
    await act(async () => getBus().publish('cart:add', { requestId: 'r9', productId: 7, count: 2, name: 'CO2 extinguisher 6 kg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order was added to the cart' });
    const product = within(dialog).getByTestId('cart-added-product');
    expect(within(product).getByRole('img', { name: 'CO2 extinguisher 6 kg' })).toHaveAttribute('src', '/api/img/product-7_sm.webp');
    expect(product).toHaveTextContent('Quantity: 2');
    expect(product).toHaveTextContent('2 × 200,000 Toman = 400,000 Toman');
    const basket = within(dialog).getByTestId('cart-added-basket');
    expect(basket).toHaveTextContent('Your cart: 3 items');
    // the items as the basket prices them, VAT included (4,700,000 Rials)
    expect(basket).toHaveTextContent('470,000 Toman');
    expect(basket).toHaveTextContent('Prices include VAT');
  });

  it('says it in Persian with Persian digits, as a bottom sheet on phones', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia;
    try {
      fakeApi((c) => (cartTypeOf(c) === 1 ? { data: cartView({ itemCount: 3 }) } : { data: { uniqueId: 'b-1', itemCount: 3 } }), { locale: 'en' });
      getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'سارا احمدی', hasPassword: false });
      renderWidget('/');
      await act(async () => getBus().publish('cart:add', { requestId: 'r8', productId: 7, count: 2 }));
      const sheet = await screen.findByRole('dialog', { name: 'سارا احمدی عزیز، سفارش شما به سبد خرید اضافه شد' });
      expect(sheet.closest('.MuiDrawer-root')).not.toBeNull();
      expect(sheet).toHaveTextContent('تعداد: ۲');
      expect(sheet).toHaveTextContent('سبد خرید شما: ۳ کالا');
      expect(sheet).toHaveTextContent('۴۷۰٬۰۰۰ تومان');
      // every figure the sheet writes has Persian digits; a name written in Latin keeps its Latin
      // digits ("CO2", not "CO۲": shared-lib/format's localizeText keeps codes and Latin runs)
      expect(sheet).toHaveTextContent('CO2 extinguisher 6 kg');
      expect(sheet.textContent!.replace('CO2 extinguisher 6 kg', '')).not.toMatch(/[0-9]/);
      expect(within(sheet).getByRole('button', { name: 'ادامه خرید' })).toBeInTheDocument();
      expect(within(sheet).getByRole('button', { name: 'مشاهده سبد خرید' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('“continue shopping” closes the sheet; “view cart” goes to /basket', async () => {
    fakeApi((c) => (cartTypeOf(c) === 1 ? { data: cartView() } : { data: { uniqueId: 'b-1', itemCount: 3 } }), { locale: 'en' });
    renderWidget();
    await act(async () => getBus().publish('cart:add', { requestId: 'r2', productId: 7, count: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // a guest is not greeted by name
    await act(async () => getBus().publish('cart:add', { requestId: 'r3', productId: 7, count: 1 }));
    expect(await screen.findByRole('dialog', { name: 'Your order was added to the cart' })).toBeInTheDocument();
    expect(screen.queryByText(/Dear /)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    expect(await screen.findByText('basket page')).toBeInTheDocument();
  });

  it('shows the first server message in a red toast when the add fails, or “something went wrong”', async () => {
    let fail: 'message' | 'silent' = 'message';
    fakeApi((c) => {
      if (cartTypeOf(c) !== 1) return { data: { uniqueId: null, itemCount: 0 } };
      return fail === 'message' ? { status: 400, messages: [{ item1: 'Only 1 of "CO2" in stock.' }, { item1: 'second' }] } : { status: 500 };
    }, { locale: 'en' });
    const seen = toasts();
    renderWidget('/');
    await act(async () => getBus().publish('cart:add', { requestId: 'r4', productId: 7, count: 5 }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ message: 'Only 1 of "CO2" in stock.', variant: 'error', description: undefined });
    fail = 'silent';
    await act(async () => getBus().publish('cart:add', { requestId: 'r5', productId: 7, count: 1 }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({ message: common.somethingWentWrong, variant: 'error', description: undefined });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offline, says so in Persian, adds nothing, and sends nothing by itself when the connection returns', async () => {
    const setOnline = (value: boolean) => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    };
    let offline = true;
    const calls = fakeApi((c) => {
      if (cartTypeOf(c) !== 1) return { data: { uniqueId: 'b-1', itemCount: 2 } };
      // no answer at all, as fetch fails without a connection
      return offline ? Promise.reject(new TypeError('Failed to fetch')) : { data: cartView({ itemCount: 3 }) };
    }, { locale: 'en' }).calls;
    const seen = toasts();
    const added: Array<Topics['cart:item-added']> = [];
    getBus().subscribe('cart:item-added', (a) => added.push(a));
    renderWidget('/');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('۲'));
    try {
      setOnline(false);
      await act(async () => getBus().publish('cart:add', { requestId: 'r6', productId: 7, count: 1 }));
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]).toEqual({ message: common.offlineAction, variant: 'error', description: undefined });
      expect(seen[0].message).toMatch(/اتصال اینترنت برقرار نیست/);
      expect(added).toEqual([]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('cart-count')).toHaveTextContent('۲');

      // the connection returns: nothing is sent again by itself
      offline = false;
      act(() => setOnline(true));
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      expect(calls.filter((c) => cartTypeOf(c) === 1)).toHaveLength(1);
      // the shopper taps "add" again: sent once, and added
      await act(async () => getBus().publish('cart:add', { requestId: 'r7', productId: 7, count: 1 }));
      expect(await screen.findByRole('dialog', { name: 'سفارش شما به سبد خرید اضافه شد' })).toBeInTheDocument();
      expect(calls.filter((c) => cartTypeOf(c) === 1)).toHaveLength(2);
      expect(added).toEqual([{ productId: 7, count: 1 }]);
    } finally {
      setOnline(true);
    }
  });
});
