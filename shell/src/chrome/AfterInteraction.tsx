import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
// once the shopper has interacted on this page load, later mounts (other pages) render at once
let interacted = false;

/** Whether the shopper has scrolled, touched, clicked or pressed a key on this page load. */
export const hasInteracted = (): boolean => interacted;

// What the first interaction wakes, one part per idle moment of the main thread. Woken together (one
// task each, queued in the same frame), the header's widgets, late regions, the loading bar and the
// install card made ~300-600 ms of work on a 4x-throttled phone right after the first scroll, and a tap
// that followed the scroll (on add-to-cart, scrolled into view) waited behind all of it: its input
// delay was most of its Interaction to Next Paint (e2e/bench/taps.mjs). The browser answers input
// before an idle callback, so a tap now comes between two parts.
const waking: Array<() => void> = [];
function wakeNext() {
  const next = waking.shift();
  next?.();
  if (waking.length) idle(wakeNext);
}
const idle = (f: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 1000 }) : setTimeout(f, 1);
function wakeWhenIdle(cb: () => void) {
  waking.push(cb);
  if (waking.length === 1) idle(wakeNext);
}

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
    requestAnimationFrame(() => wakeWhenIdle(() => cancelled || cb()));
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
  // false while hydrating (the server's snapshot), true on a mount after it
  const mounted = useSyncExternalStore(noSubscription, isBrowser, notYet);
  const [on, setOn] = useState(() => mounted && interacted);
  // a transition: what the interaction reveals renders in the background, and a tap in the meantime is
  // answered first (a store's update, as before, rendered the whole part in one task)
  useEffect(() => (on ? undefined : onFirstInteraction(() => startTransition(() => setOn(true)))), [on]);
  return on;
}
const noSubscription = () => () => {};
const isBrowser = () => true;
const notYet = () => false;

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
  waking.length = 0;
}
