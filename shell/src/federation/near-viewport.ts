/** How far below (or above) the viewport a late region starts loading, px: a quarter of a phone's screen. */
export const NEAR_VIEWPORT_PX = 200;

/** Whether `el` is within `margin` px (above and below) of the viewport now. */
export function isNearViewport(el: Element | null, margin = NEAR_VIEWPORT_PX): boolean {
  if (!el || typeof window === 'undefined') return false;
  const r = el.getBoundingClientRect();
  return r.top < window.innerHeight + margin && r.bottom > -margin;
}

/**
 * Calls `cb` once `el` comes within `margin` of the viewport (at once if it already is, if there is
 * no element, or without IntersectionObserver). Returns the function that stops watching.
 */
export function onNearViewport(el: Element | null, cb: () => void, margin = NEAR_VIEWPORT_PX): () => void {
  if (!el || typeof IntersectionObserver === 'undefined') {
    let cancelled = false;
    queueMicrotask(() => cancelled || cb());
    return () => {
      cancelled = true;
    };
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      cb();
    },
    { rootMargin: `${margin}px 0px` },
  );
  io.observe(el);
  return () => io.disconnect();
}
