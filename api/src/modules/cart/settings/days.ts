import { badRequest } from '../../../lib/errors';

/** The shop's days are Tehran's (UTC+03:30, no daylight saving since 2022), as the orders list's. */
const TEHRAN_OFFSET_MS = 3.5 * 3600_000;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (2026-02-30 does not): its UTC midnight in ms, or null. */
function calendarDay(text: string): number | null {
  const m = DAY.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const check = new Date(utc);
  return check.getUTCFullYear() === y && check.getUTCMonth() === mo - 1 && check.getUTCDate() === d && y >= 2000 && y <= 2999 ? utc : null;
}

/**
 * A validity bound as the instant kept: a day is its start in Tehran (`from`) or the start of the next
 * day (`to`: the whole day is valid, the code expires after it); a date-time is taken as given (Tehran's
 * when it names no zone). null stays null (no bound). A day or time that does not exist: a localized 400.
 */
export function boundInstant(value: string | null | undefined, edge: 'from' | 'to', field: string): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const text = value.trim();
  const day = calendarDay(text);
  if (day !== null) return new Date(day - TEHRAN_OFFSET_MS + (edge === 'to' ? DAY_MS : 0)).toISOString();
  const date = calendarDay(text.slice(0, 10));
  if (date === null || !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text)) throw badRequest('settings.dateInvalid', { field });
  const iso = text.replace(' ', 'T');
  const ms = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}+03:30`);
  if (Number.isNaN(ms)) throw badRequest('settings.dateInvalid', { field });
  return new Date(ms).toISOString();
}

/** The Tehran day (YYYY-MM-DD) an instant falls on. */
const tehranDay = (ms: number) => new Date(ms + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);

/** The first valid day of a code valid from `startsAt` (null: none). */
export const firstDay = (startsAt: string | null): string | null => (startsAt && !Number.isNaN(Date.parse(startsAt)) ? tehranDay(Date.parse(startsAt)) : null);

/** The last valid day of a code that expires at `expiresAt` (exclusive; null: none). */
export const lastDay = (expiresAt: string | null): string | null => (expiresAt && !Number.isNaN(Date.parse(expiresAt)) ? tehranDay(Date.parse(expiresAt) - 1) : null);
