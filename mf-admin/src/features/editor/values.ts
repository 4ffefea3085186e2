/**
 * The product editor's form values and the api's shapes, both ways (pure). Amounts are typed as text
 * (Persian, Arabic-Indic or Latin digits, with or without thousands separators) and sent as whole
 * numbers of rials; a price on inquiry is sent as null.
 */
import { localizeDigits, toLatinDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import type { AdminProduct, ProductInput } from '../../api/admin';

export type Lang = 'fa' | 'en' | 'ru';
export const LANGS: readonly Lang[] = ['fa', 'en', 'ru'];
export const MAX_SPECS = 100;
/** The api's limits (contracts/admin-catalog ProductInput). */
export const LIMITS = { name: 200, description: 20_000, sku: 64, videoUrl: 500, specKey: 100, specValue: 500, price: 1e15, stock: 1_000_000, stockReason: 200 } as const;

export interface SpecRow {
  lang: Lang;
  key: string;
  value: string;
}

export interface ProductFormValues {
  name: Record<Lang, string>;
  description: Record<Lang, string>;
  categoryId: number | null;
  brandId: number | null;
  sku: string;
  onInquiry: boolean;
  price: string;
  listPrice: string;
  stock: string;
  /** Why the stock changes (asked only when it differs from the loaded stock; the audit trail keeps it). */
  stockReason: string;
  /** The stock as loaded (null: a new product, whose first stock is no change). Not a field. */
  loadedStock: number | null;
  active: boolean;
  featured: boolean;
  videoUrl: string;
  specifications: SpecRow[];
}

export const isBlank = (s: string | null | undefined) => !s || !s.trim();
/** A typed text on one line, as it is sent (runs of spaces and line breaks as one space). */
export const oneLine = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A typed whole number ≥ 0 ("۱۲", "2,450,000", "۲٬۴۵۰٬۰۰۰"), or null when it is not one. */
export function parseWhole(text: string | null | undefined): number | null {
  const s = toLatinDigits(text ?? '')
    .trim()
    .replace(/[,\u066c\u060c\s_]/g, '');
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Whether the form changes an existing product's stock (a valid stock other than the loaded one):
 * a manual stock change, which the api accepts only with a reason.
 */
export function stockChanges(v: Pick<ProductFormValues, 'stock' | 'loadedStock'>): boolean {
  const n = parseWhole(v.stock);
  return v.loadedStock !== null && n !== null && n !== v.loadedStock;
}

/** An empty editor's HTML ('', '<p></p>') as null, as the storefront reads it. */
function html(s: string): string | null {
  const t = s.trim();
  return !t || /^<p>(\s|<br\s*\/?>)*<\/p>$/i.test(t) ? null : t;
}

export function emptyValues(): ProductFormValues {
  return {
    name: { fa: '', en: '', ru: '' },
    description: { fa: '', en: '', ru: '' },
    categoryId: null,
    brandId: null,
    sku: '',
    onInquiry: false,
    price: '',
    listPrice: '',
    stock: '0',
    stockReason: '',
    loadedStock: null,
    active: true,
    featured: false,
    videoUrl: '',
    specifications: [],
  };
}

/** The form's values of a product: amounts written in the page's digits. */
export function toFormValues(p: AdminProduct, locale: Locale): ProductFormValues {
  const amount = (n: number | null) => (n === null ? '' : localizeDigits(String(n), locale));
  return {
    name: { fa: p.names.fa, en: p.names.en, ru: p.names.ru ?? '' },
    description: { fa: p.description.fa ?? '', en: p.description.en ?? '', ru: p.description.ru ?? '' },
    categoryId: p.categoryId,
    brandId: p.brandId,
    sku: p.sku ?? '',
    onInquiry: p.price === null,
    price: amount(p.price),
    listPrice: amount(p.listPrice),
    stock: amount(p.stock),
    stockReason: '',
    loadedStock: p.stock,
    active: p.active,
    featured: p.featured,
    videoUrl: p.videoUrl ?? '',
    specifications: p.specifications.map((s) => ({ lang: s.lang, key: s.key, value: s.value })),
  };
}

/** The api's input from (validated) form values; `stockReason` only when the stock changes. */
export function toProductInput(v: ProductFormValues): ProductInput {
  const orNull = (s: string) => (isBlank(s) ? null : s.trim());
  return {
    categoryId: v.categoryId as number,
    brandId: v.brandId ?? null,
    sku: orNull(v.sku),
    name: { fa: v.name.fa.trim(), en: v.name.en.trim(), ru: orNull(v.name.ru) },
    description: { fa: html(v.description.fa), en: html(v.description.en), ru: html(v.description.ru) },
    price: v.onInquiry ? null : parseWhole(v.price),
    listPrice: v.onInquiry || isBlank(v.listPrice) ? null : parseWhole(v.listPrice),
    stock: parseWhole(v.stock) ?? 0,
    ...(stockChanges(v) ? { stockReason: oneLine(v.stockReason) } : {}),
    active: v.active,
    featured: v.featured,
    specifications: v.specifications
      .filter((s) => !isBlank(s.key) || !isBlank(s.value))
      .map((s) => ({ lang: s.lang, key: s.key.trim(), value: s.value.trim() })),
    videoUrl: orNull(v.videoUrl),
  };
}
