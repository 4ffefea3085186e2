import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'shared-lib/router';
import { getBus, resetBusForTests, type Topics } from 'shared-lib/bus';
import { renderPage, fakeApi, type FakeRequest } from 'shared-lib/test-utils';
import { BasketPage, orderBlocker } from './BasketPage';
import { cartTypeOf, cartView, DELIVERY } from '../../test/fixtures';
import type { CartView, SavedAddress } from 'contracts/cart';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderBasket(openExternal = jest.fn(() => true), path = '/en/basket') {
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
function fakeServer(initial: CartView = cartView(), overrides: Partial<Record<number, (c: FakeRequest) => unknown>> = {}, addressBook: SavedAddress[] = []) {
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

function toasts() {
  const seen: Array<Topics['toast:show']> = [];
  getBus().subscribe('toast:show', (t) => seen.push(t));
  return seen;
}

const ADDRESS = { recipient: 'Sara Ahmadi', mobile: '09121234567', province: 'Tehran', city: 'Tehran', street: 'Valiasr 12', postalCode: '1234567890' };

// form-filling tests render MUI fields and run yup per change: seconds each on a loaded 2-core machine
jest.setTimeout(20_000);

describe('BasketPage', () => {
  beforeEach(() => {
    resetBusForTests();
    document.cookie = 'basketId=b-1';
  });
  afterEach(() => jest.useRealTimers());

  it('shows the lines, the delivery methods and the server’s totals in Toman', async () => {
    fakeServer();
    renderBasket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    const line = await screen.findByTestId('line-7');
    expect(within(line).getByRole('link', { name: 'CO2 extinguisher 6 kg' })).toHaveAttribute('href', '/en/pr/7/co2-6kg');
    expect(within(line).getByText('400,000 Toman')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Express post — 45,000 Toman/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pickup at the warehouse — Free/ })).not.toBeChecked();
    // the free-post threshold in Toman, like every other amount
    expect(screen.getByText('Free for orders from 5,000,000 Toman')).toBeInTheDocument();
    // prices include VAT: the amount due is items + delivery, and the VAT in it is stated, not added
    expect(screen.getByTestId('payable')).toHaveTextContent('515,000 Toman');
    expect(screen.getByTestId('vat-included')).toHaveTextContent('Including 46,818 Toman VAT (10%)');
    expect(within(screen.getByTestId('totals')).queryByText(/^VAT/)).not.toBeInTheDocument();
    expect(document.title).toBe('Cart | Atash Imen');
  });

  it('fa: product names from the api read in Persian digits, their Latin codes kept', async () => {
    const base = cartView();
    fakeServer(
      cartView({
        cartItems: [
          { ...base.cartItems[0], name: 'کنترل پنل اعلام حریق 4 زون NF-C4' },
          { ...base.cartItems[1], name: 'کپسول CO2 شش کیلوگرمی' },
        ],
      }),
    );
    renderBasket(undefined, '/basket');
    const line = await screen.findByTestId('line-7');
    expect(within(line).getByRole('link', { name: 'کنترل پنل اعلام حریق ۴ زون NF-C4' })).toBeInTheDocument();
    expect(within(screen.getByTestId('line-8')).getByRole('link', { name: 'کپسول CO2 شش کیلوگرمی' })).toBeInTheDocument();
  });

  it('changes a count, updates at once and refreshes the cart 1000 ms later', async () => {
    jest.useFakeTimers();
    const { calls } = fakeServer();
    const counts: number[] = [];
    getBus().subscribe('cart:count', (n) => counts.push(n));
    renderBasket();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    fireEvent.click(screen.getByRole('button', { name: 'One more CO2 extinguisher 6 kg' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(calls.find((c) => cartTypeOf(c) === 1)!.body).toEqual({ cartUpdateType: 1, productItemId: 7, count: 1, uniqueId: 'b-1' });
    expect(screen.getByTestId('count-7')).toHaveTextContent('3');
    expect(counts.at(-1)).toBe(4);
    const gets = () => calls.filter((c) => cartTypeOf(c) === 14).length;
    const before = gets();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(gets()).toBe(before);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(150);
    });
    expect(gets()).toBe(before + 1);
  });

  it('tells the shopper “a problem occurred, try again” with the server’s message when a count change fails', async () => {
    fakeServer(cartView(), { 1: () => ({ status: 400, messages: [{ item1: 'Only 9 of "CO2 extinguisher 6 kg" in stock.' }] }) });
    const seen = toasts();
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'One more CO2 extinguisher 6 kg' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ message: 'A problem occurred, try again', variant: 'error', description: 'Only 9 of "CO2 extinguisher 6 kg" in stock.' });
    expect(screen.getByTestId('count-7')).toHaveTextContent('2');
  });

  it('never offers to go below 1 or above stock', async () => {
    fakeServer(cartView({ cartItems: [{ ...cartView().cartItems[1], count: 1, stock: 1 }] }));
    renderBasket();
    expect(await screen.findByRole('button', { name: 'One fewer Fire blanket' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'One more Fire blanket' })).toBeDisabled();
  });

  it('deletes a line', async () => {
    const { calls } = fakeServer();
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Fire blanket from the cart' }));
    await waitFor(() => expect(screen.queryByTestId('line-8')).not.toBeInTheDocument());
    expect(calls.find((c) => cartTypeOf(c) === 4)!.body).toMatchObject({ productItemId: 8 });
  });

  it('switches the delivery method and the payment method', async () => {
    const { calls } = fakeServer();
    renderBasket();
    fireEvent.click(await screen.findByRole('radio', { name: /Pickup at the warehouse/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Pickup at the warehouse/ })).toBeChecked());
    expect(calls.find((c) => cartTypeOf(c) === 6)!.body).toMatchObject({ deliveryId: 4 });
    expect(screen.getByText('No address is needed for this delivery method.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay by cheque' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Pay by cheque' })).toBeChecked());
    expect(calls.find((c) => cartTypeOf(c) === 9)!.body).toMatchObject({ paymentMethod: 'cheque' });
  });

  it('checks the address in the browser first, then saves it', async () => {
    const { calls } = fakeServer();
    renderBasket();
    await screen.findByTestId('line-7');
    const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
    fireEvent.change(field(/Recipient’s full name/), { target: { value: ADDRESS.recipient } });
    fireEvent.change(field(/Recipient’s mobile/), { target: { value: '0912' } });
    fireEvent.change(field(/Province/), { target: { value: 'Tehran' } });
    fireEvent.change(field(/^City/), { target: { value: 'Tehran' } });
    fireEvent.change(field(/Street address/), { target: { value: 'Valiasr 12' } });
    fireEvent.change(field(/Postal code/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The postal code must have 10 digits')).toBeInTheDocument();
    expect(screen.getByText(/Not a valid mobile number/)).toBeInTheDocument();
    expect(calls.some((c) => cartTypeOf(c) === 5)).toBe(false);
    fireEvent.change(field(/Recipient’s mobile/), { target: { value: '09121234567' } });
    fireEvent.change(field(/Postal code/), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByTestId('address-summary')).toHaveTextContent('Sara Ahmadi — 09121234567');
    expect(calls.find((c) => cartTypeOf(c) === 5)!.body!.address).toEqual(ADDRESS);
  });

  it('shows the server’s message when a discount code is refused', async () => {
    fakeServer(cartView(), { 7: () => ({ status: 400, messages: [{ item1: 'This discount code has expired.' }] }) });
    const seen = toasts();
    renderBasket();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Discount code' }), { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(seen).toEqual([{ message: 'This discount code has expired.', variant: 'error', description: undefined }]));
  });

  it('sends a guest to log in before ordering', async () => {
    fakeServer(cartView({ address: ADDRESS }));
    getBus().publish('auth:user', null);
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to place the order' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/loginRegister');
  });

  it('places an online order and goes to the bank’s page', async () => {
    const url = 'http://localhost:3000/api/payment/sandbox/pay/SBX1?test=true';
    fakeServer(cartView({ address: ADDRESS }), { 11: () => ({ data: { isOnline: true, isCheque: false, paymentId: 3, paymentUrl: url, productOrderId: 42 } }) });
    getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara', hasPassword: false });
    const counts: number[] = [];
    getBus().subscribe('cart:count', (n) => counts.push(n));
    const open = renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url));
    expect(counts.at(-1)).toBe(0);
  });

  it('goes to the order page after a cheque order (Persian, no prefix)', async () => {
    fakeServer(cartView({ address: ADDRESS, paymentMethod: 'cheque' }), { 11: () => ({ data: { isOnline: false, isCheque: true, paymentId: null, paymentUrl: null, productOrderId: 43 } }) });
    getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'سارا', hasPassword: false });
    const open = renderBasket(jest.fn(() => true), '/basket');
    fireEvent.click(await screen.findByRole('button', { name: 'ثبت سفارش' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/profile/accountorder/43');
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps the shopper on the cart with the server’s reason when the order is refused', async () => {
    fakeServer(cartView({ address: ADDRESS }), { 11: () => ({ status: 400, messages: [{ item1: 'Only 1 of "Fire blanket" in stock.' }] }) });
    getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara', hasPassword: false });
    const seen = toasts();
    renderBasket();
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(seen).toEqual([{ message: 'Your order could not be placed', variant: 'error', description: 'Only 1 of "Fire blanket" in stock.' }]));
    expect(await screen.findByRole('button', { name: 'Place the order' })).toBeEnabled();
  });

  it('helps with an empty cart and offers a retry when loading fails', async () => {
    let fail = true;
    fakeApi((c) => (fail ? Promise.reject(new TypeError('offline')) : cartTypeOf(c) === 15 ? { data: { deliveryId: 1, deliveryMethods: DELIVERY } } : { data: cartView({ cartItems: [], itemCount: 0 }) }), { locale: 'en' });
    renderBasket();
    expect(await screen.findByText('Your cart could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/en/cat');
  });

  it('states each delivery method’s cost for this basket whether or not it is selected', async () => {
    // the basket qualifies for free post while the courier is selected: post says "Free" before it is picked
    const courier = { id: 2, code: 'courier', name: 'Courier', description: null, price: 900_000, freeAbove: null, requiresAddress: true };
    const view = cartView({
      deliveryId: 2,
      delivery: courier,
      deliveryCosts: [
        { id: 1, cost: 0 },
        { id: 2, cost: 900_000 },
        { id: 4, cost: 0 },
      ],
    });
    fakeApi((c) => (cartTypeOf(c) === 15 ? { data: { deliveryId: 2, deliveryMethods: [DELIVERY[0], courier, DELIVERY[1]] } } : { data: view }), { locale: 'en' });
    renderBasket(jest.fn(() => true), '/basket');
    expect(await screen.findByRole('radio', { name: /Courier — ۹۰٬۰۰۰ تومان/ })).toBeChecked();
    expect(screen.getByTestId('delivery-cost-post')).toHaveTextContent('رایگان');
    expect(screen.getByRole('radio', { name: /Express post/ })).not.toBeChecked();
    expect(screen.getByText('ارسال رایگان برای خرید از ۵٬۰۰۰٬۰۰۰ تومان به بالا')).toBeInTheDocument();
  });

  it('the order button says what is missing and takes the shopper there', async () => {
    fakeServer(cartView({ address: null }));
    getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara', hasPassword: false });
    renderBasket();
    const button = await screen.findByRole('button', { name: 'Add a delivery address to order' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(screen.getByRole('textbox', { name: /Recipient’s full name/ })).toHaveFocus();
    const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
    fireEvent.change(field(/Recipient’s full name/), { target: { value: ADDRESS.recipient } });
    fireEvent.change(field(/Recipient’s mobile/), { target: { value: ADDRESS.mobile } });
    fireEvent.change(field(/Province/), { target: { value: ADDRESS.province } });
    fireEvent.change(field(/^City/), { target: { value: ADDRESS.city } });
    fireEvent.change(field(/Street address/), { target: { value: ADDRESS.street } });
    fireEvent.change(field(/Postal code/), { target: { value: ADDRESS.postalCode } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('button', { name: 'Place the order' })).toBeEnabled();
  });

  it('names an unavailable line before anything else, and a missing delivery method', async () => {
    const blocked = cartView({ address: ADDRESS, cartItems: [{ ...cartView().cartItems[0], available: false, problems: ['No longer sold.'] }] });
    fakeServer(blocked);
    getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara', hasPassword: false });
    renderBasket();
    expect(await screen.findByRole('button', { name: 'Fix the items marked in red to order' })).toBeInTheDocument();
    expect(orderBlocker(cartView({ address: ADDRESS, deliveryId: null, delivery: null }))).toBe('delivery');
    expect(orderBlocker(cartView({ address: ADDRESS }))).toBeNull();
  });

  it('offers the saved addresses (the default already in the basket) and another one', async () => {
    const saved: SavedAddress[] = [
      { id: 3, ...ADDRESS, isDefault: true },
      { id: 5, ...ADDRESS, city: 'Isfahan', province: 'Isfahan', street: 'Chaharbagh 4', postalCode: '8134567890', isDefault: false },
    ];
    const { calls } = fakeServer(cartView({ address: ADDRESS }), {}, saved);
    getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara', hasPassword: false });
    renderBasket();
    const book = await screen.findByTestId('address-book');
    expect(within(book).getByRole('radio', { name: /Valiasr 12/ })).toBeChecked();
    expect(within(book).getByText('Default')).toBeInTheDocument();
    fireEvent.click(within(book).getByRole('radio', { name: /Chaharbagh 4/ }));
    await waitFor(() => expect(within(screen.getByTestId('address-book')).getByRole('radio', { name: /Chaharbagh 4/ })).toBeChecked());
    expect(calls.filter((c) => cartTypeOf(c) === 5).at(-1)!.body!.address).toMatchObject({ city: 'Isfahan', postalCode: '8134567890' });
    fireEvent.click(within(screen.getByTestId('address-book')).getByRole('radio', { name: 'Another address' }));
    expect(screen.getByRole('checkbox', { name: 'Save it to my addresses' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place the order' })).toBeEnabled();
  });

  it('keeps the amount due and the order button in sight on phones', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia;
    try {
      fakeServer(cartView({ address: ADDRESS }));
      getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara', hasPassword: false });
      renderBasket();
      const bar = await screen.findByTestId('basket-sticky');
      expect(bar).toHaveStyle({ position: 'fixed' });
      expect(within(bar).getByTestId('sticky-payable')).toHaveTextContent('515,000 Toman');
      expect(within(bar).getByRole('button', { name: 'Place the order' })).toBeInTheDocument();
      // one order button on the page
      expect(screen.getAllByTestId('place-order')).toHaveLength(1);
    } finally {
      window.matchMedia = original;
    }
  });
});
