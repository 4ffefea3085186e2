import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { CLOCK_TICK_MS, HOLD_DELAY_MS, HOLD_FIRST_INTERVAL_MS, HOLD_MIN_INTERVAL_MS, HOLD_SHRINK } from './config';

/** The repeat intervals after the first 600 ms: 150 ms, then each 20 % shorter, never under 30 ms (spec §9). */
export function nextHoldInterval(previous: number | null): number {
  return previous === null ? HOLD_FIRST_INTERVAL_MS : Math.max(HOLD_MIN_INTERVAL_MS, Math.round(previous * HOLD_SHRINK));
}

/**
 * Props for an arrow button that acts once when pressed and, held, repeats: after 600 ms, every
 * 150 ms shrinking to 30 ms, until it is released or the pointer leaves it. A keyboard press (Enter,
 * Space) acts once per press, like any button.
 */
export function useHoldRepeat(action: () => void, disabled = false) {
  const latest = useRef(action);
  latest.current = action;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  useEffect(() => {
    if (disabled) stop();
  }, [disabled, stop]);

  const repeat = useCallback((interval: number) => {
    timer.current = setTimeout(() => {
      latest.current();
      repeat(nextHoldInterval(interval));
    }, interval);
  }, []);

  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (disabled || (e.button !== undefined && e.button !== 0)) return;
      stop();
      latest.current();
      timer.current = setTimeout(() => {
        latest.current();
        repeat(nextHoldInterval(null));
      }, HOLD_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    // a pointer press already acted on pointerdown; only a keyboard "click" (detail 0) acts here
    onClick: (e: MouseEvent<HTMLElement>) => {
      if (!disabled && e.detail === 0) latest.current();
    },
    onKeyUp: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Enter' || e.key === ' ') stop();
    },
    // no context menu on a long touch
    onContextMenu: (e: MouseEvent<HTMLElement>) => e.preventDefault(),
  };
}

/** The current moment, refreshed every second while `running` (spec §9: the picker's clock). */
export function useNow(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, [running]);
  return now;
}
