import { useState, type FormEvent } from 'react';
import { Box, Button, Grid, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { LocationOnIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { isIranianMobile, localizeDigits, toLatinDigits } from 'shared-lib/format';
import type { Address } from '../cart-api/types';

const EMPTY: Address = { recipient: '', mobile: '', province: '', city: '', street: '', postalCode: '' };
const FIELDS: Array<keyof Address> = ['recipient', 'mobile', 'province', 'city', 'street', 'postalCode'];

/** The checks the server makes, done first in the browser so the shopper sees them beside the field. */
export function addressErrors(a: Address, t: (k: string) => string): Partial<Record<keyof Address, string>> {
  const errors: Partial<Record<keyof Address, string>> = {};
  for (const f of FIELDS) if (!a[f].trim()) errors[f] = t('common:requiredFields');
  if (a.mobile.trim() && !isIranianMobile(a.mobile)) errors.mobile = t('common:invalidMobile');
  if (a.postalCode.trim() && !/^\d{10}$/.test(toLatinDigits(a.postalCode).replace(/[\s-]/g, ''))) errors.postalCode = t('basket.postalCodeInvalid');
  return errors;
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
  const [draft, setDraft] = useState<Address>(address ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Address, string>>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = addressErrors(draft, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (await onSave(draft)) setEditing(false);
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
          <Button
            onClick={() => {
              setDraft(address);
              setEditing(true);
            }}
            disabled={disabled}
          >
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
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="address-title">
      <Typography id="address-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('basket.address')}
      </Typography>
      <Grid container spacing={1.5}>
        {FIELDS.map((f) => (
          <Grid key={f} size={{ xs: 12, sm: f === 'street' ? 12 : 6 }}>
            <TextField
              fullWidth
              required
              size="small"
              id={`address-${f}`}
              name={f}
              label={t(`basket.${f}`)}
              value={draft[f]}
              onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
              error={!!errors[f]}
              helperText={errors[f]}
              multiline={f === 'street'}
              slotProps={{ htmlInput: { inputMode: f === 'mobile' || f === 'postalCode' ? 'numeric' : undefined, dir: f === 'mobile' || f === 'postalCode' ? 'ltr' : undefined } }}
            />
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
  );
}
