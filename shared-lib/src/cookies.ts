/** Reading and writing browser cookies with the `cookie` package (one parser for the whole storefront). */
import { parse, serialize, type SerializeOptions } from 'cookie';

/** The value of a cookie in `document.cookie` (or in a Cookie header given as `source`). */
export function readCookie(name: string, source?: string): string | undefined {
  const header = source ?? (typeof document === 'undefined' ? '' : document.cookie);
  return parse(header)[name];
}

/** A Set-Cookie / document.cookie string. */
export function cookieString(name: string, value: string, options: SerializeOptions = {}): string {
  return serialize(name, value, { path: '/', sameSite: 'lax', ...options });
}
