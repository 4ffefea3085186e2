import { Box, Grid, Paper, Typography } from 'shared-lib/ui';
import { Tab, Tabs } from 'shared-lib/admin-ui';
import { Field } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { DescriptionEditor } from './DescriptionEditor';
import { LANGS, LIMITS, type Lang } from './values';

const NAME_LABEL: Record<Lang, string> = { fa: 'fields.nameFa', en: 'fields.nameEn', ru: 'fields.nameRu' };
const dirOf = (l: Lang) => (l === 'fa' ? 'rtl' : 'ltr');

/** Names in Persian, English (required) and Russian, then one description per language under tabs. */
export function TextsSection({ readOnly, tab, onTab }: { readOnly: boolean; tab: Lang; onTab: (l: Lang) => void }) {
  const { t } = useTranslation('admin-editor');
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby="editor-names" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="editor-names" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('sections.names')}
        </Typography>
        <Grid container spacing={2}>
          {LANGS.map((l) => (
            <Grid key={l} size={{ xs: 12, md: 4 }}>
              <FormTextField
                name={`name.${l}`}
                label={t(NAME_LABEL[l])}
                required={l !== 'ru'}
                disabled={readOnly}
                fullWidth
                slotProps={{ htmlInput: { dir: dirOf(l), lang: l, maxLength: LIMITS.name } }}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="editor-descriptions" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="editor-descriptions" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('sections.descriptions')}
        </Typography>
        <Tabs value={tab} onChange={(_, v: Lang) => onTab(v)} aria-label={t('fields.descriptionTabs')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
          {LANGS.map((l) => (
            <Tab key={l} value={l} label={t(`languages.${l}`)} id={`editor-desc-tab-${l}`} aria-controls={`editor-desc-${l}`} />
          ))}
        </Tabs>
        {LANGS.map((l) => (
          // every panel stays drawn (an editor keeps its undo history); the others are hidden
          <Box key={l} role="tabpanel" id={`editor-desc-${l}`} aria-labelledby={`editor-desc-tab-${l}`} hidden={tab !== l}>
            <Field<string> name={`description.${l}`} subscription={{ value: true, error: true, submitFailed: true }}>
              {({ input, meta }) => (
                <DescriptionEditor
                  lang={l}
                  label={t('fields.description', { lang: t(`languages.${l}`) })}
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={meta.submitFailed ? (meta.error as string | undefined) : undefined}
                  readOnly={readOnly}
                />
              )}
            </Field>
          </Box>
        ))}
      </Paper>
    </>
  );
}
