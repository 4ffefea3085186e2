import type { Lang } from '../../../lib/i18n';
import type { CartProductInfo } from '../../catalog/public';

type Named = Pick<CartProductInfo, 'nameFa' | 'nameEn' | 'nameRu'>;
export const productName = (p: Named, lang: Lang) => (lang === 'fa' ? p.nameFa : lang === 'ru' ? (p.nameRu ?? p.nameEn) : p.nameEn);
export const productSlug = (p: Pick<CartProductInfo, 'slugFa' | 'slugEn'>, lang: Lang) => (lang === 'fa' ? p.slugFa : p.slugEn);

/** Money in messages: grouped Latin digits (the storefront localizes digits when it formats numbers itself). */
export const fmtRials = (n: number) => n.toLocaleString('en-US');
