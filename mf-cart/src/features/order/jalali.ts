import { toLatinDigits } from 'shared-lib/format';

/** Persian (Jalali) date → Gregorian [year, month, day] (the classic arithmetic conversion). */
export function jalaliToGregorian(jy: number, jm: number, jd: number): [number, number, number] {
  const y = jy + 1595;
  let days = -355668 + 365 * y + Math.floor(y / 33) * 8 + Math.floor(((y % 33) + 3) / 4) + jd + (jm < 7 ? (jm - 1) * 31 : (jm - 7) * 30 + 186);
  let gy = 400 * Math.floor(days / 146097);
  days %= 146097;
  if (days > 36524) {
    days -= 1;
    gy += 100 * Math.floor(days / 36524);
    days %= 36524;
    if (days >= 365) days += 1;
  }
  gy += 4 * Math.floor(days / 1461);
  days %= 1461;
  if (days > 365) {
    gy += Math.floor((days - 1) / 365);
    days = (days - 1) % 365;
  }
  let gd = days + 1;
  const leap = (gy % 4 === 0 && gy % 100 !== 0) || gy % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  let gm = 0;
  while (gm < 12 && gd > monthDays[gm]) {
    gd -= monthDays[gm];
    gm += 1;
  }
  return [gy, gm + 1, gd];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Persian calendar date of a Gregorian ISO day, through the platform's calendar data. */
function persianParts(iso: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).formatToParts(new Date(`${iso}T12:00:00Z`));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [get('year'), get('month'), get('day')];
}

/**
 * What a shopper types as a Persian date (۱۴۰۴/۰۹/۳۰, 1404-9-30) → Gregorian YYYY-MM-DD, or null when
 * it is not a real Persian date (e.g. 31 Mehr, or 30 Esfand in a common year).
 */
export function parseJalaliDate(input: string): string | null {
  const m = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/.exec(toLatinDigits(input.trim()));
  if (!m) return null;
  const [jy, jm, jd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (jm < 1 || jm > 12 || jd < 1 || jd > 31) return null;
  const [gy, gm, gd] = jalaliToGregorian(jy, jm, jd);
  const iso = `${gy}-${pad(gm)}-${pad(gd)}`;
  const back = persianParts(iso);
  return back[0] === jy && back[1] === jm && back[2] === jd ? iso : null;
}
