import { Alert, Button } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';
import { useFormat } from '../../lib/useFormat';

/** What the shell's server says after a basket change posted before the page's scripts ran (shell/server/forms.mjs). */
export interface CartFormResult {
  form: 'cart';
  ok: boolean;
  productId: number;
  change: number | 'remove';
  messages?: string[];
  itemCount?: number;
}

/** The buy box's word after an add made without mf-cart: in the basket (with the way there), or the api's refusal. */
export function CartOutcome({ result }: { result: CartFormResult }) {
  const { t } = useTranslation('catalog');
  const { n } = useFormat();
  return result.ok ? (
    <Alert
      severity="success"
      role="status"
      sx={{ mt: 2 }}
      data-testid="cart-added"
      action={
        <Button component={LocaleLink} to="/basket" color="inherit" size="small" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('product.viewBasket')}
        </Button>
      }
    >
      {t('product.addedToBasket', { n: n(Number(result.change)) })}
    </Alert>
  ) : (
    <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="cart-add-error">
      {(result.messages ?? []).join(' ')}
    </Alert>
  );
}
