import { useEffect, useState } from 'react';
import { api } from 'shared-lib/api';
import { useLocale } from 'shared-lib/navigation';
import type { Suggestions } from '../../lib/types';

/** Suggestions for what is being typed, asked 250 ms after the last keystroke; stale answers are dropped. */
export function useSuggestions(text: string, category?: string, delayMs = 250): Suggestions | null {
  const locale = useLocale();
  const [result, setResult] = useState<Suggestions | null>(null);
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<Suggestions>('/api/product/suggest', { query: { q, category, lang: locale }, signal: controller.signal }).then(
        (s) => setResult(s),
        () => setResult(null), // suggestions are a convenience: a failure just shows none
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, category, locale, delayMs]);
  return result;
}
