import { Stack, Typography } from 'shared-lib/ui';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatToman } from 'shared-lib/format';
import type { DeliveryMethod } from 'contracts/cart';

export interface DeliveryOptionsProps {
  methods: DeliveryMethod[];
  selectedId: number | null;
  /** the delivery price the basket pays now (0 when free above the threshold) */
  currentPrice: number;
  disabled: boolean;
  onSelect: (id: number) => void;
}

export function DeliveryOptions({ methods, selectedId, currentPrice, disabled, onSelect }: DeliveryOptionsProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t('basket.delivery')}
      </FormLabel>
      <RadioGroup value={selectedId === null ? '' : String(selectedId)} onChange={(e) => onSelect(Number(e.target.value))} name="delivery">
        {methods.map((m) => {
          const price = m.id === selectedId ? currentPrice : m.price;
          return (
            <FormControlLabel
              key={m.id}
              value={String(m.id)}
              disabled={disabled}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
              label={
                <Stack>
                  <Typography sx={{ fontWeight: 600 }}>
                    {m.name} — {price === 0 ? t('basket.free') : formatToman(price, locale)}
                  </Typography>
                  {m.description && (
                    <Typography variant="body2" color="text.secondary">
                      {m.description}
                    </Typography>
                  )}
                </Stack>
              }
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
