import { Alert, Box, Button, Skeleton, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { localizeDigits } from 'shared-lib/format';
import type { ChequePayee as Payee } from 'contracts/cart';
import { orderApi } from '../../api/orders';

/** A Sheba number in groups of four, as banks print it (IR82 0540 …). */
const grouped = (sheba: string) => sheba.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Who the cheque is made out to (a Sayad cheque is registered to the payee's name and national id):
 * the shop's legal name, national id and bank account, from the shop's settings.
 */
export function ChequePayee() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const payee = useResource<Payee>(`/api/productOrder/chequePayee?lang=${locale}`, (signal) => orderApi.chequePayee(signal));

  let body;
  if (payee.data) {
    const rows: Array<[string, string, boolean]> = [
      [t('order.payee.name'), payee.data.name, false],
      [t('order.payee.nationalId'), localizeDigits(payee.data.nationalId, locale), false],
      // the account as banks write it: Latin, left to right
      [t('order.payee.account'), grouped(payee.data.account), true],
    ];
    body = (
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {rows.map(([label, value, ltr]) => (
          <Box key={label} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography component="dt" color="text.secondary" sx={{ minWidth: 110 }}>
              {label}
            </Typography>
            <Typography component="dd" dir={ltr ? 'ltr' : undefined} sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  } else if (payee.error) {
    body = (
      <Alert severity="error" action={<Button color="inherit" onClick={payee.reload}>{t('common:retry')}</Button>}>
        {t('order.payee.loadFailed')}
      </Alert>
    );
  } else {
    body = <Skeleton variant="rounded" height={84} aria-busy="true" />;
  }

  return (
    <Box component="section" aria-labelledby="cheque-payee-title" data-testid="cheque-payee" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, mb: 2 }}>
      <Typography id="cheque-payee-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('order.payee.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('order.payee.hint')}
      </Typography>
      {body}
    </Box>
  );
}
