import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { localizeDigits } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';
import { accountApi, type AccountUser } from '../session/accountApi';
import { getAccountStore } from '../session/accountStore';
import { toastServerErrors } from '../session/serverErrors';
import { cleanCode } from '../login/mobileInput';
import { formatSeconds, useCountdown } from '../login/useCountdown';
import { Section } from './Section';

const PASSWORD_MIN = 8;

/**
 * Setting a first password (the session is proof enough) or changing one, which needs the
 * current password or, for a shopper who forgot it, a one-time code sent to their mobile.
 */
export function PasswordSection({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [useCode, setUseCode] = useState(false);
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const digits = (s: string) => localizeDigits(s, locale);
  const failed = (err: unknown) => toastServerErrors(err, t('common:somethingWentWrong'), t('common:networkError'));

  const reset = () => {
    setOpen(false);
    setCurrent('');
    setCode('');
    setUseCode(false);
    setNext('');
    setRepeat('');
    setError(null);
  };

  const sendCode = async () => {
    setBusy(true);
    try {
      const sent = await accountApi.sendOtp(user.mobile);
      countdown.start(sent.resendIn);
      setUseCode(true);
      toast(t('password.codeSent', { mobile: digits(user.mobile) }), 'info');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if ([...next].length < PASSWORD_MIN) return setError(t('login.passwordTooShort', { min: digits(String(PASSWORD_MIN)) }));
    if (next !== repeat) return setError(t('password.mismatch'));
    if (user.hasPassword && !useCode && !current) return setError(t('password.currentRequired'));
    if (user.hasPassword && useCode && !code) return setError(t('password.codeRequired'));
    setError(null);
    setBusy(true);
    try {
      const updated = await accountApi.setPassword({
        password: next,
        ...(user.hasPassword ? (useCode ? { code } : { currentPassword: current }) : {}),
      });
      await getAccountStore().setUser(updated);
      toast(t('password.saved'), 'success');
      reset();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="password" title={user.hasPassword ? t('password.change') : t('password.set')}>
      {!open ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{user.hasPassword ? t('password.hasOne') : t('password.none')}</Typography>
          <Button variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
            {user.hasPassword ? t('password.change') : t('password.set')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={save} spacing={2}>
          {user.hasPassword && !useCode && (
            <>
              <TextField
                label={t('password.current')}
                type="password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
                autoComplete="current-password"
                autoFocus
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 128 } }}
              />
              <Link component="button" type="button" onClick={() => void sendCode()} disabled={busy} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
                {t('password.forgot')}
              </Link>
            </>
          )}
          {user.hasPassword && useCode && (
            <>
              <TextField
                label={t('login.codeLabel')}
                value={digits(code)}
                onChange={(e) => setCode(cleanCode(e.target.value, 6))}
                helperText={t('login.codeSentTo', { mobile: digits(user.mobile) })}
                autoComplete="one-time-code"
                autoFocus
                required
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 6 } }}
              />
              {countdown.remaining > 0 ? (
                <Typography color="text.secondary">{t('login.resendIn', { time: digits(formatSeconds(countdown.remaining)) })}</Typography>
              ) : (
                <Link component="button" type="button" onClick={() => void sendCode()} disabled={busy} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
                  {t('login.resend')}
                </Link>
              )}
            </>
          )}
          <TextField
            label={t('password.new')}
            type="password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            helperText={t('login.passwordTooShort', { min: digits(String(PASSWORD_MIN)) })}
            autoComplete="new-password"
            autoFocus={!user.hasPassword}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 128 } }}
          />
          <TextField
            label={t('password.repeat')}
            type="password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            autoComplete="new-password"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 128 } }}
          />
          {error && (
            <Typography color="error" role="alert">
              {error}
            </Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
              {t('common:save')}
            </Button>
            <Button type="button" onClick={reset} sx={{ minHeight: 44 }}>
              {t('common:cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Section>
  );
}
