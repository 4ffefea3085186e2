import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a moment, ticking; `start(n)` restarts it at n seconds. */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
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
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}

/** 75 → "1:15" (the caller localizes the digits). */
export const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
