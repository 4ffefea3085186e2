import type { Lang } from './i18n';

const capitalized: Record<Lang, string> = { fa: 'Fa', en: 'En', ru: 'Ru' };

/** The value of `<base>_<lang>` (a database row) or `<base><Lang>` (an answer object such as the catalogue's CartProductInfo). */
function valueIn(row: Record<string, unknown>, base: string, lang: Lang): unknown {
  return row[`${base}_${lang}`] ?? row[`${base}${capitalized[lang]}`];
}

/**
 * The text in the request's language, where a row or object keeps one column or field per language
 * (`name_fa`/`name_en`/`name_ru` or `nameFa`/`nameEn`/`nameRu`). A missing translation (null or not
 * there, typically Russian) falls back to English, then Persian; null when none is there. The one
 * place the api chooses a language's text, so every module falls back alike.
 */
export function localized(row: object, base: string, lang: Lang): string | null {
  const r = row as Record<string, unknown>;
  const v = valueIn(r, base, lang) ?? valueIn(r, base, 'en') ?? valueIn(r, base, 'fa');
  return v === null || v === undefined ? null : String(v);
}
