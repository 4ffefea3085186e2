/**
 * The spec's animate-on-scroll (§9: offset 120, duration 400, once false; shared-lib/aos) for a
 * home-page section (issue 34 item 11), with its code asked for at the shopper's first scroll: never
 * part of a first visit's JavaScript or start-up work, and nothing at all under prefers-reduced-motion.
 * Not a shared module (like html and layout-hints): its few hundred bytes are bundled where used; the
 * animation itself is the shared `shared-lib/aos`.
 *
 *   const ref = useAosOnScroll<HTMLElement>({ animation: 'fade' });
 *   return <section ref={ref}>…</section>;
 */
import { useEffect, useRef } from 'react';
import type { AosOptions } from 'shared-lib/aos';

export function useAosOnScroll<T extends HTMLElement>({ animation, offset, duration, once }: AosOptions = {}) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches) return;
    let alive = true;
    let stop: (() => void) | undefined;
    const start = () => {
      window.removeEventListener('scroll', start);
      import('shared-lib/aos').then(
        (aos) => {
          if (alive) stop = aos.animateOnScroll(el, { animation, offset, duration, once });
        },
        () => {}, // its code did not come: the section simply stays as it is
      );
    };
    window.addEventListener('scroll', start, { passive: true });
    return () => {
      alive = false;
      window.removeEventListener('scroll', start);
      stop?.();
    };
  }, [animation, offset, duration, once]);
  return ref;
}
