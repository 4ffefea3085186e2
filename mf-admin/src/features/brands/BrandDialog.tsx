import { useMemo, useState } from 'react';
import { Typography } from 'shared-lib/ui';
import { FormControlLabel, Switch } from 'shared-lib/ui-more';
import { Field, FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { toast } from 'shared-lib/bus';
import { adminApi, type AdminBrand, type BrandInput } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';

type Values = { nameFa: string; nameEn: string; nameRu: string; website: string; active: boolean };

const NAME_MAX = 120;
const WEBSITE_MAX = 300;
/** The api's own rule (contracts/admin-catalog BrandInput). */
const WEBSITE = /^https?:\/\/[^\s]+$/;

/** The form's values as the api's BrandInput (trimmed; an empty Russian name or website is null). */
export function toInput(v: Values): BrandInput {
  return {
    name: { fa: v.nameFa.trim(), en: v.nameEn.trim(), ru: v.nameRu.trim() || null },
    website: v.website.trim() || null,
    active: v.active,
  };
}

/** Adds or edits a brand: names, website and whether the shop shows it. A refused save keeps every value and shows the api's message. */
export function BrandDialog({ brand, onClose, onSaved }: { brand: AdminBrand | null; onClose: () => void; onSaved: (b: AdminBrand) => void }) {
  const { t } = useTranslation(['admin-brands', 'admin']);
  const locale = useLocale();

  // kept for the dialog's life: react-final-form would start over (and lose what was typed) on new initial values
  const [initialValues] = useState<Values>(() =>
    brand
      ? { nameFa: brand.names.fa, nameEn: brand.names.en, nameRu: brand.names.ru ?? '', website: brand.website ?? '', active: brand.active }
      : { nameFa: '', nameEn: '', nameRu: '', website: '', active: true },
  );

  const schema = useMemo(() => {
    const long = (max: number) => t('errors.tooLong', { max });
    const nameRule = yup.string().trim().max(NAME_MAX, long(NAME_MAX));
    return yup.object({
      nameFa: nameRule.required(t('errors.nameFa')),
      nameEn: nameRule.required(t('errors.nameEn')),
      nameRu: nameRule,
      website: yup
        .string()
        .trim()
        .max(WEBSITE_MAX, long(WEBSITE_MAX))
        .test('website', t('errors.website'), (v) => !v || WEBSITE.test(v)),
    });
  }, [t]);

  const submit = async (v: Values) => {
    try {
      const saved = brand ? await adminApi.updateBrand(brand.id, toInput(v)) : await adminApi.createBrand(toInput(v));
      toast(t('saved'), 'success');
      onSaved(saved);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  const title = brand ? t('dialog.editTitle', { name: locale === 'fa' ? brand.names.fa : brand.names.en }) : t('dialog.createTitle');
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
      <FormTextField name="nameFa" label={t('dialog.nameFa')} required fullWidth autoFocus slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa' } }} />
      <FormTextField name="nameEn" label={t('dialog.nameEn')} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
      <FormTextField name="nameRu" label={t('dialog.nameRu')} fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'ru' } }} />
      {brand && (
        <Typography variant="body2" color="text.secondary">
          {t('dialog.renameNote')}
        </Typography>
      )}
      <FormTextField
        name="website"
        label={t('dialog.website')}
        helperText={t('dialog.websiteHint')}
        type="url"
        inputMode="url"
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'url' } }}
      />
      <Field<boolean> name="active" type="checkbox">
        {({ input }) => <FormControlLabel control={<Switch name={input.name} checked={!!input.checked} onChange={input.onChange} />} label={t('dialog.active')} />}
      </Field>
    </FormDialog>
  );
}
