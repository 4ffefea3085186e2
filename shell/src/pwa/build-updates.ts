/**
 * Build updates (spec §4, §7, §8). The page knows its build from <meta name="build-id"> (written by
 * the build). Every hour it asks builds/latest.json (with a timestamp query, past every cache) which
 * build is current; once another build is named, the next navigation loads the page in full, so
 * the shopper moves to the new shell and composition between pages, never in the middle of one.
 *
 * builds/meta/{buildId}.json is the build manifest: its redirect rules are applied to navigations
 * inside the page too (a path with a rule is loaded in full and the server redirects it). A failure
 * to fetch either file is logged only.
 */
export const BUILD_POLL_MS = 60 * 60 * 1000;

export interface RedirectRule {
  from: string;
  to: string;
  status?: number;
  match?: 'exact' | 'prefix';
}

export interface BuildEnv {
  fetch: typeof fetch;
  now(): number;
  log(message: string, error?: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

type Listener = () => void;

export interface BuildWatcher {
  /** The page's own build. */
  readonly current: string;
  /** The newest build the site named, when it is not this page's. */
  newerBuild(): string | null;
  /** Whether a navigation to `pathname` must load the page in full (a newer build, or a redirect rule). */
  needsFullLoad(pathname: string): boolean;
  /** Asks builds/latest.json now (the hourly poll calls this). */
  check(): Promise<void>;
  subscribe(listener: Listener): () => void;
  stop(): void;
}

const LOCALE_PREFIX = /^\/(en|ru)(?=\/|$)/;
const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

/**
 * Whether a redirect rule applies to `pathname`. Same reading as the server's (shell/redirects-validate.mjs):
 * a `from` without a locale prefix applies in every language; `match: 'prefix'` covers the paths below it.
 */
export function hasRedirect(rules: readonly RedirectRule[], pathname: string): boolean {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0] ?? '';
  const candidates = [{ path: trim(pathname), anyLocaleOnly: false }, ...(prefix ? [{ path: trim(pathname.slice(prefix.length) || '/'), anyLocaleOnly: true }] : [])];
  return rules.some((r) => {
    if (typeof r?.from !== 'string') return false;
    const from = trim(r.from);
    return candidates.some(({ path, anyLocaleOnly }) => {
      if (anyLocaleOnly && LOCALE_PREFIX.test(r.from)) return false;
      return path === from || (r.match === 'prefix' && path.startsWith(`${from}/`));
    });
  });
}

export function readBuildId(doc: Document | undefined = globalThis.document): string | null {
  return doc?.querySelector('meta[name="build-id"]')?.getAttribute('content') || null;
}

export function createBuildWatcher(current: string, env: BuildEnv): BuildWatcher {
  let newer: string | null = null;
  let rules: RedirectRule[] = [];
  const listeners = new Set<Listener>();

  async function loadMeta(buildId: string): Promise<void> {
    try {
      const res = await env.fetch(`/builds/meta/${encodeURIComponent(buildId)}.json`, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const meta = (await res.json()) as { redirects?: unknown };
      if (Array.isArray(meta.redirects)) rules = meta.redirects as RedirectRule[];
    } catch (err) {
      env.log(`[pwa] build manifest ${buildId} could not be fetched`, err);
    }
  }

  async function check(): Promise<void> {
    try {
      const res = await env.fetch(`/builds/latest.json?t=${env.now()}`, { cache: 'no-store' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const latest = (await res.json()) as { buildId?: unknown };
      if (typeof latest.buildId !== 'string' || !latest.buildId || latest.buildId === current || latest.buildId === newer) return;
      newer = latest.buildId;
      listeners.forEach((l) => l());
      await loadMeta(newer);
    } catch (err) {
      env.log('[pwa] builds/latest.json could not be fetched', err);
    }
  }

  const timer = env.setInterval(() => void check(), BUILD_POLL_MS);
  void loadMeta(current);

  return {
    current,
    newerBuild: () => newer,
    needsFullLoad: (pathname) => newer !== null || hasRedirect(rules, pathname),
    check,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => env.clearInterval(timer),
  };
}

let watcher: BuildWatcher | null = null;

/** Starts the hourly build check for this page (no build id in the page, e.g. a development build: nothing to compare). */
export function startBuildUpdates(): BuildWatcher | null {
  if (watcher) return watcher;
  const current = readBuildId();
  if (!current) return null;
  watcher = createBuildWatcher(current, {
    fetch: (...args) => fetch(...args),
    now: () => Date.now(),
    log: (message, error) => console.warn(message, error instanceof Error ? error.message : (error ?? '')),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  });
  return watcher;
}

/** The page's build watcher, once started. */
export function buildWatcher(): BuildWatcher | null {
  return watcher;
}
