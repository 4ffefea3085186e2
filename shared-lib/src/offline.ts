/**
 * Being offline, for actions that need the network (add to cart, login, order, contact form):
 * they say so in the page's language (`common:offlineAction`) and keep what the shopper typed
 * (do not reset a form when sending failed). Nothing is queued or sent again by itself when the
 * connection returns: the shopper sends again, once (the service worker never replays a request).
 *
 * In a remote:
 *   const online = useOnline();                      // e.g. a hint beside a disabled send button
 *   if (notifyIfOffline(t)) return;                  // before sending: toast, keep the form
 *   catch (err) { actionErrorMessages(err, t).forEach((m) => toast(m, 'error')); }  // offline, the server's, or generic
 */
import { useSyncExternalStore } from 'react';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';

/** The common namespace's message for an action that needs the network. */
export const OFFLINE_ACTION_KEY = 'common:offlineAction';

/** Whether the browser believes it is online (always true on a server). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The connection state, re-rendering on change; online during server rendering and hydration. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Whether a failed request failed for want of a connection (no answer at all), as opposed to an
 * answer that refused it: the api client's network ApiError, fetch's TypeError, or any failure
 * while the browser says it is offline.
 */
export function isOfflineError(error: unknown): boolean {
  if (error instanceof ApiError) return error.isNetwork;
  if (!isOnline()) return true;
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  return typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'NetworkError';
}

/**
 * For a lazily loaded chunk (`lazy(() => retryWhenOnline(() => import('./X')))`): a load that fails
 * while the browser is offline is tried again once the connection returns, instead of failing the
 * render (an uncaught lazy failure would take the whole page down). Online failures are passed on.
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (isOnline() || typeof window === 'undefined') throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => retryWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}

/** The common namespace's message for a failure that is neither of the two above. */
const GENERIC_KEY = 'common:somethingWentWrong';

/**
 * What to tell the shopper when an action that needs the network failed (for a catch block):
 * - no answer at all (offline, or the connection dropped: `isOfflineError`): the localized
 *   `common:offlineAction` alone ("You are offline. What you entered is kept; …"), never a server's;
 * - an answer that refused it: the server's messages, as they came;
 * - anything else (an answer without a message, a bug): the generic `common:somethingWentWrong`.
 * Never empty. `t` is any i18next translator: the keys carry their namespace.
 */
export function actionErrorMessages(error: unknown, t: (key: string) => string): string[] {
  if (isOfflineError(error)) return [t(OFFLINE_ACTION_KEY)];
  if (error instanceof ApiError && error.messages.length) return error.messages;
  return [t(GENERIC_KEY)];
}

/**
 * Before an action that needs the network: offline, shows the localized warning toast and returns
 * true (the caller stops and keeps its form as it is); online, returns false.
 */
export function notifyIfOffline(t: (key: string) => string): boolean {
  if (isOnline()) return false;
  toast(t(OFFLINE_ACTION_KEY), 'warning');
  return true;
}
