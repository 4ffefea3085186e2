import '../i18n';
import { Container, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';

/** Placeholder until the cart team fills this page in. */
export default function BasketPage() {
  const { t } = useTranslation('cart');
  return (
    <Container sx={{ py: 3 }} data-remote="mf_cart" data-remote-version={__APP_VERSION__}>
      <Typography variant="h4" component="h1">
        {t('titles.BasketPage')}
      </Typography>
    </Container>
  );
}
