import type { ReactNode } from 'react';
import { Box } from 'shared-lib/ui';
import { FormControlLabel, Switch, TextField } from 'shared-lib/ui-more';
import { Autocomplete } from 'shared-lib/admin-ui';
import { Field } from 'shared-lib/forms';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber, formatToman } from 'shared-lib/format';
import { parseWhole } from './values';

const shownError = (meta: { submitFailed?: boolean; error?: unknown }) => (meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined);

/**
 * A whole number typed in any digits (Persian ones too). A money field shows the typed rials in the
 * page's digits and their toman equivalent under it.
 */
export function NumberField({ name, label, required, disabled, hint, money }: { name: string; label: string; required?: boolean; disabled?: boolean; hint?: string; money?: boolean }) {
  const { t } = useTranslation('admin-editor');
  const locale = useLocale();
  return (
    <Field<string> name={name} subscription={{ value: true, error: true, submitFailed: true }}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const n = money && !disabled ? parseWhole(input.value) : null;
        const amount = n === null ? undefined : t('hints.amount', { rials: formatNumber(n, locale), toman: formatToman(n, locale) });
        return (
          <TextField
            id={`editor-${name}`}
            name={input.name}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            label={label}
            required={required}
            disabled={disabled}
            error={!!error}
            helperText={error ?? amount ?? hint ?? ' '}
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
        );
      }}
    </Field>
  );
}

/** A yes/no switch bound to the form. */
export function SwitchField({ name, label, disabled, hint }: { name: string; label: string; disabled?: boolean; hint?: ReactNode }) {
  return (
    <Field<boolean> name={name} type="checkbox" subscription={{ value: true }}>
      {({ input }) => (
        <Box>
          <FormControlLabel
            control={<Switch name={input.name} checked={!!input.checked} onChange={input.onChange} onBlur={input.onBlur} disabled={disabled} />}
            label={label}
          />
          {hint && (
            <Box sx={{ typography: 'caption', color: 'text.secondary', ps: 6.5, mt: -0.5 }}>
              {hint}
            </Box>
          )}
        </Box>
      )}
    </Field>
  );
}

export interface PickOption {
  id: number;
  label: string;
  depth?: number;
  inactive?: boolean;
}

/** An id chosen from a list by typing (the category's path, a brand's name); optional ones can be cleared. */
export function PickField({ name, label, options, required, disabled }: { name: string; label: string; options: PickOption[]; required?: boolean; disabled?: boolean }) {
  const { t } = useTranslation('admin-editor');
  return (
    <Field<number | null> name={name} subscription={{ value: true, error: true, submitFailed: true }}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const value = options.find((o) => o.id === input.value) ?? null;
        return (
          <Autocomplete<PickOption, false, boolean>
            id={`editor-${name}`}
            options={options}
            value={value}
            onChange={(_, o) => input.onChange(o ? o.id : null)}
            onBlur={input.onBlur}
            getOptionLabel={(o) => o.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableClearable={required}
            disabled={disabled}
            noOptionsText={t('hints.noOptions')}
            renderOption={(props, o) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  <Box component="span" sx={{ ps: (o.depth ?? 0) * 2, color: o.inactive ? 'text.secondary' : undefined }}>
                    {o.label}
                    {o.inactive ? ` (${t('fields.inactive')})` : ''}
                  </Box>
                </li>
              );
            }}
            renderInput={(params) => <TextField {...params} label={label} required={required} error={!!error} helperText={error ?? ' '} />}
          />
        );
      }}
    </Field>
  );
}
