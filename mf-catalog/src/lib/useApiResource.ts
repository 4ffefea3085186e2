import { api, buildUrl, type RequestOptions } from 'shared-lib/api';
import { useResource, type Resource } from 'shared-lib/data';
import { useLocale } from 'shared-lib/navigation';

type Query = RequestOptions['query'];

/**
 * A GET of the catalog api as route data: keyed by the full URL (language included, so switching
 * language loads the translated answer); `path === null` waits.
 */
export function useApiResource<T>(path: string | null, query: Query = {}): Resource<T> {
  const locale = useLocale();
  const q = { ...query, lang: locale };
  const key = path === null ? null : buildUrl(path, q);
  return useResource<T>(key, (signal) => api<T>(path!, { query: q, signal }));
}
