import './i18n';
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from 'shared-lib/ui';
import { Form, FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { adminApi } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { useSession } from '../../lib/session';

type Values = { currentPassword: string; password: string; repeat: string };
const EMPTY: Values = { currentPassword: '', password: '', repeat: '' };

/** The api's limits (contracts/admin: a password is 1 to 512 characters; the back-office asks for 8 at least). */
const MIN = 8;
const MAX = 512;

/**
 * /admin/account (any staff member): who I am, and setting or changing my password. Once a
 * password is set, signing in asks for the texted code and the password.
 */
export default function AccountPage() {
  const { t } = useTranslation(['admin-account', 'admin']);
  const { me, setMe } = useSession();
  // a fresh, empty form after each saved password (and the current-password field once one is set)
  const [formKey, setFormKey] = useState(0);

  const schema = useMemo(
    () =>
      yup.object({
        currentPassword: me.hasPassword ? yup.string().required(t('errors.currentRequired')) : yup.string(),
        password: yup.string().required(t('errors.passwordRequired')).min(MIN, t('errors.passwordShort')).max(MAX, t('errors.passwordLong')),
        repeat: yup
          .string()
          .required(t('errors.repeatRequired'))
          .oneOf([yup.ref('password')], t('errors.mismatch')),
      }),
    [me.hasPassword, t],
  );

  const submit = async (v: Values) => {
    try {
      const next = await adminApi.setPassword(v.password, me.hasPassword ? v.currentPassword : undefined);
      setMe(next);
      toast(t('saved'), 'success');
      setFormKey((k) => k + 1);
      return undefined;
    } catch (err) {
      // what was typed stays in the form
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h5">
        {t('title')}
      </Typography>

      <Paper variant="outlined" component="section" aria-labelledby="account-who" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="account-who" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('who')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 }, '& dd': { m: 0, mb: { xs: 1.5, sm: 0 } } }}>
          <Typography component="dt" color="text.secondary">
            {t('name')}
          </Typography>
          <Typography component="dd">{me.name}</Typography>
          <Typography component="dt" color="text.secondary">
            {t('mobile')}
          </Typography>
          <Typography component="dd">
            <span dir="ltr" data-latin-ok="">
              {me.mobile}
            </span>
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('roles')}
          </Typography>
          <Box component="dd" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {me.roles.map((r) => (
              <Chip key={r} size="small" label={t(`admin:roles.${r}`)} />
            ))}
          </Box>
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="account-password" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="account-password" component="h2" variant="h6" sx={{ mb: 1 }}>
          {me.hasPassword ? t('changePassword') : t('setPassword')}
        </Typography>
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {me.hasPassword ? t('aboutPassword') : t('aboutNoPassword')}
        </Alert>
        <Form<Values> key={formKey} onSubmit={submit} validate={(v) => validateSchemaSync(schema, v)} initialValues={EMPTY}>
          {({ handleSubmit, submitting, submitError }) => (
            <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
              {/* for password managers: the account the password belongs to */}
              <input type="text" name="username" autoComplete="username" value={me.mobile} readOnly hidden />
              {me.hasPassword && <FormTextField name="currentPassword" type="password" label={t('currentPassword')} autoComplete="current-password" fullWidth required />}
              <FormTextField name="password" type="password" label={t('newPassword')} helperText={t('passwordHint')} autoComplete="new-password" fullWidth required />
              <FormTextField name="repeat" type="password" label={t('repeatPassword')} autoComplete="new-password" fullWidth required />
              {submitError && (
                <Alert severity="error" role="alert">
                  {submitError as string}
                </Alert>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={submitting}>
                  {t('save')}
                </Button>
              </Box>
            </Stack>
          )}
        </Form>
      </Paper>
    </Stack>
  );
}
