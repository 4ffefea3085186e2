import { useEffect } from 'react';

/**
 * What the page is waiting for right now: remote modules loading (`loadExposed`), the api's reads
 * (`trackApiReads`) and regions showing their loading state (`usePendingWhileMounted`). The loading
 * bar shows while a navigation waits on it, and a #section link scrolls once it is done.
 */
type Listener = (count: number) => void;
let count = 0;
let idleSince = 0;
const listeners = new Set<Listener>();

function change(delta: number) {
  count += delta;
  if (count === 0) idleSince = Date.now();
  for (const l of [...listeners]) l(count);
}

export const pendingLoads = {
  /** Counts `p` as pending until it settles. */
  track<T>(p: Promise<T>): Promise<T> {
    const end = pendingLoads.begin();
    p.then(end, end);
    return p;
  },
  /** Counts one pending thing until the returned function is called (once; later calls do nothing). */
  begin(): () => void {
    let ended = false;
    change(1);
    return () => {
      if (ended) return;
      ended = true;
      change(-1);
    };
  },
  /** Called with the new count on every change; returns the unsubscribe function. */
  subscribe(l: Listener): () => void {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  get count(): number {
    return count;
  },
  /** How long nothing has been pending (ms); 0 while something is. */
  idleFor(now = Date.now()): number {
    return count > 0 ? 0 : now - idleSince;
  },
};

/** A loading state (skeleton, Suspense fallback) counts as pending for as long as it is shown. */
export function usePendingWhileMounted(): void {
  useEffect(() => pendingLoads.begin(), []);
}

/** Renders nothing; marks its place's loading state as pending (put it inside a fallback). */
export function PendingMarker(): null {
  usePendingWhileMounted();
  return null;
}

/**
 * Wraps the api client's fetch so every read (GET) of every remote is counted while it is in flight
 * (`configureApi({ fetch })` of shared-lib/api: one client for the shell and the remotes).
 */
export function trackedFetch(base: () => typeof fetch = () => globalThis.fetch): typeof fetch {
  return (input, init) => {
    const p = base()(input, init);
    const method = (init?.method ?? (typeof Request !== 'undefined' && input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET') pendingLoads.track(p).catch(() => {});
    return p;
  };
}
