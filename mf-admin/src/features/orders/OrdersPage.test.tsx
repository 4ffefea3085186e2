import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminListOrders } from 'contracts/admin-orders';
import { exampleData, fakeApi, type FakeRequest } from 'shared-lib/test-utils';
import { useLocation } from 'shared-lib/router';
import type { AdminOrderPage, AdminOrderRow } from '../../api/orders';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import OrdersPage from './OrdersPage';

// the grid is slow to draw in jsdom on a busy machine
configure({ asyncUtilTimeout: 5000 });

// the date pickers as plain text boxes of the stored value (the real picker has its own tests in shared-lib)
jest.mock('shared-lib/components/DatePicker/index', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    DatePicker: (p: { label: string; value: string | null; onChange: (v: string | null) => void }) =>
      createElement('label', null, p.label, createElement('input', { value: p.value ?? '', onChange: (e: { target: { value: string } }) => p.onChange(e.target.value || null) })),
  };
});

const L = '/api/admin/orders';
const EXAMPLE = exampleData(adminListOrders) as AdminOrderPage;
const ROW = EXAMPLE.items[0];
const ONLINE: AdminOrderRow = { ...ROW, id: 1044, status: 'paid', paymentMethod: 'online', customer: { id: 13, name: 'Ali Rezaei', mobile: '09351112233' }, payable: 5_150_000, paidAt: '2026-11-27T11:00:00.000Z' };

let where = '';
function Where() {
  const l = useLocation();
  where = l.pathname + l.search;
  return null;
}

function setup(path = '/en/admin/orders', page: Partial<AdminOrderPage> = {}) {
  const api = fakeApi({ [`GET ${L}`]: { data: { ...EXAMPLE, items: [ROW, ONLINE], total: 2, ...page } } });
  renderAdmin(
    <>
      <OrdersPage />
      <Where />
    </>,
    { path, namespaces: { 'admin-orders': { fa, en } } },
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

test('in English on a wide screen: number, date, customer, status, payment and amount, with the count and a CSV link', async () => {
  wideScreen();
  const { lists } = setup();
  expect(screen.getByRole('heading', { level: 1, name: /Orders/ })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Order #1043' });
  expect(link).toHaveAttribute('href', '/en/admin/orders/1043');
  expect(link).toHaveTextContent('#1043');
  const grid = screen.getByRole('grid');
  expect(within(grid).getByText('سارا محمدی')).toBeInTheDocument();
  expect(within(grid).getByText('09121234567')).toHaveAttribute('dir', 'ltr');
  expect(within(grid).getByText('Cheque received')).toBeInTheDocument();
  expect(within(grid).getByText('Paid')).toBeInTheDocument();
  expect(within(grid).getByText('Cheque')).toBeInTheDocument();
  expect(within(grid).getByText('Online')).toBeInTheDocument();
  expect(within(grid).getByText('2,725,000 Toman')).toBeInTheDocument();
  expect(within(grid).getAllByText(/Nov 27, 2026/)).toHaveLength(2);
  expect(screen.getByText('2 orders')).toBeInTheDocument();
  expect(lists()).toEqual([{ page: '1', pageSize: '50' }]);
  const csv = screen.getByRole('link', { name: 'Export CSV' });
  expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/orders\/export\.csv\?lang=/);
});

test('in Persian on a phone: Persian digits and names, and only number, status and amount', async () => {
  setup('/admin/orders');
  const link = await screen.findByRole('link', { name: 'سفارش شمارهٔ ۱۰۴۳' });
  expect(link).toHaveAttribute('href', '/admin/orders/1043');
  expect(link).toHaveTextContent('#۱۰۴۳');
  const grid = screen.getByRole('grid');
  expect(within(grid).getByText('چک دریافت شد')).toBeInTheDocument();
  expect(within(grid).getByText('پرداخت‌شده')).toBeInTheDocument();
  expect(within(grid).getByText('۲٬۷۲۵٬۰۰۰ تومان')).toBeInTheDocument();
  expect(screen.getByText('۲ سفارش')).toBeInTheDocument();
  // date, customer and payment are left out at 360 px
  expect(within(grid).queryByText('سارا محمدی')).not.toBeInTheDocument();
  expect(within(grid).queryByText('چک')).not.toBeInTheDocument();
  // the filters are behind a button; the customer search is not
  expect(screen.getByLabelText('مشتری')).toBeVisible();
  expect(screen.getByLabelText('وضعیت')).not.toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'فیلترها' }));
  expect(screen.getByLabelText('وضعیت')).toBeVisible();
  // every status, named in Persian
  expect(within(screen.getByLabelText('وضعیت')).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'همه',
    'در انتظار پرداخت',
    'در انتظار چک',
    'چک دریافت شد',
    'پرداخت‌شده',
    'در حال آماده‌سازی',
    'ارسال‌شده',
    'تحویل‌شده',
    'لغوشده',
    'پرداخت ناموفق',
    'ادغام‌شده',
  ]);
});

test('filters are sent to the api, land in the address, and the CSV link carries them', async () => {
  wideScreen();
  const { lists, user } = setup();
  await screen.findByRole('link', { name: 'Order #1043' });

  await user.selectOptions(screen.getByLabelText('Status'), 'Shipped');
  await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'shipped', page: '1', pageSize: '50' }));
  await user.selectOptions(screen.getByLabelText('Payment'), 'Cheque');
  await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'shipped', payment: 'cheque', page: '1', pageSize: '50' }));

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
  await waitFor(() => expect(lists().at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-30' }));

  await user.type(screen.getByLabelText('Customer'), '۰۹۱۲');
  await user.type(screen.getByLabelText('Minimum amount (rials)'), '۱٬۰۰۰٬۰۰۰');
  expect(screen.getByText('= 100,000 Toman')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Maximum amount (rials)'), '50000000');
  const all = { status: 'shipped', payment: 'cheque', from: '2026-11-01', to: '2026-11-30', q: '0912', minAmount: '1000000', maxAmount: '50000000' };
  await waitFor(() => expect(lists().at(-1)).toEqual({ ...all, page: '1', pageSize: '50' }));
  // typing sends once it stops, not once a key
  expect(lists().filter((q) => 'q' in q && q.q !== '0912')).toEqual([]);
  expect(lists().filter((q) => 'minAmount' in q && q.minAmount !== '1000000')).toEqual([]);

  const address = new URLSearchParams(where.split('?')[1]);
  expect(Object.fromEntries(address)).toEqual({ ...all, q: '۰۹۱۲' });
  const csv = new URL(screen.getByRole('link', { name: 'Export these orders (CSV)' }).getAttribute('href') ?? '', 'http://x');
  expect(csv.pathname).toBe('/api/admin/orders/export.csv');
  const { lang: _lang, ...csvQuery } = Object.fromEntries(csv.searchParams);
  expect(csvQuery).toEqual(all);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', pageSize: '50' }));
  expect(where).toBe('/en/admin/orders');
  expect(screen.getByLabelText('Customer')).toHaveValue('');
});

test('a filter from the address is sent at once; paging keeps it', async () => {
  wideScreen();
  const { lists, user } = setup('/en/admin/orders?status=paid&payment=online&minAmount=1000&bogus=1&status2=x', { total: 120, pageCount: 3 });
  await screen.findByRole('link', { name: 'Order #1043' });
  expect(lists()).toEqual([{ status: 'paid', payment: 'online', minAmount: '1000', page: '1', pageSize: '50' }]);
  expect(screen.getByLabelText('Status')).toHaveValue('paid');
  expect(screen.getByLabelText('Minimum amount (rials)')).toHaveValue('1000');
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'paid', payment: 'online', minAmount: '1000', page: '2', pageSize: '50' }));
  expect(where).toContain('page=2');
});

test('a wrong amount or a range the wrong way round is said, and nothing is asked', async () => {
  wideScreen();
  const { lists, user } = setup('/admin/orders?from=2026-11-30&to=2026-11-01');
  expect(await screen.findByRole('alert')).toHaveTextContent('تاریخ شروع باید پیش از تاریخ پایان باشد.');
  await new Promise((r) => setTimeout(r, 50));
  expect(lists()).toEqual([]);

  fireEvent.change(screen.getByLabelText('تا تاریخ'), { target: { value: '' } });
  await waitFor(() => expect(lists()).toHaveLength(1));
  await user.type(screen.getByLabelText('کمترین مبلغ (ریال)'), '12abc');
  expect(screen.getByText('مبلغ را به ریال و به صورت عدد صحیح وارد کنید.')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 400));
  expect(lists().some((q) => 'minAmount' in q)).toBe(false);
});
