/**
 * A failed chunk load (the shell's or a remote's, e.g. after a deployment removed the file) reloads
 * the page, at most once per path within 10 seconds (spec §4, §8): the fresh page names the files
 * that exist now. The time of each reload is kept in sessionStorage, which survives the reload, so
 * a chunk that keeps failing shows the page's fallback instead of reloading in a loop.
 */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'pwa:chunk-reloads';

export interface ReloadGuardEnv {
  /** Where reload times are kept; without it the page never reloads (a loop could not be prevented). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
  reload(): void;
  /** The current path (the guard's key). */
  path(): string;
  /** Offline, a reload cannot fetch the missing file either (and would lose what was typed). */
  online(): boolean;
  log(message: string): void;
}

function readTimes(storage: ReloadGuardEnv['storage']): Record<string, number> {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Reloads the page for a failed chunk unless this path was reloaded for one less than 10 s ago. Returns whether it reloaded. */
export function reloadAfterChunkFailure(env: ReloadGuardEnv, what: string): boolean {
  if (!env.online()) {
    env.log(`[pwa] ${what} failed to load while offline: not reloading`);
    return false;
  }
  if (!env.storage) {
    env.log(`[pwa] ${what} failed to load; no session storage to guard a reload: not reloading`);
    return false;
  }
  const now = env.now();
  const path = env.path();
  const times = readTimes(env.storage);
  for (const [p, at] of Object.entries(times)) if (typeof at !== 'number' || now - at >= RELOAD_GUARD_MS || now < at) delete times[p];
  if (times[path] !== undefined) {
    env.log(`[pwa] ${what} failed to load again within ${RELOAD_GUARD_MS / 1000} s of a reload of ${path}: not reloading`);
    return false;
  }
  times[path] = now;
  try {
    env.storage.setItem(STORAGE_KEY, JSON.stringify(times));
  } catch {
    env.log(`[pwa] ${what} failed to load; the reload could not be recorded: not reloading`);
    return false;
  }
  env.log(`[pwa] ${what} failed to load: reloading ${path}`);
  env.reload();
  return true;
}

/** A webpack chunk or federation load failure, as an error value. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  // webpack: "Loading chunk 123 failed."; federation: RUNTIME-008 "Failed to load script resources"
  return /Loading (CSS )?chunk \S+ failed/i.test(text) || /RUNTIME-008/.test(text);
}

/** The script file a failed <script> element tried to load, if it is one of the builds' scripts. */
export function failedScriptUrl(target: EventTarget | null): string | null {
  const el = target as { tagName?: string; src?: string } | null;
  if (!el || el.tagName !== 'SCRIPT' || typeof el.src !== 'string') return null;
  try {
    const url = new URL(el.src);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith('.js') ? el.src : null;
  } catch {
    return null;
  }
}

function browserEnv(): ReloadGuardEnv {
  let storage: ReloadGuardEnv['storage'] = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
    path: () => window.location.pathname,
    online: () => navigator.onLine !== false,
    log: (m) => console.warn(m),
  };
}

/**
 * A file whose name carries its content hash (`352.149ec98925.js`): one a deployment can remove, so a
 * fresh page, naming the files that exist now, can help. Not a remote's `remoteEntry.js`: its server
 * is down or its version gone, the fresh page would name the same entry, and its region shows its
 * fallback and retries (a reload would only lose the shopper's place).
 */
const HASHED = /\.[0-9a-f]{8,}\.js(\?|#|$)/;

/**
 * Watches the page for failed chunk loads: a <script> of a build that fails (the shell's lazy
 * chunks and every remote's entry and chunks are loaded by script elements) and a ChunkLoadError
 * nobody caught. Returns a function that stops watching.
 */
export function watchChunkFailures(env: ReloadGuardEnv = browserEnv(), target: Window = window): () => void {
  const onError = (event: Event) => {
    const src = failedScriptUrl(event.target);
    if (src && HASHED.test(src)) reloadAfterChunkFailure(env, src);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure(env, String((event.reason as Error).message ?? 'a chunk'));
  };
  // resource errors do not bubble: they reach window in the capture phase only
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
