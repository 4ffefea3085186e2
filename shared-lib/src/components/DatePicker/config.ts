/**
 * The picker's configuration and its defaults (spec §5), without any date library: the light
 * entry (index.tsx) and the lazily loaded picker both read it.
 */

/** What is picked, and the steps that lead to it (spec §4). */
export type PickerType = 'date' | 'datetime' | 'year' | 'month' | 'time' | 'year-month';
export type PickerStep = 'year' | 'month' | 'day' | 'time';
export type PickerCalendar = 'jalali' | 'gregorian';

export const STEPS: Record<PickerType, PickerStep[]> = {
  date: ['year', 'month', 'day'],
  datetime: ['year', 'month', 'day', 'time'],
  year: ['year'],
  month: ['month'],
  time: ['time'],
  'year-month': ['year', 'month'],
};

/**
 * Stored formats (date-fns tokens). Dates and times are stored in the Gregorian calendar, the
 * date as year-month-day and the time after a `T`, whatever calendar the shopper sees; a year, a
 * month or a year-month is stored in the calendar it was picked in (a Persian year is not a
 * Gregorian one).
 */
export const STORED_FORMAT: Record<PickerType, string> = {
  date: 'yyyy-MM-dd',
  datetime: "yyyy-MM-dd'T'HH:mm",
  year: 'yyyy',
  month: 'MM',
  time: 'HH:mm',
  'year-month': 'yyyy-MM',
};

/** What the field shows, in the shopper's calendar (Persian year/month/day in fa). */
export const DISPLAY_FORMAT: Record<PickerType, string> = {
  date: 'yyyy/MM/dd',
  datetime: 'yyyy/MM/dd HH:mm',
  year: 'yyyy',
  month: 'MMMM',
  time: 'HH:mm',
  'year-month': 'MMMM yyyy',
};

/** The alternate format (a hidden input named `altName` carries the value in it): year-month-day plus time. */
export const ALT_FORMAT: Record<PickerType, string> = {
  date: 'yyyy-MM-dd HH:mm:ss',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  year: 'yyyy',
  month: 'MM',
  time: 'HH:mm:ss',
  'year-month': 'yyyy-MM',
};

export interface PickerConfig {
  type: PickerType;
  /** Stored format (date-fns tokens); by type when not given. */
  format?: string;
  /** The field's format in the shopper's calendar; by type when not given. */
  displayFormat?: string;
  /** The hidden input's format; by type when not given. */
  altFormat?: string;
  /** Name of a hidden input that carries the value in `altFormat` (none without it). */
  altName?: string;
  /** Spec §5: the field is not typed into; it opens the picker. */
  editable: boolean;
  /** Spec §5: off: the last step waits for the confirm button. On: choosing the last step's value submits. */
  autoSubmit: boolean;
  /** The accent; spec §5: red (the theme's basePrimary when not given). */
  color?: string;
  /** Minutes the minute arrows move by. */
  minuteStep: number;
  /** Round the minutes to `minuteStep` (12:17 → 12:15 with 5). */
  roundMinute: boolean;
  /** Two dates, start and end; a third click starts again. */
  range: boolean;
  /** Any number of dates; a click toggles one. */
  multiple: boolean;
  /** The calendar shown: Persian in fa, Gregorian otherwise (spec §1: Persian is the default). */
  calendar?: PickerCalendar;
  /** Shows a button that empties the field. */
  clearable: boolean;
}

/** Spec §5's default configuration. */
export const DEFAULT_PICKER_CONFIG: PickerConfig = {
  type: 'date',
  editable: false,
  autoSubmit: false,
  minuteStep: 1,
  roundMinute: false,
  range: false,
  multiple: false,
  clearable: false,
};

/** Spec §9: a popover only on windows wider than 480 px, a full-screen dialog below. */
export const POPOVER_MIN_WIDTH = 481;
export const POPOVER_QUERY = `(min-width: ${POPOVER_MIN_WIDTH}px)`;

/** Spec §9: press-and-hold on a time arrow repeats after 600 ms, every 150 ms shrinking to 30 ms. */
export const HOLD_DELAY_MS = 600;
export const HOLD_FIRST_INTERVAL_MS = 150;
export const HOLD_MIN_INTERVAL_MS = 30;
export const HOLD_SHRINK = 0.8;
/** Spec §9: the picker's clock refreshes each second. */
export const CLOCK_TICK_MS = 1000;

/** Spec §5: the year list starts at Persian 1300 and runs 150 years past its start unless bounds are given. */
export const YEAR_LIST_START_JALALI = 1300;
export const YEAR_LIST_SPAN = 150;

/** A stored value: one text, or a list in range (start, end) and multiple modes. */
export type PickerValue = string | string[] | null;
