import i18next, { type i18n as I18n, type BackendModule, type FormatterModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-lib/locale';
import { formatDate, formatNumber, formatYear, localizeText, toLocale } from 'shared-lib/format';

/**
 * One i18next instance per page (kept on globalThis). Message files live beside each remote, one
 * per locale and namespace, and are loaded lazily: a remote registers a loader for its namespace
 * when its exposed module is imported, and react-i18next loads it on first use.
 */
export type NamespaceLoader = (locale: Locale) => Promise<{ default: ResourceKey } | ResourceKey>;

const LOADERS_KEY = '__FIRE_SHOP_I18N_LOADERS__';
const I18N_KEY = '__FIRE_SHOP_I18N__';
type G = { [LOADERS_KEY]?: Map<string, NamespaceLoader>; [I18N_KEY]?: I18n };

function loaders(): Map<string, NamespaceLoader> {
  const g = globalThis as G;
  return (g[LOADERS_KEY] ??= new Map());
}

export function registerNamespace(ns: string, loader: NamespaceLoader): void {
  loaders().set(ns, loader);
}

registerNamespace('common', (l) => import(/* webpackChunkName: "i18n-common-[request]" */ `./locales/${l}.json`));

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader = loaders().get(namespace);
    if (!loader) {
      callback(null, {});
      return;
    }
    loader(language as Locale)
      .then((mod) => {
        const m = mod as { default?: ResourceKey };
        callback(null, (m && typeof m === 'object' && 'default' in m ? m.default : mod) as ResourceKey);
      })
      // a missing file for a locale (e.g. ru) falls back to English through fallbackLng
      .catch(() => callback(null, {}));
  },
};

/**
 * Values inside messages go through shared-lib/format (the one formatting path, issue 13): with
 * `alwaysFormat`, every number interpolated into a message is written in the message's language
 * ("{{count}} بار دیگر" with 4 → "۴ بار دیگر"; "{{n}} products" with 1250 → "1,250 products").
 * Strings are left as they are (callers format them: a code stays Latin) unless the message asks:
 * `{{year, year}}` (a year in the language's calendar, no grouping), `{{x, text}}` (running text,
 * `localizeText`), `{{d, date}}` (a date, Persian calendar in fa), `{{n, number}}`.
 */
export const messageFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, format: string | undefined, lng: string | undefined): string {
    const locale = toLocale(lng);
    const f = (format ?? '').trim().split('(')[0].trim().toLowerCase();
    if (f === 'year' && (typeof value === 'number' || /^\d+$/.test(String(value)))) return formatYear(Number(value), locale);
    if (f === 'date' && (typeof value === 'string' || typeof value === 'number' || value instanceof Date)) return formatDate(value, locale);
    if (f === 'text' && typeof value === 'string') return localizeText(value, locale);
    if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(value, locale, Number.isInteger(value) ? undefined : { maximumFractionDigits: 2 });
    return value as string; // anything else as it is (i18next writes it as text)
  },
};

/** The page's i18next instance, created and initialised on first call. */
export function getI18n(initialLocale: Locale = DEFAULT_LOCALE): I18n {
  const g = globalThis as G;
  if (g[I18N_KEY]) return g[I18N_KEY];
  const instance = i18next.createInstance();
  instance
    .use(lazyBackend)
    .use(messageFormatter)
    .use(initReactI18next)
    .init({
      lng: initialLocale,
      // Persian and English are complete (scripts/test/locales.test.cjs), so neither falls back to
      // the other and a page carries only its own language's messages; Russian, partly translated,
      // falls back to English
      fallbackLng: { ru: ['en'], en: [], fa: [], default: ['fa'] },
      supportedLngs: [...LOCALES],
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: true },
      returnNull: false,
    } as Parameters<I18n['init']>[0]);
  g[I18N_KEY] = instance;
  return instance;
}

/**
 * The server's instance for one request: a clone of the page instance (same messages, same lazy
 * loaders) with its own language, so concurrent requests in different languages never change
 * each other's.
 */
export function createRequestI18n(locale: Locale): I18n {
  const clone = getI18n(locale).cloneInstance({ lng: locale, initAsync: false } as Parameters<I18n['cloneInstance']>[0]);
  void clone.changeLanguage(locale);
  return clone;
}

/** The messages a render used, in its language and fallbacks, for the page to carry to the browser. */
export function usedMessages(i18n: I18n): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  const used = (i18n.reportNamespaces?.getUsedNamespaces?.() ?? []) as string[];
  for (const lng of i18n.languages ?? [i18n.language]) {
    for (const ns of new Set(['common', ...used])) {
      const bundle = i18n.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
      if (bundle && Object.keys(bundle).length) (out[lng] ??= {})[ns] = bundle;
    }
  }
  return out;
}

/** Adds the messages the server rendered with, before hydration (no lazy load, no suspense). */
export function addMessages(messages: Record<string, Record<string, unknown>>, i18n: I18n = getI18n()): void {
  for (const [lng, nss] of Object.entries(messages ?? {})) {
    for (const [ns, bundle] of Object.entries(nss)) i18n.addResourceBundle(lng, ns, bundle, true, false);
  }
}

// react-i18next is not shared as a package (shared packages are not tree-shaken): this module is its
// one door, and exports only what the apps use; <Trans>, its HTML parser and entity decoder stay out.
export { useTranslation, I18nextProvider } from 'react-i18next';
