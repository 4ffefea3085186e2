/**
 * The shop's one service worker (scope /), built by workbox-webpack-plugin's InjectManifest from
 * this file. Registered by the shell only (pwa/register.ts).
 *
 * - the shell's build is precached (the list is injected at self.__WB_MANIFEST);
 * - hashed build files of the shell and of every remote: cache-first (they never change);
 * - remotes' mf-manifest.json and remoteEntry.js: network-first (they name the hashed files);
 * - catalogue and content reads under /api: shown at once when kept less than a minute ago and
 *   refreshed behind (stale-while-revalidate), otherwise fetched, the kept copy (at most 7 days old)
 *   only when the network fails; images cache-first; bounded in entries and age;
 * - the catalogue's version (`x-catalog-version` on api reads and pages): the highest seen is
 *   remembered (across the worker's restarts), and a kept read made under an older version is never
 *   shown from the fresh window: it is fetched, the kept copy only when offline;
 * - pages: network-first with the last server-rendered copy as fallback, and an offline page in
 *   the path's language for pages never seen; basket, profile and login pages are never kept;
 * - everything else (basket, auth, order, payment calls, every write) is not touched at all: no
 *   request is queued or replayed, so nothing is sent twice when the connection returns.
 */
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  CATALOG_VERSION_HEADER,
  isApiImage,
  isApiRead,
  isHashedAsset,
  isPageRequest,
  isPrivatePage,
  isRemoteEntry,
  laterVersion,
  mayShowKept,
  pageLocale,
  parseCatalogVersion,
} from './sw-routes';
import { OFFLINE_PAGE_HEADERS, offlinePageHtml } from './offline-page';

// The page's DOM typings are in scope here (one tsconfig for the shell): the worker's own global is
// described by what this file uses.
interface WorkerGlobal {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  __WB_MANIFEST: Array<PrecacheEntry | string>;
}
const sw = self as unknown as WorkerGlobal;
const ORIGIN = sw.location.origin;

const DAY = 24 * 60 * 60;

/** A short, stable name for a text (FNV-1a, 32 bits): only tells builds apart. */
function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Kept api answers younger than this are shown at once (and refreshed behind). */
const API_FRESH_WINDOW_MS = 60_000;

const CACHES = { assets: 'shop-assets', remoteEntries: 'shop-remote-entries', api: 'shop-api-reads', images: 'shop-images', pages: 'shop-pages', meta: 'shop-meta' } as const;

/**
 * The highest catalogue version seen on an answer, kept in a small cache too (the browser stops an
 * idle worker; the next one reads it back before its first decision).
 */
const VERSION_KEY = new URL('/__sw/catalog-version', ORIGIN).href;
let newestVersion: number | null = null;
const versionLoaded = caches
  .open(CACHES.meta)
  .then((c) => c.match(VERSION_KEY))
  .then(async (r) => {
    newestVersion = laterVersion(newestVersion, parseCatalogVersion(r ? await r.text() : null));
  })
  .catch(() => undefined);
function noteVersion(response: Response | undefined): void {
  const seen = parseCatalogVersion(response?.headers.get(CATALOG_VERSION_HEADER));
  if (seen === null || (newestVersion !== null && seen <= newestVersion)) return;
  newestVersion = seen;
  void caches
    .open(CACHES.meta)
    .then((c) => c.put(VERSION_KEY, new Response(String(seen))))
    .catch(() => undefined);
}
/** Every answer fetched for a strategy below names its version (the refreshes behind included). */
const versionWatch: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    noteVersion(response);
    return response;
  },
};

// a new worker takes over at once; the pages reload themselves (register.ts)
void sw.skipWaiting();
clientsClaim();
enableNavigationPreload();
cleanupOutdatedCaches();
// the build replaces `self.__WB_MANIFEST` (literally) with the precache list
const PRECACHE = (self as unknown as WorkerGlobal).__WB_MANIFEST;
precacheAndRoute(PRECACHE);

// Kept pages name their build's shell files, which only that build's precache holds: pages are kept
// per build (named after its precache list), and a new worker drops the older builds' pages.
const PAGES_CACHE = `${CACHES.pages}-${hashText(JSON.stringify(PRECACHE))}`;
sw.addEventListener('activate', (event) =>
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((n) => n.startsWith(`${CACHES.pages}-`) && n !== PAGES_CACHE).map((n) => caches.delete(n))))),
);

const ok = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A remote's scripts are requested by <script> tags without `crossorigin` (no-cors): their answers
 * would be opaque, unreadable and counted by the browser as megabytes of quota each. The remotes'
 * servers send CORS headers, so the worker asks for them in cors mode and keeps readable answers.
 */
const corsForRemotes: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== ORIGIN ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};

/**
 * A redirected answer cannot answer a navigation later, and one the server marked no-store (a page
 * showing a form's outcome, shell/server/forms.mjs) is the shopper's once: never kept.
 */
const noRedirected: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.redirected || /\bno-store\b/.test(response.headers.get('cache-control') ?? '') ? null : response),
};

registerRoute(
  ({ url, request }) => isHashedAsset(url, request.method, ORIGIN),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [corsForRemotes, ok, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => isRemoteEntry(url, request.method),
  new NetworkFirst({
    cacheName: CACHES.remoteEntries,
    plugins: [corsForRemotes, ok, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => isApiImage(url, request.method, ORIGIN),
  new CacheFirst({ cacheName: CACHES.images, plugins: [ok, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })] }),
);

const apiExpiry = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true });
const apiRecent = new StaleWhileRevalidate({ cacheName: CACHES.api, plugins: [versionWatch, ok, apiExpiry] });
const apiOlder = new NetworkFirst({ cacheName: CACHES.api, plugins: [versionWatch, ok, apiExpiry] });
registerRoute(
  ({ url, request }) => isApiRead(url, request.method, ORIGIN),
  async (options: RouteHandlerCallbackOptions) => {
    const [kept] = await Promise.all([caches.open(CACHES.api).then((c) => c.match(options.request)), versionLoaded]);
    const keptInfo = kept ? { date: kept.headers.get('date'), version: kept.headers.get(CATALOG_VERSION_HEADER) } : null;
    const recent = mayShowKept(keptInfo, Date.now(), API_FRESH_WINDOW_MS, newestVersion);
    return (recent ? apiRecent : apiOlder).handle(options);
  },
);

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [versionWatch, ok, noRedirected, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })],
});
const privatePages = new NetworkOnly();
registerRoute(
  ({ url, request }) => isPageRequest(request, url, ORIGIN),
  async (options: RouteHandlerCallbackOptions) => {
    const { url } = options;
    try {
      const response = await (isPrivatePage(url) ? privatePages : pages).handle(options);
      // a navigation preload's answer skips the plugins: the page's version is read here
      noteVersion(response);
      return response;
    } catch {
      return new Response(offlinePageHtml(pageLocale(url.pathname), url.pathname + url.search), { status: 503, headers: OFFLINE_PAGE_HEADERS });
    }
  },
);
