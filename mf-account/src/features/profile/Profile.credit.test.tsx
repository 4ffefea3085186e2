import { screen, within } from '@testing-library/react';
import { renderPage, fakeApi, type FakeRoutes } from 'shared-lib/test-utils';
import { Route, Routes } from 'shared-lib/router';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import ProfilePage from '../../exposes/ProfilePage';
import { sampleUser } from '../../test/fixtures';
import { resetPage } from '../../test/reset';

/** Issue 34 item 9: the profile shows the shopper's bonus (gift) credit, read from the cart module. */
jest.setTimeout(20_000);

function renderProfile(path: string) {
  return renderPage(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/en/profile" element={<ProfilePage />} />
    </Routes>,
    { path, namespaces: { account: { fa, en } } },
  );
}

const routes = (bonus: FakeRoutes[string]): FakeRoutes => ({
  'GET /api/auth/user': { data: sampleUser({ fullName: 'Sara Mohammadi' }) },
  'GET /api/products/like': { data: [] },
  'GET /api/products/like/products': { data: [] },
  'GET /api/productOrder/list': { data: [] },
  'GET /api/cart/addresses': { data: [] },
  'GET /api/cart/bonus': bonus,
});

describe('/profile: bonus credit', () => {
  beforeEach(resetPage);

  it('en: shows the credit in Toman and how to spend it', async () => {
    const api = fakeApi(routes({ data: { balance: 1_200_000 } }), { locale: 'en' });
    renderProfile('/en/profile');
    const credit = await screen.findByRole('region', { name: 'Bonus credit' });
    expect(await within(credit).findByTestId('gift-credit')).toHaveTextContent('120,000 Toman');
    expect(within(credit).getByText('You can spend it on your next order, in the cart.')).toBeInTheDocument();
    expect(within(credit).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/en/basket');
    expect(api.called('GET /api/cart/bonus')).toHaveLength(1);
  });

  it('fa: Persian digits, and a word on how it is earned when there is none', async () => {
    fakeApi(routes({ data: { balance: 0 } }));
    renderProfile('/profile');
    const credit = await screen.findByRole('region', { name: 'اعتبار هدیه' });
    expect(await within(credit).findByTestId('gift-credit')).toHaveTextContent('۰ تومان');
    expect(within(credit).getByText(/هنوز اعتبار هدیه ندارید/)).toBeInTheDocument();
    expect(credit.textContent).not.toMatch(/[0-9]/);
  });

  it('offers a retry when it cannot be read', async () => {
    fakeApi(routes({ status: 500, messages: [{ item1: 'boom' }] }), { locale: 'en' });
    renderProfile('/en/profile');
    const credit = await screen.findByRole('region', { name: 'Bonus credit' });
    expect(await within(credit).findByText('Your bonus credit could not be loaded.')).toBeInTheDocument();
    expect(within(credit).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('stays out of the way when the api has no such route (an older api)', async () => {
    fakeApi(routes({ status: 404, messages: [{ item1: 'Page not found: /api/cart/bonus' }] }), { locale: 'en' });
    renderProfile('/en/profile');
    await screen.findByRole('region', { name: 'My orders' });
    await screen.findByText('You have no orders yet.');
    expect(screen.queryByRole('region', { name: 'Bonus credit' })).toBeNull();
  });
});
