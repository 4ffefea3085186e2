/**
 * Locales and URL prefixes. Persian is the default and has no prefix; English lives under /en and
 * Russian under /ru. Pure functions, no browser globals: they run on a server too.
 */
import { readCookie } from 'shared-lib/cookies';

export type Locale = 'fa' | 'en' | 'ru';
export const LOCALES: readonly Locale[] = ['fa', 'en', 'ru'];
export const DEFAULT_LOCALE: Locale = 'fa';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const LOCALE_INFO: Record<Locale, { tag: string; dir: 'rtl' | 'ltr'; name: string; numberingSystem: string }> = {
  fa: { tag: 'fa-IR', dir: 'rtl', name: 'فارسی', numberingSystem: 'arabext' },
  en: { tag: 'en-US', dir: 'ltr', name: 'English', numberingSystem: 'latn' },
  ru: { tag: 'ru-RU', dir: 'ltr', name: 'Русский', numberingSystem: 'latn' },
};

export const isLocale = (v: unknown): v is Locale => v === 'fa' || v === 'en' || v === 'ru';

/** The locale named by the path's first segment (/en/..., /ru/...), or null for an unprefixed (Persian) path. */
export function localeFromPath(pathname: string): Locale | null {
  const seg = pathname.split('/')[1]?.toLowerCase();
  return seg === 'en' || seg === 'ru' ? seg : null;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  const loc = localeFromPath(pathname);
  if (!loc) return pathname || '/';
  const rest = pathname.slice(loc.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** An internal path in the given locale: '/cat' → '/en/cat' for English, unchanged for Persian. */
export function localizePath(path: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path; // absolute URL: not ours to prefix
  const bare = stripLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * Spec §4: the locale is read from the path prefix, else the stored cookie, else the browser's
 * languages. Unprefixed deep links are Persian URLs by definition (they are shared and indexed as
 * such), so the cookie and the browser only decide at the entry page '/', where a returning English
 * reader is sent on to /en.
 */
export function detectLocale(input: { pathname: string; cookie?: string; languages?: readonly string[] }): Locale {
  const fromPath = localeFromPath(input.pathname);
  if (fromPath) return fromPath;
  if (input.pathname === '/' || input.pathname === '') return preferredLocale(input);
  return DEFAULT_LOCALE;
}

/** The preferred locale of a visitor arriving at '/': stored cookie first, then the browser's languages. */
export function preferredLocale(input: { cookie?: string; languages?: readonly string[] }): Locale {
  const stored = input.cookie ? readCookie(LOCALE_COOKIE, input.cookie) : undefined;
  if (isLocale(stored)) return stored;
  // The browser's first language only: a Persian reader whose browser UI is English usually lists
  // English first, so looking further down the list would only add surprises.
  const first = input.languages?.[0]?.slice(0, 2).toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
