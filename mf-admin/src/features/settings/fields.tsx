import { Box, Typography } from 'shared-lib/ui';
import { FormControlLabel, Switch, TextField } from 'shared-lib/ui-more';
import { Field } from 'shared-lib/forms';
import { DatePicker, type PickerValue } from 'shared-lib/components/DatePicker/index';
import { useLocale } from 'shared-lib/navigation';
import { formatToman } from 'shared-lib/format';
import { parseWhole } from './values';

/** The error a field shows: its own once a submit failed (as FormTextField does). */
const shownError = (meta: { submitFailed?: boolean; error?: unknown }) => (meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined);

/**
 * An amount in rials as typed (Latin or Persian digits, separators allowed), left to right, with what
 * it is in Toman under it as the staff member types; `emptyHint` says what an empty field means.
 */
export function MoneyField({ name, label, emptyHint, required, autoFocus }: { name: string; label: string; emptyHint?: string; required?: boolean; autoFocus?: boolean }) {
  const locale = useLocale();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const n = parseWhole(input.value);
        const hint = typeof n === 'number' ? `= ${formatToman(n, locale)}` : n === '' ? emptyHint : undefined;
        return (
          <TextField
            name={input.name}
            label={label}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            required={required}
            autoFocus={autoFocus}
            fullWidth
            error={Boolean(error)}
            helperText={error ?? hint}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', maxLength: 24 } }}
          />
        );
      }}
    </Field>
  );
}

/** An on/off setting with its label (and a line under it). */
export function SwitchField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <Box>
          <FormControlLabel control={<Switch name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} />} label={label} />
          {hint && (
            <Typography variant="caption" color="text.secondary" component="p">
              {hint}
            </Typography>
          )}
        </Box>
      )}
    </Field>
  );
}

/** A day (YYYY-MM-DD, Gregorian as stored) chosen with the shared picker: the Jalali calendar and Persian digits in Persian. */
export function DayField({ name, label, min, max }: { name: string; label: string; min?: string | null; max?: string | null }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <DatePicker
            label={label}
            value={(input.value || null) as PickerValue}
            onChange={(v) => input.onChange(typeof v === 'string' ? v : '')}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            min={min || null}
            max={max || null}
            clearable
            fullWidth
            error={Boolean(error)}
            helperText={error}
          />
        );
      }}
    </Field>
  );
}
