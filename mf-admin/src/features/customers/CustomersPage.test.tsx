import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminListCustomers } from 'contracts/admin-customers';
import { exampleData, fakeApi, type FakeAnswer, type FakeRequest } from 'shared-lib/test-utils';
import { useLocation } from 'shared-lib/router';
import type { CustomerPage, CustomerRow } from '../../api/customers';
import type { StaffMe } from '../../api/admin';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import CustomersPage from './CustomersPage';

// the grid is slow to draw in jsdom on a busy machine
configure({ asyncUtilTimeout: 5000 });

const ORDERS: StaffMe = { id: 4, mobile: '09120000004', name: 'Nima Orders', roles: ['orders'], hasPassword: false };
const L = '/api/admin/customers';
const EXAMPLE = exampleData(adminListCustomers) as CustomerPage;
const SARA = EXAMPLE.items[0];
const ALI: CustomerRow = { id: 13, name: 'Ali Rezaei', mobile: '09351112233', createdAt: '2026-11-01T08:00:00.000Z', blocked: true, orderCount: 0, lastOrderAt: null };

let where = '';
function Where() {
  const l = useLocation();
  where = l.pathname + l.search;
  return null;
}

function setup(opts: { path?: string; me?: StaffMe; answer?: (req: FakeRequest) => FakeAnswer } = {}) {
  const api = fakeApi({ [`GET ${L}`]: opts.answer ?? (() => ({ data: { ...EXAMPLE, items: [SARA, ALI], total: 2 } })) });
  renderAdmin(
    <>
      <CustomersPage />
      <Where />
    </>,
    { path: opts.path ?? '/en/admin/customers', me: opts.me ?? ORDERS, namespaces: { 'admin-customers': { fa, en } } },
  );
  const lists = () => api.called(`GET ${L}`).map((c: FakeRequest) => Object.fromEntries([...c.query].filter(([k]) => k !== 'lang')));
  return { api, lists, user: userEvent.setup() };
}

/** A screen 600 px or wider (jsdom's matchMedia answers "no" to every query: a phone). */
const originalMatchMedia = window.matchMedia;
function wideScreen() {
  window.matchMedia = ((query: string) => ({ matches: /min-width/.test(query), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('in English on a wide screen: name (to the customer), mobile, registration, orders, last order and sign-in, with the count', async () => {
  wideScreen();
  const { lists } = setup();
  expect(screen.getByRole('heading', { level: 1, name: /Customers/ })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'سارا محمدی' });
  expect(link).toHaveAttribute('href', '/en/admin/customers/12');
  const grid = screen.getByRole('grid', { name: 'Customers' });
  expect(within(grid).getByText('09121234567')).toHaveAttribute('dir', 'ltr');
  expect(within(grid).getByRole('link', { name: 'Ali Rezaei' })).toHaveAttribute('href', '/en/admin/customers/13');
  expect(within(grid).getByText('Oct 2, 2026')).toBeInTheDocument();
  expect(within(grid).getByText('Nov 27, 2026')).toBeInTheDocument();
  expect(within(grid).getByText('3')).toBeInTheDocument();
  expect(within(grid).getByText('Blocked')).toBeInTheDocument();
  expect(within(grid).getByText('Allowed')).toBeInTheDocument();
  expect(screen.getByText('2 customers')).toBeInTheDocument();
  expect(lists()).toEqual([{ page: '1', pageSize: '50' }]);
});

test('in Persian on a phone (360 px): the customer and their orders in Persian digits, the dates left out', async () => {
  setup({ path: '/admin/customers' });
  expect(await screen.findByRole('link', { name: 'سارا محمدی' })).toHaveAttribute('href', '/admin/customers/12');
  expect(screen.getByRole('heading', { level: 1, name: /مشتریان/ })).toBeInTheDocument();
  expect(screen.getByText('۲ مشتری')).toBeInTheDocument();
  const grid = screen.getByRole('grid', { name: 'مشتریان' });
  expect(within(grid).getByText('۳')).toBeInTheDocument();
  expect(within(grid).getByText('مسدود')).toBeInTheDocument();
  // the dates are left out on a phone
  expect(within(grid).queryByRole('columnheader', { name: 'تاریخ ثبت‌نام' })).not.toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'جست‌وجوی مشتری' })).toBeInTheDocument();
});

test('a mobile typed in Persian digits goes into the address and is asked for with Latin digits; the page goes back to 1', async () => {
  const { lists, user } = setup({ path: '/en/admin/customers?page=3' });
  await screen.findByRole('link', { name: 'سارا محمدی' });
  await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), '۰۹۱۲ ۱۲۳');
  await waitFor(() => expect(where).toBe(`/en/admin/customers?q=${encodeURIComponent('۰۹۱۲ ۱۲۳').replace(/%20/g, '+')}`));
  await waitFor(() => expect(lists().at(-1)).toEqual({ q: '0912 123', page: '1', pageSize: '50' }));
  expect(lists()[0]).toEqual({ page: '3', pageSize: '50' });
  expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('۰۹۱۲ ۱۲۳');
});

test('a search that finds nobody says so', async () => {
  setup({ path: '/en/admin/customers?q=nobody', answer: (req) => (req.query.get('q') ? { data: { items: [], total: 0, page: 1, pageSize: 50, pageCount: 0 } } : { data: EXAMPLE }) });
  expect(await screen.findByRole('status')).toHaveTextContent('No customer matches this search.');
});

test('a failed load shows why and loads again on retry', async () => {
  let calls = 0;
  const { user } = setup({ answer: () => (++calls === 1 ? { status: 500, messages: [{ item1: 'Something went wrong; please try again.', item2: 'common.serverError' }] } : { data: EXAMPLE }) });
  expect(await screen.findByText('The customers could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /try again|retry/i }));
  expect(await screen.findByRole('link', { name: 'سارا محمدی' })).toBeInTheDocument();
});
