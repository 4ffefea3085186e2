import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { useFormResult } from 'shared-lib/data';
import { localizeDigits } from 'shared-lib/format';
import { useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { useSearchParams } from 'shared-lib/router';
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
import { LOGIN_FORM, loginStart, type LoginField, type PostedLogin, type Step } from './loginStart';

export type { Step } from './loginStart';

/** The address's parts that name a step (a post without scripts went on to it): dropped once the page moves on. */
const STEP_PARAMS = ['step', 'mobile', 'mode'];

/** What the shell's server said about the step the page was drawn at (a post without scripts). */
export interface ServerOutcome {
  errors: Partial<Record<LoginField, string>>;
  messages: string[];
  refused: boolean;
}

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
 *
 * Each step is also a form the shell's server handles without scripts (shell/server/forms-login.mjs,
 * the same fields and api calls): the page then starts at the step the server sent it to (loginStart),
 * with the server's messages beside the fields until the shopper acts.
 */
export function useLoginFlow() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const posted = useFormResult<PostedLogin>(LOGIN_FORM);
  const [query] = useSearchParams();
  const [start] = useState(() => loginStart(posted, query));
  const [step, setStepState] = useState<Step>(start.step);
  const [mode, setMode] = useState<LoginModeValue>(start.mode);
  /** the number as typed, kept for the way back to the mobile step */
  const [mobileInput, setMobileInput] = useState(start.mobileInput);
  const [mobile, setMobile] = useState(start.mobile);
  /** the confirmed code (register: checkOtp, then the name step) */
  const [code, setCode] = useState(start.code);
  const [codeLength, setCodeLength] = useState(start.codeLength);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(start.resendIn);
  /** the server's word on the post that drew this page: shown until the shopper acts or moves on */
  const [outcome, setOutcome] = useState<ServerOutcome | null>(() =>
    start.messages.length || Object.keys(start.errors).length
      ? {
          // the api writes counts and waits with Latin digits: Persian ones in fa (as the toasts do)
          errors: Object.fromEntries(Object.entries(start.errors).map(([f, m]) => [f, localizeDigits(m, locale)])),
          messages: start.messages.map((m) => localizeDigits(m, locale)),
          refused: start.refused,
        }
      : null,
  );
  /** logged in by this flow: the page stays to say so instead of redirecting at once */
  const finished = useRef(false);
  /** a request is on its way: set at once, where `busy` waits for the next render */
  const inFlight = useRef(false);
  /** the code last sent and not changed since: a second tap does not send it again (nor spend a try) */
  const sentCode = useRef<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  /** the page left the step it was drawn at: what the server kept of that step is spent */
  const [movedOn, setMovedOn] = useState(false);
  const setStep = (next: Step) => {
    setOutcome(null);
    setMovedOn(true);
    setStepState(next);
  };

  // the page moved on from the step its address names: a reload starts from the beginning, as it
  // always did (the router need not know: the page stays, and its forms post with the page's scripts)
  useEffect(() => {
    if (step === start.step) return;
    const url = new URL(window.location.href);
    if (!STEP_PARAMS.some((k) => url.searchParams.has(k))) return;
    for (const k of STEP_PARAMS) url.searchParams.delete(k);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [step, start.step]);

  const failed = (err: unknown) => toastServerErrors(err, t, locale);

  async function run(action: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
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
    redirectTimer.current = setTimeout(() => navigate(start.returnTo ?? returnToPath(), { replace: true }), LOGIN_REDIRECT_DELAY_MS);
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
    mode,
    mobileInput,
    /** the confirmed code (the name step's form posts it again) */
    code,
    codeLength,
    busy,
    /** what was typed in the step the page was drawn at, when the server refused it */
    typed: movedOn ? {} : start.values,
    /** the server's messages about the step the page was drawn at (a post without scripts), until the shopper acts */
    outcome: step === start.step ? outcome : null,
    /** the return address the page's address names (locale-free), for the forms posted without scripts */
    returnTo: start.returnTo,
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
