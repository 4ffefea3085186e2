import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getBus } from 'shared-lib/bus';
import { cartTypeOf, cartView, DELIVERY } from '../../test/fixtures';
import type { CartView } from 'contracts/cart';
import { ADDRESS, fakeServer, renderBasket, resetBasketEachTest } from './basket-test-helpers';

/**
 * Issue 34: what a shopper still trips on in the basket. Item 7: a delivery method that does not
 * deliver to the address's city says so, and the order button names what to fix. Item 9: a signed-in
 * shopper's new address starts with their own name and mobile. Item 11: a basket without a delivery
 * method gets the first one (spec §4); the street field is a textarea of 3 rows (spec §9).
 */
jest.setTimeout(20_000);

const COURIER = { id: 2, code: 'courier', name: 'Courier (Tehran only)', description: null, price: 900_000, freeAbove: null, requiresAddress: true, regions: ['Tehran'] };
const SHIRAZ = { ...ADDRESS, province: 'Fars', city: 'Shiraz' };

describe('BasketPage (issue 34)', () => {
  resetBasketEachTest();
  const signIn = () => getBus().publish('auth:user', { id: 1, mobile: '09121112233', fullName: 'Sara Mohammadi', hasPassword: false });

  it('item 7: warns that the courier does not deliver to Shiraz, and the order button takes the shopper to the delivery', async () => {
    const view: CartView = cartView({
      deliveryId: 2,
      delivery: COURIER,
      address: SHIRAZ,
      deliveryCosts: [
        { id: 1, cost: 450_000, servesAddress: true },
        { id: 2, cost: 900_000, servesAddress: false },
        { id: 4, cost: 0, servesAddress: true },
      ],
    });
    fakeServer(view, { 15: () => ({ data: { deliveryId: 2, deliveryMethods: [DELIVERY[0], COURIER, DELIVERY[1]] } }) });
    signIn();
    renderBasket();
    expect(await screen.findByTestId('delivery-not-served')).toHaveTextContent('“Courier (Tehran only)” does not deliver to Shiraz. Choose another delivery method or change the address.');
    expect(screen.getByTestId('delivery-unserved-courier')).toHaveTextContent('Does not deliver to Shiraz');
    expect(screen.queryByTestId('delivery-unserved-post')).toBeNull();
    const order = screen.getByTestId('place-order');
    expect(order).toHaveTextContent('Choose a delivery method for Shiraz');
    expect(order).toHaveAttribute('data-blocker', 'region');
    fireEvent.click(order);
    await waitFor(() => expect(document.activeElement?.closest('#basket-delivery')).not.toBeNull());
  });

  it('item 7: an address the method serves, or no regions at all, says nothing', async () => {
    fakeServer(cartView({ address: ADDRESS, deliveryCosts: [{ id: 1, cost: 450_000 }, { id: 4, cost: 0 }] }));
    signIn();
    renderBasket();
    await screen.findByTestId('line-7');
    expect(screen.queryByTestId('delivery-not-served')).toBeNull();
    expect(screen.getByTestId('place-order')).toHaveTextContent('Place the order');
  });

  it('item 9: a signed-in shopper’s address starts with their own name and mobile', async () => {
    const { calls } = fakeServer();
    signIn();
    renderBasket();
    await screen.findByTestId('line-7');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Recipient’s full name/ })).toHaveValue('Sara Mohammadi'));
    expect(screen.getByRole('textbox', { name: /Recipient’s mobile/ })).toHaveValue('09121112233');
    // the rest is typed; the name and mobile go as they were filled in
    const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
    fireEvent.change(field(/Province/), { target: { value: 'Tehran' } });
    fireEvent.change(field(/^City/), { target: { value: 'Tehran' } });
    fireEvent.change(field(/Street address/), { target: { value: 'Valiasr 12' } });
    fireEvent.change(field(/Postal code/), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(calls.some((c) => cartTypeOf(c) === 5)).toBe(true));
    expect(calls.find((c) => cartTypeOf(c) === 5)!.body!.address).toEqual({ ...ADDRESS, recipient: 'Sara Mohammadi', mobile: '09121112233' });
  });

  it('item 9: the account arriving after the shopper typed a name keeps what was typed', async () => {
    fakeServer();
    renderBasket();
    await screen.findByTestId('line-7');
    const name = screen.getByRole('textbox', { name: /Recipient’s full name/ });
    expect(name).toHaveValue('');
    fireEvent.change(name, { target: { value: 'Ali Rezaei' } });
    act(() => signIn());
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Recipient’s mobile/ })).toHaveValue('09121112233'));
    expect(screen.getByRole('textbox', { name: /Recipient’s full name/ })).toHaveValue('Ali Rezaei');
  });

  it('item 11: the street is a textarea of 3 rows', async () => {
    fakeServer();
    renderBasket();
    await screen.findByTestId('line-7');
    const street = screen.getByRole('textbox', { name: /Street address/ });
    expect(street.tagName).toBe('TEXTAREA');
    expect(street).toHaveAttribute('rows', '3');
  });

  it('item 11: a basket without a delivery method gets the first one', async () => {
    const { calls } = fakeServer(cartView({ deliveryId: null, delivery: null }));
    renderBasket();
    await screen.findByTestId('line-7');
    await waitFor(() => expect(calls.filter((c) => cartTypeOf(c) === 6)).toHaveLength(1));
    expect(calls.find((c) => cartTypeOf(c) === 6)!.body!.deliveryId).toBe(DELIVERY[0].id);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Express post/ })).toBeChecked());
    // once: the answer has one now, nothing more is asked
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => cartTypeOf(c) === 6)).toHaveLength(1);
  });
});
