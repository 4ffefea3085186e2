import type { Address } from 'contracts/cart';
import type { Lang } from '../../../lib/i18n';

/**
 * Where a delivery method delivers (issue 34 item 7), until the province and city lists of a later
 * issue exist: a method names the cities and provinces it serves (`delivery_methods.regions`, JSON;
 * null: everywhere, and any free-text address goes). An address, typed as free text, is served when
 * its city (for a city region) or its province (for a province region) is one of them, however it is
 * written: Persian or Latin script, Arabic letters (ي ك), diacritics, half-spaces, and the words
 * "استان", "شهر", "province", "city" around the name.
 */
export interface Region {
  level: 'city' | 'province';
  name: { fa: string; en: string; ru?: string };
  /** other spellings shoppers type (the names above always count) */
  aliases?: string[];
}

/** The seeded courier's region: the city of Tehran. */
export const TEHRAN_CITY: Region[] = [{ level: 'city', name: { fa: 'تهران', en: 'Tehran', ru: 'Тегеран' }, aliases: ['Teheran', 'Tehraan', 'Tehrun'] }];

/** Words around a place's name that do not change the place. */
const NOISE = new Set(['استان', 'شهر', 'شهرستان', 'province', 'city', 'ostan', 'shahr', 'shahrestan', 'of', 'the', 'область', 'город', 'г']);

/** One key per place name, whatever its spelling. */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ةە]/g, 'ه')
    // combining marks (Latin accents, Arabic harakat, hamza and madda above or below), tatweel
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !NOISE.has(w))
    .join('');
}

const isRegion = (r: unknown): r is Region => {
  const x = r as Region;
  return !!x && (x.level === 'city' || x.level === 'province') && typeof x.name?.fa === 'string' && typeof x.name?.en === 'string';
};

/** The stored column: regions, or null (everywhere) for null, empty or unreadable text. */
export function parseRegions(json: unknown): Region[] | null {
  if (typeof json !== 'string' || !json.trim()) return null;
  try {
    const list = JSON.parse(json) as unknown;
    const regions = Array.isArray(list) ? list.filter(isRegion) : [];
    return regions.length ? regions : null;
  } catch {
    return null;
  }
}

const keysOf = (r: Region) => new Set([r.name.fa, r.name.en, r.name.ru ?? '', ...(r.aliases ?? [])].map(placeKey).filter(Boolean));

/** Whether a method with `regions` delivers to `address` (always with no regions or no address yet). */
export function servesAddress(regions: Region[] | null | undefined, address: Pick<Address, 'province' | 'city'> | null): boolean {
  if (!regions || !address) return true;
  return regions.some((r) => keysOf(r).has(placeKey(r.level === 'city' ? address.city : address.province)));
}

/** The regions' names in `lang` (null: everywhere). */
export const regionNames = (regions: Region[] | null | undefined, lang: Lang): string[] | null => (regions ? regions.map((r) => (lang === 'ru' ? (r.name.ru ?? r.name.en) : r.name[lang])) : null);
