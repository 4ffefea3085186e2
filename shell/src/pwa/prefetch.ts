/**
 * Link prefetch (spec §9): the code of the page behind an internal link is fetched ahead, for links
 * the shopper points at (hover, touch, keyboard focus) at once, and for links on screen when the
 * browser is idle; never on a save-data or 2g connection.
 *
 * "The code of the page" is the route's remote entry and its exposed module's chunks, as the
 * remote's manifest names them (the files the shell's server announces for a page it renders),
 * fetched with `<link rel="prefetch">`: downloaded at low priority and kept (the HTTP cache, and the
 * service worker's once it has the page), not run; the later `loadRemote` finds them there. (The
 * federation runtime's `preloadRemote` did this, with the manifest reader the browser's runtime no
 * longer carries: see federation/composition.ts. `loadRemote` without running the module would also
 * run the entry and the chunks, and load their shared modules, on the main thread.) The route's data is not fetched ahead: each remote's loaders are
 * its own (a page would have to export a prefetch function for the shell to call).
 */
import { browserEntryUrl, manifestUrl, type RemoteEntry } from '../federation/composition';
import { liveRemote } from '../federation/remotes';
import routeTable from '../../routes.json';

export interface RouteTarget {
  remote: string;
  module: string;
}

interface RouteEntry {
  path: string;
  owner: string;
  module: string;
}

export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: no prefetch when the shopper asked to save data or the connection is 2g (or slower). */
export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

const compiled = (routeTable.routes as RouteEntry[])
  // the shell's own page needs no remote; the back-office's code is never fetched ahead for anyone
  .filter((r) => r.owner !== 'shell' && r.owner !== 'mf_admin')
  .map((r) => ({ re: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`), target: { remote: r.owner, module: r.module } }));

/** The remote and exposed module that render an internal link's page, or null (another site, the shell's own page, a file). */
export function routeTargetFor(href: string, origin: string): RouteTarget | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const bare = url.pathname.replace(/^\/(en|ru)(?=\/|$)/, '') || '/';
  let decoded = bare;
  try {
    decoded = decodeURI(bare);
  } catch {
    /* a broken encoding: matched as it is */
  }
  return compiled.find((r) => r.re.test(decoded))?.target ?? null;
}

export interface PrefetchEnv {
  origin: string;
  connection(): NetworkInformationLike | undefined;
  preload(target: RouteTarget): Promise<unknown>;
  idle(fn: () => void): void;
  /** Reports anchors entering the screen; null where the browser cannot tell (then hover only). */
  observeVisible: ((onVisible: (a: HTMLAnchorElement) => void) => { observe(a: Element): void; disconnect(): void }) | null;
}

function isPrefetchable(a: HTMLAnchorElement): boolean {
  return !a.hasAttribute('download') && (!a.target || a.target === '_self') && a.getAttribute('rel') !== 'external';
}

/**
 * Starts prefetching for links in `root`; returns a function that stops it. Links on screen are
 * watched from `visibleFrom` on (the shell passes "once a service worker has the page": a first
 * visit's own downloads and the worker's precache come first, and what is prefetched is then kept).
 */
export function startLinkPrefetch(env: PrefetchEnv = browserEnv(), root: Document = document, visibleFrom: Promise<unknown> = Promise.resolve()): () => void {
  const done = new Set<string>();
  const queue: HTMLAnchorElement[] = [];
  let draining = false;

  const prefetch = (a: HTMLAnchorElement) => {
    if (shouldSkipPrefetch(env.connection()) || !isPrefetchable(a)) return;
    const target = routeTargetFor(a.href, env.origin);
    if (!target) return;
    const key = `${target.remote}/${target.module}`;
    if (done.has(key)) return;
    done.add(key);
    // a failure is not retried on every hover: the page itself will load (and report) it
    env.preload(target).catch(() => {});
  };

  // one link per idle moment: prefetch never competes with what the shopper is doing
  const drain = () => {
    const a = queue.shift();
    if (a) prefetch(a);
    if (queue.length) env.idle(drain);
    else draining = false;
  };
  const enqueue = (a: HTMLAnchorElement) => {
    queue.push(a);
    if (!draining) {
      draining = true;
      env.idle(drain);
    }
  };

  const onIntent = (event: Event) => {
    const a = (event.target as Element | null)?.closest?.('a[href]');
    if (a) prefetch(a as HTMLAnchorElement);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);

  let stopped = false;
  let observer: ReturnType<NonNullable<PrefetchEnv['observeVisible']>> | null = null;
  let mutations: MutationObserver | null = null;
  const seen = new WeakSet<Element>();
  const observeLinks = (scope: ParentNode) => {
    scope.querySelectorAll('a[href]').forEach((a) => {
      if (!seen.has(a)) {
        seen.add(a);
        observer?.observe(a);
      }
    });
  };
  const watchVisible = () => {
    if (stopped || !env.observeVisible || typeof MutationObserver === 'undefined') return;
    observer = env.observeVisible(enqueue);
    observeLinks(root);
    let pending = false;
    mutations = new MutationObserver(() => {
      if (pending) return;
      pending = true;
      env.idle(() => {
        pending = false;
        observeLinks(root);
      });
    });
    mutations.observe(root.body ?? root, { childList: true, subtree: true });
  };
  visibleFrom.then(watchVisible, () => {});

  return () => {
    stopped = true;
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
    observer?.disconnect();
    mutations?.disconnect();
    queue.length = 0;
  };
}

interface ManifestLike {
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** The files a remote's exposed module needs first: its remote entry, then the module's own chunks (from its manifest). */
export async function moduleFiles(r: RemoteEntry, module: string, fetchJson: (url: string) => Promise<unknown>): Promise<string[]> {
  const url = manifestUrl(r);
  const manifest = (await fetchJson(url)) as ManifestLike;
  const exposed = (manifest.exposes ?? []).find((e) => e.name === module || e.path === `./${module}`);
  return [browserEntryUrl(r), ...(exposed?.assets?.js?.sync ?? []).map((js) => new URL(js, url).href)];
}

/** A remote version's manifest, read once per page whichever of its pages' links come first. */
const manifests = new Map<string, Promise<unknown>>();
export function readManifest(url: string): Promise<unknown> {
  let read = manifests.get(url);
  if (!read) {
    read = fetch(url).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`${res.status} ${url}`))));
    read.catch(() => manifests.delete(url)); // a failed read is tried again by the next link
    manifests.set(url, read);
  }
  return read;
}

/** Prefetches the files of `target` (see the top of this file); rejects when its remote or manifest cannot be had. */
async function prefetchModule({ remote, module }: RouteTarget): Promise<void> {
  const r = liveRemote(remote);
  if (!r) throw new Error(`no remote ${remote} in the composition`);
  const files = await moduleFiles(r, module, readManifest);
  for (const href of files) {
    if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}

function browserEnv(): PrefetchEnv {
  const ric = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  return {
    origin: window.location.origin,
    connection: () => (navigator as { connection?: NetworkInformationLike }).connection,
    preload: prefetchModule,
    idle: (fn) => (ric ? ric(fn, { timeout: 2000 }) : window.setTimeout(fn, 200)),
    observeVisible:
      typeof IntersectionObserver === 'undefined'
        ? null
        : (onVisible) => {
            const io = new IntersectionObserver((entries) => {
              for (const e of entries) {
                if (!e.isIntersecting) continue;
                io.unobserve(e.target);
                onVisible(e.target as HTMLAnchorElement);
              }
            });
            return io;
          },
  };
}
