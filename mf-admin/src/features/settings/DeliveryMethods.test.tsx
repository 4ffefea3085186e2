import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeRoutes } from 'shared-lib/test-utils';
import type { AdminDeliveryMethod, AuditEntry } from '../../api/settings';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import SettingsPage from './SettingsPage';

jest.setTimeout(20000);

const D = '/api/admin/settings/delivery-methods';
const POST: AdminDeliveryMethod = {
  id: 1,
  code: 'post',
  names: { fa: 'پست پیشتاز', en: 'Express post', ru: 'Экспресс-почта' },
  descriptions: { fa: null, en: 'Anywhere in Iran, 2 to 4 working days.', ru: null },
  price: 450_000,
  freeAbove: 50_000_000,
  requiresAddress: true,
  active: true,
  sortOrder: 1,
  regions: null,
  createdAt: '2026-03-01T08:00:00.000Z',
};
const COURIER: AdminDeliveryMethod = { ...POST, id: 2, code: 'courier', names: { fa: 'پیک (فقط تهران)', en: 'Courier (Tehran only)', ru: null }, price: 900_000, freeAbove: null, sortOrder: 2, regions: ['Tehran'], active: false };
const PRICE_CHANGE: AuditEntry = {
  id: 9,
  at: '2026-03-02T10:00:00.000Z',
  staffId: 1,
  staffName: 'Maryam Ahmadi',
  ip: '203.0.113.7',
  entity: 'delivery_method',
  entityId: '1',
  action: 'update',
  before: { ...POST, price: 400_000 },
  after: POST,
};

function setup(path = '/en/admin/settings?tab=delivery', routes: FakeRoutes = {}) {
  const api = fakeApi({
    [`GET ${D}`]: { data: [POST, COURIER] },
    'GET /api/admin/audit': { data: { items: [PRICE_CHANGE], total: 1, page: 1, pageSize: 5 } },
    ...routes,
  });
  const toasts = collectToasts();
  renderAdmin(<SettingsPage />, { path, namespaces: { 'admin-settings': { fa, en } } });
  return { api, toasts, user: userEvent.setup() };
}
const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method !== 'GET');

test('in Persian: each method with its price in Toman and Persian digits, its state and place', async () => {
  setup('/admin/settings?tab=delivery');
  const list = await screen.findByRole('list', { name: 'روش‌های ارسال' });
  const post = within(list).getByRole('listitem', { name: 'پست پیشتاز' });
  expect(within(post).getByText('هزینه: ۴۵٬۰۰۰ تومان · رایگان از ۵٬۰۰۰٬۰۰۰ تومان')).toBeInTheDocument();
  expect(within(post).getByText('فعال')).toBeInTheDocument();
  expect(within(post).getByText('جایگاه ۱')).toBeInTheDocument();
  const courier = within(list).getByRole('listitem', { name: 'پیک (فقط تهران)' });
  expect(within(courier).getByText('غیرفعال')).toBeInTheDocument();
  expect(within(courier).getByText(/هیچ‌گاه رایگان نیست/)).toBeInTheDocument();
  expect(within(courier).getByRole('button', { name: 'ویرایش «پیک (فقط تهران)»' })).toBeInTheDocument();
  const history = await screen.findByRole('list', { name: 'تغییرات اخیر' });
  expect(within(history).getByText('هزینه: ۴۰۰٬۰۰۰ ← ۴۵۰٬۰۰۰')).toBeInTheDocument();
});

test('a new price: only the price is sent; the list and the history follow', async () => {
  const { api, toasts, user } = setup('/en/admin/settings?tab=delivery', { [`PATCH ${D}/1`]: (req) => ({ data: { ...POST, ...req.body } }) });
  await user.click(await screen.findByRole('button', { name: 'Edit Express post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Express post' });
  const price = within(dialog).getByLabelText(/^Price \(rials\)/);
  expect(price).toHaveValue('450000');
  await user.clear(price);
  await user.type(price, '۶۰۰٬۰۰۰');
  expect(within(dialog).getByText('= 60,000 Toman')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`PATCH ${D}/1`).map((c) => c.body)).toEqual([{ price: 600_000 }]);
  expect(within(screen.getByRole('listitem', { name: 'Express post' })).getByText(/^Price: 60,000 Toman/)).toBeInTheDocument();
  expect(toasts).toContainEqual({ message: 'Saved. The shop uses it now.', variant: 'success' });
  await waitFor(() => expect(api.called('GET /api/admin/audit')).toHaveLength(2));
});

test('adding a method sends the whole form; a bad price stays in the dialog and sends nothing', async () => {
  const created: AdminDeliveryMethod = { ...POST, id: 5, code: 'tipax', names: { fa: 'تیپاکس', en: 'Tipax', ru: null }, descriptions: { fa: null, en: null, ru: null }, price: 700_000, freeAbove: null, sortOrder: 3 };
  const { api, user } = setup('/en/admin/settings?tab=delivery', { [`POST ${D}`]: { data: created } });
  await user.click(await screen.findByRole('button', { name: 'Add delivery method' }));
  const dialog = await screen.findByRole('dialog', { name: 'New delivery method' });
  await user.type(within(dialog).getByLabelText(/^Name in Persian/), 'تیپاکس');
  await user.type(within(dialog).getByLabelText(/^Name in English/), ' Tipax ');
  await user.type(within(dialog).getByLabelText(/^Price \(rials\)/), '70,000x');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('A whole number of rials, zero or more.')).toBeInTheDocument();
  expect(writes(api)).toHaveLength(0);

  const price = within(dialog).getByLabelText(/^Price \(rials\)/);
  await user.clear(price);
  await user.type(price, '700000');
  expect(within(dialog).getByText('Empty: never free.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('switch', { name: /^Needs a postal address/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`POST ${D}`).map((c) => c.body)).toEqual([
    { names: { fa: 'تیپاکس', en: 'Tipax', ru: null }, descriptions: { fa: null, en: null, ru: null }, price: 700_000, freeAbove: null, requiresAddress: false, active: true },
  ]);
  expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label')).filter(Boolean).slice(0, 3)).toEqual(['Express post', 'Courier (Tehran only)', 'Tipax']);
});

test('withdrawing the last active method: the api refuses (409), the dialog stays with its values', async () => {
  const { api, toasts, user } = setup('/en/admin/settings?tab=delivery', {
    [`PATCH ${D}/1`]: { status: 409, messages: [{ item1: 'At least one delivery method must stay active: activate another one before withdrawing this one.', item2: 'settings.lastDeliveryMethod' }] },
  });
  await user.click(await screen.findByRole('button', { name: 'Edit Express post' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('switch', { name: /^Active/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('At least one delivery method must stay active');
  expect(api.called(`PATCH ${D}/1`).map((c) => c.body)).toEqual([{ active: false }]);
  expect(within(dialog).getByRole('switch', { name: /^Active/ })).not.toBeChecked();
  expect(toasts).toEqual([]);
});

test('a dialog saved without a change sends nothing', async () => {
  const { api, toasts, user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Express post' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes(api)).toHaveLength(0);
  expect(toasts).toEqual([{ message: 'Nothing was changed.', variant: 'info' }]);
});
