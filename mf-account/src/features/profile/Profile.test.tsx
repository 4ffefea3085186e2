import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi, type FakeRoutes, recordBus } from 'shared-lib/test-utils';
import { Route, Routes } from 'shared-lib/router';
import { getBus } from 'shared-lib/bus';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import ProfilePage from '../../exposes/ProfilePage';
import { sampleUser } from '../../test/fixtures';
import { resetPage } from '../../test/reset';

jest.setTimeout(20_000);
const namespaces = { account: { fa, en } };

function renderProfile(path = '/en/profile') {
  return renderPage(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/en/profile" element={<ProfilePage />} />
      <Route path="/loginRegister" element={<p>login page</p>} />
      <Route path="/en/loginRegister" element={<p>English login page</p>} />
      <Route path="/en" element={<p>English home page</p>} />
    </Routes>,
    { path, namespaces },
  );
}

const product = (id: number, name: string) => ({ id, name, slug: `p-${id}`, price: 12_500_000, image: null, active: true, inStock: true });

function loggedIn(over: FakeRoutes = {}, user = sampleUser({ fullName: 'Sara Mohammadi' })): FakeRoutes {
  return {
    'GET /api/auth/user': { data: user },
    'GET /api/products/like': { data: [] },
    'GET /api/products/like/products': { data: [] },
    'GET /api/productOrder/list': { data: [] },
    ...over,
  };
}

describe('/profile', () => {
  beforeEach(resetPage);

  it('sends a guest to the login page and remembers to come back', async () => {
    fakeApi({ 'GET /api/auth/user': { data: null } });
    renderProfile('/en/profile');
    expect(await screen.findByText('English login page')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('account:returnTo')).toBe('/profile');
  });

  it('shows the details, the orders with their status linking to the order page, and the liked products', async () => {
    fakeApi(
      loggedIn({
        'GET /api/products/like': { data: [11, 12] },
        'GET /api/products/like/products': { data: [product(11, 'CO2 extinguisher 6 kg'), product(12, 'Smoke detector')] },
        'GET /api/productOrder/list': {
          data: [
            { id: 31, productOrderId: 31, status: 'awaiting_cheque', isOnline: false, isCheque: true, payable: 25_000_000, itemCount: 2, createdAt: '2024-05-01T08:00:00Z', paidAt: null },
            { id: 30, productOrderId: 30, status: 'paid', isOnline: true, isCheque: false, payable: 9_000_000, itemCount: 1, createdAt: '2024-04-01T08:00:00Z', paidAt: '2024-04-01T08:05:00Z' },
          ],
        },
      }),
    );
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByText('Sara Mohammadi')).toBeInTheDocument();
    expect(screen.getByText('09121234567')).toBeInTheDocument();

    const orders = screen.getByRole('region', { name: 'My orders' });
    const first = await within(orders).findByRole('link', { name: /Order 31/ });
    expect(first).toHaveAttribute('href', '/en/profile/accountorder/31');
    expect(within(first).getByText('Awaiting cheque')).toBeInTheDocument();
    expect(within(first).getByText('2,500,000 Toman')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: /Order 30/ })).toHaveTextContent('Paid');

    const likes = screen.getByRole('region', { name: 'Liked products' });
    expect(await within(likes).findByText('CO2 extinguisher 6 kg')).toBeInTheDocument();
    expect(within(likes).getByText('Smoke detector')).toBeInTheDocument();
  });

  it('lists the orders in Persian with Persian digits and no "·" between numbers (it reads as ۰)', async () => {
    fakeApi(
      loggedIn({
        'GET /api/productOrder/list': {
          data: [{ id: 31, productOrderId: 31, status: 'paid', isOnline: true, isCheque: false, payable: 25_000_000, itemCount: 2, createdAt: '2024-05-01T08:00:00Z', paidAt: null }],
        },
      }),
    );
    renderProfile('/profile');
    const orders = await screen.findByRole('region', { name: 'سفارش‌های من' });
    const order = await within(orders).findByRole('link', { name: /سفارش ۳۱/ });
    expect(order.textContent).not.toContain('·');
    expect(order.textContent).not.toMatch(/[0-9]/);
    expect(order).toHaveTextContent('۱۴۰۳، ۲ کالا');
    expect(order).toHaveTextContent('۲٬۵۰۰٬۰۰۰ تومان');
  });

  it.each([
    ['en', '/en/profile', 'My orders', /Order 32/, /Order 33/, 'Payment not completed', 'Cancelled'],
    ['fa', '/profile', 'سفارش‌های من', /سفارش ۳۲/, /سفارش ۳۳/, 'پرداخت تکمیل نشده', 'لغو شده'],
  ])('%s: a payment cancelled at the bank is “payment not completed”, not “cancelled” (issue 34, item 4)', async (_l, path, region, payable, gone, unpaid, cancelled) => {
    const order = (id: number, canRetryPayment: boolean) => ({ id, productOrderId: id, status: 'cancelled', isOnline: true, isCheque: false, payable: 9_000_000, itemCount: 1, createdAt: '2024-05-01T08:00:00Z', paidAt: null, canRetryPayment });
    // 32: cancelled at the bank, payable again; 33: cancelled by the shop
    fakeApi(loggedIn({ 'GET /api/productOrder/list': { data: [order(33, false), order(32, true)] } }));
    renderProfile(path);
    const orders = await screen.findByRole('region', { name: region });
    const open = await within(orders).findByRole('link', { name: payable });
    expect(open).toHaveTextContent(unpaid);
    expect(open).not.toHaveTextContent(cancelled);
    expect(within(open).getByText(unpaid).closest('.MuiChip-root')!.className).toMatch(/MuiChip-colorInfo/);
    expect(within(orders).getByRole('link', { name: gone })).toHaveTextContent(cancelled);
  });

  it('lists the saved addresses, the default first, and makes another the default or deletes one', async () => {
    const home = { id: 3, recipient: 'Sara Mohammadi', mobile: '09121234567', province: 'Tehran', city: 'Tehran', street: 'Valiasr 12', postalCode: '1234567890', isDefault: true };
    const work = { ...home, id: 5, city: 'Isfahan', province: 'Isfahan', street: 'Chaharbagh 4', postalCode: '8134567890', isDefault: false };
    const api = fakeApi(
      loggedIn({
        'GET /api/cart/addresses': { data: [home, work] },
        'POST /api/cart/addresses/5/default': { data: [{ ...work, isDefault: true }, { ...home, isDefault: false }] },
        'DELETE /api/cart/addresses/3': { data: [{ ...work, isDefault: true }] },
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    const section = await screen.findByRole('region', { name: 'My addresses' });
    const first = await within(section).findByTestId('address-3');
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent('Tehran, Tehran, Valiasr 12, postal code 1234567890');
    await user.click(within(within(section).getByTestId('address-5')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(within(section).getByTestId('address-5')).getByText('Default')).toBeInTheDocument());
    expect(api.called('POST /api/cart/addresses/5/default')).toHaveLength(1);
    await user.click(within(within(section).getByTestId('address-3')).getByRole('button', { name: 'Delete the address for Sara Mohammadi' }));
    await waitFor(() => expect(within(section).queryByTestId('address-3')).not.toBeInTheDocument());
  });

  it('shows helpful empty states, also when the orders api is not there', async () => {
    fakeApi(loggedIn({ 'GET /api/productOrder/list': { status: 404, messages: [{ item1: 'Page not found: /api/productOrder/list' }] } }));
    renderProfile();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(await screen.findByText(/You have not liked any product yet/)).toBeInTheDocument();
  });

  it('offers a retry when the orders fail to load', async () => {
    let fail = true;
    fakeApi(
      loggedIn({
        'GET /api/productOrder/list': () => (fail ? { status: 500, messages: [{ item1: 'Something went wrong' }] } : { data: [] }),
      }),
    );
    renderProfile();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });

  it('unlikes a product from the list', async () => {
    const user = userEvent.setup();
    let liked = [11, 12];
    const api = fakeApi(
      loggedIn({
        'GET /api/products/like': () => ({ data: liked }),
        'GET /api/products/like/products': () => ({ data: liked.map((id) => product(id, `Product ${id}`)) }),
        'DELETE /api/products/like/11': () => {
          liked = [12];
          return { data: liked };
        },
      }),
    );
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Remove Product 11 from liked products' }));
    await waitFor(() => expect(screen.queryByText('Product 11')).not.toBeInTheDocument());
    expect(api.called('DELETE /api/products/like/11')).toHaveLength(1);
    expect(screen.getByText('Product 12')).toBeInTheDocument();
    expect(getBus().current('auth:likes')).toEqual([12]);
  });

  it('edits the full name and tells the other remotes', async () => {
    const user = userEvent.setup();
    const api = fakeApi(loggedIn({ 'PUT /api/auth/profile': (req) => ({ data: sampleUser({ fullName: String(req.body?.fullName) }) }) }));
    const users = recordBus('auth:user');
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit name' }));
    const field = screen.getByLabelText(/Full name/);
    await user.clear(field);
    await user.type(field, 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your full name (2 to 100 letters).')).toBeInTheDocument();
    expect(api.called('PUT /api/auth/profile')).toHaveLength(0);
    await user.type(field, 'li Rezaei');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ali Rezaei')).toBeInTheDocument();
    expect(api.called('PUT /api/auth/profile')[0].body).toEqual({ fullName: 'Ali Rezaei' });
    expect(users.at(-1)).toMatchObject({ fullName: 'Ali Rezaei' });
  });

  it('sets a first password without the old one', async () => {
    const user = userEvent.setup();
    const api = fakeApi(loggedIn({ 'POST /api/auth/password': { data: sampleUser({ fullName: 'Sara Mohammadi', hasPassword: true }) } }));
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Set a password' }));
    await user.type(screen.getByLabelText(/^New password/), 'Golestan-Saadi');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Golestan-Sadi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Golestan-Saadi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST /api/auth/password')).toHaveLength(1));
    expect(api.called('POST /api/auth/password')[0].body).toEqual({ password: 'Golestan-Saadi' });
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('changes a password with the current one, or with a code for a shopper who forgot it', async () => {
    const user = userEvent.setup();
    const withPassword = sampleUser({ fullName: 'Sara Mohammadi', hasPassword: true });
    const toasts = recordBus('toast:show');
    const api = fakeApi(
      loggedIn(
        {
          'POST /api/auth/otp': { data: { mobile: '09121234567', expiresIn: 120, resendIn: 60, codeLength: 6 } },
          'POST /api/auth/password': (req) =>
            req.body?.currentPassword === 'wrong-password'
              ? { status: 400, messages: [{ item1: 'The current password is wrong.', item2: 'auth.currentPasswordWrong' }] }
              : { data: withPassword },
        },
        withPassword,
      ),
    );
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'Baran-Bahari-77');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Baran-Bahari-77');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'The current password is wrong.', variant: 'error', description: undefined }));

    await user.click(screen.getByRole('button', { name: 'Forgot it? Get a code by SMS instead' }));
    await user.type(await screen.findByLabelText(/Verification code/), '424242');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.called('POST /api/auth/password')).toHaveLength(2));
    expect(api.called('POST /api/auth/password')[1].body).toEqual({ password: 'Baran-Bahari-77', code: '424242' });
    expect(api.called('POST /api/auth/otp')[0].body).toEqual({ mobile: '09121234567' });
  });

  it('logs out: server session ended, auth:user null, back home', async () => {
    const user = userEvent.setup();
    const api = fakeApi(loggedIn({ 'POST /api/auth/logout': { data: null } }));
    const users = recordBus('auth:user');
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('English home page')).toBeInTheDocument();
    expect(api.called('POST /api/auth/logout')).toHaveLength(1);
    expect(users.at(-1)).toBeNull();
  });

  it('speaks Persian with Persian digits', async () => {
    fakeApi(loggedIn({}, sampleUser()));
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'حساب کاربری' })).toBeInTheDocument();
    expect(await screen.findByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(await screen.findByText('هنوز سفارشی ثبت نکرده‌اید.')).toBeInTheDocument();
  });
});
