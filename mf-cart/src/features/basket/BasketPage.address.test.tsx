import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus } from 'shared-lib/bus';
import { cartTypeOf, cartView } from '../../test/fixtures';
import type { SavedAddress } from 'contracts/cart';
import { ADDRESS, fakeServer, renderBasket, resetBasketEachTest } from './basket-test-helpers';

// form-filling tests render MUI fields and run yup per change: seconds each on a loaded 2-core machine
jest.setTimeout(20_000);

describe('BasketPage', () => {
  resetBasketEachTest();

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
});
