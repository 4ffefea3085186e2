import sanitizeHtml from 'sanitize-html';

/**
 * Product, category and brand descriptions are HTML restricted to these tags (no scripts, styles or
 * handlers). They are sanitized when written (products/write.ts, the seed) and again on every read
 * (detail, categories, brands): a row changed directly in the database never reaches an answer raw.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'blockquote'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}

/** A stored description as it may be answered: sanitized, null when nothing is left. */
export const safeDescription = (html: string | null): string | null => {
  if (html === null) return null;
  const clean = sanitizeDescription(html).trim();
  return clean ? clean : null;
};
