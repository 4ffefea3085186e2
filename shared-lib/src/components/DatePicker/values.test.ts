import {
  clampDate,
  draftFrom,
  formatAlt,
  formatDisplay,
  formatStored,
  parseStored,
  parseTyped,
  resolveFormats,
  roundToStep,
  selectableRange,
  stepHours,
  stepMinutes,
  unitOf,
} from './values';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const date = resolveFormats('date');
const datetime = resolveFormats('datetime');

describe('stored, shown and alternate formats (spec §5)', () => {
  it('stores year-month-day, with the time after a T, in the Gregorian calendar whatever the shopper sees', () => {
    const d = at(2025, 12, 21, 9, 5);
    expect(formatStored(d, 'date', 'jalali', date)).toBe('2025-12-21');
    expect(formatStored(d, 'datetime', 'jalali', datetime)).toBe('2025-12-21T09:05');
    expect(formatStored(d, 'time', 'jalali', resolveFormats('time'))).toBe('09:05');
  });
  it('shows Persian year/month/day in the Persian calendar and the alternate format with the time', () => {
    const d = at(2025, 12, 21, 9, 5);
    expect(formatDisplay(d, 'jalali', date)).toBe('1404/09/30');
    expect(formatDisplay(d, 'gregorian', date)).toBe('2025/12/21');
    expect(formatDisplay(d, 'jalali', datetime)).toBe('1404/09/30 09:05');
    expect(formatAlt(d, 'date', 'jalali', date)).toBe('2025-12-21 00:00:00'.replace('00:00:00', '09:05:00'));
    expect(formatAlt(at(2025, 12, 21), 'date', 'jalali', date)).toBe('2025-12-21 00:00:00');
  });
  it('keeps a picked year or month in the calendar it was picked in', () => {
    const d = at(2025, 12, 21);
    expect(formatStored(d, 'year', 'jalali', resolveFormats('year'))).toBe('1404');
    expect(formatStored(d, 'year-month', 'jalali', resolveFormats('year-month'))).toBe('1404-09');
    expect(formatStored(d, 'month', 'gregorian', resolveFormats('month'))).toBe('12');
    expect(parseStored('1404-09', 'year-month', 'jalali', resolveFormats('year-month'))?.getFullYear()).toBe(2025);
  });
});

describe('reading values', () => {
  it('reads stored values (and a full ISO instant from a server)', () => {
    expect(parseStored('2025-12-21', 'date', 'jalali', date)).toEqual(at(2025, 12, 21));
    expect(parseStored('2025-12-21T09:05', 'datetime', 'jalali', datetime)).toEqual(at(2025, 12, 21, 9, 5));
    expect(parseStored('2030-01-02T03:04:05.000Z', 'datetime', 'jalali', datetime)?.toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });
  it('answers null for what cannot be read, and the picker then starts at the current moment', () => {
    const now = at(2026, 11, 23, 16, 40);
    for (const bad of ['tomorrow', '2025-13-01', '2025-02-30', '1404/09/30', '', null, undefined]) {
      const d = parseStored(bad, 'date', 'jalali', date);
      expect(d).toBeNull();
      expect(draftFrom(d, now)).toEqual(now);
    }
  });
  it('reads what a shopper types: Persian digits, any separator, one-digit months and days', () => {
    expect(parseTyped('۱۴۰۴/۰۹/۳۰', 'jalali', date)).toEqual(at(2025, 12, 21));
    expect(parseTyped('1404-9-30', 'jalali', date)).toEqual(at(2025, 12, 21));
    expect(parseTyped(' 1404.09.30 ', 'jalali', date)).toEqual(at(2025, 12, 21));
    expect(parseTyped('2025/12/21', 'gregorian', date)).toEqual(at(2025, 12, 21));
    expect(parseTyped('1404/07/31', 'jalali', date)).toBeNull(); // Mehr has 30 days
    expect(parseTyped('1404/12/30', 'jalali', date)).toBeNull(); // 1404 is common
    expect(parseTyped('soon', 'jalali', date)).toBeNull();
  });
});

describe('minimum and maximum (spec §5)', () => {
  const bounds = { min: at(2026, 11, 23, 15), max: at(2027, 11, 23) };
  it('clamps a date before the minimum to it and after the maximum to it, comparing days for a date', () => {
    expect(clampDate(at(2020, 1, 1), bounds, 'day', 'jalali')).toEqual(bounds.min);
    expect(clampDate(at(2030, 1, 1), bounds, 'day', 'jalali')).toEqual(bounds.max);
    // the same day as the minimum is allowed even at an earlier hour
    expect(clampDate(at(2026, 11, 23, 9), bounds, 'day', 'jalali')).toEqual(at(2026, 11, 23, 9));
    // a datetime compares minutes
    expect(clampDate(at(2026, 11, 23, 9), bounds, 'minute', 'jalali')).toEqual(bounds.min);
  });
  it('compares months and years in the shown calendar', () => {
    // 1405/09/01 = 2026-11-22: the same Persian month as the minimum (1405/09/02)
    expect(clampDate(at(2026, 11, 22), bounds, 'month', 'jalali')).toEqual(at(2026, 11, 22));
    expect(clampDate(at(2026, 11, 21), bounds, 'month', 'jalali')).toEqual(bounds.min); // 1405/08/30
    expect(unitOf('year-month')).toBe('month');
    expect(unitOf('date')).toBe('day');
  });
  it('starts the year list at Persian 1300 and runs it 150 years, or from and to the given bounds', () => {
    const none = selectableRange({ min: null, max: null }, 'jalali');
    expect(none.min).toEqual(at(1921, 3, 21)); // 1300/01/01
    expect(formatDisplay(none.max, 'jalali', datetime)).toBe('1450/12/29 23:59'); // the last minute of 1450
    const fromToday = selectableRange({ min: at(2026, 11, 23), max: null }, 'jalali');
    expect(fromToday.min).toEqual(at(2026, 11, 23));
    expect(formatDisplay(fromToday.max, 'jalali', datetime)).toBe('1555/12/29 23:59'); // the end of 1405 + 150
    expect(selectableRange({ min: null, max: null }, 'gregorian')).toEqual({ min: at(1921, 1, 1), max: new Date(at(2072, 1, 1).getTime() - 1) });
    expect(selectableRange({ min: at(2026, 1, 1), max: at(2026, 6, 1) }, 'gregorian')).toEqual({ min: at(2026, 1, 1), max: at(2026, 6, 1) });
  });
  it('keeps Persian bounds inside the supported years -61…3177', () => {
    const r = selectableRange({ min: at(100, 1, 1), max: at(9000, 1, 1) }, 'jalali');
    expect(formatDisplay(r.min, 'jalali', date)).toMatch(/0062\/01\/01|-61\/01\/01/); // 1 Farvardin -61 (the yyyy token writes the era year)
    expect(formatDisplay(r.max, 'jalali', date).slice(0, 4)).toBe('3177');
  });
});

describe('time arithmetic (spec §5: the minute step, wrapping, rounding)', () => {
  it('moves minutes by the step and wraps inside the hour', () => {
    expect(stepMinutes(at(2026, 1, 1, 10, 50), 1, 5, false).getMinutes()).toBe(55);
    const wrapped = stepMinutes(at(2026, 1, 1, 10, 55), 1, 5, false);
    expect([wrapped.getHours(), wrapped.getMinutes()]).toEqual([10, 0]);
    expect(stepMinutes(at(2026, 1, 1, 10, 0), -1, 15, false).getMinutes()).toBe(45);
    expect(stepMinutes(at(2026, 1, 1, 10, 7), 1, 5, false).getMinutes()).toBe(12); // no rounding: keeps the offset
  });
  it('with rounding, lands on a multiple of the step', () => {
    expect(stepMinutes(at(2026, 1, 1, 10, 7), 1, 5, true).getMinutes()).toBe(10);
    expect(stepMinutes(at(2026, 1, 1, 10, 7), -1, 5, true).getMinutes()).toBe(5);
    expect(roundToStep(at(2026, 1, 1, 12, 17), 5)).toEqual(at(2026, 1, 1, 12, 15));
    expect(roundToStep(at(2026, 1, 1, 12, 58), 5)).toEqual(at(2026, 1, 1, 13, 0));
    expect(roundToStep(at(2026, 1, 1, 23, 58), 15)).toEqual(at(2026, 1, 2, 0, 0));
  });
  it('wraps hours inside the day', () => {
    const d = stepHours(at(2026, 1, 1, 23, 30), 1);
    expect([d.getDate(), d.getHours()]).toEqual([1, 0]);
    expect(stepHours(at(2026, 1, 1, 0, 30), -1).getHours()).toBe(23);
  });
});
