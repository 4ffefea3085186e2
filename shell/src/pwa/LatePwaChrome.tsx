import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'shared-lib/router';
import { retryWhenOnline, useOnline } from 'shared-lib/offline';
import { useFirstInteraction } from '../chrome/AfterInteraction';
import { ENGAGED_AFTER_MS, installPrompt } from './install-prompt';

// offline before the worker kept this chunk: wait for the connection instead of failing the page
const PwaChrome = lazy(() => retryWhenOnline(() => import(/* webpackChunkName: "pwa-chrome" */ './PwaChrome')));

/**
 * The install banner, the offline note and the full page load of a navigation to a newer build
 * (./PwaChrome): browser-only, never in the server's HTML, and downloaded only once one of them can
 * matter: the shopper's first interaction (a navigation, a second page, follows one), the connection
 * gone, or the browser offering installation to a shopper who has stayed `ENGAGED_AFTER_MS`. A first
 * visit that only reads does not download it (1.3 KB). It is told the page's first location and
 * start, so that mounted after a navigation it still knows that one was made.
 */
export function LatePwaChrome() {
  const { key, pathname, search, hash } = useLocation();
  const [first] = useState(() => ({ key, path: pathname + search + hash, at: performance.now() }));
  const [stayed, setStayed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStayed(true), ENGAGED_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const interacted = useFirstInteraction();
  const online = useOnline();
  const prompt = useSyncExternalStore(installPrompt.subscribe, installPrompt.state, () => 'unavailable' as const);
  // each false while hydrating, as on the server: never in the server's HTML
  const needed = interacted || !online || (prompt === 'available' && stayed);
  return needed ? (
    <Suspense fallback={null}>
      <PwaChrome firstKey={first.key} firstPath={first.path} startedAt={first.at} />
    </Suspense>
  ) : null;
}
