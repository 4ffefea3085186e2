import { api, buildUrl, type RequestOptions } from 'shared-lib/api';
import type { Loader } from 'shared-lib/data';

export type ApiQuery = NonNullable<RequestOptions['query']>;

/** One read of the api for `useResource(key, load)`: the cache key and the loader. */
export interface ApiRead<T> {
  /** The api URL with its query, language included (one cache entry per language). */
  key: string;
  load: Loader<T>;
}

/** A GET of `path` with `query`, answering the envelope's data. */
export function apiRead<T>(path: string, query: ApiQuery): ApiRead<T> {
  return { key: buildUrl(path, query), load: (signal) => api<T>(path, { query, signal }) };
}
