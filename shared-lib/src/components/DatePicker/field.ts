import type { DatePickerProps } from './types';

type Translate = (key: 'datePicker.placeholder' | 'datePicker.placeholderTime') => string;

/**
 * What the field shows alike before and after the picker's code arrives (index.tsx's stand-in, then
 * Picker.tsx's field): the same label, help, size and placeholder, so the swap moves nothing.
 */
export function fieldLook({ label, required, error, helperText, size, fullWidth = true, placeholder, type }: DatePickerProps, t: Translate) {
  return { label, required, error, helperText, size, fullWidth, placeholder: placeholder ?? t(type === 'time' ? 'datePicker.placeholderTime' : 'datePicker.placeholder') };
}
