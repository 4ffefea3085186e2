/**
 * The post form's checks (yup), with messages in the page's language, as a final-form validator.
 * They mirror the api's (contracts/admin-content PostInput, content/admin/posts.ts).
 */
import { validateSchemaSync, yup } from 'shared-lib/forms';
import type { Translate } from '../../lib/errors';
import { LIMITS, isBlankHtml, type PostFormValues } from './values';

export function postSchema(t: Translate) {
  const tooLong = (max: number) => t('errors.tooLong', { max });
  const text = (max: number, required: string | null) =>
    yup
      .string()
      .default('')
      .test('required', required ?? '', (v) => required === null || !!(v ?? '').trim())
      .test('max', tooLong(max), (v) => (v ?? '').trim().length <= max);
  const body = (required: string | null) =>
    yup
      .string()
      .default('')
      .test('required', required ?? '', (v) => required === null || !isBlankHtml(v ?? ''))
      .test('max', tooLong(LIMITS.body), (v) => (v ?? '').length <= LIMITS.body);
  return yup.object({
    title: yup.object({ fa: text(LIMITS.title, t('errors.titleFa')), en: text(LIMITS.title, t('errors.titleEn')), ru: text(LIMITS.title, null) }),
    slug: yup.object({ fa: text(LIMITS.slug, null), en: text(LIMITS.slug, null), ru: text(LIMITS.slug, null) }),
    summary: yup.object({ fa: text(LIMITS.summary, null), en: text(LIMITS.summary, null), ru: text(LIMITS.summary, null) }),
    body: yup.object({ fa: body(t('errors.bodyFa')), en: body(t('errors.bodyEn')), ru: body(null) }),
    categoryId: yup.number().nullable().required(t('errors.category')),
  });
}

/** final-form's `validate`: the first message of each field, nested as the values are. */
export function postValidator(schema: ReturnType<typeof postSchema>) {
  return (values: PostFormValues) => {
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(validateSchemaSync(schema, values))) setPath(errors, path, message);
    return errors;
  };
}

/** Sets `value` at a yup path ("title.en") in a nested object, as final-form reads errors. */
function setPath(target: Record<string, unknown>, path: string, value: string): void {
  const keys = path.split('.').filter(Boolean);
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      if (node[key] === undefined) node[key] = value;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
}
