import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Grid, IconButton, Paper, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { Field, Form, FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { LoadError } from 'shared-lib/components/LoadError';
import { AddIcon, DeleteIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatDate } from 'shared-lib/format';
import { toast } from 'shared-lib/bus';
import { settingsApi, type ShopSettings } from '../../api/settings';
import { errorText } from '../../lib/errors';
import { RecentChanges } from './RecentChanges';
import { EMAIL, parseDecimal, PHONE, phoneText, shopInput, shopValues, type ShopValues } from './values';

const TEXT_MAX = 300;
const MAX_PHONES = 10;

/** A part of the form: a region named by its heading. */
function Part({ id, title, hint, children }: { id: string; title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ mt: hint ? 0 : 1.5 }}>{children}</Box>
    </Paper>
  );
}

/** The telephone numbers: one field each, removable (one at least stays), and a button to add one. Errors beside each. */
function PhonesField() {
  const { t } = useTranslation('admin-settings');
  return (
    <Field<string[]> name="phones">
      {({ input, meta }) => {
        const phones: string[] = Array.isArray(input.value) && input.value.length ? input.value : [''];
        const errors = meta.submitFailed ? (meta.error as Array<string | undefined> | string | undefined) : undefined;
        const set = (next: string[]) => input.onChange(next);
        return (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t('shop.phones')}
            </Typography>
            <Stack spacing={1.5}>
              {phones.map((p, i) => {
                const error = Array.isArray(errors) ? errors[i] : i === 0 ? errors : undefined;
                return (
                  <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      label={t('shop.phone', { n: i + 1 })}
                      value={p}
                      onChange={(e) => set(phones.map((x, j) => (j === i ? e.target.value : x)))}
                      onBlur={() => input.onBlur()}
                      required={i === 0}
                      fullWidth
                      error={Boolean(error)}
                      helperText={error}
                      slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', autoComplete: 'off', maxLength: 40 } }}
                    />
                    {phones.length > 1 && (
                      <IconButton aria-label={t('shop.removePhone', { n: i + 1 })} onClick={() => set(phones.filter((_x, j) => j !== i))} sx={{ width: 44, height: 44, mt: 0.5 }}>
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </Stack>
                );
              })}
            </Stack>
            {phones.length < MAX_PHONES && (
              <Button startIcon={<AddIcon />} onClick={() => set([...phones, ''])} sx={{ mt: 1, minHeight: 44 }}>
                {t('shop.addPhone')}
              </Button>
            )}
          </Box>
        );
      }}
    </Field>
  );
}

/**
 * The VAT percent and the company's contact details and map position, one form (one save): errors
 * beside the fields once a save was tried, the api's refusal above the button with everything typed
 * kept. Says when the values are still the server's start-up settings, and when they were last saved.
 */
export function ShopForm() {
  const { t } = useTranslation(['admin-settings', 'admin']);
  const locale = useLocale();
  const [settings, setSettings] = useState<ShopSettings | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    setFailed(null);
    settingsApi.shop(ctl.signal).then(setSettings, (error: unknown) => {
      if (!ctl.signal.aborted) setFailed(error ?? new Error('failed'));
    });
    return () => ctl.abort();
  }, [attempt]);

  const schema = useMemo(() => {
    const text = yup.string().max(TEXT_MAX, t('errors.tooLong', { max: TEXT_MAX }));
    const number = (message: string, min: number, max: number, decimals = 12) =>
      yup
        .string()
        .required(message)
        .test('number', message, (s) => {
          const n = parseDecimal(s);
          if (typeof n !== 'number' || n < min || n > max) return false;
          return Math.abs(Math.round(n * 10 ** decimals) - n * 10 ** decimals) < 1e-6;
        });
    return yup.object({
      vatPercent: number(t('errors.vat'), 0, 100, 2),
      email: yup
        .string()
        .trim()
        .required(t('errors.email'))
        .test('email', t('errors.email'), (s) => EMAIL.test((s ?? '').trim())),
      mobile: yup
        .string()
        .required(t('errors.mobile'))
        .test('mobile', t('errors.mobile'), (s) => PHONE.test(phoneText(s ?? ''))),
      postalCode: yup.string().test('postal', t('errors.postalCode'), (s) => /^[0-9 -]*$/.test(phoneText(s ?? ''))),
      addressFa: text.trim().required(t('errors.required')),
      addressEn: text.trim().required(t('errors.required')),
      addressRu: text,
      hoursFa: text.trim().required(t('errors.required')),
      hoursEn: text.trim().required(t('errors.required')),
      hoursRu: text,
      lat: number(t('errors.lat'), -90, 90),
      lng: number(t('errors.lng'), -180, 180),
    });
  }, [t]);

  const validate = (v: ShopValues) => {
    const errors: Record<string, unknown> = validateSchemaSync(schema, v);
    const phones = Array.isArray(v.phones) ? v.phones : [];
    if (!phones.some((p) => phoneText(p))) errors.phones = t('errors.phones');
    else {
      const each = phones.map((p) => (phoneText(p) && !PHONE.test(phoneText(p)) ? t('errors.phone') : undefined));
      if (each.some(Boolean)) errors.phones = each;
    }
    return errors;
  };

  const submit = async (v: ShopValues) => {
    try {
      const saved = await settingsApi.saveShop(shopInput(v));
      setSettings(saved);
      setChanges((n) => n + 1);
      toast(t('saved'), 'success');
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  if (failed) return <LoadError error={failed} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!settings)
    return (
      <Stack spacing={1} aria-busy="true" aria-label={t('admin:loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Stack>
    );

  const saved = (at: string | null) => (at ? t('shop.updatedAt', { when: formatDate(at, locale, { dateStyle: 'medium', timeStyle: 'short' }) }) : null);
  const fromEnvironment = settings.fromEnvironment.vatPercent || settings.fromEnvironment.company;
  const text = (name: keyof ShopValues, label: string, dir: 'rtl' | 'ltr', lang: string, required = false, helperText?: string) => (
    <FormTextField name={name} label={label} required={required} helperText={helperText} fullWidth multiline slotProps={{ htmlInput: { dir, lang, maxLength: TEXT_MAX } }} />
  );

  return (
    <Stack spacing={2}>
      {/* a new form after each save: it starts from what the api now keeps */}
      <Form<ShopValues> key={`${settings.updatedAt.vatPercent}|${settings.updatedAt.company}`} onSubmit={submit} validate={validate} initialValues={shopValues(settings, locale)} subscription={{ submitting: true, submitError: true }}>
        {({ handleSubmit, submitting, submitError }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t('tabs.shop')}>
            <Stack spacing={2}>
              {fromEnvironment && (
                <Alert severity="info" role="status">
                  {t('shop.fromEnvironment')}
                </Alert>
              )}
              <Part id="settings-vat" title={t('shop.vatTitle')} hint={saved(settings.updatedAt.vatPercent)}>
                <FormTextField
                  name="vatPercent"
                  label={t('shop.vatPercent')}
                  helperText={`${t('shop.vatHint')} ${t('shop.vatDefault', { value: settings.defaults.vatPercent })}`}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off', maxLength: 8 } }}
                />
              </Part>
              <Part id="settings-company" title={t('shop.companyTitle')} hint={[t('shop.companyHint'), saved(settings.updatedAt.company)].filter(Boolean).join(' ')}>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="email" label={t('shop.email')} type="email" required fullWidth slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', maxLength: 254 } }} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="mobile" label={t('shop.mobile')} required fullWidth slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', autoComplete: 'off', maxLength: 40 } }} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <PhonesField />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="postalCode" label={t('shop.postalCode')} fullWidth slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', maxLength: 20 } }} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 4 }}>{text('addressFa', t('shop.addressFa'), 'rtl', 'fa', true)}</Grid>
                  <Grid size={{ xs: 12, md: 4 }}>{text('addressEn', t('shop.addressEn'), 'ltr', 'en', true)}</Grid>
                  <Grid size={{ xs: 12, md: 4 }}>{text('addressRu', t('shop.addressRu'), 'ltr', 'ru', false, t('shop.ruHint'))}</Grid>
                  <Grid size={{ xs: 12, md: 4 }}>{text('hoursFa', t('shop.hoursFa'), 'rtl', 'fa', true)}</Grid>
                  <Grid size={{ xs: 12, md: 4 }}>{text('hoursEn', t('shop.hoursEn'), 'ltr', 'en', true)}</Grid>
                  <Grid size={{ xs: 12, md: 4 }}>{text('hoursRu', t('shop.hoursRu'), 'ltr', 'ru', false, t('shop.ruHint'))}</Grid>
                </Grid>
              </Part>
              <Part id="settings-map" title={t('shop.mapTitle')} hint={t('shop.mapHint')}>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="lat" label={t('shop.lat')} required fullWidth slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off', maxLength: 20 } }} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField name="lng" label={t('shop.lng')} required fullWidth slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off', maxLength: 20 } }} />
                  </Grid>
                </Grid>
              </Part>
              {submitError && (
                <Alert severity="error" role="alert">
                  {submitError as string}
                </Alert>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={submitting} sx={{ minHeight: 44, minWidth: 120 }}>
                  {t('save')}
                </Button>
              </Box>
            </Stack>
          </Box>
        )}
      </Form>
      <RecentChanges section="shop" refresh={changes} />
    </Stack>
  );
}
