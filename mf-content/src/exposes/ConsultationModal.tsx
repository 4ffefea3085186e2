import '../i18n';
import { Container, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';

/** Placeholder until the content team fills this page in. */
export default function ConsultationModal() {
  const { t } = useTranslation('content');
  return (
    <Container sx={{ py: 3 }} data-remote="mf_content" data-remote-version={__APP_VERSION__}>
      <Typography variant="h4" component="h1">
        {t('titles.ConsultationModal')}
      </Typography>
    </Container>
  );
}
