import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type FakeAnswer, recordBus } from 'shared-lib/test-utils';
import common from 'shared-lib/locales/fa.json';
import { resetPage } from '../../test/reset';
import { registerRoutes, renderLogin } from './login-test-helpers';

// MUI inputs typed key by key on a shared 2-core machine: give each flow room
jest.setTimeout(20_000);

describe('/loginRegister', () => {
  beforeEach(resetPage);

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
});
