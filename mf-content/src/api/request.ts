import { api } from 'shared-lib/api';
import type { Loader } from 'shared-lib/data';

type Query = Record<string, string | number | undefined | null>;

/** One read of the api for `useResource(key, load)`: the cache key and the loader. */
export interface ApiRead<T> {
  /** The api URL with its query, language included (one cache entry per language). */
  key: string;
  load: Loader<T>;
}

/** A GET of `path` with `query` (empty values left out), answering the envelope's data. */
export function apiRead<T>(path: string, query: Query): ApiRead<T> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return { key: `${path}?${q.toString()}`, load: (signal) => api<T>(path, { query, signal }) };
}
