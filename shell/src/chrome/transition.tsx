import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'shared-lib/router';
import { localeFromPath } from 'shared-lib/locale';

/**
 * Spec §2: the page transition is slide-right, out-in. The router's location changes at once; the
 * page shown follows it in two steps: the old page slides out (it keeps rendering its own address,
 * so it does not turn into half of the next page), then the new page is rendered and slides in.
 * Under prefers-reduced-motion, for a change of query or #section on the same page and for a
 * change of language, the new page is shown at once.
 */
export const OUT_MS = 160;
export const IN_MS = 220;

export type Stage = 'idle' | 'out' | 'in';

interface TransitionValue {
  /** The location the page shows (the router's one, or the previous one while it slides out). */
  location: Location;
  stage: Stage;
  /** The slide-out (or slide-in) animation has ended. */
  ended(stage: Stage): void;
}

const TransitionContext = createContext<TransitionValue | null>(null);

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Two locations show the same page (only the query or the #section differ). */
const samePage = (a: Location, b: Location) => a.pathname === b.pathname;

interface State {
  shown: Location;
  stage: Stage;
}

export interface NavigationTransitionProps {
  children: ReactNode;
  /**
   * Where an address redirects in the app (the legacy rules of spec §2): the full target (path,
   * query, #section) or null. Such an address is replaced in the history before anything shows it.
   */
  redirect?: (location: Location) => string | null;
}

export function NavigationTransition({ children, redirect }: NavigationTransitionProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ shown: location, stage: 'idle' });
  const target = redirect?.(location) ?? null;
  const latest = useRef(location);
  latest.current = location;

  // the router's location changed: decide how the page follows (during render, so that no frame
  // shows the new page without its transition)
  let { shown, stage } = state;
  if (!target && location.key !== shown.key) {
    if (samePage(location, shown)) {
      // the query or the #section changed (or the shopper came back before the old page had gone):
      // the page stays, sliding back in if it had started to leave
      shown = location;
      stage = state.stage === 'out' ? 'in' : state.stage;
      setState({ shown, stage });
    } else if (prefersReducedMotion() || localeFromPath(location.pathname) !== localeFromPath(shown.pathname) || redirect?.(shown)) {
      // no motion wanted, a change of language, or the page shown is an address being redirected:
      // the new page shows at once
      shown = location;
      stage = 'idle';
      setState({ shown, stage });
    } else if (stage !== 'out') {
      stage = 'out';
      setState({ shown, stage });
    }
  }

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  const ended = useCallback((which: Stage) => {
    setState((s) => {
      if (which !== s.stage) return s;
      if (s.stage === 'out') return { shown: latest.current, stage: 'in' };
      if (s.stage === 'in') return { ...s, stage: 'idle' };
      return s;
    });
  }, []);

  // a page that never reports the end of its animation (hidden tab, no page transition on it) still moves on
  useEffect(() => {
    if (stage === 'idle') return;
    const t = setTimeout(() => ended(stage), (stage === 'out' ? OUT_MS : IN_MS) + 120);
    return () => clearTimeout(t);
  }, [stage, shown, ended]);

  const value = { location: shown, stage, ended };
  return <TransitionContext.Provider value={value}>{children}</TransitionContext.Provider>;
}

/** The transition's state; outside a NavigationTransition: the router's location, no transition. */
export function usePageTransition(): TransitionValue {
  const ctx = useContext(TransitionContext);
  const location = useLocation();
  return ctx ?? { location, stage: 'idle', ended: () => {} };
}

/** The location the page shows now (lags behind the router's while the old page slides out). */
export function useShownLocation(): Location {
  return usePageTransition().location;
}
