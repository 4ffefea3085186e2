import { useEffect, useState } from 'react';
import { api } from 'shared-lib/api';

export interface Suggestion {
  key: string;
  label: string;
  to: string;
  kind: 'product' | 'category' | 'brand';
}
interface SuggestAnswer {
  products: Array<{ id: number; name: string; slug: string }>;
  categories: Array<{ id: number; name: string; label: string }>;
  brands: Array<{ id: number; name: string; label?: string; slug?: string }>;
}

/** Suggestions for the header's search box from the catalogue (debounced; failures show none). */
export function useSuggestions(query: string, delayMs = 250): Suggestion[] {
  const [items, setItems] = useState<Suggestion[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<SuggestAnswer>('/api/product/suggest', { query: { q }, signal: controller.signal })
        .then((d) =>
          setItems([
            ...d.categories.slice(0, 3).map((c) => ({ key: `c${c.id}`, label: c.name, to: `/cat/${c.label}`, kind: 'category' as const })),
            ...d.brands.slice(0, 2).map((b) => ({ key: `b${b.id}`, label: b.name, to: `/brand/${b.id}/${b.label ?? b.slug ?? ''}`, kind: 'brand' as const })),
            ...d.products.slice(0, 6).map((p) => ({ key: `p${p.id}`, label: p.name, to: `/pr/${p.id}/${p.slug}`, kind: 'product' as const })),
          ]),
        )
        .catch(() => setItems([]));
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delayMs]);
  return items;
}
