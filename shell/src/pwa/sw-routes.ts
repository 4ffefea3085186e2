/**
 * Which requests the service worker answers and how: plain functions of the URL and method, shared
 * by the worker (sw.ts) and its tests. Anything not matched here goes to the network untouched,
 * which is the rule for basket, auth, order and payment calls and for every write.
 */

/**
 * Catalogue and content reads under /api (contracts/src/catalog.ts and content.ts, GET only): kept
 * for offline use. Each prefix ends with '/' or names one exact path, so that e.g. /api/products/like
 * (the user's likes, auth) never matches /api/product/.
 */
export const API_READ_PREFIXES = [
  '/api/product/', // product list, search, suggest, one product
  '/api/category/', // category list, a category by label
  '/api/brand/', // brand list, one brand
  '/api/catalog/catalog', // the catalogue page (its PDF files are not kept)
  '/api/blog/', // blog categories, posts, one post
  '/api/services', // services list and one service (/api/services/:label)
  '/api/pages/', // about, customer experience
  '/api/content/home', // home page content
  '/api/contact/groups', // contact form subjects
  '/api/contact/info', // the shop's contact details
] as const;

/** Images the catalogue and content serve (long-lived, named by content): kept cache-first. */
export const API_IMAGE_PREFIXES = ['/api/img/', '/api/content/covers/'] as const;

/** Never answered by the service worker, whatever the method (listed for the tests and for readers). */
export const NEVER_CACHED_PREFIXES = [
  '/api/cart/',
  '/api/productOrder/',
  '/api/payment/',
  '/api/auth/',
  '/api/products/like',
  '/api/form/',
  '/api/upload/',
  '/api/dev/',
  '/api/admin/',
] as const;

/** Pages whose HTML may carry the shopper's own data: never kept (offline they get the offline page). */
const PRIVATE_PAGES = [/^\/basket(\/|$)/, /^\/profile(\/|$)/, /^\/loginRegister(\/|$)/i, /^\/admin(\/|$)/];

/** Same-origin paths that are not pages (the server answers them itself). */
const NOT_PAGES = [/^\/api(\/|$)/, /^\/builds\//, /^\/composition\.json$/, /^\/health$/, /^\/sw\.js$/, /^\/manifest(\.[a-z]+)?\.webmanifest$/];

/** A file name carrying a content hash (webpack's `[name].[contenthash:10].ext`): never changes. */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|woff2?|png|jpe?g|webp|svg|gif|ico)$/;

function startsWithAny(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`)));
}

const stripLocale = (pathname: string) => pathname.replace(/^\/(en|ru)(?=\/|$)/, '') || '/';

/** The locale a page path is in: '/en/...' English, '/ru/...' Russian, anything else Persian. */
export function pageLocale(pathname: string): 'fa' | 'en' | 'ru' {
  const seg = pathname.split('/')[1];
  return seg === 'en' || seg === 'ru' ? seg : 'fa';
}

export function isNeverCached(url: URL, origin: string): boolean {
  return url.origin === origin && startsWithAny(url.pathname, NEVER_CACHED_PREFIXES);
}

/** A catalogue or content read: stale-while-revalidate (bounded). */
export function isApiRead(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && !isNeverCached(url, origin) && startsWithAny(url.pathname, API_READ_PREFIXES);
}

/** A catalogue or content image: cache-first (bounded). */
export function isApiImage(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && startsWithAny(url.pathname, API_IMAGE_PREFIXES);
}

/**
 * A remote's entry points: its mf-manifest.json and remoteEntry.js, on whatever origin the
 * composition names (remotes live on other origins; matched by path). They name the hashed files,
 * so they must be fresh: network-first, the kept copy only when the network fails.
 */
export function isRemoteEntry(url: URL, method: string): boolean {
  return method === 'GET' && (url.protocol === 'https:' || url.protocol === 'http:') && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);
}

/**
 * A hashed build file (the shell's lazy chunks, a remote's chunks, fonts and images of a build),
 * same origin or a remote's: immutable, so cache-first. The api's own paths are never build files.
 */
export function isHashedAsset(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || !(url.protocol === 'https:' || url.protocol === 'http:')) return false;
  if (url.origin === origin && url.pathname.startsWith('/api/')) return false;
  return HASHED_FILE.test(url.pathname);
}

/**
 * A page of the shop: a navigation (or a request the page asks the worker to keep, which carries
 * `accept: text/html`) for a same-origin path that is not the api or another server file.
 */
export function isPageRequest(request: { mode: string; method: string; headers: { get(name: string): string | null } }, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || url.origin !== origin) return false;
  if (NOT_PAGES.some((re) => re.test(url.pathname))) return false;
  if (request.mode === 'navigate') return true;
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/** A page that may show the shopper's own data (basket, profile, login): fetched, never kept. */
export function isPrivatePage(url: URL): boolean {
  const bare = stripLocale(url.pathname);
  return PRIVATE_PAGES.some((re) => re.test(bare));
}

/**
 * Whether a kept api answer is recent enough to be shown at once while it is refreshed
 * (stale-while-revalidate in the HTTP sense: a bounded window); older copies are shown only when
 * the network fails. `dateHeader` is the kept answer's Date header.
 */
export function isFreshEnough(dateHeader: string | null, now: number, windowMs: number): boolean {
  if (!dateHeader) return false;
  const at = Date.parse(dateHeader);
  return Number.isFinite(at) && now - at >= -60_000 && now - at < windowMs;
}

/**
 * The catalogue's version an answer was made under (the api's catalogue and content reads and the
 * shell's pages carry it: api/src/modules/catalog/freshness/, shell/server/cache-purge.mjs). Every
 * change the back office saves raises it.
 */
export const CATALOG_VERSION_HEADER = 'x-catalog-version';

/** A header's catalogue version, or null when it is absent or not a whole number. */
export function parseCatalogVersion(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^\s*\d{1,15}\s*$/.test(text)) return null;
  return Number(text);
}

/** The later of two versions (either may be unknown). */
export function laterVersion(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/**
 * Whether a kept api answer may be shown at once (and refreshed behind): kept within the fresh window
 * (isFreshEnough) and not made under an older catalogue version than the newest the worker has seen
 * on any answer (a page's, an api read's). Once a version is known, a kept answer that names none is
 * taken as older. Otherwise it is fetched, the kept copy shown only when the network fails.
 */
export function mayShowKept(kept: { date: string | null; version: string | null } | null, now: number, windowMs: number, newestSeen: number | null): boolean {
  if (!kept || !isFreshEnough(kept.date, now, windowMs)) return false;
  if (newestSeen === null) return true;
  const version = parseCatalogVersion(kept.version);
  return version !== null && version >= newestSeen;
}
