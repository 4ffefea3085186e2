import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { getBus, type Topics } from 'shared-lib/bus';
import { retryWhenOnline } from 'shared-lib/offline';

type Toast = Topics['toast:show'] & { key: number };
// offline before the worker kept this chunk: wait for the connection instead of failing the page
const NotistackHost = lazy(() => retryWhenOnline(() => import(/* webpackChunkName: "toasts" */ './NotistackHost')));

/**
 * Toasts from `toast:show`. notistack is loaded on the first toast, not on the first visit (most
 * pages never show one); once loaded its provider stays mounted so shown toasts live out their time.
 */
export function Toasts() {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [active, setActive] = useState(false);
  useEffect(() => {
    let key = 0;
    return getBus().subscribe('toast:show', (t) => {
      setActive(true);
      setQueue((q) => [...q, { ...t, key: ++key }]);
    });
  }, []);
  const onShown = useCallback((k: number) => setQueue((q) => q.filter((t) => t.key !== k)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <NotistackHost queue={queue} onShown={onShown} />
    </Suspense>
  );
}
