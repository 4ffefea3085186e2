import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, fakeApi } from 'shared-lib/test-utils';
import type { StaffMe } from '../../api/admin';
import { SessionContext } from '../../lib/session';
import { renderAdmin, CATALOGUE } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import AccountPage from './AccountPage';

const namespaces = { 'admin-account': { fa, en } };

/** The page signed in as `me`, with a session whose setMe the test sees. */
function setup(me: StaffMe, path = '/en/admin/account') {
  const setMe = jest.fn();
  renderAdmin(
    <SessionContext.Provider value={{ me, setMe, signOut: jest.fn() }}>
      <AccountPage />
    </SessionContext.Provider>,
    { path, me, namespaces },
  );
  return { setMe, user: userEvent.setup() };
}

test('shows who I am and sets a first password without a current one', async () => {
  const saved = { ...CATALOGUE, hasPassword: true };
  const api = fakeApi({ 'POST /api/admin/auth/password': { data: saved } });
  const toasts = collectToasts();
  const { setMe, user } = setup(CATALOGUE);

  expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  expect(screen.getByText('Reza Karimi')).toBeInTheDocument();
  expect(screen.getByText('09120000002')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText('Catalogue')).toBeInTheDocument();
  expect(screen.getByText(/signing in asks for the code AND the password/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText(/^New password/), 'long-enough-1');
  await user.type(screen.getByLabelText(/^Repeat the new password/), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Save password' }));

  await waitFor(() => expect(setMe).toHaveBeenCalledWith(saved));
  expect(api.called('POST /api/admin/auth/password')[0].body).toEqual({ password: 'long-enough-1' });
  expect(toasts).toEqual([{ message: expect.stringContaining('Password saved') as string, variant: 'success' }]);
  // the form starts again, empty
  await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveValue(''));
});

test('changing a password sends the current one too', async () => {
  const me = { ...CATALOGUE, hasPassword: true };
  const api = fakeApi({ 'POST /api/admin/auth/password': { data: me } });
  const { setMe, user } = setup(me);
  expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Current password/), 'old-secret-1');
  await user.type(screen.getByLabelText(/^New password/), 'new-secret-2');
  await user.type(screen.getByLabelText(/^Repeat the new password/), 'new-secret-2');
  await user.click(screen.getByRole('button', { name: 'Save password' }));

  await waitFor(() => expect(setMe).toHaveBeenCalledWith(me));
  expect(api.called('POST /api/admin/auth/password')[0].body).toEqual({ password: 'new-secret-2', currentPassword: 'old-secret-1' });
});

test('a wrong current password shows the api message and keeps what was typed', async () => {
  const me = { ...CATALOGUE, hasPassword: true };
  fakeApi({ 'POST /api/admin/auth/password': { status: 400, messages: [{ item1: 'The current password is wrong.', item2: 'admin.currentPasswordWrong' }] } });
  const { setMe, user } = setup(me);

  await user.type(screen.getByLabelText(/^Current password/), 'not-it-at-all');
  await user.type(screen.getByLabelText(/^New password/), 'new-secret-2');
  await user.type(screen.getByLabelText(/^Repeat the new password/), 'new-secret-2');
  await user.click(screen.getByRole('button', { name: 'Save password' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
  expect(setMe).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/^Current password/)).toHaveValue('not-it-at-all');
  expect(screen.getByLabelText(/^New password/)).toHaveValue('new-secret-2');
});

test('in Persian: two different passwords, or a short one, are refused before anything is sent', async () => {
  const api = fakeApi({});
  const { setMe, user } = setup(CATALOGUE, '/admin/account');
  expect(screen.getByRole('heading', { level: 1, name: 'حساب من' })).toBeInTheDocument();
  expect(screen.getByText('کاتالوگ')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^رمز عبور جدید/), 'long-enough-1');
  await user.type(screen.getByLabelText(/^تکرار رمز عبور جدید/), 'long-enough-2');
  await user.click(screen.getByRole('button', { name: 'ذخیرهٔ رمز عبور' }));
  expect(await screen.findByText('دو رمز عبور یکسان نیستند.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/^رمز عبور جدید/));
  await user.type(screen.getByLabelText(/^رمز عبور جدید/), 'short');
  await user.click(screen.getByRole('button', { name: 'ذخیرهٔ رمز عبور' }));
  expect(await screen.findByText('رمز عبور باید دست‌کم ۸ نویسه باشد.')).toBeInTheDocument();

  expect(api.calls).toHaveLength(0);
  expect(setMe).not.toHaveBeenCalled();
});
