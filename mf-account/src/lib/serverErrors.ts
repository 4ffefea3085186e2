import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { localizeDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import { actionErrorMessages } from 'shared-lib/offline';

/**
 * Spec §8: each server message as a red toast; no answer at all (offline, the connection dropped):
 * "you are offline, what you entered is kept" in the page's language; otherwise the generic one.
 * `t` is the caller's translator (the keys name the common namespace).
 */
export function toastServerErrors(err: unknown, t: (key: string) => string, locale?: Locale): void {
  // the api writes counts and waits with Latin digits ("4 بار دیگر", "2 ثانیه"): Persian ones in fa
  actionErrorMessages(err, t).forEach((m) => toast(locale ? localizeDigits(m, locale) : m, 'error'));
}

/** The server's machine code of the first message (e.g. 'auth.resendCooldown'), if any. */
export const errorCode = (err: unknown): string | undefined => (err instanceof ApiError ? err.codes[0] : undefined);
