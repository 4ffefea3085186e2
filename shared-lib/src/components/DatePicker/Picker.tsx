/**
 * The date and time picker itself, downloaded only when a form shows one (index.tsx loads it with
 * React.lazy): @mui/x-date-pickers' year, month and day calendars on date-fns-jalali
 * (AdapterDateFnsJalali: Persian calendar, weeks from Saturday, Persian digits) or date-fns
 * (AdapterDateFns, Gregorian, weeks from Sunday in en), a time step with hold-to-repeat arrows, and
 * the steps, range, multiple, clamping and default configuration of spec §4, §5 and §9.
 *
 * This file is the field; the open picker is PickerPanel (its state in panelState.ts, its head in
 * PanelHeader), in PickerShell's popover or dialog; the value's reading and storing is fieldValue.ts.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton, useMediaQuery } from 'shared-lib/ui';
import { InputAdornment, TextField } from 'shared-lib/ui-more';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { DEFAULT_PICKER_CONFIG, POPOVER_QUERY, STEPS, type PickerCalendar, type PickerStep } from './config';
import type { DatePickerProps } from './types';
import { fieldLook } from './field';
import { useFieldValue } from './fieldValue';
import { useNow } from './hooks';
import { PickerPanel } from './PickerPanel';
import { PickerShell } from './PickerShell';
import { formatAlt } from './values';

/**
 * A date (or time, year, month, range, several dates) field in the shopper's calendar: a field that
 * opens the picker (typing only when `editable`), a popover on windows wider than 480 px and a
 * full-screen dialog below, keyboard and screen-reader usable, right to left in Persian.
 */
export default function Picker(props: DatePickerProps) {
  const cfg = { ...DEFAULT_PICKER_CONFIG, ...Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) } as typeof DEFAULT_PICKER_CONFIG & DatePickerProps;
  const { type, editable, autoSubmit, minuteStep, roundMinute, range, multiple, clearable } = cfg;
  const { onChange, id, name, disabled, onBlur, onFocus, inputTestId } = props;
  const { t } = useTranslation('common');
  const locale = useLocale();
  const calendar: PickerCalendar = props.calendar ?? (locale === 'fa' ? 'jalali' : 'gregorian');
  const mode = range ? 'range' : multiple ? 'multiple' : 'single';
  const autoId = useId();
  const fieldId = id ?? `date-picker-${autoId}`;
  const titleId = `${fieldId}-title`;

  const [open, setOpen] = useState(false);
  const now = useNow(open);
  const popover = useMediaQuery(POPOVER_QUERY, { noSsr: true });
  const anchor = useRef<HTMLDivElement>(null);
  const { formats, bounds, selected, suggest, store, storedNow, display, typed, setTyped, commitTyped, onTyping } = useFieldValue(props, { type, calendar, locale, mode });

  const openPicker = () => {
    if (!disabled) setOpen(true);
  };
  const close = () => setOpen(false);
  const submit = (dates: Date[]) => {
    setTyped(null);
    onChange(store(mode === 'single' ? dates.slice(0, 1) : dates));
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    const opens = e.key === 'ArrowDown' && (e.altKey || !editable);
    if (opens || (!editable && (e.key === 'Enter' || e.key === ' '))) {
      e.preventDefault();
      openPicker();
    } else if (editable && e.key === 'Enter') {
      e.preventDefault();
      commitTyped();
    }
  };

  const steps = mode === 'single' ? STEPS[type] : (['day'] as PickerStep[]);
  const initialStep = props.initialStep && steps.includes(props.initialStep) ? props.initialStep : steps.includes('day') ? 'day' : steps[0];

  return (
    <>
      <TextField
        ref={anchor}
        id={fieldId}
        {...fieldLook(cfg, t)}
        disabled={disabled}
        value={typed ?? display}
        onClick={editable ? undefined : openPicker}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          if (editable) onTyping(e.target.value);
        }}
        onFocus={onFocus}
        onBlur={() => {
          if (editable) commitTyped();
          if (!open) onBlur?.();
        }}
        slotProps={{
          htmlInput: {
            readOnly: !editable,
            // a text field may not say expanded/controls (axe aria-allowed-attr): the calendar button beside it does
            autoComplete: 'off',
            inputMode: editable ? 'numeric' : 'none',
            'data-testid': inputTestId,
            sx: { cursor: editable ? 'text' : 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={type === 'time' ? t('datePicker.openTime') : t('datePicker.open')}
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  onClick={openPicker}
                  disabled={disabled}
                  edge="end"
                  data-testid={inputTestId ? `${inputTestId}-open` : undefined}
                >
                  {type === 'time' ? <ScheduleIcon /> : <CalendarMonthIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {name && <input type="hidden" name={name} value={Array.isArray(storedNow) ? storedNow.join(',') : (storedNow ?? '')} />}
      {cfg.altName && (
        <input type="hidden" name={cfg.altName} value={selected.map((d) => formatAlt(d, type, calendar, formats)).join(',')} data-testid={`${fieldId}-alt`} />
      )}
      {open && (
        <PickerShell color={props.color} calendar={calendar} locale={locale} popover={popover} anchor={anchor} fieldId={fieldId} titleId={titleId} onClose={close}>
          <PickerPanel
            {...{ type, calendar, locale, steps, initialStep, mode, autoSubmit, roundMinute, clearable, bounds, selected, suggest, now, titleId }}
            minuteStep={Math.max(1, Math.floor(minuteStep))}
            fullScreen={!popover}
            onSubmit={submit}
            onClear={() => {
              onChange(null);
              close();
            }}
            onCancel={close}
          />
        </PickerShell>
      )}
    </>
  );
}
