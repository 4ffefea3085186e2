import { useMemo, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { Field, Form, debouncedValidator, fieldMessage, submitAfterValidation, validateWithSchema, yup } from 'shared-lib/forms';
import { useFormResult } from 'shared-lib/data';
import { useLocation } from 'shared-lib/router';
import { toast } from 'shared-lib/bus';
import { actionErrorMessages } from 'shared-lib/offline';
import { isIranianMobile, toLatinDigits } from 'shared-lib/format';
import { useFormat } from '../../lib/useFormat';
import { sendPriceInquiry } from '../../api/product';

export const MESSAGE_MAX = 1000;

interface Values {
  fullName: string;
  mobile: string;
  quantity: string;
  message: string;
}
const EMPTY: Values = { fullName: '', mobile: '', quantity: '', message: '' };

interface PostedInquiry {
  form: 'inquiry';
  ok: boolean;
  productId: number;
  mobile?: string;
  values?: Partial<Values>;
  errors?: Partial<Record<keyof Values, string>>;
  messages?: string[];
}

/**
 * Price inquiry (spec: "price inquiry form"): name, mobile, quantity and a note; validated 300 ms
 * after typing and again on submit (send flushes a pending validation first, so a click right after
 * typing is never lost); server messages become toasts; on success the shopper sees
 * that the request was stored and which number will be called.
 */
export function PriceInquiryForm({ productId, idPrefix = 'inquiry', reason = 'price' }: { productId: number; idPrefix?: string; reason?: 'price' | 'stock' }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const { digits } = useFormat();
  // posted before the page's scripts ran (shell/server/forms.mjs): sent, or refused with what was typed
  const posted = useFormResult<PostedInquiry>('inquiry');
  const mine = posted?.productId === productId ? posted : null;
  const refused = mine && !mine.ok ? mine : null;
  const [initialValues] = useState<Values>(() => ({ ...EMPTY, ...refused?.values }));
  const { pathname, search } = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(mine?.ok ? (mine.mobile ?? '') : null);
  const sending = useRef(false);
  const schema = useMemo(
    () =>
      yup.object({
        fullName: yup.string().trim().required(t('inquiry.required')).max(100, t('inquiry.tooLong', { n: 100 })),
        mobile: yup.string().trim().required(t('inquiry.required')).test('mobile', tc('invalidMobile'), (v) => !v || isIranianMobile(v)),
        quantity: yup
          .string()
          .test('quantity', t('inquiry.invalidQuantity'), (v) => !v || /^\d{1,6}$/.test(toLatinDigits(v.trim())) && Number(toLatinDigits(v.trim())) > 0),
        message: yup.string().max(MESSAGE_MAX, t('inquiry.tooLong', { n: MESSAGE_MAX })),
      }),
    [t, tc],
  );
  const validate = useMemo(() => debouncedValidator(schema, 300), [schema]);

  if (sentTo) {
    return (
      <Alert severity="success" role="status" data-testid="inquiry-sent">
        <AlertTitle>{t('inquiry.sent')}</AlertTitle>
        {t('inquiry.sentHint', { mobile: digits(sentTo) })}
      </Alert>
    );
  }

  async function onSubmit(values: Values) {
    if (sending.current) return undefined;
    const errors = await validateWithSchema(schema, values);
    if (Object.keys(errors).length) return errors;
    sending.current = true;
    try {
      const quantity = values.quantity.trim() ? Number(toLatinDigits(values.quantity.trim())) : undefined;
      const saved = await sendPriceInquiry({
        productId,
        fullName: values.fullName.trim(),
        mobile: toLatinDigits(values.mobile.trim()),
        ...(quantity ? { quantity } : {}),
        ...(values.message.trim() ? { message: values.message.trim() } : {}),
      });
      toast(t('inquiry.sent'), 'success');
      setSentTo(saved.mobile);
      return undefined;
    } catch (err) {
      // the form keeps what was typed; offline, it says so (nothing is sent again by itself)
      actionErrorMessages(err, tc).forEach((m) => toast(m, 'error'));
      return undefined;
    } finally {
      sending.current = false;
    }
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ form, submitting }) => (
        <Box
          component="form"
          method="post"
          action="/_form/inquiry"
          noValidate
          onSubmit={submitAfterValidation(validate, form)}
          aria-busy={submitting}
          aria-labelledby={id('title')}
          data-testid="inquiry-form"
        >
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="back" value={pathname + search} />
          <Typography id={id('title')} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {reason === 'stock' ? t('inquiry.stockTitle') : t('inquiry.title')}
          </Typography>
          {/* a priced product out of stock keeps its price: only a product without one is "priced per project" */}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {reason === 'stock' ? t('product.outOfStockHint') : t('inquiry.intro')}
          </Typography>
          <Stack spacing={2}>
            {refused && (refused.messages ?? []).length > 0 && (
              <Alert severity="error" role="alert">
                {(refused.messages ?? []).join(' ')}
              </Alert>
            )}
            {(
              [
                { name: 'fullName', label: t('inquiry.fullName'), required: true, props: { autoComplete: 'name' } },
                { name: 'mobile', label: t('inquiry.mobile'), required: true, props: { type: 'tel', autoComplete: 'tel', placeholder: '09121234567', slotProps: { htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20 } } } },
                { name: 'quantity', label: t('inquiry.quantity'), required: false, props: { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 6 } } } },
                { name: 'message', label: t('inquiry.message'), required: false, props: { multiline: true, rows: 3, slotProps: { htmlInput: { maxLength: MESSAGE_MAX } } } },
              ] as const
            ).map((f) => (
              <Field<string> key={f.name} name={f.name}>
                {({ input, meta }) => {
                  const error = fieldMessage(meta, refused?.errors?.[f.name]);
                  return (
                    <TextField
                      {...input}
                      {...f.props}
                      id={id(f.name)}
                      label={f.label}
                      required={f.required}
                      error={!!error}
                      helperText={error || undefined}
                      disabled={submitting}
                      fullWidth
                    />
                  );
                }}
              </Field>
            ))}
            <Button type="submit" variant="contained" size="large" disabled={submitting} startIcon={submitting ? <CircularProgress size={20} color="inherit" /> : undefined} sx={{ minHeight: 48 }}>
              {submitting ? t('inquiry.sending') : t('inquiry.send')}
            </Button>
          </Stack>
        </Box>
      )}
    </Form>
  );
}
