import { Alert } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber, formatToman } from 'shared-lib/format';
import type { PriceChange } from 'contracts/cart';

/**
 * Beside a line whose unit price changed since the shopper last saw it: was, now. A status region
 * (role=status: announced politely by screen readers, not as an alarm); a rise is a warning, a fall
 * information. Wraps at 360 px like the rest of the line.
 */
export function PriceChangeNotice({ change }: { change: PriceChange }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const rose = change.current > change.previous;
  return (
    <Alert role="status" aria-live="polite" severity={rose ? 'warning' : 'info'} sx={{ mt: 1, py: 0, overflowWrap: 'anywhere' }} data-testid="price-change">
      {t(rose ? 'basket.priceRose' : 'basket.priceFell', { previous: formatToman(change.previous, locale), current: formatToman(change.current, locale) })}
    </Alert>
  );
}

/** Before the order button: how many lines now cost otherwise, and that the totals use the new prices. */
export function PriceChangeSummary({ count }: { count: number }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (count === 0) return null;
  return (
    <Alert role="status" aria-live="polite" severity="warning" sx={{ mt: 2 }} data-testid="price-change-summary">
      {t('basket.pricesChanged', { count, n: formatNumber(count, locale) })}
    </Alert>
  );
}
