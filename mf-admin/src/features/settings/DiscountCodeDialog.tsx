import { useMemo, useState } from 'react';
import { Typography } from 'shared-lib/ui';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from 'shared-lib/ui-more';
import { Field, FormSpy, FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { toLatinDigits } from 'shared-lib/format';
import { isDay } from '../../lib/days';
import { settingsApi, type AdminDiscountCode, type DiscountCodeChange, type DiscountKind, type NewDiscountCode } from '../../api/settings';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';
import { DayField, MoneyField, SwitchField } from './fields';
import { MAX_COUNT, MAX_RIALS, parseWhole, shown } from './values';

export interface CodeValues {
  code: string;
  kind: DiscountKind;
  value: string;
  maxDiscount: string;
  minBasket: string;
  usageLimit: string;
  /** YYYY-MM-DD (Gregorian, as the picker stores it; the api reads it as Tehran's day) or '' */
  validFrom: string;
  validTo: string;
  active: boolean;
}

/** A code as the api keeps it: upper case, Latin digits, no spaces (the api's rule: 3–40 of A–Z 0–9 - _). */
export const codeText = (s: string) => toLatinDigits(s).replace(/\s+/g, '').toUpperCase();
const CODE = /^[A-Z0-9_-]{3,40}$/;
const num = (s: string) => {
  const n = parseWhole(s);
  return typeof n === 'number' ? n : null;
};

/** The form as a new code's body (called once the form is valid). */
export function newCode(v: CodeValues): NewDiscountCode {
  return {
    code: codeText(v.code),
    kind: v.kind,
    value: num(v.value) as number,
    maxDiscount: v.kind === 'percent' ? num(v.maxDiscount) : null,
    minBasket: num(v.minBasket) ?? 0,
    usageLimit: num(v.usageLimit),
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
    active: v.active,
  };
}

/** Only what the owner changed; a day left as it was is not sent (the code keeps its exact instant). */
export function changedCode(c: AdminDiscountCode, v: CodeValues): DiscountCodeChange {
  const next = newCode(v);
  const body: DiscountCodeChange = {};
  if (next.code !== c.code) body.code = next.code;
  if (next.kind !== c.kind) body.kind = next.kind;
  if (next.value !== c.value) body.value = next.value;
  if ((next.maxDiscount ?? null) !== c.maxDiscount) body.maxDiscount = next.maxDiscount;
  if (next.minBasket !== c.minBasket) body.minBasket = next.minBasket;
  if ((next.usageLimit ?? null) !== c.usageLimit) body.usageLimit = next.usageLimit;
  if ((next.validFrom ?? null) !== c.validFrom) body.validFrom = next.validFrom;
  if ((next.validTo ?? null) !== c.validTo) body.validTo = next.validTo;
  if (next.active !== c.active) body.active = next.active;
  return body;
}

/**
 * Adding a discount code or changing one: the code, a percent (with an optional cap) or an amount,
 * the minimum basket, the usage limit, the first and last valid days (the shared date picker: Jalali
 * in Persian) and whether shoppers may use it. The usage count is shown, never changed. A refused save
 * (the code exists already: 409) shows the api's message and keeps what was typed.
 */
export function DiscountCodeDialog({ code, onClose, onSaved }: { code: AdminDiscountCode | null; onClose: () => void; onSaved: (c: AdminDiscountCode | null) => void }) {
  const { t } = useTranslation(['admin-settings', 'admin']);
  const locale = useLocale();

  const [initialValues] = useState<CodeValues>(() =>
    code
      ? {
          code: code.code,
          kind: code.kind,
          value: shown(code.value, locale),
          maxDiscount: shown(code.maxDiscount, locale),
          minBasket: code.minBasket ? shown(code.minBasket, locale) : '',
          usageLimit: shown(code.usageLimit, locale),
          validFrom: code.validFrom ?? '',
          validTo: code.validTo ?? '',
          active: code.active,
        }
      : { code: '', kind: 'percent', value: '', maxDiscount: '', minBasket: '', usageLimit: '', validFrom: '', validTo: '', active: true },
  );

  const schema = useMemo(() => {
    const whole = (message: string, max: number, optional = true) =>
      yup.string().test('whole', message, (s) => {
        const n = parseWhole(s);
        return n === '' ? optional : n !== null && n <= max;
      });
    const day = yup.string().test('day', t('errors.date'), (s) => !s || isDay(s));
    return yup.object({
      code: yup
        .string()
        .required(t('errors.required'))
        .test('code', t('errors.code'), (s) => CODE.test(codeText(s ?? ''))),
      value: yup.string().when('kind', {
        is: 'percent',
        then: () => whole(t('errors.percent'), 100, false).test('percent', t('errors.percent'), (s) => (num(s ?? '') ?? 0) >= 1),
        otherwise: () => whole(t('errors.amountPositive'), MAX_RIALS, false).test('positive', t('errors.amountPositive'), (s) => (num(s ?? '') ?? 0) >= 1),
      }),
      maxDiscount: whole(t('errors.amount'), MAX_RIALS),
      minBasket: whole(t('errors.amount'), MAX_RIALS),
      usageLimit: whole(t('errors.count'), MAX_COUNT),
      validFrom: day,
      validTo: day.test('range', t('errors.dateRange'), function (s) {
        const from = (this.parent as CodeValues).validFrom;
        return !s || !from || !isDay(from) || from <= s;
      }),
    });
  }, [t]);

  const submit = async (v: CodeValues) => {
    try {
      if (!code) {
        onSaved(await settingsApi.createDiscountCode(newCode(v)));
        return undefined;
      }
      const body = changedCode(code, v);
      onSaved(Object.keys(body).length ? await settingsApi.updateDiscountCode(code.id, body) : null);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  return (
    <FormDialog<CodeValues>
      title={code ? t('discounts.editTitle', { code: code.code }) : t('discounts.addTitle')}
      initialValues={initialValues}
      validate={(v) => validateSchemaSync(schema, v)}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <FormTextField
        name="code"
        label={t('discounts.code')}
        helperText={t('discounts.codeHint')}
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false, maxLength: 60, style: { textTransform: 'uppercase' } } }}
      />
      <Field<DiscountKind> name="kind">
        {({ input }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('discounts.kind')}</FormLabel>
            <RadioGroup row name={input.name} value={input.value} onChange={(e) => input.onChange(e.target.value as DiscountKind)}>
              <FormControlLabel value="percent" control={<Radio />} label={t('discounts.kinds.percent')} />
              <FormControlLabel value="amount" control={<Radio />} label={t('discounts.kinds.amount')} />
            </RadioGroup>
          </FormControl>
        )}
      </Field>
      <FormSpy<CodeValues> subscription={{ values: true }}>
        {({ values }) =>
          values.kind === 'percent' ? (
            <>
              <FormTextField name="value" label={t('discounts.percentLabel')} required fullWidth slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', maxLength: 4 } }} />
              <MoneyField name="maxDiscount" label={t('discounts.capLabel')} emptyHint={t('discounts.capEmpty')} />
            </>
          ) : (
            <MoneyField name="value" label={t('discounts.amountLabel')} required />
          )
        }
      </FormSpy>
      <MoneyField name="minBasket" label={t('discounts.minBasketLabel')} />
      <FormTextField
        name="usageLimit"
        label={t('discounts.usageLimitLabel')}
        helperText={t('discounts.usageLimitHint')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', maxLength: 12 } }}
      />
      {code && (
        <Typography variant="body2" color="text.secondary">
          {t('discounts.usageCount', { count: code.usageCount })}
        </Typography>
      )}
      <FormSpy<CodeValues> subscription={{ values: true }}>
        {({ values }) => (
          <>
            <DayField name="validFrom" label={t('discounts.validFromLabel')} max={isDay(values.validTo) ? values.validTo : null} />
            <DayField name="validTo" label={t('discounts.validToLabel')} min={isDay(values.validFrom) ? values.validFrom : null} />
          </>
        )}
      </FormSpy>
      <SwitchField name="active" label={t('discounts.activeLabel')} />
    </FormDialog>
  );
}
