/**
 * The Persian-calendar date and time picker (spec §4, §5, §9), shared as one federated singleton
 * ('shared-lib/components/DatePicker/index'). This module is light: the picker and its calendars
 * (@mui/x-date-pickers, date-fns-jalali, date-fns) are a separate chunk that React.lazy downloads
 * when a form first shows a picker, never on a first visit. Until it arrives the field is drawn
 * as an inert box of the same size and label.
 *
 *   <DatePickerField name="visitDate" label={t('visitDate')} min={today} />      // react-final-form
 *   <DatePicker value={v} onChange={setV} label="…" type="datetime" minuteStep={5} />
 */
import { Suspense } from 'react';
import { retryingLazy } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { Field } from 'shared-lib/forms';
import type { FieldValidator } from 'final-form';
import { useTranslation } from 'shared-lib/i18n';
import type { PickerValue } from './config';
import type { DatePickerProps } from './types';
import { fieldLook } from './field';

export { DEFAULT_PICKER_CONFIG, STEPS, STORED_FORMAT, DISPLAY_FORMAT, ALT_FORMAT, POPOVER_MIN_WIDTH } from './config';
export type { PickerConfig, PickerType, PickerStep, PickerCalendar, PickerValue } from './config';
export type { DatePickerProps } from './types';

const loadPicker = () => import(/* webpackChunkName: "date-picker" */ './Picker');
// a new download when the region is drawn again after one failed (React.lazy alone would keep the failure)
const picker = retryingLazy(() => loadPicker().then((m) => m.default));

/** Starts downloading the picker (e.g. when a form that holds one is about to open). */
export function preloadDatePicker(): void {
  void loadPicker();
}

function Placeholder(props: DatePickerProps) {
  const { t } = useTranslation('common');
  return <TextField id={props.id} {...fieldLook(props, t)} value="" slotProps={{ htmlInput: { readOnly: true, 'aria-busy': true, tabIndex: -1 } }} />;
}

/** The picker field (see DatePickerProps); the picker itself is downloaded on first use. */
export function DatePicker(props: DatePickerProps) {
  const Picker = picker();
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <Picker {...props} />
    </Suspense>
  );
}

export interface DatePickerFieldProps extends Omit<DatePickerProps, 'value' | 'onChange' | 'error' | 'name'> {
  name: string;
  validate?: FieldValidator<PickerValue>;
  /**
   * When the field's own error shows: once the field was left or a submit failed ('touched', the
   * default), or only what a submit answered ('submit').
   */
  showErrorOn?: 'touched' | 'submit';
}

/**
 * The react-final-form adapter: a form uses the picker like any other field. The form value is
 * the stored text ('' when empty), a list of them in range and multiple modes.
 */
export function DatePickerField({ name, validate, showErrorOn = 'touched', helperText, ...picker }: DatePickerFieldProps) {
  return (
    <Field<PickerValue> name={name} validate={validate}>
      {({ input, meta }) => {
        const own = showErrorOn === 'touched' && (meta.touched || meta.submitFailed) ? meta.error : undefined;
        const message = (meta.submitError as string | undefined) || (own as string | undefined);
        return (
          <DatePicker
            {...picker}
            value={input.value === '' ? null : input.value}
            onChange={(v) => input.onChange(v ?? '')}
            onBlur={() => input.onBlur()}
            onFocus={() => input.onFocus()}
            error={Boolean(message)}
            helperText={message || helperText}
          />
        );
      }}
    </Field>
  );
}
