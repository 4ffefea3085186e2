import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus } from 'shared-lib/bus';
import { fakeApi } from 'shared-lib/test-utils';
import { cartTypeOf, cartView, DELIVERY } from '../../test/fixtures';
import { fakeServer, renderBasket, resetBasketEachTest, toasts } from './basket-test-helpers';

// form-filling tests render MUI fields and run yup per change: seconds each on a loaded 2-core machine
jest.setTimeout(20_000);

describe('BasketPage', () => {
  resetBasketEachTest();

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

  it('a tapped stepper says it is busy at once, and a second tap before the answer changes nothing more (issue 33)', async () => {
    jest.useFakeTimers();
    const { calls } = fakeServer();
    renderBasket();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const more = screen.getByRole('button', { name: 'One more CO2 extinguisher 6 kg' });
    fireEvent.click(more);
    // before anything is rendered: on the button itself
    expect(more).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(more);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(calls.filter((c) => cartTypeOf(c) === 1)).toHaveLength(1);
    expect(screen.getByTestId('count-7')).toHaveTextContent('3');
    expect(more).not.toHaveAttribute('aria-busy');
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

  it('shows the server’s message when a discount code is refused', async () => {
    fakeServer(cartView(), { 7: () => ({ status: 400, messages: [{ item1: 'This discount code has expired.' }] }) });
    const seen = toasts();
    renderBasket();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Discount code' }), { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(seen).toEqual([{ message: 'This discount code has expired.', variant: 'error', description: undefined }]));
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
});
