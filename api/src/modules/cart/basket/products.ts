import type { Lang } from '../../../lib/i18n';
import type { CartProductInfo } from '../../catalog/public';
import { localized } from '../../../lib/localized';

type Named = Pick<CartProductInfo, 'nameFa' | 'nameEn' | 'nameRu'>;
export const productName = (p: Named, lang: Lang) => localized(p, 'name', lang) ?? '';
export const productSlug = (p: Pick<CartProductInfo, 'slugFa' | 'slugEn'>, lang: Lang) => localized(p, 'slug', lang) ?? '';

/** A count in messages: Persian digits in fa. */
export const fmtCount = (n: number, lang: Lang) => (lang === 'fa' ? new Intl.NumberFormat('fa-IR').format(n) : String(n));

/**
 * Money in messages, as the storefront shows every amount: Rials stored, Toman said (Rials / 10),
 * grouped, with Persian digits in fa ("۱٬۰۰۰٬۰۰۰ تومان", "1,000,000 Toman").
 */
export const fmtToman = (rials: number, lang: Lang) => {
  const toman = Math.round(rials / 10);
  if (lang === 'fa') return `${new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 }).format(toman)} تومان`;
  if (lang === 'ru') return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(toman)} туманов`;
  return `${toman.toLocaleString('en-US')} Toman`;
};
