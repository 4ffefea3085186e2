import { useEffect, useState } from 'react';
import { useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import type { Suggestions } from 'contracts/catalog';
import { productSuggestions } from '../../api/products';

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Suggestions for what is being typed, asked 250 ms after the last keystroke (2 characters at least). */
export function useSuggestions(text: string, category?: string, delayMs = 250): Suggestions | null {
  const locale = useLocale();
  const q = useSettled(text.trim(), delayMs);
  const read = productSuggestions(q, category, locale);
  // suggestions are a convenience: a failure just shows none
  const { data, error } = useResource(q.length >= 2 && text.trim().length >= 2 ? read.key : null, read.load);
  return data && !error ? data : null;
}
