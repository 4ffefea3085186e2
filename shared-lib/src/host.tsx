import { Suspense, useEffect, type ReactNode } from 'react';
import { getI18n, I18nextProvider } from 'shared-lib/i18n';
import { ThemeRoot } from 'shared-lib/theme';
import { useLocation } from 'shared-lib/router';
import { LOCALE_INFO, detectLocale, localeCookie } from 'shared-lib/locale';
import { configureApi } from 'shared-lib/api';
import type { i18n as I18n } from 'i18next';
import type { EmotionCache } from '@emotion/cache';

/**
 * The page-level providers every host needs (the shell, and each remote's standalone dev host):
 * the single i18next instance following the URL's locale, the theme for its direction, and the
 * document's lang/dir. Must sit inside a router.
 */
export function PageProviders({
  children,
  fallback,
  i18n: requestI18n,
  emotionCache,
  hydrated,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** The server's per-request instance (`createRequestI18n`); the page's own in the browser. */
  i18n?: I18n;
  /** The server's per-request emotion cache (its styles are extracted into the response). */
  emotionCache?: EmotionCache;
  /** Browser, a server-rendered page: resolves once all of it has hydrated (the stored colour mode waits for it). */
  hydrated?: PromiseLike<unknown>;
}) {
  const { pathname } = useLocation();
  const locale = detectLocale({ pathname });
  const info = LOCALE_INFO[locale];
  const i18n = requestI18n ?? getI18n(locale);
  // during render, not in an effect: children's effects run first and their first requests must
  // already carry the new locale
  if (!requestI18n) configureApi({ locale });
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = info.tag;
    html.dir = info.dir;
    document.cookie = localeCookie(locale);
  }, [locale, info]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot direction={info.dir} cache={emotionCache} hydrated={hydrated}>
        <Suspense fallback={fallback ?? null}>{children}</Suspense>
      </ThemeRoot>
    </I18nextProvider>
  );
}
