import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus } from 'shared-lib/bus';
import { orderBlocker } from './orderBlocker';
import { cartView } from '../../test/fixtures';
import { ADDRESS, fakeServer, renderBasket, resetBasketEachTest, toasts } from './basket-test-helpers';

// form-filling tests render MUI fields and run yup per change: seconds each on a loaded 2-core machine
jest.setTimeout(20_000);

describe('BasketPage', () => {
  resetBasketEachTest();

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
