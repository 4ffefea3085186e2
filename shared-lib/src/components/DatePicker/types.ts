import type { ReactNode } from 'react';
import type { PickerConfig, PickerStep, PickerValue } from './config';

export interface DatePickerProps extends Partial<PickerConfig> {
  /** The stored value (see STORED_FORMAT); a list of them in range (start, end) and multiple modes; null for none. */
  value: PickerValue;
  onChange: (value: PickerValue) => void;
  label: string;
  id?: string;
  /** Name of a hidden input carrying the stored value (for a plain HTML form). */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Spec §5: the Persian "choose a date" text by default (English in en). */
  placeholder?: string;
  /** Earliest and latest choices: stored text or a Date. Dates outside are disabled; values outside are clamped. */
  min?: string | Date | null;
  max?: string | Date | null;
  /** The date the picker proposes when the field is empty (the current moment when not given). */
  suggest?: string | Date | null;
  /** The step the picker opens at: the day for a date (year and month are a click away), else the first step. */
  initialStep?: PickerStep;
  onBlur?: () => void;
  onFocus?: () => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** data-testid of the visible input. */
  inputTestId?: string;
}
