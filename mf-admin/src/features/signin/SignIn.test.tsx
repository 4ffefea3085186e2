import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { SignIn } from './SignIn';

const ME = { id: 5, mobile: '09121112233', name: 'Ali', roles: ['catalogue'], hasPassword: true };

function setup(path = '/en/admin') {
  const onSignedIn = jest.fn();
  renderPage(<SignIn onSignedIn={onSignedIn} />, { path, namespaces: { admin: { fa, en } } });
  return onSignedIn;
}

test('signs in with mobile, code and then the password the api asks for', async () => {
  const api = fakeApi({
    'POST /api/admin/auth/otp': { data: { mobile: '09121112233', expiresIn: 120, resendIn: 60, codeLength: 6 } },
    'POST /api/admin/auth/verify': (req) =>
      req.body?.password ? { data: ME } : { status: 401, messages: [{ item1: 'The code is right; now enter your password as well.', item2: 'admin.passwordRequired' }] },
  });
  const onSignedIn = setup();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mobile number'), '۰۹۱۲۱۱۱۲۲۳۳');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Sign-in code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('The code is right; now enter your password as well.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 's3cret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ME));
  const verify = api.calls.filter((c) => c.path === '/api/admin/auth/verify');
  expect(verify.at(-1)?.body).toEqual({ mobile: '09121112233', code: '123456', password: 's3cret-pass' });
});

test('a wrong mobile is refused in Persian before anything is sent', async () => {
  const api = fakeApi({});
  setup('/admin');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('شمارهٔ موبایل'), '12345');
  await user.click(screen.getByRole('button', { name: 'ارسال کد' }));
  expect(await screen.findByText(/شمارهٔ موبایل درست نیست/)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
