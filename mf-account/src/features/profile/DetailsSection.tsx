import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from 'shared-lib/ui';
import { Form, yup } from 'shared-lib/forms';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { formatDate, localizeDigits } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';
import type { User } from 'contracts/auth';
import { authApi } from '../../api/auth';
import { getAccountStore } from '../../lib/accountStore';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { toastServerErrors } from '../../lib/serverErrors';
import { isFullName, tidyName, validateSync } from '../../lib/validation';
import { Section } from './Section';

interface DetailsValues {
  fullName: string;
}

export function DetailsSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const schema = useMemo(() => yup.object({ fullName: yup.string().test('fullName', t('login.fullNameInvalid'), isFullName) }), [t]);

  const validate = useCallback((v: DetailsValues) => validateSync(schema, v), [schema]);

  const save = async ({ fullName }: DetailsValues) => {
    try {
      const updated = await authApi.saveProfile(tidyName(fullName));
      await getAccountStore().setUser(updated);
      toast(t('profile.nameSaved'), 'success');
      setEditing(false);
    } catch (err) {
      toastServerErrors(err, t, locale);
    }
  };

  return (
    <Section id="details" title={t('profile.details')}>
      {editing ? (
        <Form<DetailsValues> initialValues={{ fullName: user.fullName ?? '' }} validate={validate} onSubmit={save}>
          {({ handleSubmit, submitting }) => (
            <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
              <FormTextField
                name="fullName"
                label={t('login.fullNameLabel')}
                helperText=" "
                autoComplete="name"
                autoFocus
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={submitting} sx={{ minHeight: 44 }}>
                  {t('common:save')}
                </Button>
                <Button type="button" onClick={() => setEditing(false)} sx={{ minHeight: 44 }}>
                  {t('common:cancel')}
                </Button>
              </Stack>
            </Stack>
          )}
        </Form>
      ) : (
        <Stack spacing={1.5}>
          <Field label={t('login.fullNameLabel')} value={user.fullName || t('profile.noName')} />
          <Field label={t('login.mobileLabel')} value={<span dir="ltr">{localizeDigits(user.mobile, locale)}</span>} />
          <Field label={t('profile.memberSince')} value={formatDate(user.createdAt, locale)} />
          <Box>
            <Button variant="outlined" onClick={() => setEditing(true)} sx={{ minHeight: 44 }}>
              {t('profile.editName')}
            </Button>
          </Box>
        </Stack>
      )}
    </Section>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}
