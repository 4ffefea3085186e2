import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, recordBus } from 'shared-lib/test-utils';
import { getBus } from 'shared-lib/bus';
import { sampleUser } from '../../test/fixtures';
import { resetPage } from '../../test/reset';
import { otpSent, registerRoutes, renderLogin } from './login-test-helpers';

// MUI inputs typed key by key on a shared 2-core machine: give each flow room
jest.setTimeout(20_000);

describe('/loginRegister', () => {
  beforeEach(resetPage);

  it('registers a new shopper in Persian: mobile in Persian digits, code, name; then goes back after 1000 ms', async () => {
    const user = userEvent.setup();
    const api = fakeApi(registerRoutes());
    window.sessionStorage.setItem('account:returnTo', '/pr/5/kapsul');
    document.cookie = 'basketId=guest-basket-9; Path=/';
    const toasts = recordBus('toast:show');
    const users = recordBus('auth:user');
    renderLogin('/loginRegister');

    expect(await screen.findByRole('heading', { level: 1, name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/شماره موبایل/), '۰۹۱۲ ۱۲۳ ۴۵۶۷');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'کد تأیید را وارد کنید' })).toBeInTheDocument();
    expect(api.called('POST /api/auth/userDetail')[0].body).toEqual({ mobile: '09121234567' });
    expect(api.called('POST /api/auth/otp')[0].body).toEqual({ mobile: '09121234567' });
    expect(screen.getByText(/۰۹۱۲۱۲۳۴۵۶۷/)).toBeInTheDocument();
    // the resend countdown, in Persian digits
    expect(screen.getByText(/ارسال دوباره‌ی کد تا (۱:۰۰|۰:۵۹) دیگر/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ارسال دوباره‌ی کد' })).not.toBeInTheDocument();

    // a wrong code: the server's message as a red toast; a complete code is sent without a click
    await user.type(screen.getByLabelText(/کد تأیید/), '111111');
    await waitFor(() => expect(toasts).toContainEqual({ message: 'کد تأیید اشتباه است؛ ۴ بار دیگر می‌توانید تلاش کنید.', variant: 'error', description: undefined }));
    await user.clear(screen.getByLabelText(/کد تأیید/));
    await user.type(screen.getByLabelText(/کد تأیید/), '۱۲۳۴۵۶');

    expect(await screen.findByRole('heading', { level: 1, name: 'ساخت حساب کاربری' })).toBeInTheDocument();
    expect(api.called('POST /api/auth/checkOtp').at(-1)!.body).toEqual({ mobile: '09121234567', code: '123456' });
    await user.type(screen.getByLabelText(/نام و نام خانوادگی/), 'سارا محمدی');
    await user.click(screen.getByRole('button', { name: 'ساخت حساب' }));

    await waitFor(() => expect(users.at(-1)).toMatchObject({ id: 7, fullName: 'سارا محمدی' }));
    const loggedInAt = Date.now();
    expect(api.called('POST /api/auth/register')[0].body).toEqual({
      mobile: '09121234567',
      code: '123456',
      fullName: 'سارا محمدی',
      cartCode: 'guest-basket-9',
    });
    expect(toasts.at(-1)).toMatchObject({ variant: 'success', message: 'سارا محمدی عزیز، خوش آمدید!' });
    expect(screen.queryByText('product page')).not.toBeInTheDocument();
    expect(await screen.findByText('product page', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - loggedInAt).toBeGreaterThanOrEqual(900);
  });

  it('logs in with a password in English and returns home when no page was stored', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/auth/user': { data: null },
      'GET /api/products/like': { data: [3] },
      'POST /api/auth/userDetail': { data: { mobile: '09121234567', exists: true, hasPassword: true, mode: '3' } },
      'POST /api/auth/login': (req) =>
        req.body?.password === 'Golestan-Saadi'
          ? { data: { user: sampleUser({ fullName: 'Sara', hasPassword: true }), basketId: null } }
          : { status: 400, messages: [{ item1: 'The mobile number or password is wrong.', item2: 'auth.wrongPassword' }] },
    });
    const toasts = recordBus('toast:show');
    renderLogin('/en/loginRegister');

    await user.type(await screen.findByLabelText(/Mobile number/), '+98 912 123 4567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your password' })).toBeInTheDocument();
    expect(api.called('POST /api/auth/otp')).toHaveLength(0);

    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.type(password, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'The mobile number or password is wrong.', variant: 'error', description: undefined }));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your password' })).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Golestan-Saadi');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(api.called('POST /api/auth/login').at(-1)!.body).toEqual({ mobile: '09121234567', password: 'Golestan-Saadi', cartCode: null });
    expect(await screen.findByText('English home page', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(getBus().current('auth:likes')).toEqual([3]);
  });

  it('offers a one-time code instead of the password', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/auth/user': { data: null },
      'GET /api/products/like': { data: [] },
      'POST /api/auth/userDetail': { data: { mobile: '09121234567', exists: true, hasPassword: true, mode: '3' } },
      'POST /api/auth/otp': otpSent,
      'POST /api/auth/login': { data: { user: sampleUser({ hasPassword: true }), basketId: null } },
    });
    renderLogin('/en/loginRegister');
    await user.type(await screen.findByLabelText(/Mobile number/), '09121234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Log in with a one-time code instead' }));
    await user.type(await screen.findByLabelText(/Verification code/), '654321');
    await waitFor(() => expect(api.called('POST /api/auth/login')).toHaveLength(1));
    expect(api.called('POST /api/auth/login')[0].body).toEqual({ mobile: '09121234567', code: '654321', cartCode: null });
  });

  it('checks the mobile before asking the server', async () => {
    const user = userEvent.setup();
    const api = fakeApi(registerRoutes());
    renderLogin('/en/loginRegister');
    await user.type(await screen.findByLabelText(/Mobile number/), '0812345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Not a valid mobile number (e.g. 09123456789)')).toBeInTheDocument();
    expect(api.called('POST /api/auth/userDetail')).toHaveLength(0);
  });

  it('sends an already logged-in shopper on to the stored page', async () => {
    fakeApi({ 'GET /api/auth/user': { data: sampleUser() }, 'GET /api/products/like': { data: [] } });
    window.sessionStorage.setItem('account:returnTo', '/pr/1/x');
    renderLogin('/loginRegister');
    expect(await screen.findByText('product page')).toBeInTheDocument();
  });
});
