import { useMemo } from 'react';
import { Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { Form, yup } from 'shared-lib/forms';
import { validateSync } from '../../../lib/validation';
import type { LoginFlow, PasswordValues } from '../useLoginFlow';
import { ChangeNumber, LoginTextField, PasswordAdornment, ResendButton, StepForm, SubmitButton, useDigits, type PasswordVisibility } from './parts';

/** An account with a password (LoginMode.loginWithPassword): the password, or a one-time code instead. */
export function PasswordStep({ flow, visibility }: { flow: LoginFlow; visibility: PasswordVisibility }) {
  const { t } = useTranslation('account');
  const digits = useDigits();
  const validate = useMemo(() => {
    const schema = yup.object({ password: yup.string().required(t('login.passwordRequired')) });
    return (v: PasswordValues) => validateSync(schema, v);
  }, [t]);
  return (
    <Form<PasswordValues> initialValues={{ password: '' }} validate={validate} onSubmit={flow.submitPassword}>
      {({ handleSubmit }) => (
        <StepForm flow={flow} step="password" onSubmit={handleSubmit}>
          <Typography color="text.secondary">{t('login.passwordFor', { mobile: digits(flow.mobile) })}</Typography>
          <ChangeNumber flow={flow} />
          <LoginTextField
            name="password"
            label={t('login.passwordLabel')}
            type={visibility.shown ? 'text' : 'password'}
            helperText=" "
            serverError={flow.outcome?.errors.password}
            autoComplete="current-password"
            autoFocus
            required
            fullWidth
            slotProps={{ input: { endAdornment: <PasswordAdornment {...visibility} /> }, htmlInput: { maxLength: 128 } }}
          />
          <SubmitButton busy={flow.busy} label={t('login.login')} />
          <ResendButton flow={flow} label={t('login.useCodeInstead')} />
        </StepForm>
      )}
    </Form>
  );
}
