/**
 * The product form's checks (yup), with messages in the page's language, as a final-form validator.
 * They mirror the api's (contracts/admin-catalog ProductInput and catalog/admin/products.ts), so a
 * form that passes here is refused only for what the api alone knows (a category removed meanwhile).
 */
import { validateSchemaSync, yup } from 'shared-lib/forms';
import type { Translate } from '../../lib/errors';
import { LIMITS, MAX_SPECS, isBlank, oneLine, parseWhole, stockChanges, type ProductFormValues, type SpecRow } from './values';

type Ctx = yup.TestContext;
const URL_RE = /^https?:\/\/[^\s]+$/i;

export function productSchema(t: Translate) {
  const tooLong = (max: number) => t('errors.tooLong', { max });
  const name = (required: string | null) =>
    yup
      .string()
      .default('')
      .test('required', required ?? '', (v) => required === null || !isBlank(v))
      .test('max', tooLong(LIMITS.name), (v) => (v ?? '').trim().length <= LIMITS.name);
  const description = yup
    .string()
    .default('')
    .test('max', tooLong(LIMITS.description), (v) => (v ?? '').length <= LIMITS.description);
  const specText = (max: number, message: string) =>
    yup
      .string()
      .default('')
      .test('required', message, function (this: Ctx, v) {
        const row = this.parent as SpecRow;
        return !isBlank(v) || (isBlank(row.key) && isBlank(row.value));
      })
      .test('max', tooLong(max), (v) => (v ?? '').trim().length <= max);

  return yup.object({
    name: yup.object({ fa: name(t('errors.nameFa')), en: name(t('errors.nameEn')), ru: name(null) }),
    description: yup.object({ fa: description, en: description, ru: description }),
    categoryId: yup.number().nullable().required(t('errors.category')),
    brandId: yup.number().nullable(),
    sku: yup
      .string()
      .default('')
      .test('max', tooLong(LIMITS.sku), (v) => (v ?? '').trim().length <= LIMITS.sku),
    onInquiry: yup.boolean(),
    price: yup
      .string()
      .default('')
      .test('price', '', function (this: Ctx, v) {
        if ((this.parent as ProductFormValues).onInquiry) return true;
        if (isBlank(v)) return this.createError({ message: t('errors.priceRequired') });
        const n = parseWhole(v);
        if (n === null) return this.createError({ message: t('errors.whole') });
        return n <= LIMITS.price || this.createError({ message: t('errors.tooBig') });
      }),
    listPrice: yup
      .string()
      .default('')
      .test('listPrice', '', function (this: Ctx, v) {
        const values = this.parent as ProductFormValues;
        if (values.onInquiry || isBlank(v)) return true;
        const n = parseWhole(v);
        if (n === null) return this.createError({ message: t('errors.whole') });
        if (n > LIMITS.price) return this.createError({ message: t('errors.tooBig') });
        const price = parseWhole(values.price);
        return price === null || n > price || this.createError({ message: t('errors.listPriceAbovePrice') });
      }),
    stock: yup
      .string()
      .default('')
      .test('stock', '', function (this: Ctx, v) {
        if (isBlank(v)) return this.createError({ message: t('errors.stockRequired') });
        const n = parseWhole(v);
        if (n === null) return this.createError({ message: t('errors.stockWhole') });
        return n <= LIMITS.stock || this.createError({ message: t('errors.stockMax', { max: LIMITS.stock }) });
      }),
    // a changed stock of an existing product needs its reason (the api refuses it without one)
    stockReason: yup
      .string()
      .default('')
      .test('stockReason', '', function (this: Ctx, v) {
        if (!stockChanges(this.parent as ProductFormValues)) return true;
        if (isBlank(v)) return this.createError({ message: t('errors.stockReasonRequired') });
        return [...oneLine(v)].length <= LIMITS.stockReason || this.createError({ message: tooLong(LIMITS.stockReason) });
      }),
    active: yup.boolean(),
    featured: yup.boolean(),
    videoUrl: yup
      .string()
      .default('')
      .test('url', t('errors.videoUrl'), (v) => isBlank(v) || (URL_RE.test((v ?? '').trim()) && (v ?? '').trim().length <= LIMITS.videoUrl)),
    specifications: yup
      .array()
      .max(MAX_SPECS, t('errors.tooManySpecs', { max: MAX_SPECS }))
      .of(
        yup.object({
          lang: yup.string().oneOf(['fa', 'en', 'ru']),
          key: specText(LIMITS.specKey, t('errors.specKey')),
          value: specText(LIMITS.specValue, t('errors.specValue')),
        }),
      ),
  });
}

/** Sets `value` at a yup path ("name.en", "specifications[2].key") in a nested object, as final-form reads errors. */
export function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      if (node[key] === undefined) node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** final-form's `validate`: the first message of each field, nested as the values are. */
export function productValidator(schema: ReturnType<typeof productSchema>) {
  return (values: ProductFormValues) => {
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(validateSchemaSync(schema, values))) setPath(errors, path, message);
    return errors;
  };
}
