import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi, type FakeRoutes } from 'shared-lib/test-utils';
import { useLocation } from 'shared-lib/router';
import type { AuditEntry, CompanyDetails, ShopSettings } from '../../api/settings';
import { renderAdmin } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import SettingsPage from './SettingsPage';

jest.setTimeout(20000);

const S = '/api/admin/settings';
const COMPANY: CompanyDetails = {
  email: 'info@atashimen.example',
  phones: ['021-66000000'],
  mobile: '09121234567',
  postalCode: '1345673111',
  address: { fa: 'تهران، خیابان آزادی، پلاک ۱۲۰', en: '120 Azadi St, Tehran, Iran', ru: '' },
  hours: { fa: 'شنبه تا چهارشنبه ۸:۳۰ تا ۱۷', en: 'Saturday to Wednesday 8:30–17:00', ru: '' },
  location: { lat: 35.7009, lng: 51.3652 },
};
const SETTINGS: ShopSettings = {
  vatPercent: 10,
  company: COMPANY,
  defaults: { vatPercent: 10, company: COMPANY },
  fromEnvironment: { vatPercent: true, company: true },
  updatedAt: { vatPercent: null, company: null },
};
const CHANGE: AuditEntry = {
  id: 7,
  at: '2026-03-02T10:00:00.000Z',
  staffId: 1,
  staffName: 'مریم احمدی',
  ip: '203.0.113.7',
  entity: 'setting',
  entityId: 'vat',
  action: 'update',
  before: { vatPercent: 9, fromEnvironment: true },
  after: { vatPercent: 10 },
};

let where = '';
function Where() {
  const l = useLocation();
  where = l.pathname + l.search;
  return null;
}

function setup(path = '/en/admin/settings', routes: FakeRoutes = {}) {
  const api = fakeApi({
    [`GET ${S}/shop`]: { data: SETTINGS },
    'GET /api/admin/audit': (req) => ({ data: { items: req.query.get('entity') === 'setting' ? [CHANGE] : [], total: 1, page: 1, pageSize: 5 } }),
    ...routes,
  });
  const toasts = collectToasts();
  renderAdmin(
    <>
      <SettingsPage />
      <Where />
    </>,
    { path, namespaces: { 'admin-settings': { fa, en } } },
  );
  return { api, toasts, user: userEvent.setup() };
}
const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method !== 'GET');

test('in Persian: the title, the tabs, the VAT with Persian digits, the server defaults said, the last change', async () => {
  setup('/admin/settings');
  expect(screen.getByRole('heading', { level: 1, name: 'تنظیمات فروشگاه' })).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'بخش‌های تنظیمات' });
  expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['مالیات و شرکت', 'روش‌های ارسال', 'کدهای تخفیف']);
  expect(await screen.findByLabelText(/^درصد مالیات بر ارزش افزوده/)).toHaveValue('۱۰');
  expect(screen.getByText(/پیش‌فرض سرور: ۱۰٪/)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('هنوز این‌جا ذخیره نشده است');
  expect(screen.getByLabelText(/^عرض جغرافیایی/)).toHaveValue('۳۵.۷۰۰۹');
  const history = await screen.findByRole('list', { name: 'تغییرات اخیر' });
  expect(within(history).getByText('درصد مالیات — تغییر کرد')).toBeInTheDocument();
  expect(within(history).getByText('درصد مالیات: ۹ ← ۱۰')).toBeInTheDocument();
  expect(within(history).getByText(/^مریم احمدی، /)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'همهٔ تغییرات در گزارش تغییرات' })).toHaveAttribute('href', '/admin/audit?entity=setting');
});

test('saving sends the whole form as the api takes it: Persian digits read, phones added and removed, numbers parsed', async () => {
  const saved: ShopSettings = { ...SETTINGS, vatPercent: 12.5, fromEnvironment: { vatPercent: false, company: false }, updatedAt: { vatPercent: '2026-03-03T10:00:00.000Z', company: '2026-03-03T10:00:00.000Z' } };
  const { api, toasts, user } = setup('/en/admin/settings', { [`PUT ${S}/shop`]: { data: saved } });
  const vat = await screen.findByLabelText(/^VAT percent/);
  await user.clear(vat);
  await user.type(vat, '۱۲٫۵');
  await user.click(screen.getByRole('button', { name: 'Add a telephone number' }));
  await user.type(screen.getByLabelText(/^Telephone 2/), ' ۰۲۱-۶۶۰۰۰۰۰۱ ');
  await user.click(screen.getByRole('button', { name: 'Add a telephone number' }));
  await user.click(screen.getByRole('button', { name: 'Remove telephone 3' }));
  const ru = screen.getByLabelText(/^Address in Russian/);
  await user.type(ru, 'Тегеран');
  const lat = screen.getByLabelText(/^Latitude/);
  await user.clear(lat);
  await user.type(lat, '32.6539');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(api.called(`PUT ${S}/shop`)).toHaveLength(1));
  expect(api.called(`PUT ${S}/shop`)[0].body).toEqual({
    vatPercent: 12.5,
    company: { ...COMPANY, phones: ['021-66000000', '021-66000001'], address: { ...COMPANY.address, ru: 'Тегеран' }, location: { lat: 32.6539, lng: 51.3652 } },
  });
  await waitFor(() => expect(toasts).toContainEqual({ message: 'Saved. The shop uses it now.', variant: 'success' }));
  // the note about the server's values is gone; the history is read again
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(api.called('GET /api/admin/audit').length).toBeGreaterThanOrEqual(2);
});

test('wrong values: a message beside each field, in English, and nothing is sent', async () => {
  const { api, user } = setup();
  const vat = await screen.findByLabelText(/^VAT percent/);
  await user.clear(vat);
  await user.type(vat, '101');
  const email = screen.getByLabelText(/^E-mail address/);
  await user.clear(email);
  await user.type(email, 'not-an-address');
  await user.clear(screen.getByLabelText(/^Telephone 1/));
  await user.clear(screen.getByLabelText(/^Address in English/));
  const lng = screen.getByLabelText(/^Longitude/);
  await user.clear(lng);
  await user.type(lng, '181');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Enter a percent from 0 to 100 (at most two decimals).')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid e-mail address (for example info@example.com).')).toBeInTheDocument();
  expect(screen.getByText('Enter at least one telephone number.')).toBeInTheDocument();
  expect(screen.getByText('Required.')).toBeInTheDocument();
  expect(screen.getByText('A number from -180 to 180.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^VAT percent/)).toHaveAttribute('aria-invalid', 'true');
  expect(writes(api)).toHaveLength(0);
});

test('wrong values in Persian: the messages in Persian', async () => {
  const { api, user } = setup('/admin/settings');
  const vat = await screen.findByLabelText(/^درصد مالیات بر ارزش افزوده/);
  await user.clear(vat);
  await user.type(vat, '۱۰٫۱۲۵');
  await user.type(screen.getByLabelText(/^تلفن ۱/), 'abc');
  await user.click(screen.getByRole('button', { name: 'ذخیره' }));
  expect(await screen.findByText('درصدی از ۰ تا ۱۰۰ وارد کنید (حداکثر دو رقم اعشار).')).toBeInTheDocument();
  expect(screen.getByText('فقط رقم، فاصله و + ( ) - .')).toBeInTheDocument();
  expect(writes(api)).toHaveLength(0);
});

test("the api's refusal (400) shows above the button and keeps what was typed", async () => {
  const { api, toasts, user } = setup('/en/admin/settings', {
    [`PUT ${S}/shop`]: { status: 400, messages: [{ item1: 'The telephone number "021" is not valid: digits, spaces and + ( ) - only.', item2: 'content.company.phoneInvalid' }] },
  });
  const email = await screen.findByLabelText(/^E-mail address/);
  await user.clear(email);
  await user.type(email, 'sales@example.com');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The telephone number "021" is not valid');
  expect(api.called(`PUT ${S}/shop`)).toHaveLength(1);
  expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('sales@example.com');
  expect(toasts).toEqual([]);
});

test('the tabs open by click and keyboard, and the address keeps the open one', async () => {
  const { user } = setup('/en/admin/settings', {
    [`GET ${S}/delivery-methods`]: { data: [] },
    [`GET ${S}/discount-codes`]: { data: [] },
  });
  await screen.findByLabelText(/^VAT percent/);
  await user.click(screen.getByRole('tab', { name: 'Delivery methods' }));
  expect(await screen.findByText('No delivery methods yet.')).toBeInTheDocument();
  expect(where).toBe('/en/admin/settings?tab=delivery');
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'settings-tab-delivery');
  screen.getByRole('tab', { name: 'Delivery methods' }).focus();
  await user.keyboard('{ArrowRight}{Enter}');
  expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
  expect(where).toBe('/en/admin/settings?tab=discounts');
});

test('a failed load offers a retry', async () => {
  let n = 0;
  setup('/en/admin/settings', { [`GET ${S}/shop`]: () => (++n === 1 ? { status: 500 } : { data: SETTINGS }) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Try again|Retry/ }));
  expect(await screen.findByLabelText(/^VAT percent/)).toHaveValue('10');
});
