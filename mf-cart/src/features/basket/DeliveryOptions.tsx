import { Alert, Stack, Typography } from 'shared-lib/ui';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatToman, localizeText } from 'shared-lib/format';
import type { DeliveryCost, DeliveryMethod } from 'contracts/cart';

export interface DeliveryOptionsProps {
  methods: DeliveryMethod[];
  selectedId: number | null;
  /** what each method costs this basket (the server's figures), selected or not */
  costs: DeliveryCost[];
  /** the basket address's city, named beside a method that does not deliver there */
  city?: string | null;
  disabled: boolean;
  onSelect: (id: number) => void;
}

/**
 * The delivery methods, each with what it costs this basket now, whether or not it is selected
 * (a threshold-free post says "free" before the shopper picks it), and its free-delivery threshold
 * in Toman.
 */
export function DeliveryOptions({ methods, selectedId, costs, city, disabled, onSelect }: DeliveryOptionsProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const costOf = new Map(costs.map((c) => [c.id, c.cost]));
  // the methods that do not deliver to the basket's address (the courier, Tehran only, for a Shiraz address)
  const unserved = new Set(costs.filter((c) => c.servesAddress === false).map((c) => c.id));
  const selected = methods.find((m) => m.id === selectedId);
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t('basket.delivery')}
      </FormLabel>
      <RadioGroup value={selectedId === null ? '' : String(selectedId)} onChange={(e) => onSelect(Number(e.target.value))} name="delivery">
        {methods.map((m) => {
          const cost = costOf.get(m.id) ?? m.price;
          return (
            <FormControlLabel
              key={m.id}
              value={String(m.id)}
              disabled={disabled}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
              data-testid={`delivery-${m.code}`}
              label={
                <Stack>
                  <Typography sx={{ fontWeight: 600 }}>
                    {localizeText(m.name, locale)} — <span data-testid={`delivery-cost-${m.code}`}>{cost === 0 ? t('basket.free') : formatToman(cost, locale)}</span>
                  </Typography>
                  {m.description && (
                    <Typography variant="body2" color="text.secondary">
                      {m.description}
                    </Typography>
                  )}
                  {m.freeAbove !== null && m.price > 0 && (
                    <Typography variant="body2" color={cost === 0 ? 'success.dark' : 'text.secondary'}>
                      {t('basket.freeAbove', { amount: formatToman(m.freeAbove, locale) })}
                    </Typography>
                  )}
                  {unserved.has(m.id) && city && (
                    <Typography variant="body2" color="error.main" data-testid={`delivery-unserved-${m.code}`}>
                      {t('basket.notServed', { city })}
                    </Typography>
                  )}
                </Stack>
              }
            />
          );
        })}
      </RadioGroup>
      {selected && unserved.has(selected.id) && city && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="delivery-not-served">
          {t('basket.notServedAlert', { method: localizeText(selected.name, locale), city })}
        </Alert>
      )}
    </FormControl>
  );
}
