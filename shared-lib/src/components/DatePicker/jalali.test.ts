import {
  JALALI_MAX_YEAR,
  JALALI_MIN_YEAR,
  gregorianText,
  gregorianToJalali,
  isJalaliLeapYear,
  isValidJalaliDate,
  jalaliMonthLength,
  jalaliText,
  jalaliToGregorian,
} from './jalali';

const g = (s: string) => {
  const [gy, gm, gd] = s.split('-').map(Number);
  return { gy, gm, gd };
};

describe('Persian ↔ Gregorian conversion', () => {
  // published pairs (Iranian official calendar)
  it.each([
    ['1300/01/01', '1921-03-21'],
    ['1304/01/02', '1925-03-22'],
    ['1357/11/22', '1979-02-11'],
    ['1378/10/11', '2000-01-01'],
    ['1395/01/23', '2016-04-11'],
    ['1399/12/30', '2021-03-20'],
    ['1400/01/01', '2021-03-21'],
    ['1402/12/29', '2024-03-19'],
    ['1403/01/01', '2024-03-20'],
    ['1403/12/30', '2025-03-20'],
    ['1404/01/01', '2025-03-21'],
    ['1404/09/30', '2025-12-21'],
  ])('%s is %s and back', (j, gText) => {
    const [jy, jm, jd] = j.split('/').map(Number);
    expect(jalaliToGregorian(jy, jm, jd)).toEqual(g(gText));
    expect(gregorianToJalali(...(gText.split('-').map(Number) as [number, number, number]))).toEqual({ jy, jm, jd });
    expect(gregorianToJalali(new Date(`${gText}T12:00:00`))).toEqual({ jy, jm, jd });
  });

  it('knows the leap years (Esfand of 30 days), with the five-year gaps (1370 → 1375, 1403 → 1408)', () => {
    const leap = [1370, 1375, 1379, 1383, 1387, 1391, 1395, 1399, 1403, 1408, 1412, 1416, 1420, 1424];
    for (let y = 1369; y <= 1425; y++) expect([y, isJalaliLeapYear(y)]).toEqual([y, leap.includes(y)]);
    for (const y of [1300, 1309, 1321, 1333, 1346, 1358, 1436, 1449]) expect([y, isJalaliLeapYear(y)]).toEqual([y, true]);
    for (const y of [1301, 1302, 1404, 1405]) expect([y, isJalaliLeapYear(y)]).toEqual([y, false]);
  });

  it('gives month lengths: six of 31, five of 30, Esfand 29 or 30', () => {
    for (const y of [1403, 1404]) {
      expect(Array.from({ length: 12 }, (_, i) => jalaliMonthLength(y, i + 1))).toEqual([31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, y === 1403 ? 30 : 29]);
    }
    expect(jalaliMonthLength(1404, 0)).toBe(0);
    expect(jalaliMonthLength(1404, 13)).toBe(0);
  });

  it('refuses days that do not exist', () => {
    expect(isValidJalaliDate(1404, 7, 31)).toBe(false); // Mehr has 30 days
    expect(isValidJalaliDate(1404, 12, 30)).toBe(false); // 1404 is common
    expect(isValidJalaliDate(1403, 12, 30)).toBe(true);
    expect(isValidJalaliDate(1403, 12, 31)).toBe(false);
    expect(isValidJalaliDate(1404, 1, 0)).toBe(false);
    expect(isValidJalaliDate(1404, 1, 1.5)).toBe(false);
    expect(jalaliToGregorian(1404, 2, 32)).toBeNull();
    expect(gregorianToJalali(2025, 2, 29)).toBeNull(); // not a leap year
  });

  it('supports Persian years -61 to 3177 and nothing outside', () => {
    expect(JALALI_MIN_YEAR).toBe(-61);
    expect(JALALI_MAX_YEAR).toBe(3177);
    const first = jalaliToGregorian(-61, 1, 1)!;
    expect(gregorianToJalali(first.gy, first.gm, first.gd)).toEqual({ jy: -61, jm: 1, jd: 1 });
    const lastDay = jalaliMonthLength(3177, 12);
    expect([29, 30]).toContain(lastDay);
    const last = jalaliToGregorian(3177, 12, lastDay)!;
    expect(gregorianToJalali(last.gy, last.gm, last.gd)).toEqual({ jy: 3177, jm: 12, jd: lastDay });
    // the day before the first and the day after the last are outside
    const before = new Date(first.gy, first.gm - 1, first.gd - 1);
    before.setFullYear(first.gy, first.gm - 1, first.gd - 1);
    expect(gregorianToJalali(before)).toBeNull();
    const after = new Date(2000, 0, 1);
    after.setFullYear(last.gy, last.gm - 1, last.gd + 1);
    expect(gregorianToJalali(after)).toBeNull();
    expect(jalaliToGregorian(-62, 1, 1)).toBeNull();
    expect(jalaliToGregorian(3178, 1, 1)).toBeNull();
    expect(jalaliMonthLength(-62, 1)).toBe(0);
  });

  it('converts the first and last day of every month of every supported year both ways, without gaps', () => {
    // 3239 years: no day is lost or doubled at any year, month or leap boundary (problems collected, one assertion)
    const problems: string[] = [];
    let prev: Date | null = null;
    for (let jy = JALALI_MIN_YEAR; jy <= JALALI_MAX_YEAR; jy++) {
      let yearDays = 0;
      for (let jm = 1; jm <= 12; jm++) {
        const len = jalaliMonthLength(jy, jm);
        if (len !== (jm <= 6 ? 31 : jm <= 11 ? 30 : isJalaliLeapYear(jy) ? 30 : 29)) problems.push(`${jy}/${jm} has ${len} days`);
        for (const jd of [1, len]) {
          const gd = jalaliToGregorian(jy, jm, jd)!;
          const d = new Date(2000, 0, 1);
          d.setFullYear(gd.gy, gd.gm - 1, gd.gd);
          if (jd === 1 && prev && Math.round((d.getTime() - prev.getTime()) / 86_400_000) !== 1) problems.push(`gap before ${jy}/${jm}/1`);
          if (jd === len) prev = d;
          const back = gregorianToJalali(d);
          if (back?.jy !== jy || back.jm !== jm || back.jd !== jd) problems.push(`${jy}/${jm}/${jd} → ${gregorianText(gd)} → ${back && jalaliText(back)}`);
        }
        yearDays += len;
      }
      if (yearDays !== (isJalaliLeapYear(jy) ? 366 : 365)) problems.push(`${jy} has ${yearDays} days`);
    }
    expect(problems).toEqual([]);
  });

  it('writes years with their sign and zero-padded Gregorian years', () => {
    expect(jalaliText({ jy: -61, jm: 1, jd: 1 })).toBe('-61/01/01');
    expect(jalaliText({ jy: 1404, jm: 9, jd: 30 })).toBe('1404/09/30');
    expect(gregorianText({ gy: 560, gm: 3, gd: 21 })).toBe('0560-03-21');
  });
});
