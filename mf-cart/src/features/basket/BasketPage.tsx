import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Container, Divider, Grid, Paper, Skeleton, Stack, Typography, useMediaQuery, useTheme, visuallyHidden } from 'shared-lib/ui';
import { ShoppingCartIcon } from 'shared-lib/icons';
import { getBus, toast, type BusUser } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, navigateExternal, useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { actionErrorMessages } from 'shared-lib/offline';
import { useFormResult } from 'shared-lib/data';
import { formatToman, localizeDigits } from 'shared-lib/format';
import { addressApi } from '../../api/addresses';
import { cartApi } from '../../api/cart';
import { publishCount } from '../../lib/cartCount';
import { AddressSection } from './AddressSection';
import { BasketLines } from './BasketLines';
import { PriceChangeSummary } from './PriceChangeNotice';
import { DeliveryOptions } from './DeliveryOptions';
import { DiscountSection } from './DiscountSection';
import { OrderSummary } from '../../lib/OrderSummary';
import { BonusToggle, PaymentOptions } from './PaymentOptions';
import { placementTarget } from '../../lib/placement';
import { useAddressBook } from './useAddressBook';
import { useBasket } from './useBasket';
import { BLOCKER_TARGET, BLOCKER_TEXT, focusSection, orderBlocker } from './orderBlocker';

/** The shell's bottom navigation on phones (MUI BottomNavigation's height); the sticky bar sits on it. */
const BOTTOM_NAV_PX = 56;

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
  const { cart, methods, priceNotices, error, loading, busy, reload, change, changeCount, setBusy } = useBasket();
  const [placing, setPlacing] = useState(false);
  const locale = useLocale();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const addressBook = useAddressBook(user?.id);
  const posted = useFormResult<{ form: 'cart'; ok: boolean; messages?: string[] }>('cart');

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
      toast(t('basket.orderFailed'), 'error', actionErrorMessages(err, t).join(' '));
      setPlacing(false);
      setBusy(null);
      void reload();
    }
  };

  const title = (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('basket.title')}
      </Typography>
      {/* a change posted before the page's scripts ran, which the api refused (shell/server/forms.mjs) */}
      {posted && !posted.ok && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="basket-form-error">
          {(posted.messages ?? []).join(' ')}
        </Alert>
      )}
    </>
  );

  if (loading && !cart) {
    return (
      <Container sx={{ py: 3 }} aria-busy="true">
        {title}
        <Typography sx={visuallyHidden}>
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
  // a guest is asked to log in first; a shopper is told what is missing, and the button takes them there
  const blocker = user ? orderBlocker(cart) : null;
  const orderLabel = placing ? t('basket.placing') : !user ? t('basket.loginToOrder') : blocker ? t(BLOCKER_TEXT[blocker], { city: cart.address?.city }) : t('basket.placeOrder');
  const onOrder = () => (blocker ? focusSection(BLOCKER_TARGET[blocker]) : void placeOrder());
  const orderButton = (
    <Button
      fullWidth
      size="large"
      variant={blocker ? 'outlined' : 'contained'}
      onClick={onOrder}
      disabled={disabled}
      sx={{ minHeight: 48, lineHeight: 1.3 }}
      data-testid="place-order"
      data-blocker={blocker ?? undefined}
    >
      {orderLabel}
    </Button>
  );
  const bookChange = (call: () => Promise<unknown>) =>
    void change('address', async () => {
      const book = (await call()) as Awaited<ReturnType<typeof addressApi.list>>;
      addressBook.apply(book);
      return cart;
    });

  return (
    <Container sx={{ py: 3, pb: { xs: 22, md: 3 } }}>
      {title}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }} data-testid="basket-lines" tabIndex={-1}>
          <BasketLines
            items={cart.cartItems}
            busy={busy}
            priceNotices={priceNotices}
            onCount={(productId, delta) => changeCount(productId, delta)}
            onRemove={(productId) => change(`remove-${productId}`, () => cartApi.remove(productId)).then((ok) => ok && toast(t('basket.removed'), 'success'))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <Card variant="outlined">
              <CardContent>
                <Stack spacing={2} divider={<Divider flexItem />}>
                  <Box id="basket-delivery" tabIndex={-1}>
                    <DeliveryOptions
                      methods={methods}
                      selectedId={cart.deliveryId}
                      costs={cart.deliveryCosts}
                      city={cart.address?.city}
                      disabled={disabled}
                      onSelect={(id) => void change('delivery', () => cartApi.setDelivery(id))}
                    />
                  </Box>
                  <Box id="basket-address" tabIndex={-1}>
                    <AddressSection
                      key={cart.address ? JSON.stringify(cart.address) : 'none'}
                      address={cart.address}
                      required={requiresAddress}
                      disabled={disabled}
                      book={user ? addressBook.book : null}
                      prefill={user ? { recipient: user.fullName ?? '', mobile: localizeDigits(user.mobile, locale) } : null}
                      onSave={async (a, remember) => {
                        const ok = await change('address', () => cartApi.setAddress(a, remember));
                        if (ok && remember) addressBook.reload();
                        return ok;
                      }}
                      onChoose={(a) => void change('address', () => cartApi.setAddress(a))}
                      onRemove={() => void change('address', () => cartApi.removeAddress())}
                      onMakeDefault={(id) => bookChange(() => addressApi.makeDefault(id))}
                      onDeleteSaved={(id) => bookChange(() => addressApi.remove(id))}
                    />
                  </Box>
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
                <PriceChangeSummary count={Object.keys(priceNotices).length} />
                {!phone && <Box sx={{ mt: 2 }}>{orderButton}</Box>}
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
      {phone && (
        // phones: the amount due and the order button stay in sight above the shell's bottom bar
        <Paper
          elevation={8}
          square
          data-testid="basket-sticky"
          sx={{ position: 'fixed', insetInline: 0, bottom: `calc(${BOTTOM_NAV_PX}px + env(safe-area-inset-bottom))`, zIndex: 1090, px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ minWidth: 0, flexShrink: 0 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('basket.payable')}
              </Typography>
              <Typography sx={{ fontWeight: 800 }} data-testid="sticky-payable">
                {formatToman(cart.totals.payable, locale)}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>{orderButton}</Box>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
