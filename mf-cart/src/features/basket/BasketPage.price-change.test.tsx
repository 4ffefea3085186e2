import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getBus } from 'shared-lib/bus';
import { formatToman } from 'shared-lib/format';
import type { CartView } from 'contracts/cart';
import { cartTypeOf, cartView } from '../../test/fixtures';
import { ADDRESS, fakeServer, renderBasket, resetBasketEachTest, toasts } from './basket-test-helpers';

jest.setTimeout(20_000);

/** The fixture's basket after the back office raised the CO2 extinguisher's price, as the api answers it once. */
function raised(): CartView {
  const base = cartView({ address: ADDRESS });
  const [co2, blanket] = base.cartItems;
  const current = co2.price! + 300_000;
  const line = { ...co2, price: current, lineTotal: current * co2.count, priceChange: { previous: co2.price!, current } };
  return { ...base, cartItems: [line, blanket] };
}
const signIn = () => getBus().publish('auth:user', { id: 1, mobile: '09120000000', fullName: 'Sara', hasPassword: false });

describe('BasketPage: a price changed since the shopper last saw it', () => {
  resetBasketEachTest();

  it('says so beside the line and before the order button, and keeps saying it after the next change', async () => {
    const view = raised();
    const { previous, current } = view.cartItems[0].priceChange!;
    // the first read reports the change; later answers (the server counted it as seen) do not
    const shown = { ...view, cartItems: view.cartItems.map(({ priceChange: _reported, ...line }) => line) };
    fakeServer(shown, { 14: () => ({ data: view }) });
    signIn();
    renderBasket();
    const line = await screen.findByTestId(`line-${view.cartItems[0].productId}`);
    const notice = within(line).getByTestId('price-change');
    expect(within(line).getAllByRole('status')).toContain(notice);
    expect(notice).toHaveTextContent(`The price went up from ${formatToman(previous, 'en')} to ${formatToman(current, 'en')} since you last saw it.`);
    expect(within(screen.getByTestId(`line-${view.cartItems[1].productId}`)).queryByTestId('price-change')).toBeNull();
    expect(screen.getByTestId('price-change-summary')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('price-change-summary')).toHaveTextContent('The price of 1 item changed since you last saw it; the totals use the new price.');
    // the next answer (delivery chosen) no longer carries it: the page keeps the notice
    fireEvent.click(screen.getByRole('radio', { name: /Pickup at the warehouse/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Pickup at the warehouse/ })).toBeChecked());
    expect(within(line).getByTestId('price-change')).toBeInTheDocument();
    expect(screen.getByTestId('price-change-summary')).toBeInTheDocument();
  });

  it('in Persian: Persian digits and toman, a fall as information', async () => {
    const base = cartView({ address: ADDRESS });
    const [co2, blanket] = base.cartItems;
    const current = co2.price! - 200_000;
    fakeServer({ ...base, cartItems: [{ ...co2, price: current, priceChange: { previous: co2.price!, current } }, blanket] });
    signIn();
    renderBasket(jest.fn(() => true), '/basket');
    const notice = await screen.findByTestId('price-change');
    expect(notice).toHaveTextContent(`قیمت این کالا از آخرین باری که دیدید از ${formatToman(co2.price!, 'fa')} به ${formatToman(current, 'fa')} کاهش یافته است.`);
    expect(notice.textContent).toMatch(/[۰-۹]/);
    expect(notice.textContent).not.toMatch(/[0-9]/);
    expect(notice.textContent).toContain('تومان');
    expect(notice.className).toMatch(/Info/);
  });

  it('after the api refuses the order (409) reads the basket again, shows the change, and orders on the next press', async () => {
    const before = cartView({ address: ADDRESS });
    let refused = false;
    const server = fakeServer(before, {
      14: () => ({ data: refused ? raised() : before }),
      11: () => {
        if (!refused) {
          refused = true;
          return { status: 409, messages: [{ item1: 'The price of "CO2 extinguisher 6 kg" has changed since you last saw it.', item2: 'cart.priceChanged' }] };
        }
        return { data: { isOnline: false, isCheque: true, paymentId: null, paymentUrl: null, productOrderId: 44 } };
      },
    });
    signIn();
    const seen = toasts();
    renderBasket();
    expect(await screen.findByRole('button', { name: 'Place the order' })).toBeEnabled();
    expect(screen.queryByTestId('price-change')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByTestId('price-change')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ variant: 'error', description: expect.stringContaining('has changed since you last saw it') });
    expect(server.calls.filter((c) => cartTypeOf(c) === 14)).toHaveLength(2);
    expect(screen.getByTestId('price-change-summary')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/en/profile/accountorder/44');
  });
});
