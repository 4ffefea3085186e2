import { useMemo } from 'react';
import { Box, Button, Chip, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { Field, Form, validateWithSchema, yup, type FormApi } from 'shared-lib/forms';
import type { CartView } from 'contracts/cart';

export interface DiscountSectionProps {
  discount: CartView['discount'];
  disabled: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

export function DiscountSection({ discount, disabled, onApply, onRemove }: DiscountSectionProps) {
  const { t } = useTranslation('cart');
  // the button stays disabled while the field is empty, so the rule needs no message
  const schema = useMemo(() => yup.object({ code: yup.string().trim().required() }), []);
  const submit = async (values: { code?: string }, form: FormApi<{ code?: string }>) => {
    if (Object.keys(await validateWithSchema(schema, values)).length) return;
    if (await onApply(values.code!.trim())) form.reset();
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
    <Form<{ code?: string }> onSubmit={submit}>
      {({ handleSubmit, values }) => (
        <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Field<string> name="code">
            {({ input }) => <TextField {...input} size="small" id="discount-code" label={t('basket.discount')} sx={{ flex: 1 }} slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }} />}
          </Field>
          <Button type="submit" variant="outlined" disabled={disabled || !values.code?.trim()} sx={{ minHeight: 40 }}>
            {t('basket.discountApply')}
          </Button>
        </Box>
      )}
    </Form>
  );
}
