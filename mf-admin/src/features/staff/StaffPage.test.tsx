import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi } from 'shared-lib/test-utils';
import type { Staff } from '../../api/admin';
import { SessionContext } from '../../lib/session';
import { renderAdmin, OWNER } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import StaffPage from './StaffPage';

const namespaces = { 'admin-staff': { fa, en } };

const OWNER_ROW: Staff = { id: 1, mobile: '09120000001', name: 'مریم احمدی', roles: ['owner'], hasPassword: true, active: true, createdAt: '2026-03-01T08:30:00.000Z', updatedAt: null };
const REZA: Staff = { id: 2, mobile: '09129876543', name: 'Reza Karimi', roles: ['content', 'catalogue'], hasPassword: false, active: true, createdAt: '2026-03-05T10:00:00.000Z', updatedAt: null };
const LIST = [OWNER_ROW, REZA];

const originalMatchMedia = window.matchMedia;
/** A wide window (the table) or a phone (the cards). */
function setWide(wide: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: wide && /min-width/.test(query), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList) as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function setup(path = '/en/admin/staff') {
  renderAdmin(<StaffPage />, { path, namespaces });
  return userEvent.setup();
}

test('in Persian on a phone: cards with the Jalali date, Persian digits, Latin mobile and role names', async () => {
  fakeApi({ 'GET /api/admin/staff': { data: LIST } });
  setup('/admin/staff');
  expect(screen.getByRole('heading', { level: 1, name: 'کارکنان' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'کارکنان' });
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const reza = cards[1];
  expect(within(reza).getByText(/۱۴ اسفند ۱۴۰۴/)).toBeInTheDocument();
  expect(within(reza).getByText('09129876543')).toHaveAttribute('dir', 'ltr');
  // the roles in their fixed order, named in Persian
  expect(within(reza).getAllByText(/^(کاتالوگ|محتوا)$/).map((e) => e.textContent)).toEqual(['کاتالوگ', 'محتوا']);
  expect(within(reza).getByText('فعال')).toBeInTheDocument();
  expect(within(cards[0]).getByText('مالک')).toBeInTheDocument();
  expect(screen.getByText('۲ نفر')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('in English on a wide screen: a table with the Gregorian date', async () => {
  setWide(true);
  fakeApi({ 'GET /api/admin/staff': { data: LIST } });
  setup();
  const table = await screen.findByRole('table', { name: 'Staff' });
  const row = within(table).getByText('Reza Karimi').closest('tr') as HTMLElement;
  expect(within(row).getByText('Mar 5, 2026')).toBeInTheDocument();
  expect(within(row).getByText('09129876543')).toHaveAttribute('dir', 'ltr');
  expect(within(row).getByText('Catalogue')).toBeInTheDocument();
  expect(within(row).getByText('Content')).toBeInTheDocument();
  expect(within(row).getByText('Active')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Edit Reza Karimi' })).toBeInTheDocument();
  expect(screen.getByText('2 people')).toBeInTheDocument();
});

test('adding sends the mobile normalized from Persian digits, the name and the roles', async () => {
  const created: Staff = { id: 3, mobile: '09121234567', name: 'Sara Nik', roles: ['catalogue', 'support'], hasPassword: false, active: true, createdAt: '2026-03-06T10:00:00.000Z', updatedAt: null };
  const api = fakeApi({ 'GET /api/admin/staff': { data: LIST }, 'POST /api/admin/staff': { data: created } });
  const toasts = collectToasts();
  const user = setup();
  await screen.findByRole('list', { name: 'Staff' });

  await user.click(screen.getByRole('button', { name: 'Add staff member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
  await user.type(within(dialog).getByLabelText(/^Mobile number/), '۰۹۱۲ ۱۲۳ ۴۵۶۷');
  await user.type(within(dialog).getByLabelText(/^Name/), '  Sara   Nik ');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Catalogue' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called('POST /api/admin/staff').map((c) => c.body)).toEqual([{ mobile: '09121234567', name: 'Sara Nik', roles: ['catalogue', 'support'] }]);
  expect(await screen.findByText('Sara Nik')).toBeInTheDocument();
  expect(toasts).toEqual([{ message: 'Staff member saved.', variant: 'success' }]);
});

test('no role and a bad mobile are refused in the dialog, and nothing is sent', async () => {
  const api = fakeApi({ 'GET /api/admin/staff': { data: LIST } });
  const user = setup('/admin/staff');
  await screen.findByRole('list', { name: 'کارکنان' });

  await user.click(screen.getByRole('button', { name: 'افزودن کارمند' }));
  const dialog = await screen.findByRole('dialog', { name: 'افزودن کارمند' });
  await user.type(within(dialog).getByLabelText(/^شمارهٔ موبایل/), '۰۸۱۲۱۲۳۴۵۶۷');
  await user.type(within(dialog).getByLabelText(/^نام/), 'سارا نیک');
  await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

  expect(await within(dialog).findByText('شمارهٔ موبایل درست نیست (مثلاً ۰۹۱۲۱۲۳۴۵۶۷).')).toBeInTheDocument();
  expect(within(dialog).getByText('دست‌کم یک نقش انتخاب کنید.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('editing sends only the changed fields', async () => {
  const api = fakeApi({
    'GET /api/admin/staff': { data: LIST },
    'PATCH /api/admin/staff/2': (req) => ({ data: { ...REZA, ...req.body } }),
  });
  const user = setup();
  await screen.findByRole('list', { name: 'Staff' });

  await user.click(screen.getByRole('button', { name: 'Edit Reza Karimi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Reza Karimi' });
  expect(within(dialog).getByRole('checkbox', { name: 'Catalogue' })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Content' }));
  await user.click(within(dialog).getByRole('switch', { name: /^Active/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.called('PATCH /api/admin/staff/2').map((c) => c.body)).toEqual([{ roles: ['catalogue'], active: false }]);
  expect(await screen.findByText('Disabled')).toBeInTheDocument();
});

test('the last active owner: the api refuses, the dialog stays with its values and shows the message', async () => {
  const api = fakeApi({
    'GET /api/admin/staff': { data: LIST },
    'PATCH /api/admin/staff/1': { status: 409, messages: [{ item1: 'At least one active owner must remain.', item2: 'admin.lastOwner' }] },
  });
  const toasts = collectToasts();
  const user = setup();
  await screen.findByRole('list', { name: 'Staff' });

  await user.click(screen.getByRole('button', { name: 'Edit مریم احمدی' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Owner' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Orders' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('At least one active owner must remain.');
  expect(api.called('PATCH /api/admin/staff/1').map((c) => c.body)).toEqual([{ roles: ['orders'] }]);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: 'Owner' })).not.toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Orders' })).toBeChecked();
  expect(toasts).toEqual([]);
});

test('a failed list offers a retry', async () => {
  let n = 0;
  fakeApi({ 'GET /api/admin/staff': () => (++n === 1 ? { status: 500 } : { data: LIST }) });
  const user = setup();
  await user.click(await screen.findByRole('button', { name: /Try again|Retry/ }));
  expect(await screen.findByText('Reza Karimi')).toBeInTheDocument();
});

test('renaming myself updates the session; a dialog with no change sends nothing', async () => {
  const api = fakeApi({
    'GET /api/admin/staff': { data: LIST },
    'PATCH /api/admin/staff/1': (req) => ({ data: { ...OWNER_ROW, ...req.body } }),
  });
  const toasts = collectToasts();
  const setMe = jest.fn();
  renderAdmin(
    <SessionContext.Provider value={{ me: OWNER, setMe, signOut: jest.fn() }}>
      <StaffPage />
    </SessionContext.Provider>,
    { path: '/en/admin/staff', namespaces },
  );
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Staff' });

  await user.click(screen.getByRole('button', { name: 'Edit Reza Karimi' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  expect(toasts).toEqual([{ message: 'Nothing was changed.', variant: 'info' }]);

  await user.click(screen.getByRole('button', { name: 'Edit مریم احمدی' }));
  const dialog = await screen.findByRole('dialog');
  await user.clear(within(dialog).getByLabelText(/^Name/));
  await user.type(within(dialog).getByLabelText(/^Name/), 'Maryam Ahmadi');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(setMe).toHaveBeenCalledWith({ id: 1, mobile: '09120000001', name: 'Maryam Ahmadi', roles: ['owner'], hasPassword: true }));
  expect(api.called('PATCH /api/admin/staff/1').map((c) => c.body)).toEqual([{ name: 'Maryam Ahmadi' }]);
});
