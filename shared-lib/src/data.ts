import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from 'shared-lib/api';

/**
 * Route data, one layer for the shell and every remote. A component names its data by a key
 * (the api URL with its language) and a loader (a plain async function), so:
 * - in the browser, results are cached per key for the page's life (back navigation shows data at
 *   once, then revalidates), loads of the same key share one request, and a prefetch (link hover)
 *   fills the same cache;
 * - on the server, the same hook suspends until its data is there (React's streaming renderer
 *   waits for it), so every region renders with its data in the first response, each request with
 *   its own store (`DataProvider`);
 * - the server serializes the store (data and not-found/errors) into the page and the browser
 *   hydrates from it (`hydrateResources`): the first render matches the server's, with no refetch.
 *
 * Why not @tanstack/react-query: this covers what the storefront uses (keyed reads, dedupe,
 * dehydrate/hydrate, invalidation, server suspense) in ~2 KB, where react-query adds ~13 KB
 * compressed to every first visit (measured with npm run bench), and the first-visit budget is the
 * scarcest thing this shop has.
 */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

/** An error as it travels from the server's render to the browser's (ApiError-like). */
export interface SerializedError {
  name: string;
  message: string;
  status: number;
  messages: string[];
  codes: string[];
}

interface Entry {
  data?: unknown;
  error?: unknown;
  promise?: Promise<unknown>;
  at: number;
}
export type DataStore = Map<string, Entry>;

const CACHE_KEY = '__FIRE_SHOP_DATA__';
type G = { [CACHE_KEY]?: DataStore };
/** The browser's store: one per page, on globalThis so the shell and every remote share it. */
const pageStore = (): DataStore => ((globalThis as G)[CACHE_KEY] ??= new Map());

interface DataContextValue {
  store: DataStore;
  /** On the server: suspend until data is there instead of rendering a loading state. */
  suspend: boolean;
  /** The page's HTTP status, set by whatever renders "not found" or a redirect (server only). */
  status: PageStatus;
}
/** The status a server render ends with, and where a redirect points. */
export interface PageStatus {
  code: number;
  location?: string;
}
const DataContext = createContext<DataContextValue | null>(null);

/** A fresh store for one server request. */
export function createDataStore(): DataStore {
  return new Map();
}

/** Wraps a server render: its own store, suspense for data, and the page status it ends with. */
export function DataProvider({ store, status, children }: { store: DataStore; status: PageStatus; children: ReactNode }) {
  return createElement(DataContext.Provider, { value: { store, suspend: true, status } }, children);
}

function useDataContext(): DataContextValue | null {
  return useContext(DataContext);
}

/** A page that renders "not found" calls this: the server answers with that status. */
export function useServerStatus(code: number): void {
  const ctx = useDataContext();
  if (ctx && ctx.status.code < code) ctx.status.code = code;
}

/**
 * A page reached at an address that is not its own (an old or other-language name in the URL)
 * calls this with its canonical address (locale prefix and query included): the server answers
 * 301 to it, so shoppers and crawlers land there in one step and the page is not rendered twice.
 * In the browser it does nothing (the page replaces the address itself after a client navigation).
 */
export function useServerRedirect(location: string | null | undefined): void {
  const ctx = useDataContext();
  if (ctx && location && ctx.status.code < 300) {
    ctx.status.code = 301;
    ctx.status.location = location;
  }
}

function serializeError(e: unknown): SerializedError {
  const err = e as Partial<SerializedError> & { name?: string; message?: string };
  return {
    name: String(err?.name ?? 'Error'),
    message: String(err?.message ?? ''),
    status: Number(err?.status ?? 0),
    messages: Array.isArray(err?.messages) ? err.messages.map(String) : [],
    codes: Array.isArray(err?.codes) ? err.codes.map(String) : [],
  };
}

/** The server's store as JSON-safe entries: data, or an error's status and messages. */
export function dehydrateResources(store: DataStore = pageStore()): Record<string, { data?: unknown; error?: SerializedError }> {
  const out: Record<string, { data?: unknown; error?: SerializedError }> = {};
  for (const [k, e] of store) {
    if (e.data !== undefined) out[k] = { data: e.data };
    else if (e.error !== undefined) out[k] = { error: serializeError(e.error) };
  }
  return out;
}

/**
 * A server's error as the browser's code would have caught it: an api failure is an ApiError again
 * (pages tell a 404 by `instanceof ApiError`: a plain Error there turned the server's "not found"
 * into "could not load, check your connection" once the page hydrated).
 */
function reviveError(e: SerializedError): Error {
  if (e.name !== 'ApiError') return Object.assign(new Error(e.message), e);
  return Object.assign(new ApiError(Number(e.status) || 0, []), { message: e.message, messages: e.messages ?? [], codes: e.codes ?? [] });
}

/** Seeds the browser's store from the server's (`dehydrateResources`) before the first render. */
export function hydrateResources(entries: Record<string, { data?: unknown; error?: SerializedError } | unknown>, store: DataStore = pageStore()): void {
  for (const [k, v] of Object.entries(entries ?? {})) {
    const e = v as { data?: unknown; error?: SerializedError };
    if (e && typeof e === 'object' && ('data' in e || 'error' in e)) {
      store.set(k, e.error ? { error: reviveError(e.error), at: Date.now() } : { data: e.data, at: Date.now() });
    }
  }
}

export function invalidateResource(prefix: string, store: DataStore = pageStore()): void {
  for (const k of [...store.keys()]) if (k.startsWith(prefix)) store.delete(k);
}

/**
 * Starts loading a resource early (e.g. on link hover), sharing the request with later readers.
 * In the browser a failure is forgotten (the next reader tries again); on the server it is kept,
 * so the render shows it and the page carries it to the browser.
 */
export function prefetchResource<T>(key: string, load: Loader<T>, store: DataStore = pageStore(), keepErrors = false): Promise<T> {
  const e = store.get(key);
  if (e?.promise) return e.promise as Promise<T>;
  const controller = new AbortController();
  const promise = load(controller.signal).then(
    (data) => {
      store.set(key, { data, at: Date.now() });
      return data;
    },
    (error) => {
      if (keepErrors) store.set(key, { error, at: Date.now() });
      else store.delete(key);
      throw error;
    },
  );
  store.set(key, { ...e, promise, at: e?.at ?? 0 });
  return promise;
}

/** How long data counts as fresh: read again on mount (e.g. back navigation) only after this. */
export const FRESH_MS = 10_000;

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** Loads `key` with `load`; `key === null` waits (e.g. until a parameter is known). */
export function useResource<T>(key: string | null, load: Loader<T>): Resource<T> {
  const ctx = useDataContext();
  const store = ctx?.store ?? pageStore();
  const entry = key ? store.get(key) : undefined;

  // server: no effects run, so wait here for the data (or the error) and render with it
  if (ctx?.suspend && key) {
    if (entry?.data === undefined && entry?.error === undefined) {
      throw entry?.promise?.catch(() => {}) ?? prefetchResource(key, load, store, true).catch(() => {});
    }
  }

  const cached = entry?.data as T | undefined;
  const cachedError = entry?.data === undefined ? entry?.error : undefined;
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; loading: boolean }>({
    key,
    data: cached,
    error: cachedError,
    loading: key !== null && cached === undefined && cachedError === undefined,
  });
  const [nonce, setNonce] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    const found = store.get(key);
    // an error the server rendered stays until the shopper retries (reload)
    if (found?.error !== undefined && found.data === undefined && nonce === 0) return;
    const existing = found?.data as T | undefined;
    setState({ key, data: existing, loading: existing === undefined, error: undefined });
    // fresh data (just rendered by the server, or just loaded) is not fetched again
    if (existing !== undefined && nonce === 0 && Date.now() - (found?.at ?? 0) < FRESH_MS) return;
    if (nonce > 0) store.delete(key);
    prefetchResource(key, (s) => loadRef.current(s), store).then(
      (data) => alive && setState({ key, data, loading: false }),
      (error) => {
        if (alive && (error as Error)?.name !== 'AbortError') setState({ key, error, loading: false, data: undefined });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, nonce, store]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current =
    state.key === key ? state : { key, data: cached, error: cachedError, loading: key !== null && cached === undefined && cachedError === undefined };
  return { data: current.data, error: current.error, loading: current.loading, reload };
}

/**
 * The outcome of a form the page posted before its scripts ran (the shell's server handled it:
 * shell/server/forms.mjs), or null: what the server's render drew, the browser's first render draws
 * too, and then it is spent (a later visit to the page in the app does not show it again).
 */
export function useFormResult<T extends { form: string }>(name: string): T | null {
  const ctx = useDataContext();
  const store = ctx?.store ?? pageStore();
  const [result] = useState(() => (store.get(`form:${name}`)?.data as T | undefined) ?? null);
  useEffect(() => {
    if (!ctx?.suspend) store.delete(`form:${name}`);
  }, [ctx, store, name]);
  return result;
}

/**
 * The shell's boot module keeps a page's taps until its code runs (shell/src/boot/keep-taps.ts, whose
 * TAPS_KEY this is) and sends an enhanced form (`data-enhance="json"`) itself while the form's part is
 * not yet live. A part calls this once it has hydrated such a form: the form is marked live (its taps
 * reach the part from now on), and the answer of a send the boot module still has under way, or null,
 * is handed over (the part shows it; the boot module's note goes).
 */
export function takeOverForm<T>(form: HTMLFormElement): Promise<T | null> | null {
  const keeper = (window as unknown as Record<string, { live?: (f: HTMLFormElement) => Promise<T | null> | null } | undefined>).__FIRE_SHOP_TAPS__;
  if (keeper?.live) return keeper.live(form);
  form.setAttribute('data-live', '');
  return null;
}
