import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';

/** The translate function of useTranslation (any namespace). */
export type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** The localized text of a failed call: the api's own message, or a network / generic one. */
export function errorText(err: unknown, t: Translate): string {
  if (err instanceof ApiError) {
    if (err.isNetwork) return t('admin:errors.network');
    if (err.messages.length) return err.messages.join(' ');
    if (err.status === 403) return t('admin:errors.forbidden');
  }
  return t('admin:errors.generic');
}

/** Shows a failed call as an error toast (nothing the staff member typed is cleared). */
export function toastError(err: unknown, t: Translate): void {
  toast(errorText(err, t), 'error');
}

/** The api's field errors of a 400, keyed by field name (for react-final-form's submit errors), when it names them. */
export const isForbidden = (err: unknown) => err instanceof ApiError && err.status === 403;
export const isSignedOut = (err: unknown) => err instanceof ApiError && err.status === 401;
