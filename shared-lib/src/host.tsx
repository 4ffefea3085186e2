import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getI18n } from 'shared-lib/i18n';
import { ThemeRoot } from 'shared-lib/theme';
import { useLocation } from 'shared-lib/router';
import { LOCALE_INFO, detectLocale, localeCookie } from 'shared-lib/locale';
import { configureApi } from 'shared-lib/api';

/**
 * The page-level providers every host needs (the shell, and each remote's standalone dev host):
 * the single i18next instance following the URL's locale, the theme for its direction, and the
 * document's lang/dir. Must sit inside a router.
 */
export function PageProviders({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { pathname } = useLocation();
  const locale = detectLocale({ pathname });
  const info = LOCALE_INFO[locale];
  const i18n = getI18n(locale);
  // during render, not in an effect: children's effects run first and their first requests must
  // already carry the new locale
  configureApi({ locale });
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = info.tag;
    html.dir = info.dir;
    document.cookie = localeCookie(locale);
  }, [locale, info]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeRoot direction={info.dir}>
        <Suspense fallback={fallback ?? null}>{children}</Suspense>
      </ThemeRoot>
    </I18nextProvider>
  );
}
