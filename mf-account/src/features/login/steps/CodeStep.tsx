import { useMemo } from 'react';
import { Box, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { Field, Form, fieldMessage, yup } from 'shared-lib/forms';
import { cleanCode } from '../../../lib/mobileInput';
import { formatSeconds } from '../../../lib/useCountdown';
import { validateSync } from '../../../lib/validation';
import type { CodeValues, LoginFlow } from '../useLoginFlow';
import { ChangeNumber, ResendButton, StepForm, SubmitButton, useDigits } from './parts';

/** The one-time code sent by SMS: a complete code is sent at once; a new code once the countdown is over. */
export function CodeStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('account');
  const digits = useDigits();
  const { codeLength } = flow;
  const validate = useMemo(() => {
    const schema = yup.object({
      code: yup.string().test('length', t('login.codeInvalid', { length: digits(String(codeLength)) }), (v) => (v ?? '').length === codeLength),
    });
    return (v: CodeValues) => validateSync(schema, v);
  }, [t, digits, codeLength]);
  // a code the server refused stays in the field, its message beside it
  const initialValues = useMemo(() => ({ code: flow.typed.code ?? '' }), [flow.typed.code]);
  return (
    <Form<CodeValues> initialValues={initialValues} validate={validate} onSubmit={flow.submitCode}>
      {({ handleSubmit, form }) => (
        <StepForm flow={flow} step="code" onSubmit={handleSubmit}>
          <Typography color="text.secondary">{t('login.codeSentTo', { mobile: digits(flow.mobile) })}</Typography>
          <ChangeNumber flow={flow} />
          <Field<string> name="code">
            {({ input, meta }) => {
              const error = fieldMessage({ submitFailed: meta.submitFailed, modified: meta.modified, error: meta.error }, flow.outcome?.errors.code);
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
                    if (changed) flow.codeEdited();
                    if (next.length === codeLength && changed && !flow.inFlight()) void form.submit();
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
          <SubmitButton busy={flow.busy} label={t('login.verify')} />
          <Box sx={{ textAlign: 'center', minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-live="polite">
            {flow.resendIn > 0 ? (
              <Typography color="text.secondary">{t('login.resendIn', { time: digits(formatSeconds(flow.resendIn)) })}</Typography>
            ) : (
              <ResendButton flow={flow} label={t('login.resend')} />
            )}
          </Box>
        </StepForm>
      )}
    </Form>
  );
}
