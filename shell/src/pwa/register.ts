/**
 * The service worker's life in the page (spec §4, §7, §8), and `startPwa()`, the one call the shell
 * makes at start for everything of the installable, self-updating site.
 *
 * - registered (after the page has loaded, so it does not compete with the first paint), installed,
 *   activated: each step is written to <html data-sw="…">;
 * - an update found (a new worker activated while this page had one) or an activation from another
 *   tab (the controller changes) reloads the page, once;
 * - while online, visible and not installing, the worker's script is fetched every 20 s past the
 *   HTTP cache (`cache: 'no-cache'`: the server is asked each time; an unchanged script costs a 304)
 *   and on status 200 the registration is updated;
 * - a registration failure is logged and flagged (data-sw="failed"), nothing else;
 * - the first time a worker takes charge of the page, the page hands it what it already loaded
 *   (the page itself, its scripts and data) so that it opens offline too.
 */
import { installPrompt } from './install-prompt';
import { startBuildUpdates } from './build-updates';
import { watchChunkFailures } from './reload-guard';
import { startLinkPrefetch } from './prefetch';

export const SW_URL = '/sw.js';
export const SW_UPDATE_INTERVAL_MS = 20_000;

export type SwStatus = 'unsupported' | 'registered' | 'installed' | 'activated' | 'failed';

export interface SwEnv {
  container: ServiceWorkerContainer;
  fetch: typeof fetch;
  online(): boolean;
  hidden(): boolean;
  reload(): void;
  setInterval(fn: () => void, ms: number): unknown;
  flag(status: SwStatus): void;
  log(message: string, error?: unknown): void;
  /** The worker in charge has kept what the page loaded before it took charge. */
  markKept(): void;
  /** What the page loaded so far (absolute URLs), for the worker to keep. */
  loadedUrls(): string[];
}

export interface SwHandle {
  registration: ServiceWorkerRegistration;
  /** One step of the 20 s check (exposed for tests). */
  checkForUpdate(): Promise<void>;
}

/** Hands the worker that just took charge the page and what it loaded (workbox-routing's CACHE_URLS message). */
function keepWhatWasLoaded(env: SwEnv, worker: ServiceWorker | null): void {
  if (!worker) return;
  const page = globalThis.location?.href;
  const urls: Array<string | [string, RequestInit]> = env.loadedUrls().filter((u) => /^https?:/.test(u) && !u.endsWith(SW_URL));
  if (page) urls.unshift([page, { headers: { accept: 'text/html' } }]);
  const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
  if (channel) channel.port1.onmessage = () => env.markKept();
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, channel ? [channel.port2] : []);
}

export async function registerServiceWorker(env: SwEnv): Promise<SwHandle | null> {
  const { container } = env;
  let controlled = Boolean(container.controller);
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    env.reload();
  };

  container.addEventListener('controllerchange', () => {
    // a worker took charge of a page another worker had: a new build (here or from another tab)
    if (controlled) reloadOnce();
    else {
      controlled = true;
      keepWhatWasLoaded(env, container.controller);
    }
  });

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SW_URL, { scope: '/', updateViaCache: 'none' });
  } catch (err) {
    env.log('[pwa] service worker registration failed', err);
    env.flag('failed');
    return null;
  }
  env.flag(registration.active ? 'activated' : 'registered');

  const followed = new WeakSet<ServiceWorker>();
  const follow = (worker: ServiceWorker | null) => {
    if (!worker || followed.has(worker)) return;
    followed.add(worker);
    // installed while another worker had this page: an update
    const isUpdate = controlled;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') env.flag('installed');
      if (worker.state === 'activated') {
        env.flag('activated');
        if (isUpdate) reloadOnce();
      }
    });
  };
  registration.addEventListener('updatefound', () => follow(registration.installing));
  follow(registration.installing);

  const checkForUpdate = async () => {
    if (registration.installing || !env.online() || env.hidden()) return;
    try {
      const res = await env.fetch(SW_URL, { cache: 'no-cache' });
      if (res.status === 200) await registration.update();
    } catch {
      /* offline or the server is down: the next check tries again */
    }
  };
  env.setInterval(() => void checkForUpdate(), SW_UPDATE_INTERVAL_MS);
  return { registration, checkForUpdate };
}

function browserSwEnv(container: ServiceWorkerContainer): SwEnv {
  return {
    container,
    fetch: (...args) => fetch(...args),
    online: () => navigator.onLine !== false,
    hidden: () => document.visibilityState === 'hidden',
    reload: () => window.location.reload(),
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    flag: (status) => {
      document.documentElement.dataset.sw = status;
    },
    log: (message, error) => console.error(message, error),
    markKept: () => {
      document.documentElement.dataset.swKept = 'true';
    },
    loadedUrls: () => [...new Set(performance.getEntriesByType('resource').map((e) => e.name))],
  };
}

/** Resolves once a service worker has the page (at once on a return visit). */
function workerInCharge(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/** Runs `fn` once the page has loaded and the browser is idle. */
function afterLoad(fn: () => void): void {
  const idle = () => ((window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1)))(fn, { timeout: 3000 });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let started = false;

/**
 * Everything the shell does for the installable, offline-tolerant, self-updating site: call once
 * in the browser, as early as possible (chunk failures are watched from then on).
 */
export function startPwa(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  watchChunkFailures();
  installPrompt.listen();
  afterLoad(() => {
    startBuildUpdates();
    const withWorker = process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;
    startLinkPrefetch(undefined, document, withWorker ? workerInCharge(navigator.serviceWorker) : Promise.resolve());
    if (process.env.NODE_ENV !== 'production') return; // the development server has no service worker
    if (!withWorker) {
      document.documentElement.dataset.sw = 'unsupported';
      return;
    }
    void registerServiceWorker(browserSwEnv(navigator.serviceWorker));
  });
}
