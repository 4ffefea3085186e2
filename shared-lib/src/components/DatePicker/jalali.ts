/**
 * Persian (Jalali) ↔ Gregorian conversion for the picker, on date-fns-jalali (the library the
 * calendar's adapter, AdapterDateFnsJalali, draws the month grid with, so a converted date and the
 * day the calendar shows are always the same day). Months are 1-based here, as people write them.
 *
 * Supported Persian years: -61 to 3177 (spec §9). Inside that range every day converts both ways
 * (checked day by day in jalali.test.ts). Only date-fns-jalali's Persian → Gregorian direction
 * (`newDate`) is used: its Gregorian → Persian getters divide negative numbers towards zero and
 * misread days of the years before 1 (measured on 4.0.0-0: 30 Esfand -61 read as "-60/01/00", and
 * getDaysInMonth answers 0 for their Esfand), so the other direction looks the day up among the
 * first days of years and months that `newDate` gives. Years are written with their sign (-61),
 * where the 'yyyy' token would print the era year (0062).
 */
import { newDate } from 'date-fns-jalali/newDate';

export const JALALI_MIN_YEAR = -61;
export const JALALI_MAX_YEAR = 3177;

export interface JalaliDate {
  jy: number;
  /** 1 = Farvardin … 12 = Esfand */
  jm: number;
  jd: number;
}
export interface GregorianDate {
  gy: number;
  /** 1 = January */
  gm: number;
  gd: number;
}

const DAY_MS = 86_400_000;
const isInt = (n: number) => Number.isInteger(n);

export const isSupportedJalaliYear = (jy: number): boolean => isInt(jy) && jy >= JALALI_MIN_YEAR && jy <= JALALI_MAX_YEAR;

/** Local midnight of a Persian date (no range check; month may overflow into the next year). */
function jalaliMidnight(jy: number, jm: number, jd: number): Date {
  return newDate(jy, jm - 1, jd);
}

/** Whole days between two local midnights (a daylight-saving hour does not make a day). */
const daysBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / DAY_MS);

/** Days in a Persian month: 31 for the first six, 30 for the next five, 29 or 30 for Esfand. 0 outside the supported range. */
export function jalaliMonthLength(jy: number, jm: number): number {
  if (!isSupportedJalaliYear(jy) || !isInt(jm) || jm < 1 || jm > 12) return 0;
  return daysBetween(jalaliMidnight(jy, jm, 1), jalaliMidnight(jy, jm + 1, 1));
}

/** A leap Persian year has 366 days (Esfand has 30). */
export function isJalaliLeapYear(jy: number): boolean {
  return jalaliMonthLength(jy, 12) === 30;
}

export function isValidJalaliDate(jy: number, jm: number, jd: number): boolean {
  return isInt(jd) && jd >= 1 && jd <= jalaliMonthLength(jy, jm);
}

/** A Persian date as a Gregorian one, or null when it is not a real date of a supported year. */
export function jalaliToGregorian(jy: number, jm: number, jd: number): GregorianDate | null {
  if (!isValidJalaliDate(jy, jm, jd)) return null;
  const d = jalaliMidnight(jy, jm, jd);
  return { gy: d.getFullYear(), gm: d.getMonth() + 1, gd: d.getDate() };
}

/** A Gregorian date (or a Date's local day) in the Persian calendar, or null outside the supported years. */
export function gregorianToJalali(date: Date): JalaliDate | null;
export function gregorianToJalali(gy: number, gm: number, gd: number): JalaliDate | null;
export function gregorianToJalali(a: number | Date, gm?: number, gd?: number): JalaliDate | null {
  let d: Date;
  if (a instanceof Date) {
    if (Number.isNaN(a.getTime())) return null;
    d = new Date(a.getFullYear(), a.getMonth(), a.getDate());
  } else {
    if (![a, gm, gd].every((n) => isInt(n as number))) return null;
    d = new Date(2000, 0, 1);
    d.setFullYear(a, (gm as number) - 1, gd as number); // setFullYear: years 0-99 stay themselves
    if (d.getFullYear() !== a || d.getMonth() !== (gm as number) - 1 || d.getDate() !== gd) return null;
  }
  return jalaliOfDay(d);
}

/** The Persian date of a local midnight: the year and month whose first day is the last one not after it. */
function jalaliOfDay(day: Date): JalaliDate | null {
  // 1 Farvardin falls on 19-22 March (the Gregorian year's 621st after the Persian one's)
  let jy = day.getFullYear() - 621;
  if (jalaliMidnight(jy, 1, 1).getTime() > day.getTime()) jy -= 1;
  if (!isSupportedJalaliYear(jy)) return null;
  let jm = 12;
  while (jm > 1 && jalaliMidnight(jy, jm, 1).getTime() > day.getTime()) jm -= 1;
  return { jy, jm, jd: daysBetween(jalaliMidnight(jy, jm, 1), day) + 1 };
}

/** The Gregorian date as the stored text YYYY-MM-DD (years below 1000 zero-padded). */
export function gregorianText(g: GregorianDate): string {
  const y = g.gy < 0 ? `-${String(-g.gy).padStart(4, '0')}` : String(g.gy).padStart(4, '0');
  return `${y}-${String(g.gm).padStart(2, '0')}-${String(g.gd).padStart(2, '0')}`;
}

/** A Persian date written yyyy/MM/dd with its sign (-61/01/01), Latin digits. */
export function jalaliText(j: JalaliDate): string {
  const y = j.jy < 0 ? `-${String(-j.jy)}` : String(j.jy).padStart(4, '0');
  return `${y}/${String(j.jm).padStart(2, '0')}/${String(j.jd).padStart(2, '0')}`;
}
