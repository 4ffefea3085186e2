import { useMemo, useState } from 'react';
import { Box, Stack, Typography } from 'shared-lib/ui';
import { FormControlLabel, Switch } from 'shared-lib/ui-more';
import { Field, FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { toLatinDigits } from 'shared-lib/format';
import { toast } from 'shared-lib/bus';
import { adminApi, type AdminCategory, type CategoryInput } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';
import { buildTree, flatten, ROOT_ID } from './tree';

/** What the dialog is for: a new category (under `parentId` at first) or an existing one. */
export type CategoryDialogTarget = { mode: 'create'; parentId: number } | { mode: 'edit'; category: AdminCategory };

type Values = {
  parentId: string;
  nameFa: string;
  nameEn: string;
  nameRu: string;
  descFa: string;
  descEn: string;
  descRu: string;
  color: string;
  active: boolean;
};

const NAME_MAX = 120;
const DESCRIPTION_MAX = 5000;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const orNull = (s: string) => s.trim() || null;

/** The form's values as the api's CategoryInput (names and texts trimmed, empty ones null). */
export function toInput(v: Values): CategoryInput {
  return {
    name: { fa: v.nameFa.trim(), en: v.nameEn.trim(), ru: orNull(v.nameRu) },
    description: { fa: orNull(v.descFa), en: orNull(v.descEn), ru: orNull(v.descRu) },
    color: orNull(toLatinDigits(v.color)),
    active: v.active,
  };
}

/**
 * Adds or edits a category: parent (new ones only; an existing one is moved with its own dialog),
 * names, plain-text descriptions, colour and whether the shop shows it. A refused save keeps every
 * value and shows the api's message.
 */
export function CategoryDialog({ target, list, onClose, onSaved }: { target: CategoryDialogTarget; list: AdminCategory[]; onClose: () => void; onSaved: (c: AdminCategory) => void }) {
  const { t } = useTranslation(['admin-categories', 'admin']);
  const locale = useLocale();
  const name = (c: AdminCategory) => (locale === 'fa' ? c.names.fa : c.names.en);

  // kept for the dialog's life: react-final-form would start over (and lose what was typed) on new initial values
  const [initialValues] = useState<Values>(() => {
    if (target.mode === 'create') return { parentId: String(target.parentId), nameFa: '', nameEn: '', nameRu: '', descFa: '', descEn: '', descRu: '', color: '', active: true };
    const c = target.category;
    return {
      parentId: String(c.parentId),
      nameFa: c.names.fa,
      nameEn: c.names.en,
      nameRu: c.names.ru ?? '',
      descFa: c.description.fa ?? '',
      descEn: c.description.en ?? '',
      descRu: c.description.ru ?? '',
      color: c.color ?? '',
      active: c.active,
    };
  });

  const schema = useMemo(() => {
    const long = (max: number) => t('errors.tooLong', { max });
    const nameRule = yup.string().trim().max(NAME_MAX, long(NAME_MAX));
    const text = yup.string().max(DESCRIPTION_MAX, long(DESCRIPTION_MAX));
    return yup.object({
      nameFa: nameRule.required(t('errors.nameFa')),
      nameEn: nameRule.required(t('errors.nameEn')),
      nameRu: nameRule,
      descFa: text,
      descEn: text,
      descRu: text,
      color: yup.string().test('color', t('errors.color'), (v) => !v?.trim() || COLOR.test(toLatinDigits(v.trim()))),
    });
  }, [t]);

  const parents = useMemo(() => flatten(buildTree(list)), [list]);

  const submit = async (v: Values) => {
    try {
      const saved =
        target.mode === 'create'
          ? await adminApi.createCategory({ parentId: Number(v.parentId), ...toInput(v) })
          : await adminApi.updateCategory(target.category.id, toInput(v));
      toast(t('saved'), 'success');
      onSaved(saved);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  const title = target.mode === 'create' ? t('dialog.createTitle') : t('dialog.editTitle', { name: name(target.category) });
  return (
    <FormDialog<Values>
      title={title}
      initialValues={initialValues}
      validate={(v) => validateSchemaSync(schema, v)}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.save')}
    >
      {target.mode === 'create' && (
        <FormTextField name="parentId" label={t('dialog.parent')} select fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value={String(ROOT_ID)}>{t('dialog.root')}</option>
          {parents.map((n) => (
            <option key={n.category.id} value={String(n.category.id)}>
              {`${'— '.repeat(n.depth + 1)}${name(n.category)}`}
            </option>
          ))}
        </FormTextField>
      )}
      <FormTextField name="nameFa" label={t('dialog.nameFa')} required fullWidth autoFocus slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa' } }} />
      <FormTextField name="nameEn" label={t('dialog.nameEn')} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
      <FormTextField name="nameRu" label={t('dialog.nameRu')} fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'ru' } }} />
      {target.mode === 'edit' && (
        <Typography variant="body2" color="text.secondary">
          {t('dialog.renameNote')}
        </Typography>
      )}
      <FormTextField name="descFa" label={t('dialog.descFa')} multiline minRows={3} fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa' } }} />
      <FormTextField name="descEn" label={t('dialog.descEn')} multiline minRows={3} fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
      <FormTextField name="descRu" label={t('dialog.descRu')} multiline minRows={3} fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'ru' } }} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <FormTextField name="color" label={t('dialog.color')} helperText={t('dialog.colorHint')} fullWidth slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off' } }} />
        <Field<string> name="color" subscription={{ value: true }}>
          {({ input }) => {
            const c = toLatinDigits(input.value ?? '').trim();
            return (
              <Box
                aria-hidden
                sx={{ width: 40, height: 40, mt: 1, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: COLOR.test(c) ? c : 'transparent' }}
              />
            );
          }}
        </Field>
      </Stack>
      <Field<boolean> name="active" type="checkbox">
        {({ input }) => <FormControlLabel control={<Switch name={input.name} checked={!!input.checked} onChange={input.onChange} />} label={t('dialog.active')} />}
      </Field>
    </FormDialog>
  );
}
