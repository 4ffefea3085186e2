import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, IconButton } from 'shared-lib/ui';
import { ShoppingCartIcon } from 'shared-lib/icons';
import { getBus, type BusUser } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';
import { refreshCount } from '../../lib/cartCount';
import { useCartAddListener, type AddedInfo } from './useCartAddListener';

// The confirmation sheet is downloaded with the first add-to-cart, not with every page.
const loadSheet = () => import(/* webpackChunkName: "added-to-cart" */ './AddedToCartSheet');
const AddedToCartSheet = lazy(() => loadSheet().then((m) => ({ default: m.AddedToCartSheet })));
// the sheet's code is asked for with the add, beside the api call: it opens as the add is made
const prepareSheet = () => void loadSheet().catch(() => {});

/** Says the add was made (cart:item-added) once its sheet is on screen: it shares the sheet's Suspense boundary. */
function OnScreen({ added }: { added: AddedInfo }) {
  useEffect(() => {
    getBus().publish('cart:item-added', { productId: added.productId, count: added.count });
  }, [added]);
  return null;
}

/**
 * The header's cart: the badge with the basket's item count (`cart:count`), and the page-wide
 * `cart:add` listener with its confirmation sheet (the header is on every page that sells).
 */
export function CartWidget() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const [count, setCount] = useState(0);
  const [user, setUser] = useState<BusUser | null>(null);
  const [added, setAdded] = useState<AddedInfo | null>(null);

  useEffect(() => getBus().subscribe('cart:count', setCount), []);
  useEffect(() => getBus().subscribe('auth:user', setUser), []);
  // on start and whenever the shopper logs in or out (the basket changes with the account)
  useEffect(() => {
    void refreshCount();
  }, [user?.id]);
  useCartAddListener(setAdded, prepareSheet);

  return (
    <>
      <IconButton
        component={LocaleLink}
        to="/basket"
        color="inherit"
        aria-label={count ? t('widget.labelWithCount', { n: formatNumber(count, locale) }) : t('widget.label')}
        sx={{ width: 44, height: 44 }}
        data-testid="cart-widget"
      >
        <Badge badgeContent={count ? formatNumber(count, locale) : undefined} color="secondary" data-testid="cart-count">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      {added !== null && (
        <Suspense fallback={null}>
          <AddedToCartSheet
            added={added}
            fullName={user?.fullName?.trim() || null}
            onContinue={() => setAdded(null)}
            onViewCart={() => {
              setAdded(null);
              navigate('/basket');
            }}
          />
          <OnScreen added={added} />
        </Suspense>
      )}
    </>
  );
}
