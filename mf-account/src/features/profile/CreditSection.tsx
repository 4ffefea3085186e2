import { Button, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useResource } from 'shared-lib/data';
import { ApiError } from 'shared-lib/api';
import { formatToman } from 'shared-lib/format';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import type { BonusBalance } from 'contracts/cart';
import { BONUS_KEY, bonusApi } from '../../api/bonus';
import { Section } from './Section';

/**
 * The shopper's gift credit (issue 34 item 9): what paid orders earned, spent in the basket on a later
 * order. Read from the cart module (GET /api/cart/bonus) each visit to the profile.
 */
export function CreditSection({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const credit = useResource<BonusBalance>(`${BONUS_KEY}?user=${userId}&lang=${locale}`, (signal) => bonusApi.balance(signal));
  // the cart module not answering this (an older api): nothing to show rather than an error
  const missing = credit.error instanceof ApiError && credit.error.status === 404;
  if (missing) return null;

  let body;
  if (credit.loading) body = <Skeleton variant="rounded" height={48} aria-busy="true" />;
  else if (credit.error || !credit.data) {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography color="error">{t('credit.loadFailed')}</Typography>
        <Button variant="outlined" onClick={credit.reload} sx={{ minHeight: 44 }}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  } else {
    const { balance } = credit.data;
    body = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography sx={{ fontWeight: 800, fontSize: 22 }} data-testid="gift-credit">
          {formatToman(balance, locale)}
        </Typography>
        <Typography color="text.secondary">{balance > 0 ? t('credit.spendHint') : t('credit.none')}</Typography>
        {balance > 0 && (
          <Button component={LocaleLink} to="/basket" variant="outlined" sx={{ minHeight: 44 }}>
            {t('credit.toBasket')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Section id="credit" title={t('credit.title')}>
      {body}
    </Section>
  );
}
