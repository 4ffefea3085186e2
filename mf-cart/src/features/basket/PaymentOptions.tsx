import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Switch } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatToman } from 'shared-lib/format';
import type { CartView, PaymentMethod } from 'contracts/cart';

export function PaymentOptions({ value, disabled, onChange }: { value: PaymentMethod; disabled: boolean; onChange: (m: PaymentMethod) => void }) {
  const { t } = useTranslation('cart');
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t('basket.payment')}
      </FormLabel>
      <RadioGroup value={value} onChange={(e) => onChange(e.target.value as PaymentMethod)} name="paymentMethod">
        <FormControlLabel value="online" control={<Radio />} label={t('basket.online')} disabled={disabled} />
        <FormControlLabel value="cheque" control={<Radio />} label={t('basket.cheque')} disabled={disabled} />
      </RadioGroup>
    </FormControl>
  );
}

/** Shown to a logged-in shopper with bonus credit: spend it on this order or not. */
export function BonusToggle({ bonus, disabled, onChange }: { bonus: CartView['bonus']; disabled: boolean; onChange: (use: boolean) => void }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <FormControlLabel
      control={<Switch checked={bonus.requested !== null} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />}
      label={t('basket.useBonus', { amount: formatToman(bonus.balance, locale) })}
    />
  );
}
