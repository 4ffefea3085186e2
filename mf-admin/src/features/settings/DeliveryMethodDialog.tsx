import { useMemo, useState } from 'react';
import { FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { settingsApi, type AdminDeliveryMethod, type DeliveryMethodChange, type NewDeliveryMethod } from '../../api/settings';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';
import { MoneyField, SwitchField } from './fields';
import { MAX_COUNT, MAX_RIALS, parseWhole, shown } from './values';

export interface MethodValues {
  nameFa: string;
  nameEn: string;
  nameRu: string;
  descriptionFa: string;
  descriptionEn: string;
  descriptionRu: string;
  price: string;
  freeAbove: string;
  requiresAddress: boolean;
  active: boolean;
  sortOrder: string;
}

const NAME_MAX = 120;
const DESCRIPTION_MAX = 500;
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const orNull = (s: string) => s.trim() || null;

/** The form as a new method's body (called once the form is valid). */
export function newMethod(v: MethodValues): NewDeliveryMethod {
  const sortOrder = parseWhole(v.sortOrder);
  const freeAbove = parseWhole(v.freeAbove);
  return {
    names: { fa: oneLine(v.nameFa), en: oneLine(v.nameEn), ru: oneLine(v.nameRu) || null },
    descriptions: { fa: orNull(v.descriptionFa), en: orNull(v.descriptionEn), ru: orNull(v.descriptionRu) },
    price: parseWhole(v.price) as number,
    freeAbove: typeof freeAbove === 'number' ? freeAbove : null,
    requiresAddress: v.requiresAddress,
    active: v.active,
    ...(typeof sortOrder === 'number' ? { sortOrder } : {}),
  };
}

/** Only what the owner changed (the api's PATCH takes the fields it is given). */
export function changedMethod(m: AdminDeliveryMethod, v: MethodValues): DeliveryMethodChange {
  const next = newMethod(v);
  const body: DeliveryMethodChange = {};
  if (next.names.fa !== m.names.fa || next.names.en !== m.names.en || (next.names.ru ?? null) !== m.names.ru) body.names = next.names;
  const d = next.descriptions!;
  if (d.fa !== m.descriptions.fa || d.en !== m.descriptions.en || d.ru !== m.descriptions.ru) body.descriptions = d;
  if (next.price !== m.price) body.price = next.price;
  if (next.freeAbove !== m.freeAbove) body.freeAbove = next.freeAbove;
  if (next.requiresAddress !== m.requiresAddress) body.requiresAddress = next.requiresAddress;
  if (next.active !== m.active) body.active = next.active;
  if (next.sortOrder !== undefined && next.sortOrder !== m.sortOrder) body.sortOrder = next.sortOrder;
  return body;
}

/**
 * Adding a delivery method or changing one: names and descriptions (Persian and English names
 * required), price and free-above amount in rials (shown in Toman as typed), whether it needs an
 * address, whether the basket offers it, its place. A refused save (the last active method) shows
 * the api's message and keeps what was typed.
 */
export function DeliveryMethodDialog({ method, onClose, onSaved }: { method: AdminDeliveryMethod | null; onClose: () => void; onSaved: (m: AdminDeliveryMethod | null) => void }) {
  const { t } = useTranslation(['admin-settings', 'admin']);
  const locale = useLocale();

  const [initialValues] = useState<MethodValues>(() =>
    method
      ? {
          nameFa: method.names.fa,
          nameEn: method.names.en,
          nameRu: method.names.ru ?? '',
          descriptionFa: method.descriptions.fa ?? '',
          descriptionEn: method.descriptions.en ?? '',
          descriptionRu: method.descriptions.ru ?? '',
          price: shown(method.price, locale),
          freeAbove: shown(method.freeAbove, locale),
          requiresAddress: method.requiresAddress,
          active: method.active,
          sortOrder: shown(method.sortOrder, locale),
        }
      : { nameFa: '', nameEn: '', nameRu: '', descriptionFa: '', descriptionEn: '', descriptionRu: '', price: '', freeAbove: '', requiresAddress: true, active: true, sortOrder: '' },
  );

  const schema = useMemo(() => {
    const name = yup.string().trim().max(NAME_MAX, t('errors.tooLong', { max: NAME_MAX }));
    const description = yup.string().max(DESCRIPTION_MAX, t('errors.tooLong', { max: DESCRIPTION_MAX }));
    const money = (optional: boolean) =>
      yup.string().test('money', t('errors.amount'), (s) => {
        const n = parseWhole(s);
        return n === '' ? optional : n !== null && n <= MAX_RIALS;
      });
    return yup.object({
      nameFa: name.required(t('errors.required')),
      nameEn: name.required(t('errors.required')),
      nameRu: name,
      descriptionFa: description,
      descriptionEn: description,
      descriptionRu: description,
      price: money(false),
      freeAbove: money(true),
      sortOrder: yup.string().test('count', t('errors.count'), (s) => {
        const n = parseWhole(s);
        return n === '' ? method === null : n !== null && n <= MAX_COUNT;
      }),
    });
  }, [t, method]);

  const submit = async (v: MethodValues) => {
    try {
      if (!method) {
        onSaved(await settingsApi.createDeliveryMethod(newMethod(v)));
        return undefined;
      }
      const body = changedMethod(method, v);
      onSaved(Object.keys(body).length ? await settingsApi.updateDeliveryMethod(method.id, body) : null);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  const title = method ? t('delivery.editTitle', { name: locale === 'fa' ? method.names.fa : method.names.en }) : t('delivery.addTitle');
  return (
    <FormDialog<MethodValues>
      title={title}
      initialValues={initialValues}
      validate={(v) => validateSchemaSync(schema, v)}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      <FormTextField name="nameFa" label={t('delivery.nameFa')} required fullWidth autoFocus slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa' } }} />
      <FormTextField name="nameEn" label={t('delivery.nameEn')} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
      <FormTextField name="nameRu" label={t('delivery.nameRu')} fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'ru' } }} />
      <FormTextField name="descriptionFa" label={t('delivery.descriptionFa')} fullWidth multiline minRows={2} slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa' } }} />
      <FormTextField name="descriptionEn" label={t('delivery.descriptionEn')} fullWidth multiline minRows={2} slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
      <FormTextField name="descriptionRu" label={t('delivery.descriptionRu')} fullWidth multiline minRows={2} slotProps={{ htmlInput: { dir: 'ltr', lang: 'ru' } }} />
      <MoneyField name="price" label={t('delivery.priceLabel')} required />
      <MoneyField name="freeAbove" label={t('delivery.freeAboveLabel')} emptyHint={t('delivery.freeAboveEmpty')} />
      <SwitchField name="requiresAddress" label={t('delivery.requiresAddress')} />
      <SwitchField name="active" label={t('delivery.activeLabel')} />
      <FormTextField
        name="sortOrder"
        label={t('delivery.sortOrder')}
        helperText={t('delivery.sortOrderHint')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', maxLength: 10 } }}
      />
    </FormDialog>
  );
}
