import { useMemo, useState } from 'react';
import { Box, Button, Grid, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { LocationOnIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { Field, Form, validateWithSchema, yup } from 'shared-lib/forms';
import { isIranianMobile, localizeDigits, toLatinDigits } from 'shared-lib/format';
import type { Address } from 'contracts/cart';

const EMPTY: Address = { recipient: '', mobile: '', province: '', city: '', street: '', postalCode: '' };
const FIELDS: Array<keyof Address> = ['recipient', 'mobile', 'province', 'city', 'street', 'postalCode'];

/** The checks the server makes, done first in the browser so the shopper sees them beside the field. */
export function addressSchema(t: (k: string) => string) {
  const required = t('common:requiredFields');
  const text = () => yup.string().trim().required(required);
  return yup.object({
    recipient: text(),
    mobile: text().test('mobile', t('common:invalidMobile'), (v) => !v || isIranianMobile(v)),
    province: text(),
    city: text(),
    street: text(),
    postalCode: text().test('postal', t('basket.postalCodeInvalid'), (v) => !v || /^\d{10}$/.test(toLatinDigits(v).replace(/[\s-]/g, ''))),
  });
}

export interface AddressSectionProps {
  address: Address | null;
  required: boolean;
  disabled: boolean;
  onSave: (a: Address) => Promise<boolean>;
  onRemove: () => void;
}

export function AddressSection({ address, required, disabled, onSave, onRemove }: AddressSectionProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const schema = useMemo(() => addressSchema(t), [t]);
  // stable, so the form is not reset while the shopper types
  const initialValues = useMemo<Address>(() => address ?? EMPTY, [address]);

  /** Checked on submit (as before): the messages stay beside the fields until the next submit. */
  const submit = async (values: Address) => {
    const errors = await validateWithSchema(schema, values);
    if (Object.keys(errors).length) return errors;
    if (await onSave(values)) setEditing(false);
    return undefined;
  };

  if (!required) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('basket.addressNotNeeded')}
      </Typography>
    );
  }
  if (address && !editing) {
    return (
      <Stack spacing={1}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('basket.address')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <LocationOnIcon color="action" aria-hidden />
          <Typography data-testid="address-summary">
            {address.recipient} — {localizeDigits(address.mobile, locale)}
            <br />
            {[address.province, address.city, address.street].join(locale === 'fa' ? '، ' : ', ')} — {localizeDigits(address.postalCode, locale)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setEditing(true)} disabled={disabled}>
            {t('basket.editAddress')}
          </Button>
          <Button color="error" onClick={onRemove} disabled={disabled}>
            {t('basket.removeAddress')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Form<Address> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="address-title">
          <Typography id="address-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('basket.address')}
          </Typography>
          <Grid container spacing={1.5}>
            {FIELDS.map((f) => (
              <Grid key={f} size={{ xs: 12, sm: f === 'street' ? 12 : 6 }}>
                <Field<string> name={f}>
                  {({ input, meta }) => {
                    const error = meta.submitError ? String(meta.submitError) : undefined;
                    return (
                      <TextField
                        {...input}
                        fullWidth
                        required
                        size="small"
                        id={`address-${f}`}
                        label={t(`basket.${f}`)}
                        error={!!error}
                        helperText={error}
                        multiline={f === 'street'}
                        slotProps={{ htmlInput: { inputMode: f === 'mobile' || f === 'postalCode' ? 'numeric' : undefined, dir: f === 'mobile' || f === 'postalCode' ? 'ltr' : undefined } }}
                      />
                    );
                  }}
                </Field>
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button type="submit" variant="contained" disabled={disabled} sx={{ minHeight: 44 }}>
              {t('basket.saveAddress')}
            </Button>
            {address && (
              <Button onClick={() => setEditing(false)} disabled={disabled}>
                {t('common:cancel')}
              </Button>
            )}
          </Stack>
        </Box>
      )}
    </Form>
  );
}
