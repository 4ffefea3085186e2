import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Container, Grid, Link, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, navigateExternal, useLocale } from 'shared-lib/navigation';
import { actionErrorMessages } from 'shared-lib/offline';
import { useParams } from 'shared-lib/router';
import { useResource } from 'shared-lib/data';
import NotFound from 'shared-lib/components/NotFound';
import { formatDate, formatNumber, formatToman, localizeDigits, localizeText } from 'shared-lib/format';
import { orderApi } from '../../api/orders';
import type { OrderView } from 'contracts/cart';
import { OrderSummary } from '../../lib/OrderSummary';
import { placementTarget } from '../../lib/placement';
import { ChequeForm } from './ChequeForm';
import { InvoiceLinks } from './InvoiceLinks';
import { formatMoment, OrderTimeline } from './OrderTimeline';
import { ShippingInfo } from './ShippingInfo';
import { StatusMessage } from './StatusMessage';
import { isAwaitingPayment, isKnownStatus, isPaid, shippingOf, STATUS_COLOR, stepsOf, timelineSteps } from './status';

/** /profile/accountorder/:productOrderId — where the bank sends the shopper back, and the order's own page. */
export function OrderPage({ openExternal = navigateExternal }: { openExternal?: (url: string) => boolean }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { productOrderId } = useParams();
  const id = Number(productOrderId);
  const valid = Number.isInteger(id) && id > 0;
  const key = valid ? `/api/productOrder/${id}?lang=${locale}` : null;
  const resource = useResource<OrderView>(key, (signal) => orderApi.get(id, signal));
  const [order, setOrder] = useState<OrderView | undefined>(undefined);
  const [retrying, setRetrying] = useState(false);
  const view = order ?? resource.data;
  const shipping = view ? shippingOf(view) : null;
  // the time of the order's state now, once it moved on from being placed
  const steps = view ? timelineSteps(stepsOf(view)) : [];
  const lastStep = steps.length > 1 ? steps[steps.length - 1] : undefined;

  useEffect(() => {
    document.title = `${t('order.title', { id: valid ? formatNumber(id, locale, { useGrouping: false }) : '' })} | ${t('common:appName')}`;
  }, [t, id, valid, locale]);

  if (!valid) return <NotFound />;
  const err = resource.error;
  if (!view && err instanceof ApiError && err.status === 404) return <NotFound />;
  if (!view && err instanceof ApiError && err.status === 401) {
    return (
      <Container sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('order.title', { id: formatNumber(id, locale, { useGrouping: false }) })}
        </Typography>
        <Alert severity="info" action={<Button component={LocaleLink} to="/loginRegister">{t('order.login')}</Button>}>
          {t('order.loginNeeded')}
        </Alert>
      </Container>
    );
  }
  if (!view && err) {
    return (
      <Container sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('order.title', { id: formatNumber(id, locale, { useGrouping: false }) })}
        </Typography>
        <Alert severity="error" action={<Button onClick={resource.reload}>{t('common:retry')}</Button>}>
          {t('order.loadFailed')}
        </Alert>
      </Container>
    );
  }
  if (!view) {
    return (
      <Container sx={{ py: 3 }} aria-busy="true">
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('order.title', { id: formatNumber(id, locale, { useGrouping: false }) })}
        </Typography>
        <Skeleton variant="rounded" height={80} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={200} />
      </Container>
    );
  }

  const retry = async () => {
    setRetrying(true);
    try {
      const answer = await orderApi.retryPayment(view.id);
      const target = placementTarget(answer);
      if (target.kind === 'payment' && openExternal(target.url)) return;
      setOrder(await orderApi.get(view.id));
      setRetrying(false);
    } catch (e) {
      toast(t('order.retryFailed'), 'error', actionErrorMessages(e, t).join(' '));
      setRetrying(false);
    }
  };

  return (
    <Container sx={{ py: 3, pb: { xs: 10, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {t('order.title', { id: formatNumber(view.id, locale, { useGrouping: false }) })}
        </Typography>
        <Chip
          label={
            // a cheque sent and waiting for the shop to receive it is no longer "waiting for your cheque"
            view.status === 'awaiting_cheque' && view.cheque?.status === 'submitted'
              ? t('order.status.cheque_sent')
              : // a payment cancelled at the bank (or a hold run out) left the order to be paid again, not gone
                isAwaitingPayment(view)
                ? t('order.status.unpaid')
                : isKnownStatus(view.status)
                  ? t(`order.status.${view.status}`)
                  : t('orderTimeline.statusChanged')
          }
          color={isAwaitingPayment(view) ? 'info' : (STATUS_COLOR[view.status] ?? 'default')}
          data-testid="order-status"
        />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('order.placedAt', { date: formatDate(view.createdAt, locale) })}
        {lastStep && ` · ${t('orderTimeline.updatedAt', { date: formatMoment(lastStep.at, locale) })}`}
      </Typography>
      <Stack spacing={2}>
        <StatusMessage view={view} retry={() => void retry()} retrying={retrying} />
        {shipping && <ShippingInfo shipping={shipping} />}
        {view.canSubmitCheque && (
          <Card variant="outlined">
            <CardContent>
              <ChequeForm order={view} onSaved={setOrder} />
            </CardContent>
          </Card>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                  {t('order.lines')}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {view.lines.map((l) => (
                    <Stack component="li" key={l.productId} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Link component={LocaleLink} to={`/pr/${l.productId}/${l.slug}`} underline="hover">
                        {localizeText(l.name, locale)} × {formatNumber(l.count, locale)}
                      </Link>
                      <Typography sx={{ whiteSpace: 'nowrap' }}>{formatToman(l.lineTotal, locale)}</Typography>
                    </Stack>
                  ))}
                </Stack>
                <Typography sx={{ mt: 2 }}>
                  {t('order.deliveryMethod')}: {localizeText(view.delivery.name, locale)}
                </Typography>
                {view.address && (
                  <Typography color="text.secondary">
                    {t('order.deliveryTo')}: {[view.address.recipient, view.address.province, view.address.city, view.address.street].join(locale === 'fa' ? '، ' : ', ')} — {localizeDigits(view.address.postalCode, locale)}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent>
                <OrderSummary totals={view.totals} />
                {view.discountCode && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('order.discountCode', { code: view.discountCode })}
                  </Typography>
                )}
                {isPaid(view.status) && view.bonusEarned > 0 && (
                  <Typography variant="body2" color="success.main" sx={{ mt: 1 }}>
                    {t('order.bonusEarned', { amount: formatToman(view.bonusEarned, locale) })}
                  </Typography>
                )}
                <InvoiceLinks order={view} />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
        <OrderTimeline order={view} />
        <Box>
          <Button component={LocaleLink} to="/" sx={{ minHeight: 44 }}>
            {t('order.backToShop')}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
