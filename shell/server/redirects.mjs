// Where a page request is sent instead of rendered: the operators' redirects (shell/redirects.json or
// REDIRECTS_FILE, validated: a wrong file stops the start with every bad rule named; a wrong edit while
// running is logged and the last good rules stay), the old site's addresses (shell/legacy.mjs), and `/` to
// the visitor's language when it is not Persian.
import fs from 'node:fs';
import { legacyRedirect } from '../legacy.mjs';
import { loadRedirectsFile, validateRedirects, findRedirect } from '../redirects-validate.mjs';
import { readWhenChanged } from './files.mjs';
import { routeTable, splitLocale, preferredLocale } from './routes.mjs';

/** The operators' rules, read again when the file changes. `log` reports a wrong edit. */
export function operatorRedirects(redirectsFile, log) {
  let goodRedirects = fs.existsSync(redirectsFile) ? loadRedirectsFile(redirectsFile) : [];
  return function redirects() {
    try {
      return (goodRedirects = readWhenChanged(redirectsFile, (text) => validateRedirects(JSON.parse(text), { source: redirectsFile })));
    } catch (err) {
      if (err?.code === 'ENOENT') return [];
      log().error({ err: { message: err.message } }, 'redirects file not applied; the last good rules stay');
      return goodRedirects;
    }
  };
}

/**
 * The redirect for a page request, or null: { status, location, headers? }. `rules()` gives the operators'
 * current rules.
 * @param {{ pathname: string, search: string }} url
 */
export function redirectFor(req, url, rules) {
  const { pathname, search } = url;
  const { locale, bare } = splitLocale(pathname);
  const hit = findRedirect(rules(), pathname, search);
  if (hit) return { status: hit.status, location: hit.location };
  const legacy = legacyRedirect(bare, routeTable);
  if (legacy) return { status: 301, location: (locale === 'fa' ? '' : `/${locale}`) + legacy + search };
  if (pathname === '/') {
    const preferred = preferredLocale(req);
    if (preferred !== 'fa') return { status: 302, location: `/${preferred}`, headers: { vary: 'Cookie, Accept-Language', 'cache-control': 'no-cache' } };
  }
  return null;
}
