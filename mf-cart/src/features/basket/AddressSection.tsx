import { useMemo, useState } from 'react';
import { Box, Button, Chip, Grid, IconButton, Stack, Typography } from 'shared-lib/ui';
import { Checkbox, FormControlLabel, Radio, RadioGroup, TextField } from 'shared-lib/ui-more';
import { DeleteIcon, LocationOnIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { Field, Form, validateWithSchema, yup } from 'shared-lib/forms';
import { isIranianMobile, localizeDigits, toLatinDigits } from 'shared-lib/format';
import type { Address, SavedAddress } from 'contracts/cart';

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
  /** the logged-in shopper's saved addresses (null: a guest, or not loaded) */
  book?: SavedAddress[] | null;
  /** what a new address starts with: the signed-in shopper's own name and mobile (the usual recipient) */
  prefill?: Pick<Address, 'recipient' | 'mobile'> | null;
  /** saves the typed address in the basket; `remember` also keeps it in the shopper's address book */
  onSave: (a: Address, remember: boolean) => Promise<boolean>;
  /** uses a saved address for this order */
  onChoose?: (a: Address) => void;
  onRemove: () => void;
  onMakeDefault?: (id: number) => void;
  onDeleteSaved?: (id: number) => void;
}

const fieldsOf = (a: SavedAddress): Address => ({ recipient: a.recipient, mobile: a.mobile, province: a.province, city: a.city, street: a.street, postalCode: a.postalCode });
const same = (a: Address, b: Address) => FIELDS.every((f) => a[f] === b[f]);

function AddressLines({ address }: { address: Address }) {
  const locale = useLocale();
  return (
    <>
      {address.recipient} — {localizeDigits(address.mobile, locale)}
      <br />
      {[address.province, address.city, address.street].join(locale === 'fa' ? '، ' : ', ')} — {localizeDigits(address.postalCode, locale)}
    </>
  );
}

/** The address form; checked on submit (the messages stay beside the fields until the next submit). */
function AddressForm({
  initial,
  prefill,
  disabled,
  canRemember,
  titled,
  onSave,
  onCancel,
}: {
  initial: Address | null;
  prefill?: Pick<Address, 'recipient' | 'mobile'> | null;
  disabled: boolean;
  canRemember: boolean;
  titled: boolean;
  onSave: (a: Address, remember: boolean) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('cart');
  const schema = useMemo(() => addressSchema(t), [t]);
  const [remember, setRemember] = useState(true);
  // stable, so the form is not reset while the shopper types; a new address starts with the shopper's
  // name and mobile (kept if the account becomes known after the shopper began typing)
  const recipient = prefill?.recipient ?? '';
  const mobile = prefill?.mobile ?? '';
  const initialValues = useMemo<Address>(() => initial ?? { ...EMPTY, recipient, mobile }, [initial, recipient, mobile]);
  const submit = async (values: Address) => {
    const errors = await validateWithSchema(schema, values);
    if (Object.keys(errors).length) return errors;
    await onSave(values, canRemember && remember);
    return undefined;
  };
  return (
    <Form<Address> onSubmit={submit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="address-title" data-testid="address-form">
          {titled && (
            <Typography id="address-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('basket.address')}
            </Typography>
          )}
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
                        // the spec's textareas have 3 rows
                        rows={f === 'street' ? 3 : undefined}
                        slotProps={{ htmlInput: { inputMode: f === 'mobile' || f === 'postalCode' ? 'numeric' : undefined, dir: f === 'mobile' || f === 'postalCode' ? 'ltr' : undefined } }}
                      />
                    );
                  }}
                </Field>
              </Grid>
            ))}
          </Grid>
          {canRemember && (
            <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t('basket.rememberAddress')} sx={{ mt: 0.5 }} />
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
            <Button type="submit" variant="contained" disabled={disabled} sx={{ minHeight: 44 }}>
              {t('basket.saveAddress')}
            </Button>
            {onCancel && (
              <Button onClick={onCancel} disabled={disabled}>
                {t('common:cancel')}
              </Button>
            )}
          </Stack>
        </Box>
      )}
    </Form>
  );
}

/**
 * The delivery address: a logged-in shopper with saved addresses picks one (the default is already
 * in the basket, the api put it there) or types another; a guest, or a shopper with none, types it
 * (and a shopper keeps it for the next order unless they untick "save it to my addresses").
 */
export function AddressSection({ address, required, disabled, book, prefill, onSave, onChoose, onRemove, onMakeDefault, onDeleteSaved }: AddressSectionProps) {
  const { t } = useTranslation('cart');
  const [editing, setEditing] = useState(false);
  const loggedIn = book !== null && book !== undefined;

  const save = async (a: Address, remember: boolean) => {
    const ok = await onSave(a, remember);
    if (ok) setEditing(false);
    return ok;
  };

  if (!required) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('basket.addressNotNeeded')}
      </Typography>
    );
  }

  if (loggedIn && book.length > 0) {
    const chosen = address ? book.find((b) => same(fieldsOf(b), address)) : undefined;
    const value = editing ? 'new' : chosen ? String(chosen.id) : address ? 'current' : '';
    return (
      <Stack spacing={1} data-testid="address-book">
        <Typography id="address-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('basket.address')}
        </Typography>
        <RadioGroup
          aria-labelledby="address-title"
          name="address"
          value={value}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'new') return setEditing(true);
            setEditing(false);
            const picked = book.find((b) => String(b.id) === v);
            if (picked && onChoose) onChoose(fieldsOf(picked));
          }}
        >
          {book.map((b) => (
            <Stack key={b.id} direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <FormControlLabel
                value={String(b.id)}
                disabled={disabled}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
                label={
                  <Typography component="span" variant="body2" data-testid={`saved-address-${b.id}`}>
                    <AddressLines address={b} />
                    {b.isDefault && <Chip component="span" size="small" label={t('basket.defaultAddress')} sx={{ marginInlineStart: 1 }} />}
                  </Typography>
                }
              />
              <Stack direction="row" sx={{ flexShrink: 0 }}>
                {!b.isDefault && onMakeDefault && (
                  <Button size="small" onClick={() => onMakeDefault(b.id)} disabled={disabled} sx={{ minHeight: 44 }}>
                    {t('basket.makeDefault')}
                  </Button>
                )}
                {onDeleteSaved && (
                  <IconButton aria-label={t('basket.deleteSaved')} onClick={() => onDeleteSaved(b.id)} disabled={disabled} sx={{ width: 44, height: 44 }}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            </Stack>
          ))}
          {address && !chosen && (
            <FormControlLabel
              value="current"
              disabled={disabled}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { mt: -0.5 } }}
              label={
                <Typography component="span" variant="body2" data-testid="address-summary">
                  <AddressLines address={address} />
                </Typography>
              }
            />
          )}
          <FormControlLabel value="new" disabled={disabled} control={<Radio />} label={t('basket.newAddress')} />
        </RadioGroup>
        {editing && <AddressForm initial={null} prefill={prefill} disabled={disabled} canRemember titled={false} onSave={save} onCancel={() => setEditing(false)} />}
      </Stack>
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
            <AddressLines address={address} />
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
  return <AddressForm initial={address} prefill={prefill} disabled={disabled} canRemember={loggedIn} titled onSave={save} onCancel={address ? () => setEditing(false) : undefined} />;
}
