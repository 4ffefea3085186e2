import { Box, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber, formatToman } from 'shared-lib/format';
import type { Totals } from 'contracts/cart';

/**
 * Items, discount, delivery, bonus and the amount due, as the server computed them. Prices include
 * VAT, so VAT is stated under the amount due ("including … VAT"), never added as a row; an older
 * order that added VAT on top (vatIncluded false) shows it as the row it was.
 */
export function OrderSummary({ totals }: { totals: Totals }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const percent = formatNumber(totals.vatPercent, locale);
  const rows: Array<[string, number, string?]> = [
    [t('basket.itemsTotal'), totals.items],
    ...(totals.discount ? ([[t('basket.discountTotal'), -totals.discount]] as Array<[string, number]>) : []),
    [t('basket.deliveryTotal'), totals.delivery, totals.delivery === 0 ? t('basket.free') : undefined],
    ...(!totals.vatIncluded ? ([[t('basket.vatAdded', { percent }), totals.vat]] as Array<[string, number]>) : []),
    ...(totals.bonus ? ([[t('basket.bonusTotal'), -totals.bonus]] as Array<[string, number]>) : []),
  ];
  return (
    <>
      <Box component="dl" sx={{ m: 0 }} data-testid="totals">
        {rows.map(([label, amount, text]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {text ?? (amount < 0 ? `− ${formatToman(-amount, locale)}` : formatToman(amount, locale))}
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
      {totals.vatIncluded && totals.vat > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'end' }} data-testid="vat-included">
          {t('basket.vatIncluded', { amount: formatToman(totals.vat, locale), percent })}
        </Typography>
      )}
    </>
  );
}
