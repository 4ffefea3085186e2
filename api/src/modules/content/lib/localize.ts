import type { Lang } from '../../../lib/i18n';

/**
 * Rows keep one column per language (title_fa, title_en, title_ru). Persian and English are
 * always filled; a missing Russian text falls back to English, then Persian.
 */
export function pick(row: Record<string, unknown>, field: string, lang: Lang): string {
  const v = row[`${field}_${lang}`] ?? row[`${field}_en`] ?? row[`${field}_fa`];
  return v == null ? '' : String(v);
}

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
