import { Box, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber, formatToman } from 'shared-lib/format';
import type { Totals } from 'contracts/cart';

/** Items, discount, delivery, VAT, bonus and the amount due, as the server computed them. */
export function OrderSummary({ totals }: { totals: Totals }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const rows: Array<[string, number, boolean?]> = [
    [t('basket.itemsTotal'), totals.items],
    ...(totals.discount ? ([[t('basket.discountTotal'), -totals.discount]] as Array<[string, number]>) : []),
    [t('basket.deliveryTotal'), totals.delivery],
    [t('basket.vat', { percent: formatNumber(totals.vatPercent, locale) }), totals.vat],
    ...(totals.bonus ? ([[t('basket.bonusTotal'), -totals.bonus]] as Array<[string, number]>) : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="totals">
      {rows.map(([label, amount]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {amount < 0 ? `− ${formatToman(-amount, locale)}` : formatToman(amount, locale)}
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {t('basket.payable')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="payable">
          {formatToman(totals.payable, locale)}
        </Typography>
      </Stack>
    </Box>
  );
}
