import sanitizeHtml from 'sanitize-html';

/**
 * Article, service and page bodies are stored as HTML that has already been through this filter
 * and are filtered again when read (sanitizeStored), so the storefront can render them as they are. Only structural tags survive; links keep http(s),
 * mailto and tel targets and open external sites without handing them the page (rel=noopener).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption', 'img', 'hr', 'span', 'abbr'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Same-origin images (/api/...) are allowed besides https ones. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    // img src is checked here rather than by scheme so that same-origin /api/ paths pass
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/api\/)/.test(frame.attribs.src ?? ''),
    allowedSchemesAppliedToAttributes: ['href', 'cite'],
  });
}

/**
 * A stored body as it may leave the api: filtered again on every read, so a row written around the
 * api (a database console, a migration, an old import) cannot deliver a script or an event handler.
 * Bodies rarely change, so the latest filtered bodies are kept (by their stored text).
 */
const READ_CACHE_SIZE = 300;
const readCache = new Map<string, string>();
export function sanitizeStored(html: string): string {
  const cached = readCache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeBody(html);
  if (readCache.size >= READ_CACHE_SIZE) readCache.delete(readCache.keys().next().value as string);
  readCache.set(html, clean);
  return clean;
}

/** Plain text of an HTML body (for reading time and summaries). */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/**
 * Minutes a reader needs: about 200 words a minute in English and a little slower, 180, in
 * Persian (longer words written with ZWNJ count as one), never less than one.
 */
export function readingMinutes(html: string, lang: 'fa' | 'en' | 'ru'): number {
  const words = textOf(html).split(/\s+/).filter(Boolean).length;
  const wpm = lang === 'fa' ? 180 : 200;
  return Math.max(1, Math.round(words / wpm));
}
