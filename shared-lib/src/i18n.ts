import i18next, { type i18n as I18n, type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-lib/locale';

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

/** The page's i18next instance, created and initialised on first call. */
export function getI18n(initialLocale: Locale = DEFAULT_LOCALE): I18n {
  const g = globalThis as G;
  if (g[I18N_KEY]) return g[I18N_KEY];
  const instance = i18next.createInstance();
  instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: initialLocale,
      fallbackLng: { ru: ['en'], en: ['fa'], default: ['fa'] },
      supportedLngs: [...LOCALES],
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
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

export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
