import { lazy, Suspense, useState } from 'react';
import { retryWhenOnline } from 'shared-lib/offline';
import { useFirstInteraction } from './AfterInteraction';
import { useShownLocation } from './transition';

// offline before the worker kept this chunk: wait for the connection instead of failing the page
const LoadingBar = lazy(() => retryWhenOnline(() => import(/* webpackChunkName: "loading-bar" */ './LoadingBar')).then((m) => ({ default: m.LoadingBar })));

/**
 * The loading bar (./LoadingBar), downloaded at the shopper's first interaction: only a navigation
 * shows it, and a navigation follows an interaction. A first visit that only reads does not download
 * it (0.9 KB brotli of every page's first visit). It is told the page's first path, so that mounted
 * by the tap that navigates (its code arriving after the navigation started) it still follows that
 * navigation. Never in the server's HTML, nor in the first render of hydration (useFirstInteraction).
 */
export function LateLoadingBar() {
  const { pathname, search } = useShownLocation();
  const [first] = useState(() => pathname + search);
  return useFirstInteraction() ? (
    <Suspense fallback={null}>
      <LoadingBar firstPath={first} />
    </Suspense>
  ) : null;
}
