import { CircularProgress, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';

/** Logged in: a moment's notice before the page goes back (LOGIN_REDIRECT_DELAY_MS). */
export function DoneStep() {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
      <CircularProgress aria-hidden />
      <Typography>{t('login.redirecting')}</Typography>
    </Stack>
  );
}
