import { lazy } from 'react';

/** The related products' section: its id, for what waits until it comes near the screen. */
export const RELATED_ID = 'related-products';

/**
 * Resolves when the element `id` comes within a screen of the viewport; at once on the server, where
 * the element is not in the page (a page drawn in the app) or where IntersectionObserver is missing.
 */
function nearScreen(id: string): Promise<void> {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!el || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          resolve();
        }
      },
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
  });
}

/**
 * The related products' grid (tiles, badges: ~1 KB compressed), at the foot of a product page. The
 * server renders it; in the browser a page that came with it keeps the server's markup (its links
 * work) and hydrates it only when it comes near the screen, so its code is not part of the first
 * visit nor of the start-up's work on a phone.
 */
export const RelatedGrid = lazy(() =>
  nearScreen(RELATED_ID)
    .then(() => import(/* webpackChunkName: "product-related" */ '../../lib/ProductGrid'))
    .then((m) => ({ default: m.ProductGrid })),
);
