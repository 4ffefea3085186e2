import { Box, Card, CardContent, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatDate, formatNumber, localizeDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import type { OrderView } from 'contracts/cart';
import { eventOf, isKnownStatus, STATUS_COLOR, stepsOf, timelineSteps, type Step } from './status';

/** A moment of the order in the page's language and calendar (Jalali with Persian digits in fa), to the minute. */
export const formatMoment = (at: string, locale: Locale): string => formatDate(at, locale, { dateStyle: 'long', timeStyle: 'short' });

function useStepText() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return {
    status: (s: string) => (isKnownStatus(s) ? t(`order.status.${s}`) : t('orderTimeline.statusChanged')),
    event: (h: Step) => {
      const e = eventOf(h.note);
      if (!e) return null;
      const id = e.value && /^\d+$/.test(e.value) ? formatNumber(Number(e.value), locale, { useGrouping: false }) : localizeDigits(e.value ?? '', locale);
      return t(`orderTimeline.event.${e.key}`, { id });
    },
  };
}

const DOT = { success: 'success.main', error: 'error.main', warning: 'warning.main', info: 'info.main', default: 'text.disabled' } as const;

/**
 * Every step of the order, oldest first (the newest, the order's state now, last and marked as the
 * current step): the status it reached, what happened (from the note's code; a code the page does
 * not know shows the status alone) and when. Nothing when the order has no steps to show.
 */
export function OrderTimeline({ order }: { order: OrderView }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const text = useStepText();
  const steps = timelineSteps(stepsOf(order));
  if (steps.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-timeline-title">
      <CardContent>
        <Typography component="h2" variant="h6" id="order-timeline-title" sx={{ mb: 1.5 }}>
          {t('orderTimeline.title')}
        </Typography>
        <Box component="ol" data-testid="order-timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((h, i) => {
            const last = i === steps.length - 1;
            const event = text.event(h);
            // a hold event has no status: what happened is its title; a payment cancelled at the bank left
            // the order to be paid again ("payment not completed"), not gone
            const atBank = h.to === 'cancelled' && eventOf(h.note)?.key === 'paymentCancelled';
            const title = h.to === null ? event : atBank ? t('order.status.unpaid') : text.status(h.to);
            const detail = h.to === null ? null : event;
            return (
              <Box
                component="li"
                key={`${h.at}-${i}`}
                aria-current={last ? 'step' : undefined}
                sx={{
                  position: 'relative',
                  paddingInlineStart: '28px',
                  pb: last ? 0 : 2,
                  // the line joining the steps and a dot in the status's colour, on the reading side
                  '&::before': { content: '""', position: 'absolute', insetInlineStart: 5, top: 6, bottom: 0, width: 2, bgcolor: last ? 'transparent' : 'divider' },
                  '&::after': { content: '""', position: 'absolute', insetInlineStart: 0, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: DOT[atBank ? 'info' : (h.to !== null && STATUS_COLOR[h.to]) || 'default'] },
                }}
              >
                <Typography sx={{ fontWeight: last ? 700 : 500 }}>{title}</Typography>
                {detail && <Typography variant="body2">{detail}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={h.at}>{formatMoment(h.at, locale)}</time>
                </Typography>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
