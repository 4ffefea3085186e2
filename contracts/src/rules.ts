/**
 * Input rules the api and the UI share at run time (tiny, dependency-free), so both accept and refuse
 * the same values: a mobile the form accepts is one the api accepts, and the other way round.
 */
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits to ASCII digits. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN_DIGITS.indexOf(d);
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(d));
  });
}

/**
 * An Iranian mobile number in any of the forms shoppers type (09…, 9…, +989…, 00989…, 989…; Persian
 * digits; spaces, dashes, brackets) to its canonical form 09xxxxxxxxx, or null when it is not one.
 */
export function normalizeMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const digits = toLatinDigits(input).replace(/[\s\-()]/g, '');
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits);
  return m ? `0${m[1]}` : null;
}

export const isIranianMobile = (input: string): boolean => normalizeMobile(input) !== null;

/** Lengths every form and the api agree on. */
export const LIMITS = {
  fullName: 100,
  mobileInput: 20,
  email: 200,
  message: 2000,
} as const;
