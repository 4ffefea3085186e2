import { forwardRef, useCallback, type AnchorHTMLAttributes } from 'react';
import { RouterLink, useLocation, useNavigate, type NavigateOptions } from 'shared-lib/router';
import { localeFromPath, localizePath, DEFAULT_LOCALE, type Locale } from 'shared-lib/locale';

/** The current locale, from the URL (the single source of truth in the browser). */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  return localeFromPath(pathname) ?? DEFAULT_LOCALE;
}

/** Returns a function that prefixes an internal path with the current locale. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** navigate() that keeps the current locale's prefix. */
export function useLocaleNavigate(): (path: string, opts?: NavigateOptions) => void {
  const navigate = useNavigate();
  const lp = useLocalePath();
  return useCallback((path: string, opts?: NavigateOptions) => navigate(lp(path), opts), [navigate, lp]);
}

export interface LocaleLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An internal path without locale prefix, e.g. '/cat/extinguishers'. */
  to: string;
  replace?: boolean;
}

/** An internal link that carries the current locale's prefix. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LocaleLinkProps>(function LocaleLink({ to, ...rest }, ref) {
  const lp = useLocalePath();
  return <RouterLink ref={ref} to={lp(to)} {...rest} />;
});

const BLOCKED_PROTOCOLS = new Set(['javascript:', 'data:', 'blob:', 'vbscript:']);

/**
 * Spec §5: navigation to external URLs is refused for javascript, data, blob and vbscript.
 * Parsing with URL (not a regex) defeats tricks like "java\tscript:" or upper case.
 */
export function isSafeUrl(raw: string, base = 'http://localhost/'): boolean {
  try {
    const url = new URL(raw.trim(), base);
    return !BLOCKED_PROTOCOLS.has(url.protocol.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Opens an external address if it is safe; returns false (and does nothing) otherwise.
 * `assign` is injectable for servers and tests.
 */
export function navigateExternal(raw: string, assign?: (url: string) => void): boolean {
  if (!isSafeUrl(raw)) return false;
  const go = assign ?? ((u: string) => globalThis.location?.assign(u));
  go(raw.trim());
  return true;
}

/** What `inAppLinkPath` reads of a click (a React or a DOM mouse event). */
export interface LinkClick {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * For a click inside HTML React does not render (a sanitized article body, a region's server markup
 * left static until its code comes): the site path (`/…`, as the link wrote it) to navigate to in the
 * app, or null when the browser should handle the click itself (not a link to this site, a modified
 * or secondary click, another target, a download, already handled).
 */
export function inAppLinkPath(e: LinkClick): string | null {
  const a = (e.target as Element | null)?.closest?.('a[href]');
  const href = a?.getAttribute('href');
  if (!a || !href || !href.startsWith('/') || href.startsWith('//')) return null;
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const target = a.getAttribute('target');
  if ((target && target !== '_self') || a.hasAttribute('download')) return null;
  return href;
}

