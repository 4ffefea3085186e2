import sanitizeHtml from 'sanitize-html';
import { normalizeSearchText, toLatinDigits } from '../../../lib/persian';
import { NUMBER, quantityAt, quantityTerm } from './search-units';

/**
 * normalizeSearchText (lib/persian: Persian letters and digits, case, half-spaces, punctuation),
 * keeping the decimal point of a number: «۶٫۴ کیلوگرم» and «6.4 kg» give `6.4`, which is not `6`.
 * Thousands separators inside numbers are dropped («1,000» and «۱٬۰۰۰» give `1000`).
 */
export function normalizeText(input: string): string {
  const text = toLatinDigits(input).replace(/(\d)[,٬](?=\d{3}(?!\d))/g, '$1');
  return text
    .split(/(\d+[.٫]\d+)/)
    .map((piece, i) => (i % 2 ? piece.replace('٫', '.') : normalizeSearchText(piece)))
    .filter(Boolean)
    .join(' ');
}

/** Numbers just before a quantity share its unit: «1.2 × 1.8 m», «2–6 inch», «120 × 75 × 25 cm». */
const SHARED_UNIT_RUN = 2;

/** The words of a text and the quantities it states (`6kg` for «6 kg», see ./search-units). */
function wordsAndQuantities(text: string): string[] {
  const words = normalizeText(text).split(' ').filter(Boolean);
  const quantities: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const q = quantityAt(words, i);
    if (!q) continue;
    quantities.push(q.term);
    // «6kg» written together is also the number 6
    if (q.used === 1) quantities.push(q.number);
    for (let j = i - 1; j >= 0 && i - j <= SHARED_UNIT_RUN && NUMBER.test(words[j]); j--) quantities.push(quantityTerm(words[j], q.unit));
  }
  return [...words, ...quantities];
}

/**
 * Text as it is stored for search (`search_name`, `search_body`): the distinct normalized words,
 * the quantities (`6kg`) and, for words written with a half-space (ZWNJ) such as «آتش‌نشانی», also
 * the joined spelling «آتشنشانی» that people type when their keyboard has no half-space. The
 * half-spaced form itself becomes two words, so «آتش نشانی» and «آتش‌نشانی» match too.
 * The search index (./search-index.ts) is made of these words.
 */
export function buildSearchText(parts: Array<string | null | undefined>): string {
  const words = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    for (const w of wordsAndQuantities(part)) words.add(w);
    if (/[\u200C\u200D]/.test(part)) for (const w of wordsAndQuantities(part.replace(/[\u200C\u200D]/g, ''))) words.add(w);
  }
  return [...words].join(' ');
}

/**
 * A token of a shopper's query: a quantity (`6kg`, matched whole), a number (matched whole), a
 * code with letters and digits (an SKU part like `p6`: whole or as a word start) or a word (whole,
 * as a word start, inside a word, or with typos; see ./search-index.ts).
 */
export interface QueryToken {
  text: string;
  kind: 'quantity' | 'number' | 'code' | 'word';
}

export const MAX_QUERY_TOKENS = 8;

/** The tokens of a shopper's query (at most 8, distinct), analysed like the stored text. */
export function queryTokens(q: string): QueryToken[] {
  const words = normalizeText(q).split(' ').filter(Boolean);
  const tokens = new Map<string, QueryToken>();
  for (let i = 0; i < words.length; ) {
    const quantity = quantityAt(words, i);
    if (quantity) {
      tokens.set(quantity.term, { text: quantity.term, kind: 'quantity' });
      i += quantity.used;
      continue;
    }
    const w = words[i++];
    if (!tokens.has(w)) tokens.set(w, { text: w, kind: NUMBER.test(w) ? 'number' : /\d/.test(w) ? 'code' : 'word' });
  }
  return [...tokens.values()].slice(0, MAX_QUERY_TOKENS);
}

/** Plain text of stored HTML (for the search index and summaries). */
export const htmlToText = (html: string | null | undefined) =>
  html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : '';
