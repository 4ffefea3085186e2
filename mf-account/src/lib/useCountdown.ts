import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment, ticking; `start(n)` restarts it at n seconds. `initialSeconds`: a
 * countdown the server's render started (the log-in page's code step after a post without scripts):
 * the server and the browser's first render both show exactly that, and it ticks from the first effect.
 */
export function useCountdown(initialSeconds = 0): { remaining: number; start(seconds: number): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [fromServer, setFromServer] = useState(initialSeconds);
  useEffect(() => {
    if (until <= Date.now()) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);
  useEffect(() => {
    if (fromServer <= 0) return;
    start(fromServer);
    setFromServer(0);
  }, [fromServer, start]);
  return { remaining: fromServer > 0 ? fromServer : Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** 75 → "1:15" (the caller localizes the digits). */
export const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
