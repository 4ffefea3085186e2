import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, IconButton, Link, Paper, Stack, Typography } from 'shared-lib/ui';
import { InputAdornment, TextField } from 'shared-lib/ui-more';
import { VisibilityIcon, VisibilityOffIcon } from 'shared-lib/icons';
import { Navigate } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { localizeDigits } from 'shared-lib/format';
import { useLocale, useLocaleNavigate, useLocalePath } from 'shared-lib/navigation';
import { accountApi, guestBasketId, type LoggedIn, type LoginMode } from '../session/accountApi';
import { getAccountStore, useAccount } from '../session/accountStore';
import { returnToPath } from '../session/returnTo';
import { errorCode, toastServerErrors } from '../session/serverErrors';
import { cleanCode, cleanMobile } from './mobileInput';
import { formatSeconds, useCountdown } from './useCountdown';

type Step = 'mobile' | 'password' | 'code' | 'name' | 'done';

/** Spec §9: the pause between a successful login and going back. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;
const PASSWORD_MIN = 8;

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
  const [mode, setMode] = useState<LoginMode>('1');
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(6);
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const finished = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    document.title = `${t(`login.title.${step}`)} | ${t('common:appName')}`;
  }, [step, t]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Someone already logged in has nothing to do here.
  if (user && !finished.current) return <Navigate to={lp(returnToPath())} replace />;

  const digits = (s: string) => localizeDigits(s, locale);
  const failed = (err: unknown) => toastServerErrors(err, t('common:somethingWentWrong'), t('common:networkError'));

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  async function sendCode(to: string) {
    try {
      const sent = await accountApi.sendOtp(to);
      setCodeLength(sent.codeLength);
      countdown.start(sent.resendIn);
    } catch (err) {
      // A code went to this number moments ago (the shopper came back to the number step): it
      // is still valid, so the code step opens with the server's wait as its countdown.
      if (errorCode(err) !== 'auth.resendCooldown') throw err;
      toastServerErrors(err, t('common:somethingWentWrong'), t('common:networkError'));
      countdown.start((err as { data?: { retryAfter?: number } }).data?.retryAfter ?? 60);
    }
    setCode('');
    setStep('code');
  }

  async function finish(result: LoggedIn) {
    finished.current = true;
    setStep('done');
    await getAccountStore().setUser(result.user);
    toast(result.user.fullName ? t('login.welcome', { name: result.user.fullName }) : t('login.welcomeNoName'), 'success');
    redirectTimer.current = setTimeout(() => navigate(returnToPath(), { replace: true }), LOGIN_REDIRECT_DELAY_MS);
  }

  const submitMobile = (e: FormEvent) => {
    e.preventDefault();
    const cleaned = cleanMobile(mobileInput);
    if (!cleaned) {
      setFieldError(t('common:invalidMobile'));
      return;
    }
    setFieldError(null);
    void run(async () => {
      const detail = await accountApi.userDetail(cleaned);
      setMobile(detail.mobile);
      setMode(detail.mode);
      setPassword('');
      if (detail.mode === '3') setStep('password');
      else await sendCode(detail.mobile);
    });
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setFieldError(t('login.passwordRequired'));
      return;
    }
    setFieldError(null);
    void run(async () => finish(await accountApi.login({ mobile, password, cartCode: guestBasketId() })));
  };

  const submitCode = (value = code) => {
    if (value.length !== codeLength) {
      setFieldError(t('login.codeInvalid', { length: digits(String(codeLength)) }));
      return;
    }
    setFieldError(null);
    void run(async () => {
      if (mode === '1') {
        await accountApi.checkOtp(mobile, value);
        setStep('name');
      } else {
        await finish(await accountApi.login({ mobile, code: value, cartCode: guestBasketId() }));
      }
    });
  };

  const submitName = (e: FormEvent) => {
    e.preventDefault();
    const name = fullName.trim().replace(/\s+/g, ' ');
    if ([...name].length < 2 || [...name].length > 100) {
      setFieldError(t('login.fullNameInvalid'));
      return;
    }
    if (newPassword && [...newPassword].length < PASSWORD_MIN) {
      setFieldError(t('login.passwordTooShort', { min: digits(String(PASSWORD_MIN)) }));
      return;
    }
    setFieldError(null);
    void run(async () =>
      finish(await accountApi.register({ mobile, code, fullName: name, password: newPassword || undefined, cartCode: guestBasketId() })),
    );
  };

  const backToMobile = () => {
    setFieldError(null);
    setStep('mobile');
  };

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
      <Stack component="form" noValidate onSubmit={submitMobile} spacing={2}>
        <Typography color="text.secondary">{t('login.intro')}</Typography>
        <TextField
          label={t('login.mobileLabel')}
          value={mobileInput}
          onChange={(e) => setMobileInput(e.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? t('login.mobileHint')}
          placeholder={digits('09123456789')}
          autoComplete="tel"
          autoFocus
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20, style: { textAlign: 'center', letterSpacing: 1 } } }}
        />
        {submitButton(t('login.continue'))}
      </Stack>
    );
  } else if (step === 'password') {
    body = (
      <Stack component="form" noValidate onSubmit={submitPassword} spacing={2}>
        <Typography color="text.secondary">{t('login.passwordFor', { mobile: digits(mobile) })}</Typography>
        {changeNumber}
        <TextField
          label={t('login.passwordLabel')}
          type={showPassword ? 'text' : 'password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? ' '}
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
    );
  } else if (step === 'code') {
    body = (
      <Stack
        component="form"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          submitCode();
        }}
        spacing={2}
      >
        <Typography color="text.secondary">{t('login.codeSentTo', { mobile: digits(mobile) })}</Typography>
        {changeNumber}
        <TextField
          label={t('login.codeLabel')}
          value={digits(code)}
          onChange={(e) => {
            const next = cleanCode(e.target.value, codeLength);
            setCode(next);
            // a complete code (typed or pasted from the SMS) is sent at once
            if (next.length === codeLength && next !== code && !busy) submitCode(next);
          }}
          error={!!fieldError}
          helperText={fieldError ?? ' '}
          autoComplete="one-time-code"
          autoFocus
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: codeLength, style: { textAlign: 'center', letterSpacing: 8, fontSize: 22 } } }}
        />
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
    );
  } else if (step === 'name') {
    body = (
      <Stack component="form" noValidate onSubmit={submitName} spacing={2}>
        <Typography color="text.secondary">{t('login.nameIntro')}</Typography>
        <TextField
          label={t('login.fullNameLabel')}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={!!fieldError && !newPassword}
          autoComplete="name"
          autoFocus
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('login.newPasswordLabel')}
          type={showPassword ? 'text' : 'password'}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          helperText={t('login.newPasswordHint', { min: digits(String(PASSWORD_MIN)) })}
          autoComplete="new-password"
          fullWidth
          slotProps={{ input: { endAdornment: passwordAdornment }, htmlInput: { maxLength: 128 } }}
        />
        {fieldError && (
          <Typography color="error" role="alert">
            {fieldError}
          </Typography>
        )}
        {submitButton(t('login.register'))}
      </Stack>
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
