import type { Lang } from '../../../lib/i18n';

/** A JSON column's value, or `fallback` when it is missing or not JSON. (A language's column: lib/localized.ts.) */
export function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A localized label as stored in JSON columns: { fa, en, ru? }. */
export type LocalizedText = { fa: string; en: string; ru?: string };
export const pickText = (t: LocalizedText, lang: Lang): string => t[lang] ?? t.en ?? t.fa;
