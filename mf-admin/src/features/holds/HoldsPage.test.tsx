import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeAnswer } from 'shared-lib/test-utils';
import type { StaffMe } from '../../api/admin';
import type { StockHold } from '../../api/orders';
import { renderAdmin, OWNER } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import HoldsPage, { relativeTime } from './HoldsPage';

const ORDERS: StaffMe = { id: 4, mobile: '09120000004', name: 'Nima Orders', roles: ['orders'], hasPassword: false };
const SUPPORT: StaffMe = { id: 5, mobile: '09120000005', name: 'Support Person', roles: ['support'], hasPassword: false };

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 60_000).toISOString();
const customer = { id: 12, name: 'سارا محمدی', mobile: '09121234567' };
const CHEQUE: StockHold = { orderId: 1043, status: 'cheque_received', paymentMethod: 'cheque', customer, expiresAt: inHours(5), lines: [{ productId: 7, name: 'کپسول آتش‌نشانی ۶ کیلویی', count: 2 }] };
const ONLINE: StockHold = { orderId: 1050, status: 'placed', paymentMethod: 'online', customer: { id: 13, name: 'Ali Rezaei', mobile: '09351112233' }, expiresAt: inHours(0.25), lines: [{ productId: 8, name: 'CO2 extinguisher 5 kg', count: 1 }] };

function setup(path = '/en/admin/holds', me: StaffMe = ORDERS, release?: FakeAnswer) {
  const api = fakeApi({ 'GET /api/admin/holds': { data: [CHEQUE, ONLINE] }, 'POST /api/admin/orders/1043/release': release ?? { data: null } });
  renderAdmin(<HoldsPage />, { path, me, namespaces: { 'admin-holds': { fa, en } } });
  return { api, user: userEvent.setup() };
}

test('in English: each hold with its order, customer, items and end (relative and absolute), soonest first', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Stock holds' })).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Order #1050', 'Order #1043']);
  const cheque = cards[1];
  expect(within(cheque).getByRole('link', { name: 'Order #1043' })).toHaveAttribute('href', '/en/admin/orders/1043');
  expect(within(cheque).getByText('Cheque received')).toBeInTheDocument();
  expect(within(cheque).getByText('Cheque')).toBeInTheDocument();
  expect(within(cheque).getByText('09121234567')).toHaveAttribute('dir', 'ltr');
  expect(within(cheque).getByText('کپسول آتش‌نشانی ۶ کیلویی × 2')).toBeInTheDocument();
  expect(within(cheque).getByText(/^Ends in 5 hours/)).toBeInTheDocument();
  expect(within(cheque).getByText(/^\(\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\)$/)).toBeInTheDocument();
  expect(within(cards[0]).getByText(/^Ends in 1[5-6] minutes/)).toBeInTheDocument();
  expect(screen.getByText('2 orders holding stock, soonest to end first')).toBeInTheDocument();
});

test('in Persian: Persian digits, names and the Jalali date', async () => {
  setup('/admin/holds');
  const card = await screen.findByRole('article', { name: 'سفارش شمارهٔ ۱۰۴۳' });
  expect(within(card).getByText('چک دریافت شد')).toBeInTheDocument();
  expect(within(card).getByText('کپسول آتش‌نشانی ۶ کیلویی × ۲')).toBeInTheDocument();
  expect(within(card).getByText(/^پایان: ۵ ساعت بعد/)).toBeInTheDocument();
  expect(within(card).getByText(/۱۴۰[۰-۹]/)).toBeInTheDocument();
  expect(screen.getByText('۲ سفارش موجودی رزرو کرده‌اند؛ به ترتیب نزدیک‌ترین پایان')).toBeInTheDocument();
});

test('release asks first, then sends its call and takes the hold off the list', async () => {
  const toasts = collectToasts();
  const { api, user } = setup();
  const card = await screen.findByRole('article', { name: 'Order #1043' });
  await user.click(within(card).getByRole('button', { name: 'Release the stock held by order #1043' }));
  const dialog = await screen.findByRole('dialog', { name: 'Release the stock held by order #1043?' });
  expect(dialog).toHaveTextContent("The items held for سارا محمدی's order go back on sale");
  expect(api.called('POST /api/admin/orders/1043/release')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Release' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called('POST /api/admin/orders/1043/release')).toHaveLength(1);
  expect(screen.queryByRole('article', { name: 'Order #1043' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(toasts).toContainEqual({ message: 'The stock held by order #1043 was released.', variant: 'success' });
});

test('a refused release (Persian) keeps the dialog and says why; cancel sends nothing', async () => {
  const { api, user } = setup('/admin/holds', OWNER, { status: 409, messages: [{ item1: 'این سفارش دیگر موجودی رزرو نکرده است.', item2: 'orders.admin.notAllowed' }] });
  const card = await screen.findByRole('article', { name: 'سفارش شمارهٔ ۱۰۴۳' });
  await user.click(within(card).getByRole('button', { name: 'آزاد کردن موجودی رزروشدهٔ سفارش شمارهٔ ۱۰۴۳' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'آزاد کردن' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('این سفارش دیگر موجودی رزرو نکرده است.');
  expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: 'انصراف' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called('POST /api/admin/orders/1043/release')).toHaveLength(1);
});

test('support staff see the holds without a release button', async () => {
  setup('/en/admin/holds', SUPPORT);
  await screen.findAllByRole('article');
  expect(screen.queryByRole('button', { name: /Release/ })).not.toBeInTheDocument();
});

test('relative times in both languages', () => {
  const now = Date.parse('2026-11-27T09:00:00.000Z');
  expect(relativeTime('2026-11-27T09:30:00.000Z', now, 'en')).toBe('in 30 minutes');
  expect(relativeTime('2026-11-27T07:00:00.000Z', now, 'en')).toBe('2 hours ago');
  expect(relativeTime('2026-11-30T09:00:00.000Z', now, 'en')).toBe('in 3 days');
  expect(relativeTime('2026-11-27T14:00:00.000Z', now, 'fa')).toBe('۵ ساعت بعد');
});
