import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, IconButton, Link, Paper, Stack, Typography } from 'shared-lib/ui';
import { InputAdornment, TextField } from 'shared-lib/ui-more';
import { VisibilityIcon, VisibilityOffIcon } from 'shared-lib/icons';
import { Navigate } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { Field, Form, yup } from 'shared-lib/forms';
import { localizeDigits } from 'shared-lib/format';
import { useLocale, useLocaleNavigate, useLocalePath } from 'shared-lib/navigation';
import { isOfflineError } from 'shared-lib/offline';
import type { LoggedIn, LoginModeValue } from 'contracts/auth';
import { authApi } from '../../api/auth';
import { getAccountStore, useAccount } from '../../lib/accountStore';
import { guestBasketId } from '../../lib/basket';
import { FormTextField } from '../../lib/FormTextField';
import { cleanCode, cleanMobile } from '../../lib/mobileInput';
import { returnToPath } from '../../lib/returnTo';
import { errorCode, toastServerErrors } from '../../lib/serverErrors';
import { formatSeconds, useCountdown } from '../../lib/useCountdown';
import { isFullName, PASSWORD_MIN, tidyName, validateSync, type FieldErrors } from '../../lib/validation';

type Step = 'mobile' | 'password' | 'code' | 'name' | 'done';

/** Spec §9: the pause between a successful login and going back. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/**
 * /loginRegister: mobile first; then, by the server's mode, a code (register '1', login '2') or a
 * password (login with second step '3', with a code as the alternative); then the full name when
 * registering. Server messages become red toasts; after login the shopper goes back to the stored
 * previous address (not the login page) or '/', after 1000 ms.
 */
export function LoginRegister() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const lp = useLocalePath();
  const { user } = useAccount();
  const [step, setStep] = useState<Step>('mobile');
  const [mode, setMode] = useState<LoginModeValue>('1');
  /** the number as typed, kept for the way back to the mobile step */
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState('');
  /** the confirmed code (register: checkOtp, then the name step) */
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(6);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const finished = useRef(false);
  /** a request is on its way: set at once, where `busy` waits for the next render */
  const inFlight = useRef(false);
  /** the code last sent and not changed since: a second tap does not send it again (nor spend a try) */
  const sentCode = useRef<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    document.title = `${t(`login.title.${step}`)} | ${t('common:appName')}`;
  }, [step, t]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const digits = useCallback((s: string) => localizeDigits(s, locale), [locale]);
  const schemas = useMemo(
    () => ({
      mobile: yup.object({ mobile: yup.string().test('mobile', t('common:invalidMobile'), (v) => cleanMobile(v ?? '') !== null) }),
      password: yup.object({ password: yup.string().required(t('login.passwordRequired')) }),
      code: yup.object({
        code: yup.string().test('length', t('login.codeInvalid', { length: digits(String(codeLength)) }), (v) => (v ?? '').length === codeLength),
      }),
      name: yup.object({
        fullName: yup.string().test('fullName', t('login.fullNameInvalid'), isFullName),
        newPassword: yup.string().test('min', t('login.passwordTooShort', { min: digits(String(PASSWORD_MIN)) }), (v) => !v || [...v].length >= PASSWORD_MIN),
      }),
    }),
    [t, digits, codeLength],
  );
  const validate = useMemo(
    () => ({
      mobile: (v: MobileValues) => validateSync(schemas.mobile, v),
      password: (v: PasswordValues) => validateSync(schemas.password, v),
      code: (v: CodeValues) => validateSync(schemas.code, v),
      name: (v: NameValues) => validateSync(schemas.name, v),
    }),
    [schemas],
  );

  // Someone already logged in has nothing to do here.
  if (user && !finished.current) return <Navigate to={lp(returnToPath())} replace />;

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
      if (detail.mode === '3') setStep('password');
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
        if (mode === '1') {
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

  const backToMobile = () => setStep('mobile');

  const passwordAdornment = (
    <InputAdornment position="end">
      <IconButton aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')} onClick={() => setShowPassword((s) => !s)} edge="end">
        {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );

  const submitButton = (label: string) => (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ minHeight: 48 }}>
      {busy ? <CircularProgress size={24} color="inherit" aria-label={t('login.working')} /> : label}
    </Button>
  );

  const changeNumber = (
    <Link component="button" type="button" onClick={backToMobile} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
      {t('login.editMobile')}
    </Link>
  );

  let body: ReactNode;
  if (step === 'mobile') {
    body = (
      <Form<MobileValues> initialValues={{ mobile: mobileInput }} validate={validate.mobile} onSubmit={submitMobile}>
        {({ handleSubmit }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
            <Typography color="text.secondary">{t('login.intro')}</Typography>
            <FormTextField
              name="mobile"
              label={t('login.mobileLabel')}
              helperText={t('login.mobileHint')}
              placeholder={digits('09123456789')}
              autoComplete="tel"
              autoFocus
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20, style: { textAlign: 'center', letterSpacing: 1 } } }}
            />
            {submitButton(t('login.continue'))}
          </Stack>
        )}
      </Form>
    );
  } else if (step === 'password') {
    body = (
      <Form<PasswordValues> initialValues={{ password: '' }} validate={validate.password} onSubmit={submitPassword}>
        {({ handleSubmit }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
            <Typography color="text.secondary">{t('login.passwordFor', { mobile: digits(mobile) })}</Typography>
            {changeNumber}
            <FormTextField
              name="password"
              label={t('login.passwordLabel')}
              type={showPassword ? 'text' : 'password'}
              helperText=" "
              autoComplete="current-password"
              autoFocus
              required
              fullWidth
              slotProps={{ input: { endAdornment: passwordAdornment }, htmlInput: { maxLength: 128 } }}
            />
            {submitButton(t('login.login'))}
            <Button variant="text" disabled={busy} onClick={() => void run(() => sendCode(mobile))} sx={{ minHeight: 44 }}>
              {t('login.useCodeInstead')}
            </Button>
          </Stack>
        )}
      </Form>
    );
  } else if (step === 'code') {
    body = (
      <Form<CodeValues> initialValues={{ code: '' }} validate={validate.code} onSubmit={submitCode}>
        {({ handleSubmit, form }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
            <Typography color="text.secondary">{t('login.codeSentTo', { mobile: digits(mobile) })}</Typography>
            {changeNumber}
            <Field<string> name="code">
              {({ input, meta }) => {
                const error = meta.submitFailed ? (meta.error as string | undefined) : undefined;
                return (
                  <TextField
                    label={t('login.codeLabel')}
                    name={input.name}
                    value={digits(input.value ?? '')}
                    onChange={(e) => {
                      const next = cleanCode(e.target.value, codeLength);
                      const changed = next !== (input.value ?? '');
                      input.onChange(next);
                      // a complete code (typed or pasted from the SMS) is sent at once
                      if (changed) sentCode.current = null;
                      if (next.length === codeLength && changed && !inFlight.current) void form.submit();
                    }}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                    error={!!error}
                    helperText={error ?? ' '}
                    autoComplete="one-time-code"
                    autoFocus
                    required
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: codeLength, style: { textAlign: 'center', letterSpacing: 8, fontSize: 22 } } }}
                  />
                );
              }}
            </Field>
            {submitButton(t('login.verify'))}
            <Box sx={{ textAlign: 'center', minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-live="polite">
              {countdown.remaining > 0 ? (
                <Typography color="text.secondary">{t('login.resendIn', { time: digits(formatSeconds(countdown.remaining)) })}</Typography>
              ) : (
                <Button variant="text" disabled={busy} onClick={() => void run(() => sendCode(mobile))} sx={{ minHeight: 44 }}>
                  {t('login.resend')}
                </Button>
              )}
            </Box>
          </Stack>
        )}
      </Form>
    );
  } else if (step === 'name') {
    body = (
      <Form<NameValues> initialValues={{ fullName: '', newPassword: '' }} validate={validate.name} onSubmit={submitName}>
        {({ handleSubmit, submitFailed, errors }) => {
          const fieldErrors = (errors ?? {}) as FieldErrors;
          const error = submitFailed ? (fieldErrors.fullName ?? fieldErrors.newPassword) : undefined;
          return (
            <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
              <Typography color="text.secondary">{t('login.nameIntro')}</Typography>
              <FormTextField
                name="fullName"
                label={t('login.fullNameLabel')}
                showError={false}
                autoComplete="name"
                autoFocus
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <FormTextField
                name="newPassword"
                label={t('login.newPasswordLabel')}
                type={showPassword ? 'text' : 'password'}
                showError={false}
                helperText={t('login.newPasswordHint', { min: digits(String(PASSWORD_MIN)) })}
                autoComplete="new-password"
                fullWidth
                slotProps={{ input: { endAdornment: passwordAdornment }, htmlInput: { maxLength: 128 } }}
              />
              {error && (
                <Typography color="error" role="alert">
                  {error}
                </Typography>
              )}
              {submitButton(t('login.register'))}
            </Stack>
          );
        }}
      </Form>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress aria-hidden />
        <Typography>{t('login.redirecting')}</Typography>
      </Stack>
    );
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }} data-step={step}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {t(`login.title.${step}`)}
        </Typography>
        {body}
      </Paper>
    </Box>
  );
}

interface MobileValues {
  mobile: string;
}
interface PasswordValues {
  password: string;
}
interface CodeValues {
  code: string;
}
interface NameValues {
  fullName: string;
  newPassword: string;
}
