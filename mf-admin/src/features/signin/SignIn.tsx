import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from 'shared-lib/ui';
import { Form } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { localizeDigits, normalizeMobile, toLatinDigits } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';
import { ApiError } from 'shared-lib/api';
import { adminApi, type StaffMe } from '../../api/admin';
import { errorText } from '../../lib/errors';

type Values = { mobile: string; code: string; password: string };
type Step = 'mobile' | 'code';

/**
 * Staff sign-in: mobile, then the one-time code sent to it (and the password, once the staff member
 * has set one: the api says so after the code). Same code limits as the shoppers' (the api's).
 */
export function SignIn({ onSignedIn }: { onSignedIn: (me: StaffMe) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [step, setStep] = useState<Step>('mobile');
  const [needPassword, setNeedPassword] = useState(false);
  const [error, setError] = useState<{ text: string; severity: 'info' | 'error' } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const validate = (v: Values) => {
    const errors: Partial<Record<keyof Values, string>> = {};
    if (!normalizeMobile(v.mobile ?? '')) errors.mobile = t('signIn.mobileInvalid');
    if (step === 'code' && !/^\d{4,8}$/.test(toLatinDigits(v.code ?? '').trim())) errors.code = t('signIn.codeInvalid');
    if (step === 'code' && needPassword && !v.password) errors.password = t('signIn.passwordMissing');
    return errors;
  };

  const submit = async (v: Values) => {
    setError(null);
    const mobile = normalizeMobile(v.mobile) as string;
    try {
      if (step === 'mobile') {
        const sent = await adminApi.requestOtp(mobile);
        setSentTo(sent.mobile);
        setStep('code');
        return;
      }
      const me = await adminApi.verify({ mobile, code: toLatinDigits(v.code).trim(), ...(needPassword ? { password: v.password } : {}) });
      onSignedIn(me);
    } catch (err) {
      if (err instanceof ApiError && err.codes.includes('admin.passwordRequired')) {
        setNeedPassword(true);
        setError({ text: err.messages.join(' '), severity: 'info' });
        return;
      }
      setError({ text: errorText(err, t), severity: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t('signIn.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {step === 'mobile' ? t('signIn.intro') : t('signIn.codeSent', { mobile: localizeDigits(sentTo ?? '', locale) })}
        </Typography>
        <Form<Values> onSubmit={submit} validate={validate} initialValues={{ mobile: '', code: '', password: '' }}>
          {({ handleSubmit, submitting }) => (
            <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
              <FormTextField name="mobile" label={t('signIn.mobile')} autoComplete="username" disabled={step === 'code'} fullWidth autoFocus={step === 'mobile'} slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }} />
              {step === 'code' && (
                <FormTextField name="code" label={t('signIn.code')} autoComplete="one-time-code" fullWidth autoFocus slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }} />
              )}
              {step === 'code' && needPassword && <FormTextField name="password" type="password" label={t('signIn.password')} autoComplete="current-password" fullWidth autoFocus />}
              {error && (
                <Alert severity={error.severity} role="alert">
                  {error.text}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {step === 'mobile' ? t('signIn.sendCode') : t('signIn.submit')}
              </Button>
              {step === 'code' && (
                <Button
                  variant="text"
                  onClick={() => {
                    setStep('mobile');
                    setNeedPassword(false);
                    setError(null);
                  }}
                >
                  {t('signIn.changeMobile')}
                </Button>
              )}
            </Stack>
          )}
        </Form>
      </Paper>
    </Box>
  );
}
