/**
 * The colour mode: the visitor's choice (kept in localStorage), the system's, a page's forced one, and
 * when it is applied (only after hydration: see ThemeRoot). Part of shared-lib/theme (the shared
 * singleton, so every remote reads one context): import that, not this file.
 */
import { createContext, startTransition, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

export type ColorMode = 'system' | 'light' | 'dark';
export type ResolvedMode = 'light' | 'dark';

const COLOR_MODE_KEY = 'colorMode';

export interface ColorModeState {
  /** The visitor's choice. */
  mode: ColorMode;
  /** What is shown (system resolved, or a page's forced mode). */
  resolved: ResolvedMode;
  setMode(mode: ColorMode): void;
  /** A page may force light or dark (never system) while it is mounted. */
  force(mode: ResolvedMode | null): void;
}
export const ColorModeContext = createContext<ColorModeState>({
  mode: 'system',
  resolved: 'light',
  setMode: () => {},
  force: () => {},
});

export const useColorMode = () => useContext(ColorModeContext);

/** Forces light or dark for as long as the calling page is mounted. */
export function useForceColorMode(mode: ResolvedMode): void {
  const { force } = useColorMode();
  useEffect(() => {
    force(mode);
    return () => force(null);
  }, [force, mode]);
}

function readStoredMode(): ColorMode {
  try {
    const v = globalThis.localStorage?.getItem(COLOR_MODE_KEY);
    return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
  } catch {
    return 'system';
  }
}

function subscribeSystemDark(cb: () => void) {
  const mq = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  mq?.addEventListener?.('change', cb);
  return () => mq?.removeEventListener?.('change', cb);
}
const systemDark = () => Boolean(globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches);

/**
 * Whether the visitor's colour mode is the server's light one (stored light, or the system's light):
 * applying it after hydration then changes no style, so a server-rendered part may hydrate later.
 */
export function staysLightAfterHydration(): boolean {
  const stored = readStoredMode();
  return stored === 'light' || (stored === 'system' && !systemDark());
}

/**
 * ThemeRoot's colour mode state: light until `hydrated` resolves (or right after mounting without
 * it), then the stored choice, the system's or a page's forced mode.
 */
export function useColorModeState(hydrated: PromiseLike<unknown> | undefined): ColorModeState {
  const [mode, setModeState] = useState<ColorMode>('system');
  const [forced, setForced] = useState<ResolvedMode | null>(null);
  // false while the page may still be hydrating the server's light markup
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    let alive = true;
    const apply = () => {
      if (!alive) return;
      startTransition(() => {
        setModeState(readStoredMode());
        setApplied(true);
      });
    };
    if (hydrated) void Promise.resolve(hydrated).then(apply, apply);
    else apply();
    return () => {
      alive = false;
    };
  }, [hydrated]);
  const isSystemDark = useSyncExternalStore(subscribeSystemDark, systemDark, () => false);
  const resolved: ResolvedMode = !applied ? 'light' : (forced ?? (mode === 'system' ? (isSystemDark ? 'dark' : 'light') : mode));
  return useMemo<ColorModeState>(
    () => ({
      mode,
      resolved,
      setMode(next) {
        setModeState(next);
        try {
          globalThis.localStorage?.setItem(COLOR_MODE_KEY, next);
        } catch {
          /* private mode: the choice lasts for this page only */
        }
      },
      force: setForced,
    }),
    [mode, resolved],
  );
}
