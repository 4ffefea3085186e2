import { Box, Button, Grid, IconButton, Paper, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { AddIcon, DeleteIcon } from 'shared-lib/icons';
import { Field, useForm } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { LANGS, LIMITS, MAX_SPECS, type Lang, type SpecRow } from './values';

/** The specification rows (language, name, value): add and remove, at most 100. */
export function SpecificationsField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('admin-editor');
  const locale = useLocale();
  const form = useForm();
  const rowsNow = () => (form.getState().values as { specifications?: SpecRow[] }).specifications ?? [];
  const add = () => form.change('specifications', [...rowsNow(), { lang: (locale === 'fa' ? 'fa' : 'en') as Lang, key: '', value: '' }]);
  const remove = (i: number) => form.change('specifications', rowsNow().filter((_, j) => j !== i));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="editor-specs" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="editor-specs" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('sections.specifications')}
      </Typography>
      <Field<SpecRow[]> name="specifications" subscription={{ value: true, error: true, submitFailed: true }}>
        {({ input, meta }) => {
          const rows = Array.isArray(input.value) ? input.value : [];
          const listError = meta.submitFailed && typeof meta.error === 'string' ? meta.error : null;
          return (
            <Stack spacing={2}>
              {rows.length === 0 && <Typography color="text.secondary">{t('specs.empty')}</Typography>}
              {rows.map((row, i) => {
                const n = i + 1;
                const dir = row.lang === 'fa' ? 'rtl' : 'ltr';
                return (
                  <Grid container spacing={1} key={i} sx={{ alignItems: 'flex-start' }}>
                    <Grid size={{ xs: 12, sm: 2 }}>
                      <Field<string> name={`specifications[${i}].lang`} subscription={{ value: true }}>
                        {({ input: lang }) => (
                          <TextField
                            select
                            id={`editor-spec-lang-${i}`}
                            label={t('specs.lang', { n })}
                            value={lang.value || 'fa'}
                            onChange={lang.onChange}
                            disabled={readOnly}
                            fullWidth
                            slotProps={{ select: { native: true } }}
                          >
                            {LANGS.map((l) => (
                              <option key={l} value={l}>
                                {t(`languages.${l}`)}
                              </option>
                            ))}
                          </TextField>
                        )}
                      </Field>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 4 }}>
                      <FormTextField name={`specifications[${i}].key`} label={t('specs.key', { n })} disabled={readOnly} fullWidth slotProps={{ htmlInput: { dir, lang: row.lang, maxLength: LIMITS.specKey } }} />
                    </Grid>
                    <Grid size={{ xs: readOnly ? 12 : 10, sm: readOnly ? 6 : 5 }}>
                      <FormTextField name={`specifications[${i}].value`} label={t('specs.value', { n })} disabled={readOnly} fullWidth slotProps={{ htmlInput: { dir, lang: row.lang, maxLength: LIMITS.specValue } }} />
                    </Grid>
                    {!readOnly && (
                      <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
                        <IconButton aria-label={t('specs.remove', { n })} onClick={() => remove(i)}>
                          <DeleteIcon />
                        </IconButton>
                      </Grid>
                    )}
                  </Grid>
                );
              })}
              {listError && (
                <Typography color="error" role="alert">
                  {listError}
                </Typography>
              )}
              {!readOnly && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                  <Button startIcon={<AddIcon />} onClick={add} disabled={rows.length >= MAX_SPECS} variant="outlined">
                    {t('specs.add')}
                  </Button>
                  <Typography variant="body2" color="text.secondary">
                    {t('specs.count', { count: rows.length, max: MAX_SPECS })}
                  </Typography>
                </Box>
              )}
            </Stack>
          );
        }}
      </Field>
    </Paper>
  );
}
