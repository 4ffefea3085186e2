import '../i18n';
import { Container, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';

/** Placeholder until the catalog team fills this page in. */
export default function ProductPage() {
  const { t } = useTranslation('catalog');
  return (
    <Container sx={{ py: 3 }} data-remote="mf_catalog" data-remote-version={__APP_VERSION__}>
      <Typography variant="h4" component="h1">
        {t('titles.ProductPage')}
      </Typography>
    </Container>
  );
}
