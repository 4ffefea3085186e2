import { useCallback } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatNumber, formatToman, localizeDigits } from 'shared-lib/format';
import { LOCALE_INFO } from 'shared-lib/locale';

/** Numbers and prices in the page's locale (Persian digits in fa), and counted phrases. */
export function useFormat() {
  const locale = useLocale();
  const { t } = useTranslation('catalog');
  const n = useCallback((x: number) => formatNumber(x, locale), [locale]);
  const toman = useCallback((rials: number) => formatToman(rials, locale), [locale]);
  /** one decimal place, e.g. an average rating 4.7 */
  const decimal = useCallback((x: number) => new Intl.NumberFormat(LOCALE_INFO[locale].tag, { maximumFractionDigits: 1 }).format(x), [locale]);
  const digits = useCallback((s: string) => localizeDigits(s, locale), [locale]);
  /**
   * Persian digits in running text for fa, leaving model codes and standards alone
   * ("کپسول 6 کیلوگرمی" → "کپسول ۶ کیلوگرمی", but "NF-C4" and "EN 3-7" stay as written).
   */
  const text = useCallback(
    (s: string) => {
      if (locale !== 'fa' || !/[\u0600-\u06FF]/.test(s)) return s;
      const tokens = s.split(/(\s+)/);
      return tokens
        .map((tok, i) => {
          if (/[A-Za-z]/.test(tok) || !/\d/.test(tok)) return tok;
          // a number right after a Latin word belongs to it ("EN 3-7", "Novec 1230")
          const before = tokens.slice(0, i).reverse().find((x) => x.trim());
          return before && /[A-Za-z]/.test(before) ? tok : localizeDigits(tok, locale);
        })
        .join('');
    },
    [locale],
  );
  /** t(key) with `count` for the plural form and `n` as the localized number */
  const counted = useCallback((key: string, count: number) => t(key, { count, n: formatNumber(count, locale) }), [t, locale]);
  return { locale, n, decimal, toman, digits, text, counted };
}
