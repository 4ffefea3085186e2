import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, recordBus } from 'shared-lib/test-utils';
import { resetPage } from '../../test/reset';
import { getAccountStore } from '../../lib/accountStore';
import { registerRoutes, renderLogin } from './login-test-helpers';

// MUI inputs typed key by key on a shared 2-core machine: give each flow room
jest.setTimeout(20_000);

describe('/loginRegister', () => {
  beforeEach(resetPage);

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
