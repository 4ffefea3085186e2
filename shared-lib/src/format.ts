import { LOCALE_INFO, isLocale, type Locale } from 'shared-lib/locale';

/**
 * The one formatting path for what a shopper reads (issue 13): numbers, prices, years, dates,
 * units, counts inside translated messages (through the i18n formatter in shared-lib/i18n, which
 * calls `formatNumber`) and free text from the api (`localizeText`). Persian (fa) shows Persian
 * digits and Persian (Jalali) years; English and Russian show Latin digits and Gregorian years.
 *
 * Left in Latin on purpose, also in fa: what a shopper types (inputs), codes written in Latin
 * (model and standard codes such as "NF-C4", "CO2", "EN 3-7", which `localizeText` keeps), URLs
 * and e-mail addresses, and machine codes a shopper copies somewhere that expects Latin (payment
 * reference and tracking codes when they are shown for copying: wrap them in an element with
 * `dir="ltr"` and `data-latin-ok`). Mobile numbers, postal codes, order numbers and cheque ids are
 * shown in Persian digits in fa (`localizeDigits`), their inputs take either.
 *
 * Prices are stored in Rials; the shop shows Toman (Rials / 10).
 */
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const nf = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, opts?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${opts ? JSON.stringify(opts) : ''}`;
  let f = nf.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_INFO[locale].tag, { maximumFractionDigits: 0, ...opts });
    nf.set(key, f);
  }
  return f;
}

/** The locale of an i18next language code ('fa', 'fa-IR', 'en-US' …); Persian when unknown. */
export function toLocale(lng: string | undefined | null): Locale {
  const base = (lng ?? '').toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : 'fa';
}

// Non-negative numbers (prices, counts, ids, years, ratings) are written without Intl: the first
// Intl.NumberFormat of a page loads ICU's locale data, 49-85 ms of one hydration task on a phone's CPU
// (4x throttle, CPU profile of the product page); this gives the same text (format.test.ts compares
// the two for each locale) with the separators CLDR uses: Arabic thousands separator, comma, no-break space.
// Decimals too (a product's average rating): rounded half away from zero on the number's shortest
// decimal form, as Intl does, with the locale's decimal separator.
const GROUP_SEPARATOR: Record<Locale, string> = { fa: '\u066c', en: ',', ru: '\u00a0' };
const DECIMAL_SEPARATOR: Record<Locale, string> = { fa: '\u066b', en: '.', ru: ',' };
const FAST_OPTIONS = new Set(['useGrouping', 'maximumFractionDigits']);

/** `n` (finite, ≥ 0, written without an exponent) rounded to `digits` fraction digits: [whole, fraction] digit strings. */
function roundDecimal(n: number, digits: number): [string, string] | null {
  const text = String(n);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const all = (whole + fraction.slice(0, digits)).split('').map(Number);
  if (Number(fraction[digits]) >= 5) {
    let i = all.length - 1;
    while (i >= 0 && all[i] === 9) all[i--] = 0;
    if (i < 0) all.unshift(1);
    else all[i] += 1;
  }
  const cut = all.length - digits;
  return [all.slice(0, cut).join(''), all.slice(cut).join('').replace(/0+$/, '')];
}

function formatFast(n: number, locale: Locale, grouping: boolean, digits: number): string | null {
  const parts = roundDecimal(n, digits);
  if (!parts) return null;
  const [digitsBefore, fraction] = parts;
  const whole = grouping ? digitsBefore.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[locale]) : digitsBefore;
  const s = fraction ? `${whole}${DECIMAL_SEPARATOR[locale]}${fraction}` : whole;
  return localizeDigits(s, locale);
}

/** 1250 → "۱٬۲۵۰" in fa, "1,250" in en. Whole numbers unless `opts` asks for fractions. */
export function formatNumber(n: number, locale: Locale, opts?: Intl.NumberFormatOptions): string {
  if (Number.isFinite(n) && n >= 0 && n <= Number.MAX_SAFE_INTEGER && (!opts || Object.keys(opts).every((k) => FAST_OPTIONS.has(k)))) {
    const digits = opts?.maximumFractionDigits ?? 0;
    const fast = Number.isInteger(digits) && digits >= 0 && digits <= 6 ? formatFast(n, locale, opts?.useGrouping !== false, digits) : null;
    if (fast !== null) return fast;
  }
  return numberFormat(locale, opts).format(n);
}

/** One decimal place at most (an average rating): 4.7 → "۴٫۷" in fa. */
export function formatDecimal(n: number, locale: Locale, fractionDigits = 1): string {
  return formatNumber(n, locale, { maximumFractionDigits: fractionDigits });
}

export type Calendar = 'persian' | 'gregorian';

/**
 * A year in the locale's calendar, without grouping: a Persian (Jalali) year in fa, a Gregorian one
 * otherwise. `from` is the calendar the year is written in; without it, a year before 1700 is taken
 * as Persian (1385) and a later one as Gregorian (2023). A Persian year starts at Nowruz (20-21
 * March), so Persian year P is the one that starts in Gregorian year P + 621: 1385 ↔ 2006, 1402 ↔ 2023.
 */
export function formatYear(year: number, locale: Locale, from: Calendar = year < 1700 ? 'persian' : 'gregorian'): string {
  const to: Calendar = locale === 'fa' ? 'persian' : 'gregorian';
  const y = from === to ? year : to === 'persian' ? year - 621 : year + 621;
  return formatNumber(y, locale, { useGrouping: false });
}

/**
 * A figure written as text ("1385", "640+", "24/7", "97%"): a bare four-digit year (1300-1499
 * Persian, 1900-2099 Gregorian) in the locale's calendar, anything else with localized digits.
 */
export function formatFigure(value: string, locale: Locale): string {
  const v = value.trim();
  if (/^\d{4}$/.test(v)) {
    const y = Number(v);
    if ((y >= 1300 && y < 1500) || (y >= 1900 && y < 2100)) return formatYear(y, locale);
  }
  return localizeText(v, locale);
}

/**
 * The separator between parts of a line (date, reading time, city, year). "·" beside Persian
 * digits reads as a zero (۰), so Persian uses the Persian comma.
 */
export function partSeparator(locale: Locale): string {
  return locale === 'fa' ? '، ' : ' · ';
}

/** Parts of a line joined with the locale's separator, empty parts left out. */
export function joinParts(parts: Array<string | number | null | undefined | false>, locale: Locale): string {
  return parts.filter((p) => p !== null && p !== undefined && p !== false && p !== '').join(partSeparator(locale));
}

/** Rials → "۱٬۲۵۰٬۰۰۰ تومان" in fa, "1,250,000 Toman" in en. */
export function formatToman(rials: number, locale: Locale): string {
  const toman = Math.round(rials / 10);
  const unit = locale === 'fa' ? 'تومان' : locale === 'ru' ? 'туманов' : 'Toman';
  return `${formatNumber(toman, locale)} ${unit}`;
}

/**
 * Every Latin digit as a Persian one in fa (a mobile number, a postal code, an order number: text
 * that is only digits and punctuation). For running text with codes in it use `localizeText`.
 */
export function localizeDigits(s: string, locale: Locale): string {
  if (locale !== 'fa') return s;
  return s.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);
}

const LATIN_LETTER = /[A-Za-z]/;
/** A number in running Persian text: Persian digits, decimal separator (٫), thousands separator (٬) and percent sign (٪). */
const persianNumber = (tok: string) =>
  tok
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1٬')
    .replace(/(\d)\.(?=\d)/g, '$1٫')
    .replace(/(\d)%/g, '$1٪')
    .replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);
/** URLs and e-mail addresses inside a text stay as written. */
const KEEP = /(\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+)/;

/**
 * Running text from the api (names, descriptions, specification values) with Persian numbers in
 * fa: "کپسول پودر و گاز 1 کیلوگرمی" → "کپسول پودر و گاز ۱ کیلوگرمی", "330 × 260 × 90 mm" →
 * "۳۳۰ × ۲۶۰ × ۹۰ mm", "40%" → "۴۰٪". Codes written in Latin stay as written: a word with Latin
 * letters in it ("NF-C4", "CO2", "13A") and a number right after a Latin word ("EN 3-7",
 * "Novec 1230"); so do URLs and e-mail addresses. Other locales: unchanged.
 */
export function localizeText(s: string, locale: Locale): string {
  if (locale !== 'fa' || !/[0-9]/.test(s)) return s;
  return s
    .split(KEEP)
    .map((part, i) => {
      if (i % 2 === 1) return part; // a URL or an e-mail address
      const tokens = part.split(/(\s+)/);
      let previous = '';
      return tokens
        .map((tok) => {
          if (!tok.trim()) return tok;
          const after = previous;
          previous = tok;
          if (!/[0-9]/.test(tok) || LATIN_LETTER.test(tok)) return tok;
          // a number right after a Latin word belongs to it ("EN 3-7", "Novec 1230")
          return LATIN_LETTER.test(after) && !/[\u0600-\u06FF]/.test(tok) ? tok : persianNumber(tok);
        })
        .join('');
    })
    .join('');
}

/** Latin digits from Persian or Arabic-Indic ones (what a shopper types into a field). */
export function toLatinDigits(s: string): string {
  return s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
}

/**
 * `localizeText` for the text of an HTML fragment (a description or an article body): tags,
 * attributes (links, image addresses) and character references stay as they are.
 */
export function localizeHtml(html: string, locale: Locale): string {
  if (locale !== 'fa' || !/[0-9]/.test(html)) return html;
  return html
    .split(/(<[^>]*>|&#?[A-Za-z0-9]+;)/)
    .map((part, i) => (i % 2 === 1 ? part : localizeText(part, locale)))
    .join('');
}

/** A date in the locale's calendar: Persian (Jalali) for fa, Gregorian otherwise. */
export function formatDate(value: string | number | Date, locale: Locale, opts: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const tag = locale === 'fa' ? 'fa-IR-u-ca-persian' : LOCALE_INFO[locale].tag;
  return new Intl.DateTimeFormat(tag, opts).format(d);
}

/** The Iranian mobile rule of spec §5: optional +98 or 0, then 9, then nine digits (Persian digits accepted). */
/** The api's own rule (contracts/rules): the form accepts exactly the numbers the api accepts. */
export { isIranianMobile, normalizeMobile } from 'contracts/rules';
