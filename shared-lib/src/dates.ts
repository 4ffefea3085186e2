/**
 * Persian (Jalali) calendar dates on date-fns-jalali, one copy for the whole storefront (shared
 * singleton): parsing what a shopper types and formatting stored dates. Display-only formatting in
 * pages keeps using `formatDate` from shared-lib/format (Intl, no code downloaded).
 * @deprecated No current code uses it (mf-cart's forms take dates from the DatePicker since b43e57f).
 * Still provided to the share scope because a published mf-cart 1.0.0 built before that commit
 * consumes `shared-lib/dates`; removed with shared-lib 2.0.0 (docs/frontend.md).
 */
import { format as formatJalali, isValid, parse as parseJalali } from 'date-fns-jalali';
import { toLatinDigits } from 'contracts/rules';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * What a shopper types as a Persian date (۱۴۰۴/۰۹/۳۰, 1404-9-30, 1404.9.30) → Gregorian YYYY-MM-DD,
 * or null when it is not a real Persian date (31 Mehr, 30 Esfand in a common year).
 */
export function parseJalaliDate(input: string): string | null {
  const text = toLatinDigits(input.trim()).replace(/[-.]/g, '/');
  if (!/^\d{4}\/\d{1,2}\/\d{1,2}$/.test(text)) return null;
  const d = parseJalali(text, 'yyyy/M/d', new Date(2000, 0, 1));
  return isValid(d) ? isoDate(d) : null;
}

/** A Gregorian YYYY-MM-DD as a Persian yyyy/MM/dd (Latin digits; localize for display). */
export function toJalaliText(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return formatJalali(new Date(y, m - 1, d), 'yyyy/MM/dd');
}
