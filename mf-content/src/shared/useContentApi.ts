import { api } from 'shared-lib/api';
import { useResource, type Resource } from 'shared-lib/data';
import { useLocale } from 'shared-lib/navigation';

type Query = Record<string, string | number | undefined | null>;

/** The cache key of an api call: its URL with the query, language included (one entry per language). */
export function contentKey(path: string, query: Query, lang: string): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...query, lang })) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return `${path}?${q.toString()}`;
}

/**
 * Reads a content endpoint in the page's language through the shared route-data cache.
 * `path === null` waits (e.g. until a route parameter is valid).
 */
export function useContentApi<T>(path: string | null, query: Query = {}): Resource<T> {
  const lang = useLocale();
  const key = path === null ? null : contentKey(path, query, lang);
  return useResource<T>(key, (signal) => api<T>(path as string, { query: { ...query, lang }, signal }));
}
