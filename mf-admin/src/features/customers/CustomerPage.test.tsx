import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminBlockCustomer, adminGetCustomer } from 'contracts/admin-customers';
import { collectToasts, exampleData, fakeApi, type FakeAnswer, type FakeRequest } from 'shared-lib/test-utils';
import type { AdminCustomer } from '../../api/customers';
import type { StaffMe } from '../../api/admin';
import { renderAdmin, OWNER } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import CustomerPage from './CustomerPage';

const ORDERS: StaffMe = { id: 4, mobile: '09120000004', name: 'Nima Orders', roles: ['orders'], hasPassword: false };
const SUPPORT: StaffMe = { id: 5, mobile: '09120000005', name: 'Support Person', roles: ['support'], hasPassword: false };

const C = '/api/admin/customers/12';
const EXAMPLE = exampleData(adminGetCustomer) as AdminCustomer;
const BLOCKED = exampleData(adminBlockCustomer) as AdminCustomer;

function setup(opts: { path?: string; me?: StaffMe; current?: AdminCustomer | (() => FakeAnswer); block?: (req: FakeRequest) => FakeAnswer; unblock?: (req: FakeRequest) => FakeAnswer } = {}) {
  const current = opts.current ?? EXAMPLE;
  const api = fakeApi({
    [`GET ${C}`]: typeof current === 'function' ? current : { data: current },
    [`POST ${C}/block`]: opts.block ?? ((req) => ({ data: { ...EXAMPLE, block: { at: '2026-11-28T10:00:00.000Z', by: { id: 5, name: 'Support Person' }, reason: String(req.body?.reason) } } })),
    [`POST ${C}/unblock`]: opts.unblock ?? (() => ({ data: EXAMPLE })),
  });
  const path = opts.path ?? '/en/admin/customers/12';
  renderAdmin(<CustomerPage />, { path, routePath: path.startsWith('/en') ? '/en/admin/customers/:id' : '/admin/customers/:id', me: opts.me ?? SUPPORT, namespaces: { 'admin-customers': { fa, en } } });
  return { api, user: userEvent.setup() };
}

test('in English: profile, sign-in, orders to their pages, addresses, liked products and the leads of this mobile', async () => {
  setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'سارا محمدی' })).toBeInTheDocument();
  expect(screen.getByText('Customer since October 2, 2026')).toBeInTheDocument();

  const signIn = screen.getByRole('region', { name: 'Sign-in' });
  expect(within(signIn).getByText('This customer may sign in.')).toBeInTheDocument();
  expect(within(signIn).getByRole('button', { name: 'Block sign-in' })).toBeInTheDocument();

  const orders = screen.getByRole('region', { name: 'Orders' });
  expect(within(orders).getByRole('link', { name: 'Order #1043' })).toHaveAttribute('href', '/en/admin/orders/1043');
  expect(within(orders).getByText('Cheque received')).toBeInTheDocument();
  expect(within(orders).getByText('2,725,000 Toman')).toBeInTheDocument();
  expect(within(orders).getByText('3 orders in all The newest 1 are listed.')).toBeInTheDocument();
  expect(within(orders).getByRole('link', { name: 'All orders of this customer' })).toHaveAttribute('href', '/en/admin/orders?q=09121234567');

  const profile = screen.getByRole('region', { name: 'Profile' });
  expect(within(profile).getByText('09121234567')).toHaveAttribute('dir', 'ltr');
  expect(within(profile).getByRole('link', { name: '09121234567' })).toHaveAttribute('href', 'tel:09121234567');
  expect(within(profile).getByText('Not set (signs in with a code)')).toBeInTheDocument();

  const addresses = screen.getByRole('region', { name: 'Addresses' });
  expect(within(addresses).getByText('تهران, تهران, خیابان آزادی، پلاک ۱۲')).toBeInTheDocument();
  expect(within(addresses).getByText('1234567890')).toHaveAttribute('dir', 'ltr');
  expect(within(addresses).getByText('Default')).toBeInTheDocument();

  const likes = screen.getByRole('region', { name: 'Liked products' });
  expect(within(likes).getByRole('link', { name: 'کپسول آتش‌نشانی ۶ کیلویی' })).toHaveAttribute('href', '/en/admin/products/7');

  const leads = screen.getByRole('region', { name: 'Leads' });
  expect(within(leads).getByRole('link', { name: "Open this customer's leads" })).toHaveAttribute('href', '/en/admin/leads?q=09121234567');
});

test('in Persian: Persian digits, Jalali dates and the blocked state with who and why', async () => {
  setup({ path: '/admin/customers/12', current: BLOCKED });
  expect(await screen.findByRole('heading', { level: 1, name: 'سارا محمدی' })).toBeInTheDocument();
  expect(screen.getByText('مشتری از ۱۰ مهر ۱۴۰۵')).toBeInTheDocument();
  const signIn = screen.getByRole('region', { name: 'ورود به حساب' });
  expect(within(signIn).getByText(/^مسدود از ۷ آذر ۱۴۰۵/)).toBeInTheDocument();
  expect(within(signIn).getByText('مریم پشتیبان')).toBeInTheDocument();
  expect(within(signIn).getByText('سفارش‌های جعلی پیاپی')).toBeInTheDocument();
  expect(within(signIn).getByRole('button', { name: 'رفع مسدودی' })).toBeInTheDocument();
  const orders = screen.getByRole('region', { name: 'سفارش‌ها' });
  expect(within(orders).getByRole('link', { name: 'سفارش شمارهٔ ۱۰۴۳' })).toHaveTextContent('#۱۰۴۳');
  expect(within(orders).getByText('۲٬۷۲۵٬۰۰۰ تومان')).toBeInTheDocument();
  expect(within(orders).getByText(/۲ قلم/)).toBeInTheDocument();
  expect(screen.getAllByText('مسدود').length).toBeGreaterThan(0);
});

test('blocking asks for the reason (nothing is sent without one), then shows the block and says the sessions ended', async () => {
  const toasts = collectToasts();
  const { api, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Block sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block سارا محمدی' });
  expect(dialog).toHaveTextContent('They are signed out on every device at once');
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(within(dialog).getByText('Enter the reason for blocking.')).toBeInTheDocument();
  expect(api.called(`POST ${C}/block`)).toHaveLength(0);

  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fake   orders\nagain');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`POST ${C}/block`).map((c) => c.body)).toEqual([{ reason: 'Fake orders again' }]);
  const signIn = screen.getByRole('region', { name: 'Sign-in' });
  expect(within(signIn).getByText(/^Blocked since/)).toBeInTheDocument();
  expect(within(signIn).getByText('Support Person')).toBeInTheDocument();
  expect(within(signIn).getByText('Fake orders again')).toBeInTheDocument();
  expect(within(signIn).getByRole('button', { name: 'Unblock sign-in' })).toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'سارا محمدی is blocked; their sessions have ended.', variant: 'success' });
});

test('in Persian the reason’s error is Persian, the field takes at most 500 characters, and nothing is sent without a reason', async () => {
  const { api, user } = setup({ path: '/admin/customers/12' });
  await user.click(await screen.findByRole('button', { name: 'مسدود کردن ورود' }));
  const dialog = await screen.findByRole('dialog', { name: 'مسدود کردن سارا محمدی' });
  await user.click(within(dialog).getByRole('button', { name: 'مسدود شود' }));
  expect(within(dialog).getByText('دلیل مسدود کردن را بنویسید.')).toBeInTheDocument();
  const field = within(dialog).getByRole('textbox', { name: /دلیل/ });
  expect(field).toHaveAttribute('maxlength', '500');
  expect(api.called(`POST ${C}/block`)).toHaveLength(0);
});

test('someone else blocked first: the api’s message stays in the dialog and the customer is loaded again', async () => {
  let reads = 0;
  const { api, user } = setup({
    current: () => ({ data: ++reads === 1 ? EXAMPLE : BLOCKED }),
    block: () => ({ status: 409, messages: [{ item1: 'This customer is already blocked.', item2: 'customers.alreadyBlocked' }] }),
  });
  await user.click(await screen.findByRole('button', { name: 'Block sign-in' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Abuse');
  await user.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This customer is already blocked.');
  await waitFor(() => expect(api.called(`GET ${C}`)).toHaveLength(2));
  expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Abuse');
});

test('unblocking is confirmed, then the customer may sign in again', async () => {
  const toasts = collectToasts();
  const { api, user } = setup({ current: BLOCKED, me: OWNER });
  await user.click(await screen.findByRole('button', { name: 'Unblock sign-in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unblock سارا محمدی' });
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`POST ${C}/unblock`)).toHaveLength(1);
  expect(screen.getByText('This customer may sign in.')).toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'سارا محمدی can sign in again.', variant: 'success' });
});

test('the orders desk reads the customer but neither blocks nor sees the leads', async () => {
  setup({ me: ORDERS, current: BLOCKED });
  await screen.findByRole('heading', { level: 1, name: 'سارا محمدی' });
  expect(screen.queryByRole('button', { name: /Block|Unblock/ })).not.toBeInTheDocument();
  expect(screen.getByText('Blocking sign-in is for support and the owner.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Leads' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Orders' })).toBeInTheDocument();
});

test('an unknown customer is not found; a malformed address is not found without asking the api', async () => {
  setup({ current: () => ({ status: 404, messages: [{ item1: 'This customer does not exist.', item2: 'customers.notFound' }] }) });
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
});

test('a malformed address asks nothing', () => {
  const { api } = setup({ path: '/en/admin/customers/abc' });
  expect(screen.getByTestId('not-found')).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
