import { parseJalaliDate, toJalaliText } from 'shared-lib/dates';

describe('Persian dates', () => {
  it('parses typed Persian dates in any digits and separators', () => {
    expect(parseJalaliDate('۱۴۰۴/۰۹/۳۰')).toBe('2025-12-21');
    expect(parseJalaliDate('1404-9-30')).toBe('2025-12-21');
    expect(parseJalaliDate('1403/01/01')).toBe('2024-03-20');
  });
  it('refuses dates that do not exist', () => {
    expect(parseJalaliDate('1404/07/31')).toBeNull(); // Mehr has 30 days
    expect(parseJalaliDate('1404/12/30')).toBeNull(); // 1404 is a common year
    expect(parseJalaliDate('1403/12/30')).toBe('2025-03-20'); // 1403 is a leap year
    expect(parseJalaliDate('1404/13/01')).toBeNull();
    expect(parseJalaliDate('tomorrow')).toBeNull();
  });
  it('formats a stored date in the Persian calendar', () => {
    expect(toJalaliText('2025-12-21')).toBe('1404/09/30');
  });
});
