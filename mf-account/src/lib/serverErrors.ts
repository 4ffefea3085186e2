import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { localizeDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';

/** Spec §8: each server message as a red toast; without one (offline, server down) a generic one. */
export function toastServerErrors(err: unknown, fallback: string, offline: string, locale?: Locale): void {
  if (err instanceof ApiError && err.messages.length) {
    // the api writes counts and waits with Latin digits ("4 بار دیگر", "2 ثانیه"): Persian ones in fa
    err.messages.forEach((m) => toast(locale ? localizeDigits(m, locale) : m, 'error'));
    return;
  }
  toast(err instanceof ApiError && err.isNetwork ? offline : fallback, 'error');
}

/** The server's machine code of the first message (e.g. 'auth.resendCooldown'), if any. */
export const errorCode = (err: unknown): string | undefined => (err instanceof ApiError ? err.codes[0] : undefined);
