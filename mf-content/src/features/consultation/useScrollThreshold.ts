import { useEffect, useRef } from 'react';

/** How far down the page the visitor has scrolled, 0..1 (0 when the page does not scroll at all). */
export function scrollProgress(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  if (max <= 0) return 0;
  return Math.min(1, window.scrollY / max);
}

/**
 * Calls `onReach` once, the first time the visitor has scrolled to at least `threshold` of the
 * page (also when it already has on being enabled). Checks at most once per animation frame; stops
 * listening once reached or when disabled.
 */
export function useScrollThreshold(threshold: number, enabled: boolean, onReach: () => void): void {
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let done = false;
    const check = () => {
      frame = 0;
      if (done || scrollProgress() < threshold) return;
      done = true;
      window.removeEventListener('scroll', onScroll);
      callback.current();
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // the page may already be past it: the shell mounts this at the first interaction, which can be
    // a single jump (a key, a link to a section) with no scroll event after it
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold, enabled]);
}
