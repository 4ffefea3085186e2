import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeRoutes } from 'shared-lib/test-utils';
import type { AdminDiscountCode } from '../../api/settings';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import SettingsPage from './SettingsPage';

jest.setTimeout(20000);

// the date pickers as plain text boxes of the stored value (the real picker has its own tests in shared-lib and AuditPage)
jest.mock('shared-lib/components/DatePicker/index', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createElement } = require('react') as typeof import('react');
  return {
    DatePicker: (p: { label: string; value: string | null; onChange: (v: string | null) => void; helperText?: string }) =>
      createElement(
        'label',
        null,
        p.label,
        createElement('input', { value: p.value ?? '', onChange: (e: { target: { value: string } }) => p.onChange(e.target.value || null) }),
        p.helperText ? createElement('span', null, p.helperText) : null,
      ),
  };
});

const C = '/api/admin/settings/discount-codes';
const WELCOME: AdminDiscountCode = {
  id: 1,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  maxDiscount: 5_000_000,
  minBasket: 10_000_000,
  usageLimit: null,
  usageCount: 3,
  startsAt: null,
  expiresAt: '2027-03-01T20:30:00.000Z',
  validFrom: null,
  validTo: '2027-03-01',
  active: true,
  createdAt: '2026-03-01T08:00:00.000Z',
};
const SAFETY: AdminDiscountCode = { ...WELCOME, id: 2, code: 'SAFETY500', kind: 'amount', value: 5_000_000, maxDiscount: null, minBasket: 50_000_000, usageLimit: 100, usageCount: 7, active: false };

function setup(path = '/en/admin/settings?tab=discounts', routes: FakeRoutes = {}) {
  const api = fakeApi({
    [`GET ${C}`]: { data: [SAFETY, WELCOME] },
    'GET /api/admin/audit': { data: { items: [], total: 0, page: 1, pageSize: 5 } },
    ...routes,
  });
  const toasts = collectToasts();
  renderAdmin(<SettingsPage />, { path, namespaces: { 'admin-settings': { fa, en } } });
  return { api, toasts, user: userEvent.setup() };
}
const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method !== 'GET');

test('in Persian: each code in Latin, what it takes off in Toman with Persian digits, its use and its last day in the Jalali calendar', async () => {
  setup('/admin/settings?tab=discounts');
  const list = await screen.findByRole('list', { name: 'کدهای تخفیف' });
  const welcome = within(list).getByRole('listitem', { name: 'WELCOME10' });
  expect(within(welcome).getByText('WELCOME10')).toHaveAttribute('dir', 'ltr');
  expect(within(welcome).getByText('۱۰٪ تخفیف، حداکثر ۵۰۰٬۰۰۰ تومان، برای سبدهای از ۱٬۰۰۰٬۰۰۰ تومان')).toBeInTheDocument();
  expect(within(welcome).getByText(/^۳ بار به کار رفته، معتبر تا ۱۰ اسفند ۱۴۰۵$/)).toBeInTheDocument();
  const safety = within(list).getByRole('listitem', { name: 'SAFETY500' });
  expect(within(safety).getByText(/۷ بار از ۱۰۰ بار به کار رفته/)).toBeInTheDocument();
  expect(within(safety).getByText('غیرفعال')).toBeInTheDocument();
  expect(screen.getByText('هنوز تغییری ثبت نشده است.')).toBeInTheDocument();
});

test('adding a code: checked in the dialog (percent, days), then sent as the api takes it', async () => {
  const created: AdminDiscountCode = { ...WELCOME, id: 3, code: 'SPRING-1405', value: 20, maxDiscount: null, minBasket: 0, usageLimit: 50, usageCount: 0, validFrom: '2026-03-21', validTo: '2026-04-20' };
  const { api, toasts, user } = setup('/en/admin/settings?tab=discounts', { [`POST ${C}`]: { data: created } });
  await user.click(await screen.findByRole('button', { name: 'Add discount code' }));
  const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
  await user.type(within(dialog).getByLabelText(/^Code/), 'x');
  await user.type(within(dialog).getByLabelText(/^Percent off/), '150');
  await user.type(within(dialog).getByLabelText('First valid day (optional)'), '2026-04-21');
  await user.type(within(dialog).getByLabelText('Last valid day (optional)'), '2026-04-20');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('3 to 40 Latin letters, digits, - or _.')).toBeInTheDocument();
  expect(within(dialog).getByText('A whole percent from 1 to 100.')).toBeInTheDocument();
  expect(within(dialog).getByText('The first day must not come after the last one.')).toBeInTheDocument();
  expect(writes(api)).toHaveLength(0);

  const code = within(dialog).getByLabelText(/^Code/);
  await user.clear(code);
  await user.type(code, 'spring-۱۴۰۵');
  const percent = within(dialog).getByLabelText(/^Percent off/);
  await user.clear(percent);
  await user.type(percent, '۲۰');
  await user.type(within(dialog).getByLabelText(/^Usage limit/), '50');
  const from = within(dialog).getByLabelText('First valid day (optional)');
  await user.clear(from);
  await user.type(from, '2026-03-21');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`POST ${C}`).map((c) => c.body)).toEqual([
    { code: 'SPRING-1405', kind: 'percent', value: 20, maxDiscount: null, minBasket: 0, usageLimit: 50, validFrom: '2026-03-21', validTo: '2026-04-20', active: true },
  ]);
  expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label')).filter(Boolean).slice(0, 3)).toEqual(['SPRING-1405', 'SAFETY500', 'WELCOME10']);
  expect(toasts).toContainEqual({ message: 'Saved. The shop uses it now.', variant: 'success' });
});

test('an amount code: the field becomes an amount in rials, shown in Toman', async () => {
  const { api, user } = setup('/en/admin/settings?tab=discounts', { [`POST ${C}`]: (req) => ({ data: { ...SAFETY, id: 4, ...req.body } }) });
  await user.click(await screen.findByRole('button', { name: 'Add discount code' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Code/), 'GIFT');
  await user.click(within(dialog).getByRole('radio', { name: 'A fixed amount' }));
  expect(within(dialog).queryByLabelText(/^At most/)).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/^Amount off \(rials\)/), '0');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('A whole number of rials, at least 1.')).toBeInTheDocument();
  const amount = within(dialog).getByLabelText(/^Amount off \(rials\)/);
  await user.clear(amount);
  await user.type(amount, '2,000,000');
  expect(within(dialog).getByText('= 200,000 Toman')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.called(`POST ${C}`)).toHaveLength(1));
  expect(api.called(`POST ${C}`)[0].body).toMatchObject({ code: 'GIFT', kind: 'amount', value: 2_000_000, maxDiscount: null });
});

test('a code that exists already: the 409 shows in the dialog, which keeps what was typed', async () => {
  const { toasts, user } = setup('/en/admin/settings?tab=discounts', {
    [`POST ${C}`]: { status: 409, messages: [{ item1: 'The discount code "WELCOME10" exists already (letter case does not matter).', item2: 'settings.codeExists' }] },
  });
  await user.click(await screen.findByRole('button', { name: 'Add discount code' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/^Code/), 'welcome10');
  await user.type(within(dialog).getByLabelText(/^Percent off/), '5');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The discount code "WELCOME10" exists already');
  expect(within(dialog).getByLabelText(/^Code/)).toHaveValue('welcome10');
  expect(toasts).toEqual([]);
});

test('editing sends only what changed (a day left alone is not sent); the usage count is shown, not edited', async () => {
  const { api, user } = setup('/en/admin/settings?tab=discounts', { [`PATCH ${C}/1`]: (req) => ({ data: { ...WELCOME, ...req.body } }) });
  await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit WELCOME10' });
  expect(within(dialog).getByText('Used so far: 3 (counted by the orders, not changed here).')).toBeInTheDocument();
  const cap = within(dialog).getByLabelText(/^At most/);
  await user.clear(cap);
  await user.click(within(dialog).getByRole('switch', { name: /^Active/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called(`PATCH ${C}/1`).map((c) => c.body)).toEqual([{ maxDiscount: null, active: false }]);
  expect(within(screen.getByRole('listitem', { name: 'WELCOME10' })).getByText('Withdrawn')).toBeInTheDocument();
});

test("the api's 400 on a change shows in the dialog", async () => {
  const { user } = setup('/en/admin/settings?tab=discounts', {
    [`PATCH ${C}/2`]: { status: 400, messages: [{ item1: 'The first valid day must not come after the last one.', item2: 'settings.dateRange' }] },
  });
  await user.click(await screen.findByRole('button', { name: 'Edit SAFETY500' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('First valid day (optional)'), '2026-03-01');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The first valid day must not come after the last one.');
});
