import '../i18n';
import { Container, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';

/** Placeholder until the account team fills this page in. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <Container sx={{ py: 3 }} data-remote="mf_account" data-remote-version={__APP_VERSION__}>
      <Typography variant="h4" component="h1">
        {t('titles.ProfilePage')}
      </Typography>
    </Container>
  );
}
