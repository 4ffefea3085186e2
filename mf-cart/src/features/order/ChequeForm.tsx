import { useMemo, useState } from 'react';
import { Box, Button, Grid, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { actionErrorMessages } from 'shared-lib/offline';
import { FileUpload } from 'shared-lib/components/FileUpload';
import { DatePickerField } from 'shared-lib/components/DatePicker/index';
import { Field, Form, validateSchemaSync, yup, type FieldRenderProps } from 'shared-lib/forms';
import { formatToman, toLatinDigits } from 'shared-lib/format';
import type { OrderView } from 'contracts/cart';
import { findBank, IRAN_BANKS } from 'contracts/iran-banks';
import { orderApi } from '../../api/orders';
import { ChequePayee } from './ChequePayee';

interface Values {
  sayadId: string;
  serial: string;
  bankName: string;
  ownerName: string;
  dueDate: string;
  imageUrl: string;
}

const sayadDigits = (v: string | undefined) => toLatinDigits(v ?? '').replace(/[\s-]/g, '');

/** A day as the api and the date picker store it (YYYY-MM-DD), in the shopper's own calendar day. */
const storedDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const isStoredDay = (v: string | undefined): v is string => /^\d{4}-\d{2}-\d{2}$/.test(v ?? '');

/**
 * The error to show beside a field: once it was left or a submit failed, and only while its value
 * is wrong now (the form checks every change), so a field's message goes as soon as it is filled.
 */
const shownError = (meta: Pick<FieldRenderProps<string>['meta'], 'touched' | 'submitFailed' | 'error'>): string | undefined =>
  (meta.touched || meta.submitFailed) && meta.error ? String(meta.error) : undefined;

/** The banks in the page's alphabetical order (the list is kept in Persian order; English without its "Bank"). */
const banksFor = (locale: string) =>
  locale === 'fa' ? IRAN_BANKS : [...IRAN_BANKS].sort((a, b) => (a.en.replace(/^Bank (of )?/, '') < b.en.replace(/^Bank (of )?/, '') ? -1 : 1));

/** Cheque orders: the cheque's details and a photo of it (uploaded with the shared image uploader). */
export function ChequeForm({ order, onSaved }: { order: OrderView; onSaved: (o: OrderView) => void }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const c = order.cheque;
  // the due date: today at the earliest (the api's rule), a future day suggested
  const [days] = useState(() => {
    const now = new Date();
    return { today: storedDay(now), tomorrow: storedDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)) };
  });
  // the first values only: the form is not reset when the saved order comes back
  const [initialValues] = useState<Values>(() => ({
    sayadId: c?.sayadId ?? '',
    serial: c?.serial ?? '',
    // the bank's Persian name (what the list sends); free text sent before the list is matched to it when it names one
    bankName: findBank(c?.bankName)?.fa ?? '',
    ownerName: c?.ownerName ?? '',
    // stored as the api keeps it (YYYY-MM-DD); shown and typed in the shopper's calendar
    dueDate: c?.dueDate ?? '',
    imageUrl: c?.imageUrl ?? '',
  }));
  const schema = useMemo(
    () =>
      yup.object({
        sayadId: yup.string().test('sayad', t('order.sayadInvalid'), (v) => /^\d{16}$/.test(sayadDigits(v))),
        bankName: yup.string().trim().required(t('common:requiredFields')),
        ownerName: yup.string().trim().required(t('common:requiredFields')),
        dueDate: yup.string().test('due', t('order.dueDateInvalid'), (v) => isStoredDay(v) && v >= days.today),
        imageUrl: yup.string().required(t('order.imageNeeded')),
      }),
    [t, days],
  );

  // checked on every change: a message shows once its field was left or a submit failed, until the field is right
  const validate = (values: Values) => validateSchemaSync(schema, values);

  const onSubmit = async (values: Values) => {
    try {
      const saved = await orderApi.submitCheque(order.id, {
        sayadId: sayadDigits(values.sayadId),
        serial: values.serial?.trim() || undefined,
        bankName: values.bankName.trim(),
        ownerName: values.ownerName.trim(),
        amount: order.totals.payable,
        dueDate: values.dueDate,
        imageUrl: values.imageUrl,
      });
      toast(t('order.chequeSent'), 'success');
      onSaved(saved);
    } catch (err) {
      // the form keeps what was typed (nothing is reset or sent again by itself)
      toast(t('order.chequeFailed'), 'error', actionErrorMessages(err, t).join(' '));
    }
    return undefined;
  };

  const text = (name: keyof Values, label: string, props: Record<string, unknown> = {}, required = true) => (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return <TextField {...input} {...props} fullWidth required={required} size="small" label={label} error={!!error} helperText={error} />;
      }}
    </Field>
  );

  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, form, values }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby="cheque-title" data-testid="cheque-form">
          <Typography id="cheque-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('order.chequeTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('order.chequeHint', { amount: formatToman(order.totals.payable, locale) })}
          </Typography>
          <ChequePayee />
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('sayadId', t('order.sayadId'), { id: 'cheque-sayad', slotProps: { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('serial', t('order.serial'), { id: 'cheque-serial', slotProps: { htmlInput: { dir: 'ltr' } } }, false)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {/* a list of Iran's banks (a phone's own picker): the bank's Persian name is sent */}
              {text(
                'bankName',
                t('order.bankName'),
                {
                  id: 'cheque-bank',
                  select: true,
                  slotProps: { select: { native: true }, inputLabel: { shrink: true } },
                  children: [
                    <option key="" value="">
                      {t('order.chooseBank')}
                    </option>,
                    ...banksFor(locale).map((b) => (
                      <option key={b.code} value={b.fa}>
                        {locale === 'fa' ? b.fa : b.en}
                      </option>
                    )),
                  ],
                },
              )}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('ownerName', t('order.ownerName'), { id: 'cheque-owner' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth size="small" id="cheque-amount" label={t('order.chequeAmount')} value={formatToman(order.totals.payable, locale)} slotProps={{ htmlInput: { readOnly: true } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {/* the shared date picker in every locale (Persian calendar in fa); the date written on the cheque can be typed too */}
              <DatePickerField
                name="dueDate"
                id="cheque-due"
                label={t('order.dueDate')}
                helperText={t('order.dueDateHint')}
                required
                editable
                min={days.today}
                suggest={days.tomorrow}
                size="small"
              />
            </Grid>
            <Grid size={12}>
              <Stack spacing={1}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {t('order.chequeImage')}
                </Typography>
                <FileUpload kind="image" accept="image/*" label={t('order.uploadCheque')} onUploaded={(f) => form.change('imageUrl', f.url)} disabled={submitting} />
                {values.imageUrl && <Box component="img" src={values.imageUrl} alt={t('order.chequeImage')} sx={{ maxWidth: 240, maxHeight: 140, borderRadius: 1, border: 1, borderColor: 'divider' }} data-testid="cheque-preview" />}
                <Field<string> name="imageUrl" subscription={{ error: true, touched: true, submitFailed: true }}>
                  {({ meta }) => {
                    const error = shownError(meta);
                    return error ? (
                      <Typography variant="body2" color="error" role="alert">
                        {error}
                      </Typography>
                    ) : null;
                  }}
                </Field>
              </Stack>
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" disabled={submitting} sx={{ mt: 2, minHeight: 44 }}>
            {c ? t('order.updateCheque') : t('order.submitCheque')}
          </Button>
        </Box>
      )}
    </Form>
  );
}
