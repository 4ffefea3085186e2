import { useCallback } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatDecimal, formatNumber, formatToman, joinParts, localizeDigits, localizeHtml, localizeText } from 'shared-lib/format';

/**
 * Numbers and prices in the page's locale (Persian digits in fa), and counted phrases: a thin hook
 * over shared-lib/format (the one formatting path).
 */
export function useFormat() {
  const locale = useLocale();
  const { t } = useTranslation('catalog');
  const n = useCallback((x: number) => formatNumber(x, locale), [locale]);
  const toman = useCallback((rials: number) => formatToman(rials, locale), [locale]);
  /** one decimal place, e.g. an average rating 4.7 */
  const decimal = useCallback((x: number) => formatDecimal(x, locale), [locale]);
  const digits = useCallback((s: string) => localizeDigits(s, locale), [locale]);
  /**
   * Persian digits in running text for fa, leaving model codes and standards alone
   * ("کپسول 6 کیلوگرمی" → "کپسول ۶ کیلوگرمی", but "NF-C4" and "EN 3-7" stay as written).
   */
  const text = useCallback((s: string) => localizeText(s, locale), [locale]);
  /** an HTML fragment from the api (a description): its text like `text`, its markup as it is */
  const html = useCallback((s: string) => localizeHtml(s, locale), [locale]);
  /** parts of a line ("name، ۱۲ کالا"): a separator that does not read as a Persian zero */
  const join = useCallback((...parts: Array<string | null | undefined | false>) => joinParts(parts, locale), [locale]);
  /** t(key) with `count` for the plural form and `n` as the localized number */
  const counted = useCallback((key: string, count: number) => t(key, { count, n: formatNumber(count, locale) }), [t, locale]);
  return { locale, n, decimal, toman, digits, text, html, join, counted };
}
