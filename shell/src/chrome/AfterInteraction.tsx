import { useSyncExternalStore, type ReactNode } from 'react';

const EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
// once the shopper has interacted on this page load, later mounts (other pages) render at once
let interacted = false;

/** Whether the shopper has scrolled, touched, clicked or pressed a key on this page load. */
export const hasInteracted = (): boolean => interacted;

/** Calls `cb` once, at the shopper's first scroll, touch, click or key press (at once if that was earlier). Returns the function that stops waiting. */
export function onFirstInteraction(cb: () => void): () => void {
  let cancelled = false;
  if (interacted) {
    queueMicrotask(() => cancelled || cb());
    return () => {
      cancelled = true;
    };
  }
  const on = () => {
    interacted = true;
    stop();
    // after the frame that answers the interaction itself: what wakes at the first interaction (the
    // header's widgets, late regions, the consultation invitation) is not part of the tap's own task,
    // so the tap's feedback is painted first (issue 33: Interaction to Next Paint, measured)
    requestAnimationFrame(() => setTimeout(() => cancelled || cb(), 0));
  };
  const stop = () => {
    for (const e of EVENTS) window.removeEventListener(e, on, { capture: true });
  };
  for (const e of EVENTS) window.addEventListener(e, on, { passive: true, capture: true });
  return () => {
    cancelled = true;
    stop();
  };
}

/**
 * True from the shopper's first scroll, touch, click or key press on this page load. False while
 * hydrating, as on the server (an interaction before a part hydrates would otherwise make its first
 * render differ from the server's markup), then true at once; on later mounts true at once.
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(onFirstInteraction, hasInteracted, () => false);
}

/**
 * Renders its children (and so loads their code) only once the shopper interacts: for parts that
 * only an interaction can show, such as the consultation invitation that opens at half a page's
 * scroll. Their remote's code then stays out of the page's start-up, where every task competes
 * with hydration on a phone (mf-content's entry and the modal: ~150 ms of a 4x-throttled CPU, and
 * 9 KB, on every page that is not mf-content's own).
 */
export function AfterInteraction({ children }: { children: ReactNode }) {
  return useFirstInteraction() ? <>{children}</> : null;
}

export function resetInteractionForTests(): void {
  interacted = false;
}
