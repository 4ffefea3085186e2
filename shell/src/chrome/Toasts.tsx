import { lazy, Suspense, useEffect, useState } from 'react';
import { getBus, type Topics } from 'shared-lib/bus';

type Toast = Topics['toast:show'] & { key: number };
const NotistackHost = lazy(() => import(/* webpackChunkName: "toasts" */ './NotistackHost'));

/**
 * Toasts from `toast:show`. notistack is loaded on the first toast, not on the first visit:
 * most pages never show one.
 */
export function Toasts() {
  const [queue, setQueue] = useState<Toast[]>([]);
  useEffect(() => {
    let key = 0;
    return getBus().subscribe('toast:show', (t) => setQueue((q) => [...q, { ...t, key: ++key }]));
  }, []);
  if (!queue.length) return null;
  return (
    <Suspense fallback={null}>
      <NotistackHost queue={queue} onShown={(k) => setQueue((q) => q.filter((t) => t.key !== k))} />
    </Suspense>
  );
}
