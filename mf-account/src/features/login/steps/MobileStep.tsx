import { useMemo } from 'react';
import { Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { Form, yup } from 'shared-lib/forms';
import { cleanMobile } from '../../../lib/mobileInput';
import { validateSync } from '../../../lib/validation';
import type { LoginFlow, MobileValues } from '../useLoginFlow';
import { LoginTextField, StepForm, SubmitButton, useDigits } from './parts';

/** The first step: the mobile number (Persian or Latin digits, spaces, +98 accepted). */
export function MobileStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('account');
  const digits = useDigits();
  const validate = useMemo(() => {
    const schema = yup.object({ mobile: yup.string().test('mobile', t('common:invalidMobile'), (v) => cleanMobile(v ?? '') !== null) });
    return (v: MobileValues) => validateSync(schema, v);
  }, [t]);
  return (
    <Form<MobileValues> initialValues={{ mobile: flow.mobileInput }} validate={validate} onSubmit={flow.submitMobile}>
      {({ handleSubmit }) => (
        <StepForm flow={flow} step="mobile" onSubmit={handleSubmit}>
          <Typography color="text.secondary">{t('login.intro')}</Typography>
          <LoginTextField
            name="mobile"
            label={t('login.mobileLabel')}
            helperText={t('login.mobileHint')}
            serverError={flow.outcome?.errors.mobile}
            placeholder={digits('09123456789')}
            autoComplete="tel"
            autoFocus
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20, style: { textAlign: 'center', letterSpacing: 1 } } }}
          />
          <SubmitButton busy={flow.busy} label={t('login.continue')} />
        </StepForm>
      )}
    </Form>
  );
}
