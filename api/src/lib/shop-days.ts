import { badRequest } from './errors';

/**
 * The shop's days are Tehran's (UTC+03:30, no daylight saving since 2022). One place for the back
 * office's day filters (orders, leads) and its dashboard.
 */
export const TEHRAN_OFFSET_MS = 3.5 * 3600_000;
export const DAY_MS = 86_400_000;

/** A calendar day that exists (2026-02-30 does not): its UTC midnight in ms, or null. */
function calendarDay(y: number, m: number, d: number): number | null {
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? utc : null;
}

/** `from`/`to` as an ISO instant: a day's start (or the next day's start for `to`, exclusive), a date-time as given (Tehran when it names no zone). 400 `admin.dateInvalid`. */
export function dayBound(value: string, field: 'from' | 'to'): { at: string; exclusive: boolean } {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const utc = date ? calendarDay(Number(date[1]), Number(date[2]), Number(date[3])) : null;
  if (utc === null) throw badRequest('admin.dateInvalid', { field });
  if (value.length === 10) {
    const start = utc - TEHRAN_OFFSET_MS;
    return field === 'from' ? { at: new Date(start).toISOString(), exclusive: false } : { at: new Date(start + DAY_MS).toISOString(), exclusive: true };
  }
  const text = value.replace(' ', 'T');
  const ms = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}+03:30`);
  if (Number.isNaN(ms)) throw badRequest('admin.dateInvalid', { field });
  return { at: new Date(ms).toISOString(), exclusive: false };
}

/** `from` and `to` of a filter, checked against each other: 400 `admin.dateRange` when `from` comes after `to`. */
export function dayRange(from?: string, to?: string): { from: ReturnType<typeof dayBound> | null; to: ReturnType<typeof dayBound> | null } {
  const f = from ? dayBound(from, 'from') : null;
  const t = to ? dayBound(to, 'to') : null;
  if (f && t && (f.at > t.at || (t.exclusive && f.at >= t.at))) throw badRequest('admin.dateRange');
  return { from: f, to: t };
}

/** Wildcards of LIKE are not searched for (names and mobiles have none). */
export const likeText = (s: string) => s.replace(/[%_\\]/g, '');

/** The search as typed and with Arabic ي/ك as the Persian ی/ک (and the reverse), so either spelling finds a name. */
export function spellings(q: string): string[] {
  const persian = q.replace(/ي/g, 'ی').replace(/ك/g, 'ک');
  const arabic = persian.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
  return [...new Set([q, persian, arabic])];
}
