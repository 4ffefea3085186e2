import './i18n';
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Paper, Stack, Typography } from 'shared-lib/ui';
import { EditIcon } from 'shared-lib/admin-ui';
import { FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { formatNumber } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';
import { Head } from 'shared-lib/head';
import { toast } from 'shared-lib/bus';
import { LoadError } from 'shared-lib/components/LoadError';
import { contentApi, type AdminBlogCategory, type BlogCategoryInput } from '../../api/content';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';

type Values = { nameFa: string; nameEn: string; nameRu: string; slug: string };
const toInput = (v: Values): BlogCategoryInput => ({ name: { fa: v.nameFa.trim(), en: v.nameEn.trim(), ru: v.nameRu.trim() || null }, slug: v.slug.trim() });

/** Adds or renames a blog category (names in fa/en/ru and its address key). */
function CategoryDialog({ category, onClose, onSaved }: { category: AdminBlogCategory | null; onClose: () => void; onSaved: (c: AdminBlogCategory) => void }) {
  const { t } = useTranslation('admin-posts');
  const [initialValues] = useState<Values>(() =>
    category ? { nameFa: category.names.fa, nameEn: category.names.en, nameRu: category.names.ru ?? '', slug: category.slug } : { nameFa: '', nameEn: '', nameRu: '', slug: '' },
  );
  const schema = useMemo(
    () =>
      yup.object({
        nameFa: yup.string().trim().required(t('categories.nameFa')).max(120, t('errors.tooLong', { max: 120 })),
        nameEn: yup.string().trim().required(t('categories.nameEn')).max(120, t('errors.tooLong', { max: 120 })),
        nameRu: yup.string().trim().max(120, t('errors.tooLong', { max: 120 })),
        slug: yup.string().trim().required(t('categories.slugRequired')).max(100, t('errors.tooLong', { max: 100 })),
      }),
    [t],
  );
  const submit = async (v: Values) => {
    try {
      const saved = category ? await contentApi.updateCategory(category.id, toInput(v)) : await contentApi.createCategory(toInput(v));
      toast(t('categories.saved'), 'success');
      onSaved(saved);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };
  return (
    <FormDialog<Values>
      title={category ? t('categories.edit') : t('categories.add')}
      initialValues={initialValues}
      validate={(v) => validateSchemaSync(schema, v)}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('categories.cancel')}
      submitLabel={t('actions.save')}
    >
      <FormTextField name="nameFa" label={t('categories.name', { lang: t('languages.fa') })} required fullWidth autoFocus slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa' } }} />
      <FormTextField name="nameEn" label={t('categories.name', { lang: t('languages.en') })} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
      <FormTextField name="nameRu" label={t('categories.name', { lang: t('languages.ru') })} fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'ru' } }} />
      <FormTextField name="slug" label={t('categories.slug')} helperText={t('categories.slugHint')} required fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
    </FormDialog>
  );
}

/** /admin/blog-categories: the blog's categories with how many articles each holds; add and rename. */
export default function BlogCategoriesPage() {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const [list, setList] = useState<AdminBlogCategory[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<{ category: AdminBlogCategory | null } | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    setError(null);
    contentApi.categories(ctl.signal).then(setList, (e) => !ctl.signal.aborted && setError(e));
    return () => ctl.abort();
  }, [attempt]);
  const saved = (c: AdminBlogCategory) => {
    setList((l) => (l ? (l.some((x) => x.id === c.id) ? l.map((x) => (x.id === c.id ? c : x)) : [...l, c]) : [c]));
    setEditing(null);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', minWidth: 0 }}>
      <Head title={t('categories.title')} noindex />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('categories.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ category: null })} sx={{ minHeight: 44 }}>
          {t('categories.add')}
        </Button>
      </Stack>
      {error !== null ? (
        <LoadError error={error} onRetry={() => setAttempt((a) => a + 1)} />
      ) : !list ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-busy="true">
          <CircularProgress aria-label={t('admin:loading')} />
        </Box>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {list.map((c) => {
            const name = locale === 'fa' ? c.names.fa : c.names.en;
            return (
              <Box component="li" key={c.id} sx={{ listStyle: 'none' }}>
                <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      <bdi>{c.slug}</bdi> · {t('categories.posts', { n: formatNumber(c.postCount, locale) })}
                    </Typography>
                  </Box>
                  <IconButton aria-label={t('categories.editNamed', { name })} onClick={() => setEditing({ category: c })} sx={{ width: 44, height: 44 }}>
                    <EditIcon />
                  </IconButton>
                </Paper>
              </Box>
            );
          })}
        </Box>
      )}
      {editing && <CategoryDialog category={editing.category} onClose={() => setEditing(null)} onSaved={saved} />}
    </Stack>
  );
}
