import { LOCALE_INFO, type Locale } from 'shared-lib/locale';

/**
 * Numbers, prices and dates per locale. Prices are stored in Rials; the shop shows Toman
 * (Rials / 10). Persian uses Persian digits and the Persian (Jalali) calendar.
 */
const nf = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale): Intl.NumberFormat {
  let f = nf.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_INFO[locale].tag, { maximumFractionDigits: 0 });
    nf.set(locale, f);
  }
  return f;
}

export function formatNumber(n: number, locale: Locale): string {
  return numberFormat(locale).format(n);
}

/** Rials → "۱٬۲۵۰٬۰۰۰ تومان" in fa, "1,250,000 Toman" in en. */
export function formatToman(rials: number, locale: Locale): string {
  const toman = Math.round(rials / 10);
  const unit = locale === 'fa' ? 'تومان' : locale === 'ru' ? 'туманов' : 'Toman';
  return `${formatNumber(toman, locale)} ${unit}`;
}

/** Persian digits for fa (for strings that already contain Latin digits, e.g. a phone number). */
export function localizeDigits(s: string, locale: Locale): string {
  if (locale !== 'fa') return s;
  return s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
}

/** Latin digits from Persian or Arabic-Indic ones (what a shopper types into a field). */
export function toLatinDigits(s: string): string {
  return s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));
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
