import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi, type FakeAnswer, type FakeRoutes, recordBus } from 'shared-lib/test-utils';
import { Route, Routes } from 'shared-lib/router';
import { getBus } from 'shared-lib/bus';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import common from 'shared-lib/locales/fa.json';
import LoginRegisterPage from '../../exposes/LoginRegisterPage';
import { sampleUser } from '../../test/fixtures';
import { resetPage } from '../../test/reset';
import { getAccountStore } from '../../lib/accountStore';

const namespaces = { account: { fa, en } };

// MUI inputs typed key by key on a shared 2-core machine: give each flow room
jest.setTimeout(20_000);

function renderLogin(path: string) {
  return renderPage(
    <Routes>
      <Route path="/loginRegister" element={<LoginRegisterPage />} />
      <Route path="/en/loginRegister" element={<LoginRegisterPage />} />
      <Route path="/pr/:id/:name" element={<p>product page</p>} />
      <Route path="/en/pr/:id/:name" element={<p>English product page</p>} />
      <Route path="/" element={<p>home page</p>} />
      <Route path="/en" element={<p>English home page</p>} />
    </Routes>,
    { path, namespaces },
  );
}

const otpSent = { data: { mobile: '09121234567', expiresIn: 120, resendIn: 60, codeLength: 6 } };

function registerRoutes(over: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/auth/user': { data: null },
    'GET /api/products/like': { data: [] },
    'POST /api/auth/userDetail': { data: { mobile: '09121234567', exists: false, hasPassword: false, mode: '1' } },
    'POST /api/auth/otp': otpSent,
    'POST /api/auth/checkOtp': (req) =>
      req.body?.code === '123456'
        ? { data: { verified: true, mode: '1' } }
        : { status: 400, messages: [{ item1: 'کد تأیید اشتباه است؛ ۴ بار دیگر می‌توانید تلاش کنید.', item2: 'auth.codeWrong' }] },
    'POST /api/auth/register': (req) => ({ data: { user: sampleUser({ fullName: String(req.body?.fullName) }), basketId: 'b-1' } }),
    ...over,
  };
}

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

  it('sends a code once: the sixth digit submits it, a tap on “confirm” right after sends nothing more', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    const api = fakeApi(
      registerRoutes({
        // the server takes its time, then refuses the code (Latin digits, as the api writes them)
        'POST /api/auth/checkOtp': () =>
          new Promise((resolve) => {
            answer = () => resolve({ status: 400, messages: [{ item1: 'کد تأیید اشتباه است؛ 4 بار دیگر می‌توانید تلاش کنید.', item2: 'auth.codeWrong' }] });
          }),
      }),
    );
    const toasts = recordBus('toast:show');
    renderLogin('/loginRegister');
    await user.type(await screen.findByLabelText(/شماره موبایل/), '09121234567');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));
    await screen.findByRole('heading', { level: 1, name: 'کد تأیید را وارد کنید' });
    await user.type(screen.getByLabelText(/کد تأیید/), '111111');
    await waitFor(() => expect(api.called('POST /api/auth/checkOtp')).toHaveLength(1));
    // "confirm" (the form's submit) while the code is on its way
    fireEvent.submit(screen.getByLabelText(/کد تأیید/).closest('form')!);
    expect(api.called('POST /api/auth/checkOtp')).toHaveLength(1);
    await act(async () => answer!());
    // the server's message with Persian digits in Persian
    await waitFor(() => expect(toasts).toContainEqual({ message: 'کد تأیید اشتباه است؛ ۴ بار دیگر می‌توانید تلاش کنید.', variant: 'error', description: undefined }));
    // and right after the answer: the same code is not sent again, no second try is spent
    await user.click(screen.getByRole('button', { name: 'تأیید' }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(api.called('POST /api/auth/checkOtp')).toHaveLength(1);
    // a code the shopper changes is sent
    await user.clear(screen.getByLabelText(/کد تأیید/));
    await user.type(screen.getByLabelText(/کد تأیید/), '222222');
    await waitFor(() => expect(api.called('POST /api/auth/checkOtp')).toHaveLength(2));
  });

  it('offline, says so in Persian, keeps the number and the code, and sends each once when sent again online', async () => {
    const setOnline = (value: boolean) => {
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    };
    let offline = true;
    // no answer at all while offline, as fetch fails without a connection
    const unlessOffline = (answer: FakeAnswer) => () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : answer);
    const api = fakeApi(
      registerRoutes({
        'POST /api/auth/userDetail': unlessOffline({ data: { mobile: '09121234567', exists: false, hasPassword: false, mode: '1' } }),
        'POST /api/auth/checkOtp': unlessOffline({ data: { verified: true, mode: '1' } }),
      }),
    );
    const toasts = recordBus('toast:show');
    const user = userEvent.setup();
    renderLogin('/loginRegister');
    try {
      setOnline(false);
      await user.type(await screen.findByLabelText(/شماره موبایل/), '09121234567');
      await user.click(screen.getByRole('button', { name: 'ادامه' }));
      await waitFor(() => expect(toasts).toHaveLength(1));
      expect(toasts[0]).toEqual({ message: common.offlineAction, variant: 'error', description: undefined });
      expect(toasts[0].message).toMatch(/اتصال اینترنت برقرار نیست/);
      expect(screen.getByLabelText(/شماره موبایل/)).toHaveValue('09121234567');
      expect(screen.getByRole('heading', { level: 1, name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();

      act(() => setOnline(true));
      offline = false;
      await user.click(screen.getByRole('button', { name: 'ادامه' }));
      await screen.findByRole('heading', { level: 1, name: 'کد تأیید را وارد کنید' });
      expect(api.called('POST /api/auth/userDetail')).toHaveLength(2);

      // the code, typed while the connection is gone: sent once (the sixth digit), refused for want of a connection
      offline = true;
      act(() => setOnline(false));
      await user.type(screen.getByLabelText(/کد تأیید/), '123456');
      await waitFor(() => expect(toasts).toHaveLength(2));
      expect(toasts[1]).toEqual({ message: common.offlineAction, variant: 'error', description: undefined });
      expect(screen.getByLabelText(/کد تأیید/)).toHaveValue('۱۲۳۴۵۶');
      expect(api.called('POST /api/auth/checkOtp')).toHaveLength(1);

      // back online: nothing is sent by itself; "confirm" sends the kept code once
      offline = false;
      act(() => setOnline(true));
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      expect(api.called('POST /api/auth/checkOtp')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'تأیید' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'ساخت حساب کاربری' })).toBeInTheDocument();
      expect(api.called('POST /api/auth/checkOtp')).toHaveLength(2);
      expect(api.called('POST /api/auth/checkOtp')[1].body).toEqual({ mobile: '09121234567', code: '123456' });
    } finally {
      setOnline(true);
    }
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

  it('lets the shopper ask for a new code only when the countdown is over', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const api = fakeApi(registerRoutes());
      renderLogin('/en/loginRegister');
      // the page asks who is logged in; its answer lands in act, not later between fake-timer steps
      await act(() => getAccountStore().start());
      await user.type(await screen.findByLabelText(/Mobile number/), '09121234567');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText(/You can ask for a new code in 1:00/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.getByText(/You can ask for a new code in 0:30/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(30_500));
      await user.click(screen.getByRole('button', { name: 'Send the code again' }));
      await waitFor(() => expect(api.called('POST /api/auth/otp')).toHaveLength(2));
      expect(await screen.findByText(/You can ask for a new code in 1:00/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows every server message of a refused code request as a red toast and stays on the form', async () => {
    const user = userEvent.setup();
    fakeApi(
      registerRoutes({
        'POST /api/auth/otp': {
          status: 429,
          messages: [{ item1: 'Too many codes were requested for this number; try again in 40 minutes.', item2: 'auth.tooManyCodes' }],
        },
      }),
    );
    const toasts = recordBus('toast:show');
    renderLogin('/en/loginRegister');
    await user.type(await screen.findByLabelText(/Mobile number/), '09121234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ message: 'Too many codes were requested for this number; try again in 40 minutes.', variant: 'error', description: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in or register' })).toBeInTheDocument();
  });

  it('sends an already logged-in shopper on to the stored page', async () => {
    fakeApi({ 'GET /api/auth/user': { data: sampleUser() }, 'GET /api/products/like': { data: [] } });
    window.sessionStorage.setItem('account:returnTo', '/pr/1/x');
    renderLogin('/loginRegister');
    expect(await screen.findByText('product page')).toBeInTheDocument();
  });
});

describe('/loginRegister when a code was sent moments ago', () => {
  beforeEach(resetPage);

  it('opens the code step with the server’s wait as the countdown', async () => {
    const user = userEvent.setup();
    const api = fakeApi(
      registerRoutes({
        'POST /api/auth/otp': { status: 429, data: { retryAfter: 42 }, messages: [{ item1: 'Please wait 42 seconds before asking for a new code.', item2: 'auth.resendCooldown' }] },
      }),
    );
    const toasts = recordBus('toast:show');
    renderLogin('/en/loginRegister');
    await user.type(await screen.findByLabelText(/Mobile number/), '09121234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the verification code' })).toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new code in 0:4[12]/)).toBeInTheDocument();
    expect(toasts).toEqual([{ message: 'Please wait 42 seconds before asking for a new code.', variant: 'error', description: undefined }]);
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(api.called('POST /api/auth/checkOtp')).toHaveLength(1);
  });
});
