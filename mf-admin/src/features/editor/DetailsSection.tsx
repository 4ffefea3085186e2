import { useMemo, type ReactNode } from 'react';
import { Grid, Paper, Typography } from 'shared-lib/ui';
import { Field } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';
import type { AdminBrand, AdminCategory } from '../../api/admin';
import { brandOptions, categoryOptions } from './categories';
import { NumberField, PickField, SwitchField } from './fields';
import { LIMITS, parseWhole, stockChanges } from './values';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

const half = { xs: 12, sm: 6 } as const;

/**
 * Beside the stock: its reason, asked for while the typed stock differs from the loaded one (an
 * existing product's stock changed by hand; the audit trail keeps the reason).
 */
function StockReasonField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('admin-editor');
  const locale = useLocale();
  return (
    <Field<number | null> name="loadedStock" subscription={{ value: true }}>
      {({ input: { value: loadedStock } }) => (
        <Field<string> name="stock" subscription={{ value: true }}>
          {({ input: { value: stock } }) =>
            !readOnly && typeof loadedStock === 'number' && stockChanges({ stock, loadedStock }) ? (
              <Grid size={half}>
                <FormTextField
                  name="stockReason"
                  id="editor-stockReason"
                  label={t('fields.stockReason')}
                  helperText={t('hints.stockReason', { from: formatNumber(loadedStock, locale), to: formatNumber(parseWhole(stock) ?? 0, locale) })}
                  required
                  fullWidth
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: LIMITS.stockReason } }}
                />
              </Grid>
            ) : null
          }
        </Field>
      )}
    </Field>
  );
}

/** Category, brand and SKU; price (or on inquiry), list price and stock; active, featured and the video. */
export function DetailsSection({ categories, brands, readOnly }: { categories: AdminCategory[]; brands: AdminBrand[]; readOnly: boolean }) {
  const { t } = useTranslation('admin-editor');
  const locale = useLocale();
  const categoryList = useMemo(() => categoryOptions(categories, locale).map((c) => ({ id: c.id, label: c.path, depth: c.depth, inactive: !c.active })), [categories, locale]);
  const brandList = useMemo(() => brandOptions(brands, locale).map((b) => ({ id: b.id, label: b.name, inactive: !b.active })), [brands, locale]);
  return (
    <>
      <Section id="editor-catalogue" title={t('sections.catalogue')}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PickField name="categoryId" label={t('fields.category')} options={categoryList} required disabled={readOnly} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <PickField name="brandId" label={t('fields.brand')} options={brandList} disabled={readOnly} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField name="sku" label={t('fields.sku')} disabled={readOnly} fullWidth helperText=" " slotProps={{ htmlInput: { dir: 'ltr', maxLength: LIMITS.sku } }} />
        </Grid>
      </Section>
      <Section id="editor-pricing" title={t('sections.pricing')}>
        <Field<boolean> name="onInquiry" subscription={{ value: true }}>
          {({ input: { value: onInquiry } }) => (
            <>
              <Grid size={12}>
                <SwitchField name="onInquiry" label={t('fields.onInquiry')} hint={t('hints.onInquiry')} disabled={readOnly} />
              </Grid>
              <Grid size={half}>
                <NumberField name="price" label={t('fields.price')} required={!onInquiry} disabled={readOnly || !!onInquiry} money />
              </Grid>
              <Grid size={half}>
                <NumberField name="listPrice" label={t('fields.listPrice')} disabled={readOnly || !!onInquiry} hint={t('hints.listPrice')} money />
              </Grid>
            </>
          )}
        </Field>
        <Grid size={half}>
          <NumberField name="stock" label={t('fields.stock')} required disabled={readOnly} />
        </Grid>
        <StockReasonField readOnly={readOnly} />
      </Section>
      <Section id="editor-display" title={t('sections.display')}>
        <Grid size={half}>
          <SwitchField name="active" label={t('fields.active')} disabled={readOnly} />
        </Grid>
        <Grid size={half}>
          <SwitchField name="featured" label={t('fields.featured')} disabled={readOnly} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            name="videoUrl"
            label={t('fields.videoUrl')}
            helperText={t('hints.videoUrl')}
            disabled={readOnly}
            fullWidth
            type="url"
            inputMode="url"
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: LIMITS.videoUrl } }}
          />
        </Grid>
      </Section>
    </>
  );
}
