import { Alert, Box, Button, Link } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatNumber, localizeDigits } from 'shared-lib/format';
import type { OrderView } from 'contracts/cart';
import { bankDisplayName } from 'contracts/iran-banks';
import { isPaid, lastEntryTo, stepsOf } from './status';

const CHEQUE_STATES = new Set(['submitted', 'received', 'confirmed', 'rejected']);

/** Why a cancelled order was cancelled, from its history (an order without history: from its hold). */
function cancelledKey(view: OrderView): string {
  const entry = lastEntryTo(stepsOf(view), 'cancelled');
  const code = entry?.note?.split(':')[0];
  if (code === 'cheque.bounced' || code === 'cheque.rejected') return 'orderTimeline.summary.chequeBounced';
  if (code === 'hold.expired') return 'order.expiredMessage';
  if (code === 'payment.cancelled') return 'order.cancelledMessage';
  if (entry) return 'orderTimeline.summary.cancelled';
  return view.hold.status === 'released' ? 'order.expiredMessage' : 'order.cancelledMessage';
}

/**
 * The order's state now, in words, at the top of its page: paid (by the bank or a cleared cheque),
 * being prepared, on its way, delivered, failed or cancelled and why (with "pay again" when the api
 * allows it), waiting for the bank, merged into another order, the cheque sent and waiting for the
 * shop, or the cheque under review.
 */
export function StatusMessage({ view, retry, retrying }: { view: OrderView; retry: () => void; retrying: boolean }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const status: string = view.status;
  if (isPaid(status)) {
    const cleared = lastEntryTo(stepsOf(view), status)?.note === 'cheque.cleared';
    return (
      <Alert severity="success" data-testid="payment-result">
        {cleared ? t('orderTimeline.summary.chequeCleared') : t('order.paidMessage')}
        {view.payment?.refId && (
          <Box component="span" sx={{ display: 'block' }}>
            {t('order.refId', { refId: localizeDigits(view.payment.refId, locale) })}
          </Box>
        )}
      </Alert>
    );
  }
  switch (status) {
    case 'preparing':
      return (
        <Alert severity="info" data-testid="status-summary">
          {t('orderTimeline.summary.preparing')}
        </Alert>
      );
    case 'shipped':
    case 'delivered':
      return (
        <Alert severity="success" data-testid="status-summary">
          {t(`orderTimeline.summary.${status}`)}
        </Alert>
      );
    case 'failed':
    case 'cancelled':
      return (
        <Alert
          severity={status === 'failed' ? 'error' : 'warning'}
          data-testid="payment-result"
          action={
            view.canRetryPayment ? (
              <Button color="inherit" variant="outlined" onClick={retry} disabled={retrying} sx={{ minHeight: 44 }}>
                {retrying ? t('order.retrying') : t('order.retry')}
              </Button>
            ) : undefined
          }
        >
          {status === 'failed' ? t('order.failedMessage') : t(cancelledKey(view))}
        </Alert>
      );
    case 'placed':
      return <Alert severity="info">{t('order.placedMessage')}</Alert>;
    case 'merged':
      return (
        <Alert severity="info">
          {t('order.mergedMessage', { id: formatNumber(view.mergedIntoId ?? 0, locale, { useGrouping: false }) })}{' '}
          {view.mergedIntoId && (
            <Link component={LocaleLink} to={`/profile/accountorder/${view.mergedIntoId}`}>
              {t('order.openMerged', { id: formatNumber(view.mergedIntoId, locale, { useGrouping: false }) })}
            </Link>
          )}
        </Alert>
      );
    case 'awaiting_cheque':
      // the details are in: the shop checks the cheque (the form below still lets them be corrected)
      return view.cheque?.status === 'submitted' ? (
        <Alert severity="info" data-testid="status-summary">
          {t('orderTimeline.summary.chequeSent')}
        </Alert>
      ) : null;
    case 'cheque_received':
      return view.cheque ? (
        <Alert severity="info" data-testid="status-summary">
          {CHEQUE_STATES.has(view.cheque.status) && `${t(`order.chequeStatus.${view.cheque.status}`)} — `}
          {bankDisplayName(view.cheque.bankName, locale)}, {localizeDigits(view.cheque.sayadId, locale)}
        </Alert>
      ) : null;
    default:
      return null;
  }
}
