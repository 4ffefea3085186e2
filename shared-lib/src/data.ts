import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Route data: a page names its data by a key (usually the api URL) and a loader that is a plain
 * async function, so the same loader can run on a server before rendering. Results are cached per
 * key for the page's life (back navigation shows data at once, then revalidates), and a server can
 * seed the cache from serialized data (`hydrateResources`).
 */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  data?: unknown;
  error?: unknown;
  promise?: Promise<unknown>;
  at: number;
}
const CACHE_KEY = '__FIRE_SHOP_DATA__';
type G = { [CACHE_KEY]?: Map<string, Entry> };
const cache = (): Map<string, Entry> => ((globalThis as G)[CACHE_KEY] ??= new Map());

export function hydrateResources(entries: Record<string, unknown>): void {
  for (const [k, data] of Object.entries(entries)) cache().set(k, { data, at: Date.now() });
}
export function dehydrateResources(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, e] of cache()) if (e.data !== undefined) out[k] = e.data;
  return out;
}
export function invalidateResource(prefix: string): void {
  for (const k of [...cache().keys()]) if (k.startsWith(prefix)) cache().delete(k);
}

/** Starts loading a resource early (e.g. on link hover), sharing the request with later readers. */
export function prefetchResource<T>(key: string, load: Loader<T>): Promise<T> {
  const c = cache();
  const e = c.get(key);
  if (e?.promise) return e.promise as Promise<T>;
  const controller = new AbortController();
  const promise = load(controller.signal).then(
    (data) => {
      c.set(key, { data, at: Date.now() });
      return data;
    },
    (error) => {
      c.delete(key);
      throw error;
    },
  );
  c.set(key, { ...e, promise, at: e?.at ?? 0 });
  return promise;
}

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** Loads `key` with `load`; `key === null` waits (e.g. until a parameter is known). */
export function useResource<T>(key: string | null, load: Loader<T>): Resource<T> {
  const cached = key ? (cache().get(key)?.data as T | undefined) : undefined;
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>({
    key,
    data: cached,
    loading: key !== null && cached === undefined,
  });
  const [nonce, setNonce] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    const existing = cache().get(key)?.data as T | undefined;
    setState({ key, data: existing, loading: existing === undefined, error: undefined });
    if (nonce > 0) cache().delete(key);
    prefetchResource(key, (s) => loadRef.current(s)).then(
      (data) => alive && setState({ key, data, loading: false }),
      (error) => {
        if (alive && (error as Error)?.name !== 'AbortError') setState({ key, error, loading: false, data: undefined });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = state.key === key ? state : { key, data: cached, loading: key !== null && cached === undefined, error: undefined };
  return { data: current.data, error: current.error, loading: current.loading, reload };
}
