/**
 * The picker's value rules, without React: stored text ↔ Date in either calendar, the shopper's
 * typed text, clamping to min/max, the year list's bounds and the time arrows' arithmetic.
 */
// one function per path, not the packages' barrels (each barrel is hundreds of modules to load in tests)
import { format as gFormat } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse as gParse } from 'date-fns/parse';
import { format as jFormat } from 'date-fns-jalali/format';
import { parse as jParse } from 'date-fns-jalali/parse';
import { newDate as jNewDate } from 'date-fns-jalali/newDate';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import { enUS } from 'date-fns/locale/en-US';
import { toLatinDigits } from 'shared-lib/format';
import { ALT_FORMAT, DISPLAY_FORMAT, STORED_FORMAT, YEAR_LIST_SPAN, YEAR_LIST_START_JALALI, type PickerCalendar, type PickerType } from './config';
import { JALALI_MAX_YEAR, JALALI_MIN_YEAR, gregorianToJalali } from './jalali';

export interface Formats {
  stored: string;
  display: string;
  alt: string;
}

export function resolveFormats(type: PickerType, given: { format?: string; displayFormat?: string; altFormat?: string } = {}): Formats {
  return { stored: given.format ?? STORED_FORMAT[type], display: given.displayFormat ?? DISPLAY_FORMAT[type], alt: given.altFormat ?? ALT_FORMAT[type] };
}

/** Dates and times are stored in the Gregorian calendar; a year or a month in the calendar it was picked in. */
export const storedCalendar = (type: PickerType, calendar: PickerCalendar): PickerCalendar =>
  type === 'date' || type === 'datetime' || type === 'time' ? 'gregorian' : calendar;

export function formatIn(calendar: PickerCalendar, date: Date, fmt: string): string {
  return calendar === 'jalali' ? jFormat(date, fmt, { locale: faIR }) : gFormat(date, fmt, { locale: enUS });
}

/** The whole text in the format, or null (date-fns parses leniently; the text must read back the same). */
export function parseIn(calendar: PickerCalendar, text: string, fmt: string, reference: Date): Date | null {
  const d = calendar === 'jalali' ? jParse(text, fmt, reference, { locale: faIR }) : gParse(text, fmt, reference, { locale: enUS });
  return isValid(d) ? d : null;
}

/** A stored value (or a Date) as a Date; null when it is empty or cannot be read. */
export function parseStored(value: string | Date | null | undefined, type: PickerType, calendar: PickerCalendar, formats: Formats, now = new Date()): Date | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return isValid(value) ? new Date(value) : null;
  const text = toLatinDigits(String(value).trim());
  const cal = storedCalendar(type, calendar);
  const d = parseIn(cal, text, formats.stored, now);
  // also the full ISO forms a server may hand back (2030-01-02T03:04:05.000Z)
  if (!d && (type === 'date' || type === 'datetime') && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(text)) {
    const iso = new Date(text);
    return isValid(iso) ? iso : null;
  }
  return d;
}

export function formatStored(date: Date, type: PickerType, calendar: PickerCalendar, formats: Formats): string {
  return formatIn(storedCalendar(type, calendar), date, formats.stored);
}

/** The field's text: the display format in the shopper's calendar (digits localized by the caller). */
export function formatDisplay(date: Date, calendar: PickerCalendar, formats: Formats): string {
  return formatIn(calendar, date, formats.display);
}

/** The alternate format: in the stored calendar, like the stored value. */
export function formatAlt(date: Date, type: PickerType, calendar: PickerCalendar, formats: Formats): string {
  return formatIn(storedCalendar(type, calendar), date, formats.alt);
}

/**
 * What a shopper typed, in the display format: Persian or Arabic digits, and `-` or `.` for the
 * separator, are accepted, one-digit months and days too (1404-9-3). Null when it is not a date.
 */
export function parseTyped(text: string, calendar: PickerCalendar, formats: Formats, now = new Date()): Date | null {
  const latin = toLatinDigits(text.trim()).replace(/\s+/g, ' ');
  if (!latin) return null;
  const sep = /[/\-.]/.exec(formats.display)?.[0];
  const normalized = sep ? latin.replace(/[/\-.]/g, sep) : latin;
  const loose = formats.display.replace(/MM/g, 'M').replace(/dd/g, 'd').replace(/HH/g, 'H').replace(/mm/g, 'm');
  for (const fmt of [formats.display, loose]) {
    const d = parseIn(calendar, normalized, fmt, now);
    if (d) return d;
  }
  return null;
}

// ---------------------------------------------------------------- comparing and clamping

export type Unit = 'year' | 'month' | 'day' | 'minute';

/** The precision a type is compared at: a date is a day, whatever its hour. */
export const unitOf = (type: PickerType): Unit =>
  type === 'year' ? 'year' : type === 'month' || type === 'year-month' ? 'month' : type === 'date' ? 'day' : 'minute';

/** A sortable key of a date at a precision, in the calendar's years and months. */
function key(d: Date, unit: Unit, calendar: PickerCalendar): number {
  const j = calendar === 'jalali' ? gregorianToJalali(d) : null;
  const y = j ? j.jy : d.getFullYear();
  const m = j ? j.jm - 1 : d.getMonth();
  if (unit === 'year') return y;
  if (unit === 'month') return y * 12 + m;
  const day = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  if (unit === 'day') return day;
  return Math.floor(d.getTime() / 60_000);
}

export function compareAt(a: Date, b: Date, unit: Unit, calendar: PickerCalendar): number {
  return Math.sign(key(a, unit, calendar) - key(b, unit, calendar));
}

export const sameAt = (a: Date, b: Date, unit: Unit, calendar: PickerCalendar) => compareAt(a, b, unit, calendar) === 0;

export interface Bounds {
  min: Date | null;
  max: Date | null;
}

/** Spec §5: a date before the minimum becomes the minimum, one after the maximum the maximum. */
export function clampDate(d: Date, bounds: Bounds, unit: Unit, calendar: PickerCalendar): Date {
  if (bounds.min && compareAt(d, bounds.min, unit, calendar) < 0) return new Date(bounds.min);
  if (bounds.max && compareAt(d, bounds.max, unit, calendar) > 0) return new Date(bounds.max);
  return d;
}

export function isOutside(d: Date, bounds: Bounds, unit: Unit, calendar: PickerCalendar): boolean {
  return Boolean((bounds.min && compareAt(d, bounds.min, unit, calendar) < 0) || (bounds.max && compareAt(d, bounds.max, unit, calendar) > 0));
}

/** First day of a year in the calendar (Persian years limited to the supported -61…3177). */
function yearStart(year: number, calendar: PickerCalendar): Date {
  if (calendar === 'jalali') return jNewDate(Math.min(JALALI_MAX_YEAR, Math.max(JALALI_MIN_YEAR, year)), 0, 1);
  const d = new Date(2000, 0, 1);
  d.setFullYear(year, 0, 1);
  return d;
}
function yearEnd(year: number, calendar: PickerCalendar): Date {
  const next = calendar === 'jalali' && year >= JALALI_MAX_YEAR ? null : yearStart(year + 1, calendar);
  if (!next) return new Date(jNewDate(JALALI_MAX_YEAR + 1, 0, 1).getTime() - 1);
  return new Date(next.getTime() - 1);
}
const yearOf = (d: Date, calendar: PickerCalendar) => {
  if (calendar !== 'jalali') return d.getFullYear();
  // outside the supported years: the nearest end of them
  return gregorianToJalali(d)?.jy ?? (d.getFullYear() < 1000 ? JALALI_MIN_YEAR - 1 : JALALI_MAX_YEAR + 1);
};

/**
 * Spec §5: the selectable years. Without bounds the list starts at Persian 1300 (its first day,
 * 21 March 1921, in the Gregorian calendar) and runs 150 years past its start; a minimum moves the
 * start, a maximum the end. Persian years stay within -61…3177.
 */
export function selectableRange(given: Bounds, calendar: PickerCalendar): { min: Date; max: Date } {
  const listStart = jNewDate(YEAR_LIST_START_JALALI, 0, 1);
  let min = given.min ?? (calendar === 'jalali' ? listStart : yearStart(listStart.getFullYear(), 'gregorian'));
  if (calendar === 'jalali' && yearOf(min, 'jalali') < JALALI_MIN_YEAR) min = yearStart(JALALI_MIN_YEAR, 'jalali');
  let max = given.max ?? yearEnd(yearOf(min, calendar) + YEAR_LIST_SPAN, calendar);
  if (calendar === 'jalali' && yearOf(max, 'jalali') > JALALI_MAX_YEAR) max = yearEnd(JALALI_MAX_YEAR, 'jalali');
  if (max.getTime() < min.getTime()) max = new Date(min);
  return { min, max };
}

/** Spec §5: an unparsable value falls back to the current moment. */
export function draftFrom(value: Date | null, now: Date): Date {
  return value ? new Date(value) : new Date(now);
}

// ---------------------------------------------------------------- time arrows

/** Minutes rounded to the nearest multiple of the step (12:17 → 12:15, 12:58 → 13:00 with 5). */
export function roundToStep(d: Date, step: number): Date {
  if (step <= 1) return withSeconds0(d);
  const r = new Date(d);
  r.setSeconds(0, 0);
  const total = r.getHours() * 60 + r.getMinutes();
  const rounded = Math.round(total / step) * step;
  r.setMinutes(r.getMinutes() + (rounded - total));
  return r;
}
const withSeconds0 = (d: Date) => {
  const r = new Date(d);
  r.setSeconds(0, 0);
  return r;
};
const wrap = (n: number, size: number) => ((n % size) + size) % size;

/** The hour arrow: ±1 hour, 23 → 0 and 0 → 23 on the same day. */
export function stepHours(d: Date, delta: number): Date {
  const r = new Date(d);
  r.setHours(wrap(r.getHours() + delta, 24));
  return r;
}

/**
 * The minute arrow: ± the minute step, wrapping inside the hour (55 → 0 → 55 with 5); with
 * rounding the result lands on a multiple of the step (7 → 10, 7 → 5).
 */
export function stepMinutes(d: Date, delta: number, step: number, round: boolean): Date {
  const r = new Date(d);
  r.setSeconds(0, 0);
  const m = r.getMinutes();
  let next: number;
  if (round && step > 1 && m % step !== 0) next = delta > 0 ? Math.ceil(m / step) * step : Math.floor(m / step) * step;
  else next = m + delta * step;
  r.setMinutes(wrap(next, 60));
  return r;
}

/** Sets the time of day of `d` from `time` (seconds dropped). */
export function withTime(d: Date, time: Date): Date {
  const r = new Date(d);
  r.setHours(time.getHours(), time.getMinutes(), 0, 0);
  return r;
}
