import { Box, Button, Chip, List, ListItemButton, ListItemText, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { ReceiptIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useResource } from 'shared-lib/data';
import { ApiError } from 'shared-lib/api';
import { formatDate, formatNumber, formatToman } from 'shared-lib/format';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import type { OrderListItem } from 'contracts/cart';
import { ORDERS_KEY, ordersApi } from '../../api/orders';
import { Section } from './Section';

type ChipColor = 'success' | 'error' | 'warning' | 'default' | 'info';
const STATUS_COLOR: Record<string, ChipColor> = {
  paid: 'success',
  confirmed: 'success',
  failed: 'error',
  cancelled: 'error',
  placed: 'warning',
  awaiting_cheque: 'warning',
  cheque_received: 'info',
  merged: 'default',
};

/**
 * A cancelled order the shopper can still pay (cancelled at the bank, or its hold ran out; not by the
 * shop): named "payment not completed", as its page does beside "pay again", not "cancelled".
 */
const isAwaitingPayment = (o: OrderListItem) => o.status === 'cancelled' && o.canRetryPayment === true;

/** The shopper's orders (the cart module's list), newest first, each linking to its order page. */
export function OrdersSection({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const orders = useResource<OrderListItem[]>(`${ORDERS_KEY}?user=${userId}&lang=${locale}`, (signal) => ordersApi.list(signal));
  // the orders api not being there (yet) is not the shopper's problem: show the empty state
  const missing = orders.error instanceof ApiError && orders.error.status === 404;

  let body;
  if (orders.loading) {
    body = (
      <Stack spacing={1} aria-busy="true">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  } else if (orders.error && !missing) {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography color="error">{t('orders.loadFailed')}</Typography>
        <Button variant="outlined" onClick={orders.reload} sx={{ minHeight: 44 }}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  } else if (!orders.data?.length) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
        <ReceiptIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography color="text.secondary">{t('orders.empty')}</Typography>
        <Button component={LocaleLink} to="/cat" variant="contained" sx={{ minHeight: 44 }}>
          {t('orders.browse')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <List disablePadding>
        {orders.data.map((o) => (
          <ListItemButton
            key={o.id}
            component={LocaleLink}
            to={`/profile/accountorder/${o.productOrderId ?? o.id}`}
            divider
            sx={{ px: 1, py: 1.5, gap: 1, flexWrap: 'wrap', minHeight: 56 }}
          >
            <ListItemText
              primary={t('orders.number', { id: formatNumber(o.productOrderId ?? o.id, locale, { useGrouping: false }) })}
              // a comma, not "·": between Persian numbers a middle dot reads as a zero (۰)
              secondary={t('orders.summary', { date: formatDate(o.createdAt, locale, { dateStyle: 'medium' }), items: t('orders.items', { count: o.itemCount, n: formatNumber(o.itemCount, locale) }) })}
            />
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
              {isAwaitingPayment(o) ? (
                <Chip size="small" color="info" label={t('orders.status.unpaid')} />
              ) : (
                <Chip size="small" color={STATUS_COLOR[o.status] ?? 'default'} label={t(`orders.status.${o.status}`, { defaultValue: o.status })} />
              )}
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatToman(o.payable, locale)}
              </Typography>
            </Box>
          </ListItemButton>
        ))}
      </List>
    );
  }
  return (
    <Section id="orders" title={t('orders.title')}>
      {body}
    </Section>
  );
}
