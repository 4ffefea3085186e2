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

/**
 * One host for the shop (issue 34 item 5): a page asked on another name for this server (127.0.0.1, an
 * address, a second domain) is sent to the same path on PUBLIC_URL's host before anything starts there.
 * The session and basket cookies belong to the host that set them, and the bank returns the shopper to
 * PUBLIC_URL (the api's callback address, the one the gateway knows the shop by): a shopper who began
 * on another name would come back signed out, without the order's confirmation. So the shopper is on
 * the canonical host from the first page, as careful shops do (and search engines see one address per
 * page). Pages only: /health, the api proxy, the forms and the static files answer on any name (health
 * checks and the api's cache purge call the server by its address). The Host the visitor asked for is
 * X-Forwarded-Host behind a trusted proxy. Without PUBLIC_URL, every name is served.
 * @param {{ host?: string, url: string }} req
 * @param {string | null} publicOrigin
 */
export function canonicalHostRedirect(req, publicOrigin) {
  if (!publicOrigin) return null;
  const canonical = new URL(publicOrigin);
  let asked = null;
  try {
    // parsed with the canonical scheme, so an explicit default port (shop.example:443) is the same host
    asked = req.host ? new URL(`${canonical.protocol}//${req.host}`).host : null;
  } catch {
    /* a malformed Host: sent to the canonical one */
  }
  if (asked === canonical.host) return null;
  return { status: 301, location: `${canonical.origin}${req.url}`, headers: { 'cache-control': 'no-cache' } };
}
