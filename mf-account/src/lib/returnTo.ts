import { stripLocale } from 'shared-lib/locale';

/**
 * Spec: after login the shopper returns to the stored previous address unless it is the login
 * page, then to '/'. The address is kept without its locale prefix (the shopper may switch
 * language on the login page) in sessionStorage (per tab).
 */
const KEY = 'account:returnTo';

const isLoginPage = (path: string) => /^\/loginRegister(?:[/?#]|$)/i.test(path);

/** Only paths of this site: '/x', never '//evil.example' or 'https://…' (no open redirect). */
const isInternal = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturnTo(pathname: string, search = '', hash = ''): void {
  const path = `${stripLocale(pathname)}${search}${hash}`;
  if (isLoginPage(path) || !isInternal(path)) return;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // storage disabled (private mode): the shopper lands on '/' instead
  }
}

/** The stored address (locale-free), or '/' when there is none or it is the login page. */
export function returnToPath(): string {
  let path: string | null = null;
  try {
    path = window.sessionStorage.getItem(KEY);
  } catch {
    path = null;
  }
  return path && isInternal(path) && !isLoginPage(path) ? path : '/';
}

/**
 * The return address a link (or the log-in page's own steps without scripts) put in the page's query
 * (`?returnTo=/pr/5/x`, without the language): the same rule as the stored one; null when absent or
 * not ours. It goes before the stored one: it names this visit's page.
 */
export function returnToFromQuery(value: string | null): string | null {
  if (!value || !isInternal(value) || [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return null;
  const [pathname, rest = ''] = value.split(/(?=[?#])/);
  const path = `${stripLocale(pathname)}${rest}`;
  return isLoginPage(path) || path.startsWith('/_form') || path === '/' ? null : path;
}
