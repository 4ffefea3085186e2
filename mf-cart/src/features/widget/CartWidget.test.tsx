import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'shared-lib/router';
import { getBus, resetBusForTests, type Topics } from 'shared-lib/bus';
import { renderPage } from 'shared-lib/test-utils';
import { CartWidget } from './CartWidget';
import { cartTypeOf, mockApi } from '../../test/mockApi';
import { cartView } from '../../test/fixtures';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';

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
    const calls = mockApi((c) => (cartTypeOf(c) === 13 ? { data: { uniqueId: 'b-1', itemCount: 3 } } : { status: 500 }));
    renderWidget();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/en/basket');
    expect(calls[0].body).toEqual({ cartUpdateType: 13, uniqueId: 'b-1' });
    act(() => getBus().publish('cart:count', 12));
    expect(screen.getByRole('link', { name: 'Cart, 12 items' })).toBeInTheDocument();
  });

  it('uses Persian digits in Persian', async () => {
    mockApi(() => ({ data: { uniqueId: 'b-1', itemCount: 3 } }));
    renderWidget('/');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('۳'));
    expect(screen.getByRole('link', { name: 'سبد خرید، ۳ کالا' })).toHaveAttribute('href', '/basket');
  });

  it('acknowledges cart:add at once, adds through the api, greets the shopper by name and refreshes the count 5 s later', async () => {
    jest.useFakeTimers();
    const calls = mockApi((c) => (cartTypeOf(c) === 1 ? { data: cartView({ itemCount: 4 }), messages: ['Added to cart successfully.'] } : { data: { uniqueId: 'b-1', itemCount: 4 } }));
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
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
    expect(screen.getByText('Dear Sara Ahmadi,')).toBeInTheDocument();
    expect(screen.getByText('your order was added to the cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 4 items', hidden: true })).toBeInTheDocument();
    expect(seen).toEqual([{ message: 'Added to cart successfully', variant: 'success', description: undefined }]);
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

  it('“continue the purchase process” closes the modal; “view cart” goes to /basket', async () => {
    mockApi((c) => (cartTypeOf(c) === 1 ? { data: cartView() } : { data: { uniqueId: 'b-1', itemCount: 3 } }));
    renderWidget();
    await act(async () => getBus().publish('cart:add', { requestId: 'r2', productId: 7, count: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue the purchase process' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // a guest is not greeted by name
    await act(async () => getBus().publish('cart:add', { requestId: 'r3', productId: 7, count: 1 }));
    await screen.findByRole('dialog');
    expect(screen.queryByText(/^Dear /)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    expect(await screen.findByText('basket page')).toBeInTheDocument();
  });

  it('shows the first server message in a red toast when the add fails, or “something went wrong”', async () => {
    let fail: 'message' | 'network' = 'message';
    mockApi((c) => {
      if (cartTypeOf(c) !== 1) return { data: { uniqueId: null, itemCount: 0 } };
      return fail === 'message' ? { status: 400, messages: ['Only 1 of "CO2" in stock.', 'second'] } : Promise.reject(new TypeError('offline'));
    });
    const seen = toasts();
    renderWidget('/');
    await act(async () => getBus().publish('cart:add', { requestId: 'r4', productId: 7, count: 5 }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ message: 'Only 1 of "CO2" in stock.', variant: 'error', description: undefined });
    fail = 'network';
    await act(async () => getBus().publish('cart:add', { requestId: 'r5', productId: 7, count: 1 }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toMatchObject({ variant: 'error' });
    expect(seen[1].message).toMatch(/مشکل|اشتباه|خطا|نشد/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
