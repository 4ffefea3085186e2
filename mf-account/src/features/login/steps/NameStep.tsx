import { useMemo } from 'react';
import { Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { Form, yup } from 'shared-lib/forms';
import { isFullName, PASSWORD_MIN, validateSync, type FieldErrors } from '../../../lib/validation';
import type { LoginFlow, NameValues } from '../useLoginFlow';
import { LoginTextField, PasswordAdornment, StepForm, SubmitButton, useDigits, type PasswordVisibility } from './parts';

/** Registering (LoginMode.register, the code confirmed): the full name and an optional password. */
export function NameStep({ flow, visibility }: { flow: LoginFlow; visibility: PasswordVisibility }) {
  const { t } = useTranslation('account');
  const digits = useDigits();
  const validate = useMemo(() => {
    const schema = yup.object({
      fullName: yup.string().test('fullName', t('login.fullNameInvalid'), isFullName),
      newPassword: yup.string().test('min', t('login.passwordTooShort', { min: digits(String(PASSWORD_MIN)) }), (v) => !v || [...v].length >= PASSWORD_MIN),
    });
    return (v: NameValues) => validateSync(schema, v);
  }, [t, digits]);
  // a name the server refused stays in the field (a password is never sent back)
  const initialValues = useMemo(() => ({ fullName: flow.typed.fullName ?? '', newPassword: '' }), [flow.typed.fullName]);
  return (
    <Form<NameValues> initialValues={initialValues} validate={validate} onSubmit={flow.submitName}>
      {({ handleSubmit, submitFailed, errors }) => {
        const fieldErrors = (errors ?? {}) as FieldErrors;
        const error = submitFailed ? (fieldErrors.fullName ?? fieldErrors.newPassword) : undefined;
        return (
          <StepForm flow={flow} step="name" onSubmit={handleSubmit}>
            <Typography color="text.secondary">{t('login.nameIntro')}</Typography>
            <LoginTextField
              name="fullName"
              label={t('login.fullNameLabel')}
              showError={false}
              serverError={flow.outcome?.errors.fullName}
              autoComplete="name"
              autoFocus
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <LoginTextField
              name="newPassword"
              label={t('login.newPasswordLabel')}
              type={visibility.shown ? 'text' : 'password'}
              showError={false}
              serverError={flow.outcome?.errors.newPassword}
              helperText={t('login.newPasswordHint', { min: digits(String(PASSWORD_MIN)) })}
              autoComplete="new-password"
              fullWidth
              slotProps={{ input: { endAdornment: <PasswordAdornment {...visibility} /> }, htmlInput: { maxLength: 128 } }}
            />
            {error && (
              <Typography color="error" role="alert">
                {error}
              </Typography>
            )}
            <SubmitButton busy={flow.busy} label={t('login.register')} />
          </StepForm>
        );
      }}
    </Form>
  );
}
