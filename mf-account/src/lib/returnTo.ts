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
