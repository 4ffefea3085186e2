import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Container, Divider, Grid, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { ShoppingCartIcon } from 'shared-lib/icons';
import { ApiError } from 'shared-lib/api';
import { getBus, toast, type BusUser } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, navigateExternal, useLocaleNavigate } from 'shared-lib/navigation';
import { cartApi } from '../../api/cart';
import { publishCount } from '../../lib/cartCount';
import { AddressSection } from './AddressSection';
import { BasketLines } from './BasketLines';
import { DeliveryOptions } from './DeliveryOptions';
import { DiscountSection } from './DiscountSection';
import { OrderSummary } from '../../lib/OrderSummary';
import { BonusToggle, PaymentOptions } from './PaymentOptions';
import { placementTarget } from '../../lib/placement';
import { useBasket } from './useBasket';

/** The bus's current user: undefined until mf-account has spoken, then the user or null. */
function useBusUser(): BusUser | null | undefined {
  const [user, setUser] = useState<BusUser | null | undefined>(() => getBus().current('auth:user'));
  useEffect(() => getBus().subscribe('auth:user', setUser), []);
  return user;
}

/** /basket: the lines, delivery, address, discount, bonus, payment method, totals and the order button. */
export function BasketPage({ openExternal = navigateExternal }: { openExternal?: (url: string) => boolean }) {
  const { t } = useTranslation('cart');
  const navigate = useLocaleNavigate();
  const user = useBusUser();
  const { cart, methods, error, loading, busy, reload, change, changeCount, setBusy } = useBasket();
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    document.title = `${t('basket.title')} | ${t('common:appName')}`;
  }, [t]);

  const placeOrder = async () => {
    if (!user) {
      // the account remote remembers this page and brings the shopper back after login
      navigate('/loginRegister');
      return;
    }
    setPlacing(true);
    setBusy('order');
    try {
      const answer = await cartApi.placeOrder();
      publishCount(0);
      const target = placementTarget(answer);
      if (target.kind === 'payment' && openExternal(target.url)) return;
      navigate(target.kind === 'order' ? target.path : `/profile/accountorder/${answer.productOrderId}`);
    } catch (err) {
      const messages = err instanceof ApiError && err.messages.length ? err.messages : [t('common:somethingWentWrong')];
      toast(t('basket.orderFailed'), 'error', messages.join(' '));
      setPlacing(false);
      setBusy(null);
      void reload();
    }
  };

  const title = (
    <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
      {t('basket.title')}
    </Typography>
  );

  if (loading && !cart) {
    return (
      <Container sx={{ py: 3 }} aria-busy="true">
        {title}
        <Typography className="visually-hidden" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
          {t('basket.loading')}
        </Typography>
        <Stack spacing={1.5}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      </Container>
    );
  }
  if (error && !cart) {
    return (
      <Container sx={{ py: 3 }}>
        {title}
        <Alert severity="error" action={<Button onClick={() => void reload()}>{t('common:retry')}</Button>}>
          {t('basket.loadFailed')}
        </Alert>
      </Container>
    );
  }
  if (!cart || cart.cartItems.length === 0) {
    return (
      <Container sx={{ py: 3 }}>
        {title}
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <ShoppingCartIcon sx={{ fontSize: 64 }} color="disabled" aria-hidden />
          <Typography variant="h6" component="p">
            {t('basket.empty')}
          </Typography>
          <Typography color="text.secondary">{t('basket.emptyHint')}</Typography>
          <Button component={LocaleLink} to="/cat" variant="contained" sx={{ minHeight: 44 }}>
            {t('basket.browse')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const disabled = busy !== null || placing;
  const requiresAddress = cart.delivery?.requiresAddress ?? true;
  const blockers = cart.cartItems.some((l) => !l.available || l.count > l.stock) || (requiresAddress && !cart.address);

  return (
    <Container sx={{ py: 3, pb: { xs: 10, md: 3 } }}>
      {title}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <BasketLines
            items={cart.cartItems}
            busy={busy}
            onCount={(productId, delta) => void changeCount(productId, delta)}
            onRemove={(productId) =>
              void change(`remove-${productId}`, () => cartApi.remove(productId)).then((ok) => ok && toast(t('basket.removed'), 'success'))
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <Card variant="outlined">
              <CardContent>
                <Stack spacing={2} divider={<Divider flexItem />}>
                  <DeliveryOptions
                    methods={methods}
                    selectedId={cart.deliveryId}
                    currentPrice={cart.totals.delivery}
                    disabled={disabled}
                    onSelect={(id) => void change('delivery', () => cartApi.setDelivery(id))}
                  />
                  <AddressSection
                    key={cart.address ? JSON.stringify(cart.address) : 'none'}
                    address={cart.address}
                    required={requiresAddress}
                    disabled={disabled}
                    onSave={(a) => change('address', () => cartApi.setAddress(a))}
                    onRemove={() => void change('address', () => cartApi.removeAddress())}
                  />
                  <DiscountSection
                    discount={cart.discount}
                    disabled={disabled}
                    onApply={(code) => change('discount', () => cartApi.setDiscount(code))}
                    onRemove={() => void change('discount', () => cartApi.removeDiscount())}
                  />
                  {user && cart.bonus.balance > 0 && (
                    <BonusToggle bonus={cart.bonus} disabled={disabled} onChange={(use) => void change('bonus', () => (use ? cartApi.setBonus() : cartApi.removeBonus()))} />
                  )}
                  <PaymentOptions value={cart.paymentMethod} disabled={disabled} onChange={(m) => void change('payment', () => cartApi.setPaymentMethod(m))} />
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('basket.summary')}
                </Typography>
                <OrderSummary totals={cart.totals} />
                <Box sx={{ mt: 2 }}>
                  <Button fullWidth size="large" variant="contained" onClick={() => void placeOrder()} disabled={disabled || (!!user && blockers)} sx={{ minHeight: 48 }} data-testid="place-order">
                    {placing ? t('basket.placing') : user ? t('basket.placeOrder') : t('basket.loginToOrder')}
                  </Button>
                </Box>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
