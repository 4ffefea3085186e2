import { useEffect } from 'react';
import { useLocation } from 'shared-lib/router';

/**
 * Spec §2: on every route change, with a hash scroll smoothly to that element after about 100 ms
 * with an offset of 150 px on windows wider than 1024 px and 50 px otherwise; without a hash,
 * scroll smoothly to the top.
 */
export function scrollOffset(width: number): number {
  return width > 1024 ? 150 : 50;
}

export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    const timer = setTimeout(() => {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY - scrollOffset(window.innerWidth);
      window.scrollTo({ top, behavior: 'smooth' });
    }, 100);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
