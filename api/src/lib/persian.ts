/**
 * Persian text as it is really typed: Arabic yeh/kaf from some keyboards, Persian or Arabic-Indic
 * digits, zero-width non-joiners and diacritics. Used for search and for mobile numbers (the digit
 * and mobile rules are the ones the UI shares: contracts/rules).
 */
import { toLatinDigits } from 'contracts/rules';

export { normalizeMobile, toLatinDigits } from 'contracts/rules';

/** Lower-cased, Persian-normalized form used both when indexing and when querying. */
export function normalizeSearchText(input: string): string {
  return toLatinDigits(input)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ةۀ]/g, 'ه')
    .replace(/[أإٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    // diacritics (harakat, tanwin, shadda, sukun, superscript alef: all nonspacing marks) and tatweel
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    // zero-width non-joiner / joiner and other invisible separators become a space
    .replace(/\u200C|\u200D|[\u200E\u200F\u00AD]/g, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * An Iranian mobile in canonical form 09xxxxxxxxx, or null. Accepts +98, 0098, 98, 0 or no
 * prefix, Persian/Arabic digits, spaces and dashes.
 */
