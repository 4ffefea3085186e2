import { jalaliToGregorian, parseJalaliDate } from './jalali';

describe('Persian dates', () => {
  it('converts known days', () => {
    expect(jalaliToGregorian(1403, 1, 1)).toEqual([2024, 3, 20]);
    expect(jalaliToGregorian(1404, 9, 30)).toEqual([2025, 12, 21]);
    expect(jalaliToGregorian(1399, 12, 30)).toEqual([2021, 3, 20]);
  });
  it('reads what shoppers type, Persian digits included', () => {
    expect(parseJalaliDate('۱۴۰۴/۰۹/۳۰')).toBe('2025-12-21');
    expect(parseJalaliDate('1404-1-5')).toBe('2025-03-25');
  });
  it('refuses days that do not exist', () => {
    expect(parseJalaliDate('1404/07/31')).toBeNull();
    expect(parseJalaliDate('1404/12/30')).toBeNull(); // 1404 is a common year
    expect(parseJalaliDate('1403/12/30')).toBe('2025-03-20'); // 1403 is a leap year
    expect(parseJalaliDate('1404/13/01')).toBeNull();
    expect(parseJalaliDate('tomorrow')).toBeNull();
  });
});
