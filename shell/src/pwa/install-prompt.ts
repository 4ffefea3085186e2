/**
 * The install prompt (spec §4): the browser's `beforeinstallprompt` event is kept (the browser's own
 * mini-infobar is held back) so the shell can offer installation in its banner; the shopper accepts
 * (the browser's dialog opens) or dismisses it for good (remembered in localStorage).
 */
export const DISMISSED_KEY = 'pwa:installDismissed';
/** How long a shopper stays on the first page before the install banner may appear there. */
export const ENGAGED_AFTER_MS = 30_000;

/** The part of Chromium's BeforeInstallPromptEvent the banner uses (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'dismissed' | 'installed';

type Listener = () => void;

export interface InstallPrompt {
  /** What the banner should do now. */
  state(): InstallState;
  subscribe(listener: Listener): () => void;
  /** Opens the browser's install dialog; resolves with the shopper's answer. */
  accept(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
  /** Never offer again on this browser. */
  dismiss(): void;
  /** Starts listening to the window's install events; returns a function that stops. */
  listen(target?: Window): () => void;
}

function readDismissed(storage: Storage | null): boolean {
  try {
    return storage?.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function createInstallPrompt(storage: Storage | null = safeLocalStorage()): InstallPrompt {
  let deferred: InstallPromptEvent | null = null;
  let installed = false;
  let dismissed = readDismissed(storage);
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((l) => l());

  return {
    state() {
      if (installed) return 'installed';
      if (dismissed) return 'dismissed';
      return deferred ? 'available' : 'unavailable';
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async accept() {
      const event = deferred;
      if (!event) return 'unavailable';
      // the event can prompt once: whatever the answer, it is used up
      deferred = null;
      notify();
      await event.prompt();
      const { outcome } = await event.userChoice;
      return outcome;
    },
    dismiss() {
      dismissed = true;
      try {
        storage?.setItem(DISMISSED_KEY, '1');
      } catch {
        /* storage full or refused: dismissed for this page's life */
      }
      notify();
    },
    listen(target: Window = window) {
      const onPrompt = (event: Event) => {
        // keep it for the banner instead of the browser's infobar
        event.preventDefault();
        deferred = event as InstallPromptEvent;
        notify();
      };
      const onInstalled = () => {
        installed = true;
        deferred = null;
        notify();
      };
      target.addEventListener('beforeinstallprompt', onPrompt);
      target.addEventListener('appinstalled', onInstalled);
      return () => {
        target.removeEventListener('beforeinstallprompt', onPrompt);
        target.removeEventListener('appinstalled', onInstalled);
      };
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The page's one install prompt (started by startPwa, shown by PwaChrome). */
export const installPrompt = createInstallPrompt();
