/**
 * Units of measure as shoppers type them, in Persian, English and Russian, after
 * lib/persian#normalizeSearchText (lower case, Persian letters, a half-space read as a space).
 * A number followed by one of these words (or glued to it: «6kg», «۶کیلویی») is one search term,
 * the number and the canonical unit together: «6 kg», «۶ کیلوگرمی» and «6kg» are all `6kg`, which
 * is neither `2kg` nor `16kg`.
 *
 * Change this list and the stored search text changes too: add a migration that re-indexes
 * (see products/search-index.ts#enqueueAllProducts).
 */
const UNITS: Record<string, string[]> = {
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'کیلو', 'کیلویی', 'کیلوئی', 'کیلوگرم', 'کیلوگرمی', 'кг'],
  g: ['g', 'gr', 'gram', 'grams', 'گرم', 'گرمی'],
  l: ['l', 'lit', 'liter', 'liters', 'litre', 'litres', 'لیتر', 'لیتری', 'л'],
  ml: ['ml', 'میلیلیتر', 'мл'],
  m: ['m', 'meter', 'meters', 'metre', 'metres', 'متر', 'متری', 'м'],
  m2: ['m2', 'm²', 'sqm', 'м²'],
  cm: ['cm', 'سانت', 'سانتی', 'سانتیمتر', 'سانتیمتری', 'см'],
  mm: ['mm', 'میلیمتر', 'میلیمتری', 'мм'],
  inch: ['in', 'inch', 'inches', 'اینچ', 'اینچی', 'дюйм', 'дюйма', 'дюймов'],
  bar: ['bar', 'بار', 'бар'],
  psi: ['psi'],
  s: ['s', 'sec', 'secs', 'second', 'seconds', 'ثانیه', 'ثانیهای'],
  min: ['min', 'mins', 'minute', 'minutes', 'دقیقه', 'دقیقهای'],
  h: ['h', 'hr', 'hrs', 'hour', 'hours', 'ساعت', 'ساعته'],
  c: ['c', 'درجه'],
  v: ['v', 'volt', 'volts', 'ولت', 'ولتی'],
  w: ['w', 'watt', 'watts', 'وات', 'واتی', 'вт'],
  ah: ['ah'],
  db: ['db', 'دسیبل', 'дб'],
  lm: ['lm', 'lumen', 'lumens', 'لومن', 'лм'],
  year: ['year', 'years', 'yr', 'yrs', 'سال', 'ساله', 'года', 'лет'],
  month: ['month', 'months', 'ماه', 'ماهه', 'месяцев', 'месяца'],
  zone: ['zone', 'zones', 'زون', 'زونه', 'зон', 'зоны'],
  loop: ['loop', 'loops', 'لوپ', 'لوپه', 'шлейфов', 'шлейфа'],
};

/** Units written as two words (a half-space becomes a space in normalized text). */
const TWO_WORD_UNITS: Record<string, string> = {
  'میلی لیتر': 'ml',
  'متر مربع': 'm2',
  'square meters': 'm2',
  'سانتی متر': 'cm',
  'سانتی متری': 'cm',
  'میلی متر': 'mm',
  'میلی متری': 'mm',
  'آمپر ساعت': 'ah',
  'دسی بل': 'db',
};

const UNIT_OF = new Map<string, string>();
for (const [unit, words] of Object.entries(UNITS)) for (const w of words) UNIT_OF.set(w, unit);

/** A number: digits, optionally with a decimal part («6», «6.4»). */
export const NUMBER = /^\d+(?:\.\d+)?$/;
const GLUED = /^(\d+(?:\.\d+)?)(\D+)$/;

/** The canonical unit of a normalized word, or undefined. */
export const unitOf = (word: string): string | undefined => UNIT_OF.get(word);

/** A number and a unit as one term: `6kg`, `6.4kg`, `68c`. */
export const quantityTerm = (number: string, unit: string) => `${number}${unit}`;

/**
 * Reads a quantity at `words[i]`: a number followed by a unit of one or two words, or a number
 * glued to a unit word. Answers the term and how many words it used, or null.
 */
export function quantityAt(words: string[], i: number): { term: string; number: string; unit: string; used: number } | null {
  const w = words[i];
  if (NUMBER.test(w)) {
    const two = i + 2 < words.length ? TWO_WORD_UNITS[`${words[i + 1]} ${words[i + 2]}`] : undefined;
    if (two) return { term: quantityTerm(w, two), number: w, unit: two, used: 3 };
    const one = i + 1 < words.length ? unitOf(words[i + 1]) : undefined;
    if (one) return { term: quantityTerm(w, one), number: w, unit: one, used: 2 };
    return null;
  }
  const glued = GLUED.exec(w);
  const unit = glued && unitOf(glued[2]);
  return glued && unit ? { term: quantityTerm(glued[1], unit), number: glued[1], unit, used: 1 } : null;
}
