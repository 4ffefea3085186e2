import { useState, type FormEvent } from 'react';
import { Box, Button, Chip, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import type { CartView } from '../cart-api/types';

export interface DiscountSectionProps {
  discount: CartView['discount'];
  disabled: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

export function DiscountSection({ discount, disabled, onApply, onRemove }: DiscountSectionProps) {
  const { t } = useTranslation('cart');
  const [code, setCode] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    if (await onApply(code.trim())) setCode('');
  };
  if (discount) {
    return (
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{t('basket.discountApplied', { code: discount.code })}</Typography>
          <Chip label={discount.code} color={discount.applied ? 'success' : 'default'} size="small" />
          <Button size="small" color="error" onClick={onRemove} disabled={disabled}>
            {t('basket.discountRemove', { code: discount.code })}
          </Button>
        </Stack>
        {discount.problem && (
          <Typography variant="body2" color="warning.main" role="status">
            {discount.problem}
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField size="small" id="discount-code" label={t('basket.discount')} value={code} onChange={(e) => setCode(e.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }} />
      <Button type="submit" variant="outlined" disabled={disabled || !code.trim()} sx={{ minHeight: 40 }}>
        {t('basket.discountApply')}
      </Button>
    </Box>
  );
}
