import { screen, within } from '@testing-library/react';
import { fakeApi } from 'shared-lib/test-utils';
import type { CatalogueDashboard, OrdersDashboard } from 'contracts/admin-dashboard';
import type { StaffMe } from '../../api/admin';
import { renderAdmin, CATALOGUE, CONTENT, OWNER } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import DashboardFigures from './DashboardFigures';
import { dayLabel } from './days';

// the chart is a picture drawn by MUI X Charts (SVG sizes a test browser has not); its figures are the table's
jest.mock('./RevenueChart', () => ({ __esModule: true, default: () => <div data-testid="revenue-chart" /> }));

const SUPPORT: StaffMe = { id: 5, mobile: '09120000005', name: 'Support Person', roles: ['support'], hasPassword: false };

const days = Array.from({ length: 30 }, (_, i) => ({ day: new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10), orders: i === 29 ? 3 : 0, revenue: i === 29 ? 54_500_000 : 0 }));
const ORDERS: OrdersDashboard = {
  periods: [
    { key: 'today', from: '2026-11-27T20:30:00.000Z', orders: 3, revenue: 54_500_000, paid: 2 },
    { key: 'week', from: '2026-11-27T20:30:00.000Z', orders: 3, revenue: 54_500_000, paid: 2 },
    { key: 'month', from: '2026-11-21T20:30:00.000Z', orders: 11, revenue: 190_000_000, paid: 9 },
  ],
  chequesAwaiting: 1,
  toShip: 2,
  bestSellers: [{ productId: 7, name: 'کپسول آتش‌نشانی ۶ کیلویی', slug: 'x', count: 6, revenue: 75_000_000 }],
  days,
};
const STOCK: CatalogueDashboard = { threshold: 5, outOfStock: 2, lowStock: [{ productId: 9, name: 'Fire blanket', stock: 1 }] };

function setup(me: StaffMe, path = '/en/admin') {
  const api = fakeApi({
    'GET /api/admin/dashboard/orders': { data: ORDERS },
    'GET /api/admin/dashboard/catalogue': { data: STOCK },
    'GET /api/admin/leads': (req) => ({ data: { items: [], total: req.query.get('status') === 'new' ? 4 : 1, page: 1, pageSize: 1, pageCount: 4 } }),
  });
  renderAdmin(<DashboardFigures />, { path, me, namespaces: { 'admin-dashboard': { fa, en } } });
  return api;
}

test('the owner sees sales of today, the week and the Persian month, what waits, best sellers, requests and stock', async () => {
  setup(OWNER);
  const today = await screen.findByRole('article', { name: 'Today' });
  expect(within(today).getByTestId('revenue-today')).toHaveTextContent('5,450,000 Toman');
  expect(within(today).getByTestId('orders-today')).toHaveTextContent('3');
  expect(screen.getByRole('article', { name: 'This week (from Saturday)' })).toBeInTheDocument();
  // the month is the Persian one, named in English
  expect(screen.getByRole('article', { name: 'This month (Azar)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '1 cheque order waiting for its cheque or for it to clear' })).toHaveAttribute('href', '/en/admin/orders?payment=cheque');
  expect(screen.getByRole('link', { name: '2 paid orders waiting to be shipped' })).toHaveAttribute('href', '/en/admin/orders?status=paid');
  expect(screen.getByRole('link', { name: 'کپسول آتش‌نشانی ۶ کیلویی' })).toHaveAttribute('href', '/en/admin/products/7');
  expect(await screen.findByTestId('leads-new')).toHaveTextContent('4 new requests');
  expect(screen.getByTestId('leads-open')).toHaveTextContent('1 request being followed up');
  expect(await screen.findByRole('link', { name: 'Fire blanket' })).toHaveAttribute('href', '/en/admin/products/9');
  expect(screen.getByText('2 active products are out of stock')).toBeInTheDocument();
  // the chart's figures, as a table for screen readers: 30 days and a header row
  const table = screen.getByRole('table', { name: 'Revenue and orders of the last 30 days, day by day' });
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(within(table).getByRole('rowheader', { name: dayLabel(days[29].day, 'en') }).closest('tr')).toHaveTextContent('5,450,000 Toman');
});

test('in Persian: Persian digits, the Jalali month and days', async () => {
  setup(OWNER, '/admin');
  const month = await screen.findByRole('article', { name: 'این ماه (آذر)' });
  expect(within(month).getByTestId('revenue-month')).toHaveTextContent('۱۹٬۰۰۰٬۰۰۰ تومان');
  expect(within(month).getByTestId('orders-month')).toHaveTextContent('۱۱');
  expect(dayLabel('2026-11-28', 'fa')).toBe('۷ آذر');
  expect(await screen.findByTestId('leads-new')).toHaveTextContent('۴ درخواست جدید');
});

test('each part only for its roles: catalogue sees stock alone, support sees sales and requests, content sees none', async () => {
  const catalogue = setup(CATALOGUE);
  expect(await screen.findByRole('link', { name: 'Fire blanket' })).toBeInTheDocument();
  expect(catalogue.called('GET /api/admin/dashboard/orders')).toHaveLength(0);
  expect(catalogue.called('GET /api/admin/leads')).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'Sales' })).not.toBeInTheDocument();
});

test('support: sales and requests, no stock', async () => {
  const support = setup(SUPPORT);
  expect(await screen.findByRole('heading', { name: 'Sales' })).toBeInTheDocument();
  expect(await screen.findByTestId('leads-new')).toBeInTheDocument();
  expect(support.called('GET /api/admin/dashboard/catalogue')).toHaveLength(0);
});

test('content: nothing is asked', () => {
  const content = setup(CONTENT);
  expect(content.called('GET /api/admin/dashboard/orders')).toHaveLength(0);
  expect(content.called('GET /api/admin/dashboard/catalogue')).toHaveLength(0);
  expect(content.called('GET /api/admin/leads')).toHaveLength(0);
});
