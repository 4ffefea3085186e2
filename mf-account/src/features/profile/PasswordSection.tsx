import { useCallback, useMemo, useState } from 'react';
import { Button, Link, Stack, Typography } from 'shared-lib/ui';
import { Form, yup } from 'shared-lib/forms';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { localizeDigits } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';
import type { User } from 'contracts/auth';
import { authApi } from '../../api/auth';
import { getAccountStore } from '../../lib/accountStore';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { cleanCode } from '../../lib/mobileInput';
import { toastServerErrors } from '../../lib/serverErrors';
import { formatSeconds, useCountdown } from '../../lib/useCountdown';
import { PASSWORD_MIN, validateSync, type FieldErrors } from '../../lib/validation';
import { Section } from './Section';

interface PasswordValues {
  current: string;
  code: string;
  next: string;
  repeat: string;
}

const EMPTY: PasswordValues = { current: '', code: '', next: '', repeat: '' };
/** One message at a time, in this order (as the form always told them). */
const ERROR_ORDER: Array<keyof PasswordValues> = ['next', 'repeat', 'current', 'code'];

/**
 * Setting a first password (the session is proof enough) or changing one, which needs the
 * current password or, for a shopper who forgot it, a one-time code sent to their mobile.
 */
export function PasswordSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [useCode, setUseCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const digits = (s: string) => localizeDigits(s, locale);
  const failed = (err: unknown) => toastServerErrors(err, t, locale);
  const tooShort = t('login.passwordTooShort', { min: digits(String(PASSWORD_MIN)) });

  const schema = useMemo(
    () =>
      yup.object({
        next: yup.string().test('min', tooShort, (v) => [...(v ?? '')].length >= PASSWORD_MIN),
        repeat: yup.string().test('same', t('password.mismatch'), (v, ctx) => (v ?? '') === (ctx.parent as PasswordValues).next),
        current: yup.string().test('current', t('password.currentRequired'), (v) => !user.hasPassword || useCode || !!v),
        code: yup.string().test('code', t('password.codeRequired'), (v) => !user.hasPassword || !useCode || !!v),
      }),
    [t, tooShort, user.hasPassword, useCode],
  );

  const validate = useCallback((v: PasswordValues) => validateSync(schema, v), [schema]);

  const reset = () => {
    setOpen(false);
    setUseCode(false);
  };

  const sendCode = async () => {
    setBusy(true);
    try {
      const sent = await authApi.sendOtp(user.mobile);
      countdown.start(sent.resendIn);
      setUseCode(true);
      toast(t('password.codeSent', { mobile: digits(user.mobile) }), 'info');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const save = async ({ current, code, next }: PasswordValues) => {
    try {
      const updated = await authApi.setPassword({
        password: next,
        ...(user.hasPassword ? (useCode ? { code } : { currentPassword: current }) : {}),
      });
      await getAccountStore().setUser(updated);
      toast(t('password.saved'), 'success');
      reset();
    } catch (err) {
      failed(err);
    }
  };

  const passwordField = { type: 'password', required: true, fullWidth: true, slotProps: { htmlInput: { maxLength: 128 } } } as const;

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
        <Form<PasswordValues> initialValues={EMPTY} validate={validate} onSubmit={save}>
          {({ handleSubmit, submitting, submitFailed, errors }) => {
            const fieldErrors = (errors ?? {}) as FieldErrors;
            const error = submitFailed ? ERROR_ORDER.map((k) => fieldErrors[k]).find(Boolean) : undefined;
            return (
              <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
                {user.hasPassword && !useCode && (
                  <>
                    <FormTextField name="current" label={t('password.current')} showError={false} autoComplete="current-password" autoFocus {...passwordField} />
                    <Link component="button" type="button" onClick={() => void sendCode()} disabled={busy} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
                      {t('password.forgot')}
                    </Link>
                  </>
                )}
                {user.hasPassword && useCode && (
                  <>
                    <FormTextField
                      name="code"
                      label={t('login.codeLabel')}
                      showError={false}
                      parse={(v) => cleanCode(v, 6)}
                      format={digits}
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
                <FormTextField
                  name="next"
                  label={t('password.new')}
                  showError={false}
                  helperText={tooShort}
                  autoComplete="new-password"
                  autoFocus={!user.hasPassword}
                  {...passwordField}
                />
                <FormTextField name="repeat" label={t('password.repeat')} showError={false} autoComplete="new-password" {...passwordField} />
                {error && (
                  <Typography color="error" role="alert">
                    {error}
                  </Typography>
                )}
                <Stack direction="row" spacing={1}>
                  <Button type="submit" variant="contained" disabled={busy || submitting} sx={{ minHeight: 44 }}>
                    {t('common:save')}
                  </Button>
                  <Button type="button" onClick={reset} sx={{ minHeight: 44 }}>
                    {t('common:cancel')}
                  </Button>
                </Stack>
              </Stack>
            );
          }}
        </Form>
      )}
    </Section>
  );
}
