import { useEffect, useRef } from 'react';
import { pendingLoads } from '../federation/pending';
import { prefersReducedMotion, useShownLocation } from './transition';

// the section-scrolling code comes only with an address that has a #section (most pages have none)
const sectionScroll = () => import(/* webpackChunkName: "section-scroll" */ './section-scroll');

/**
 * Spec §2: on every route change, with a hash scroll smoothly to that element (once it has
 * rendered: see section-scroll.ts) with an offset of 150 px on windows wider than 1024 px and 50 px
 * otherwise (on wide windows more where the sticky header is taller); with no hash, scroll smoothly to the top.
 * It follows the page shown, so the new page is scrolled, not the old one sliding out. Without
 * motion wanted, the scroll is instant. The first page keeps where the browser put it, except for
 * a #section, which is looked for the same way.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useShownLocation();
  // the same #section link followed again scrolls again
  const again = hash ? key : '';
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (!hash) {
      if (!initial) window.scrollTo({ top: 0, behavior });
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    sectionScroll().then(
      ({ scrollToSection }) => {
        if (cancelled) return;
        stop = scrollToSection(hash, {
          behavior,
          busy: () => pendingLoads.count > 0,
          subscribeBusy: (l) => pendingLoads.subscribe(l),
        });
      },
      () => {}, // offline before it came: the browser's own #fragment scroll stands
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname, hash, again]);
  return null;
}
