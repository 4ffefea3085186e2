import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from 'shared-lib/ui';
import { SaveIcon } from 'shared-lib/admin-ui';
import { Form, FormSpy, FORM_ERROR, type FormApi } from 'shared-lib/forms';
import { useTranslation } from 'shared-lib/i18n';
import type { AdminBrand, AdminCategory, ProductInput } from '../../api/admin';
import { DetailsSection } from './DetailsSection';
import { SpecificationsField } from './SpecificationsField';
import { TextsSection } from './TextsSection';
import { productSchema, productValidator } from './schema';
import { LANGS, toProductInput, type Lang, type ProductFormValues } from './values';

export interface ProductFormProps {
  initialValues: ProductFormValues;
  categories: AdminCategory[];
  brands: AdminBrand[];
  readOnly: boolean;
  /** Saves; answers the api's message when it refused (the form keeps every value), null when saved. */
  onSave: (input: ProductInput) => Promise<string | null>;
}

/** Asks the browser to confirm leaving the page while the form has unsaved changes. */
function UnsavedGuard({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return null;
}

/** The product's fields (everything but pictures) with one Save for all of them. */
export function ProductForm({ initialValues, categories, brands, readOnly, onSave }: ProductFormProps) {
  const { t } = useTranslation('admin-editor');
  const [tab, setTab] = useState<Lang>('fa');
  const root = useRef<HTMLFormElement>(null);
  const validate = useMemo(() => productValidator(productSchema(t)), [t]);

  const submit = async (values: ProductFormValues) => {
    const refused = await onSave(toProductInput(values));
    return refused === null ? undefined : { [FORM_ERROR]: refused };
  };

  /** A refused submit: the first language tab with a description error, and focus on the first marked field. */
  const afterInvalid = (form: FormApi<ProductFormValues>) => {
    const { hasValidationErrors, errors } = form.getState();
    if (!hasValidationErrors) return;
    const descriptionErrors = (errors?.description ?? {}) as Partial<Record<Lang, string>>;
    const lang = LANGS.find((l) => descriptionErrors[l]);
    if (lang) setTab(lang);
    setTimeout(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  return (
    <Form<ProductFormValues> onSubmit={submit} validate={validate} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ handleSubmit, submitting, form }) => (
        <Stack
          component="form"
          ref={root}
          noValidate
          spacing={2}
          onSubmit={(e: FormEvent<HTMLFormElement>) => {
            void handleSubmit(e);
            afterInvalid(form);
          }}
          aria-busy={submitting}
        >
          <TextsSection readOnly={readOnly} tab={tab} onTab={setTab} />
          <DetailsSection categories={categories} brands={brands} readOnly={readOnly} />
          <SpecificationsField readOnly={readOnly} />
          {!readOnly && (
            <FormSpy subscription={{ dirty: true, submitError: true, submitFailed: true, hasValidationErrors: true, dirtySinceLastSubmit: true }}>
              {({ dirty, submitError, submitFailed, hasValidationErrors, dirtySinceLastSubmit }) => (
                <Paper
                  variant="outlined"
                  sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}
                >
                  <UnsavedGuard dirty={!!dirty} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {submitError && !dirtySinceLastSubmit ? (
                      <Alert severity="error" role="alert">
                        {String(submitError)}
                      </Alert>
                    ) : submitFailed && hasValidationErrors ? (
                      <Alert severity="warning" role="alert">
                        {t('fixErrors')}
                      </Alert>
                    ) : dirty ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('unsaved')}
                      </Typography>
                    ) : null}
                  </Box>
                  <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} disabled={submitting} sx={{ minHeight: 44 }}>
                    {submitting ? t('saving') : t('save')}
                  </Button>
                </Paper>
              )}
            </FormSpy>
          )}
        </Stack>
      )}
    </Form>
  );
}
