import sanitizeHtml from 'sanitize-html';
import { normalizeSearchText } from '../../../lib/persian';

/**
 * Text as it is stored for search: normalized (lib/persian) and, for words written with a
 * half-space (ZWNJ) such as «آتش‌نشانی», also the joined spelling «آتشنشانی» that people type
 * when their keyboard has no half-space. The half-spaced form itself becomes two words, so
 * «آتش نشانی» and «آتش‌نشانی» match too.
 */
export function buildSearchText(parts: Array<string | null | undefined>): string {
  const words = new Set<string>();
  const out: string[] = [];
  const add = (w: string) => {
    if (w && !words.has(w)) {
      words.add(w);
      out.push(w);
    }
  };
  for (const part of parts) {
    if (!part) continue;
    for (const w of normalizeSearchText(part).split(' ')) add(w);
    const joined = normalizeSearchText(part.replace(/[\u200C\u200D]/g, ''));
    for (const w of joined.split(' ')) add(w);
  }
  return out.join(' ');
}

/** The tokens of a shopper's query (at most 8, distinct), normalized like the stored text. */
export function queryTokens(q: string): string[] {
  const norm = normalizeSearchText(q);
  if (!norm) return [];
  return [...new Set(norm.split(' '))].slice(0, 8);
}

/** Plain text of stored HTML (for the search index and summaries). */
export const htmlToText = (html: string | null | undefined) =>
  html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : '';
