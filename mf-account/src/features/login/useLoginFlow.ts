import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { isOfflineError } from 'shared-lib/offline';
import type { LoggedIn, LoginModeValue } from 'contracts/auth';
import { LoginMode } from 'contracts/login-mode';
import { authApi } from '../../api/auth';
import { getAccountStore } from '../../lib/accountStore';
import { guestBasketId } from '../../lib/basket';
import { cleanMobile } from '../../lib/mobileInput';
import { returnToPath } from '../../lib/returnTo';
import { errorCode, toastServerErrors } from '../../lib/serverErrors';
import { useCountdown } from '../../lib/useCountdown';
import { tidyName } from '../../lib/validation';


export type Step = 'mobile' | 'password' | 'code' | 'name' | 'done';

/** Spec §9: the pause between a successful login and going back. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export interface MobileValues {
  mobile: string;
}
export interface PasswordValues {
  password: string;
}
export interface CodeValues {
  code: string;
}
export interface NameValues {
  fullName: string;
  newPassword: string;
}

/**
 * The login flow's state and its api calls, without any markup: mobile first; then, by the server's
 * mode (LoginMode), a code (register, login) or a password (loginWithPassword, a code being the
 * alternative); then the full name when registering. One request at a time; server messages become
 * red toasts; after login the shopper goes back to the stored previous address, after 1000 ms.
 */
export function useLoginFlow() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const [step, setStep] = useState<Step>('mobile');
  const [mode, setMode] = useState<LoginModeValue>(LoginMode.register);
  /** the number as typed, kept for the way back to the mobile step */
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState('');
  /** the confirmed code (register: checkOtp, then the name step) */
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(6);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  /** logged in by this flow: the page stays to say so instead of redirecting at once */
  const finished = useRef(false);
  /** a request is on its way: set at once, where `busy` waits for the next render */
  const inFlight = useRef(false);
  /** the code last sent and not changed since: a second tap does not send it again (nor spend a try) */
  const sentCode = useRef<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const failed = (err: unknown) => toastServerErrors(err, t, locale);

  async function run(action: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      failed(err);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function sendCode(to: string) {
    try {
      const sent = await authApi.sendOtp(to);
      setCodeLength(sent.codeLength);
      countdown.start(sent.resendIn);
    } catch (err) {
      // A code went to this number moments ago (the shopper came back to the number step): it
      // is still valid, so the code step opens with the server's wait as its countdown.
      if (errorCode(err) !== 'auth.resendCooldown') throw err;
      toastServerErrors(err, t, locale);
      countdown.start((err as { data?: { retryAfter?: number } }).data?.retryAfter ?? 60);
    }
    setCode('');
    sentCode.current = null;
    setStep('code');
  }

  async function finish(result: LoggedIn) {
    finished.current = true;
    setStep('done');
    await getAccountStore().setUser(result.user);
    toast(result.user.fullName ? t('login.welcome', { name: result.user.fullName }) : t('login.welcomeNoName'), 'success');
    redirectTimer.current = setTimeout(() => navigate(returnToPath(), { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  }

  const submitMobile = (values: MobileValues) => {
    setMobileInput(values.mobile);
    return run(async () => {
      const detail = await authApi.userDetail(cleanMobile(values.mobile)!);
      setMobile(detail.mobile);
      setMode(detail.mode);
      if (detail.mode === LoginMode.loginWithPassword) setStep('password');
      else await sendCode(detail.mobile);
    });
  };

  const submitPassword = ({ password }: PasswordValues) =>
    run(async () => finish(await authApi.login({ mobile, password, cartCode: guestBasketId() })));

  const submitCode = ({ code: value }: CodeValues) => {
    // the sixth digit already sent this code: a tap on "confirm" right after is the same attempt
    if (inFlight.current || value === sentCode.current) return;
    sentCode.current = value;
    return run(async () => {
      try {
        if (mode === LoginMode.register) {
          await authApi.checkOtp(mobile, value);
          setCode(value);
          setStep('name');
        } else {
          await finish(await authApi.login({ mobile, code: value, cartCode: guestBasketId() }));
        }
      } catch (err) {
        // no answer came (offline): the code was not checked, so "confirm" may send the same code again
        if (isOfflineError(err)) sentCode.current = null;
        throw err;
      }
    });
  };

  const submitName = ({ fullName, newPassword }: NameValues) =>
    run(async () =>
      finish(await authApi.register({ mobile, code, fullName: tidyName(fullName), password: newPassword || undefined, cartCode: guestBasketId() })),
    );

  return {
    step,
    mobile,
    mobileInput,
    codeLength,
    busy,
    /** seconds until a new code may be asked for */
    resendIn: countdown.remaining,
    /** true once this flow logged the shopper in (the page then stays until it redirects) */
    finished: () => finished.current,
    /** true while a request is on its way (a ref: no render needed to see it) */
    inFlight: () => inFlight.current,
    submitMobile,
    submitPassword,
    submitCode,
    submitName,
    /** the code field changed: the next complete code is a new attempt */
    codeEdited: () => {
      sentCode.current = null;
    },
    resendCode: () => void run(() => sendCode(mobile)),
    backToMobile: () => setStep('mobile'),
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
