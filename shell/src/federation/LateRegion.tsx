import { startTransition, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { loadExposed, peekExposed } from './remotes';
import type { RenderEnv } from './render-env';
import { isNearViewport, onNearViewport } from './near-viewport';
import { staysLightAfterHydration, useColorMode } from 'shared-lib/theme';
import { useLocation, useNavigate } from 'shared-lib/router';
import { hasInteracted, onFirstInteraction } from '../chrome/AfterInteraction';
import { useTranslation } from 'shared-lib/i18n';
import { inAppLinkPath } from 'shared-lib/navigation';

/** The wrapper of an "interaction" region: no box of its own (a header's widget stays the flex item it was). */
export const WRAPPER_CONTENTS = { display: 'contents' } as const;

/** The child-index path from `root` to `el` (null if `el` is not inside it). */
function pathTo(root: Element, el: Element | null): number[] | null {
  if (!el || !root.contains(el)) return null;
  const path: number[] = [];
  for (let n = el; n !== root && n.parentElement; n = n.parentElement) path.unshift(Array.prototype.indexOf.call(n.parentElement.children, n));
  return path;
}
const nodeAt = (root: Element, path: number[]): Element | null => path.reduce<Element | null>((n, i) => n?.children[i] ?? null, root);

// A press (pointerdown) still in progress: a region woken by it is swapped in only once the press has
// ended (its click delivered), so the tap that woke it lands on the element it started on.
let pressing = false;
let tracking = false;
const PRESS_ENDS = ['click', 'pointercancel', 'dragstart'] as const;
function trackPresses() {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  window.addEventListener('pointerdown', () => (pressing = true), { capture: true, passive: true });
  for (const e of PRESS_ENDS) window.addEventListener(e, () => (pressing = false), { capture: true, passive: true });
}
/**
 * The first interaction (scroll, touch, click, key), or a change of the window's size (the region
 * may be shown at the new size).
 */
function onInteractionOrResize(cb: () => void): () => void {
  const fire = () => {
    stop();
    cb();
  };
  const stopFirst = onFirstInteraction(fire);
  const stop = () => {
    stopFirst();
    window.removeEventListener('resize', fire);
  };
  window.addEventListener('resize', fire, { passive: true });
  return stop;
}

// what reaching into a region is: a press, a focus (a Tab onto one of its links) or a key press in it
const REACH = ['pointerdown', 'focusin', 'keydown'] as const;
/** Calls `cb` once, when the shopper first reaches into `el` (REACH). Returns the function that stops waiting. */
function onReach(el: Element | null, cb: () => void): () => void {
  if (!el) return () => {};
  const stop = () => {
    for (const e of REACH) el.removeEventListener(e, fire, { capture: true });
  };
  const fire = () => {
    stop();
    cb();
  };
  for (const e of REACH) el.addEventListener(e, fire, { capture: true, passive: true });
  return stop;
}

/** Whether the region's server markup is laid out on this screen (not inside something hidden). */
function isDisplayed(regionKey: string): boolean {
  const el = document.querySelector(`[data-region="${regionKey}"]`);
  return Boolean(el && Array.prototype.some.call(el.children, (c: Element) => c.getClientRects().length > 0));
}

/** Calls `cb` after the current press, if any, has ended (at most 1 s later). */
function afterPress(cb: () => void): void {
  if (!pressing) return cb();
  const done = () => {
    clearTimeout(timer);
    for (const e of PRESS_ENDS) window.removeEventListener(e, done, { capture: true });
    setTimeout(cb, 0); // after the click's own handlers (a static link's in-app navigation)
  };
  const timer = setTimeout(done, 1000);
  for (const e of PRESS_ENDS) window.addEventListener(e, done, { capture: true, passive: true });
}

/**
 * A server-rendered region that comes alive later: when it comes near the viewport (`until="visible"`),
 * at the shopper's first interaction (`until="interaction"`) or when the shopper reaches into it
 * (`until="touch"`). While the page hydrates, it keeps
 * the server's markup as static HTML (React hydrates the wrapper only, and leaves its content alone):
 * not a dehydrated Suspense boundary, which would hold back every later transition that reaches it
 * (a navigation, a colour-mode switch) until its code came. Its links navigate in the app meanwhile.
 * When woken, the code loads and the region renders in the browser, from the data the server sent,
 * the same markup in place (keeping focus on the same element, and letting a press that woke it end
 * first). It also wakes when what the server rendered it with changes: the colour mode, the language,
 * the address. Dormant only on a server-rendered page that keeps the server's light theme (a dark
 * visitor's page re-renders everything once hydrated), and for "visible" only below the first screen
 * (on screen, it hydrates with the page: its markup is not replaced), for "interaction" only while it
 * is not shown (display: none at this size), before any interaction, and unless `wakeAtOnce()` says
 * this visitor needs it now; for "touch", shown or not (its static markup does all it does but the
 * ripple of a press: the press that wakes it ends on the live markup).
 */
export function LateRegion({
  regionKey,
  remote,
  module,
  env,
  until,
  wakeAtOnce,
  wakeOn,
  style,
  children,
}: {
  regionKey: string;
  remote: string;
  module: string;
  env: RenderEnv;
  until: 'visible' | 'interaction' | 'touch';
  wakeAtOnce?: () => boolean;
  wakeOn?: (wake: () => void) => () => void;
  style?: typeof WRAPPER_CONTENTS;
  children: ReactNode;
}) {
  const [dormant, setDormant] = useState(
    () =>
      env.hydrating &&
      Boolean(env.regions?.has(regionKey)) &&
      !env.failed.has(regionKey) &&
      !peekExposed(remote, module) &&
      staysLightAfterHydration() &&
      (until === 'touch' ||
        (until === 'visible'
          ? // on screen already (a tall phone, a desktop): it hydrates with the page, as any region
            !isNearViewport(document.querySelector(`[data-region="${regionKey}"]`))
          : // shown on this screen (the header's widgets on a desktop): with the page, as any region
            !hasInteracted() && !wakeAtOnce?.() && !isDisplayed(regionKey))),
  );
  const ref = useRef<HTMLDivElement>(null);
  const focusPath = useRef<number[] | null>(null);
  const { resolved } = useColorMode();
  const { key: visit } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation('shell');
  const rendered = useRef({ resolved, visit, language: i18n.language });
  const wakeOnRef = useRef(wakeOn);

  useEffect(() => {
    if (!dormant) return;
    env.deferred?.add(regionKey);
    trackPresses();
    let alive = true;
    const swap = () =>
      afterPress(() => {
        if (!alive) return;
        focusPath.current = ref.current ? pathTo(ref.current, document.activeElement) : null;
        // a transition: rendered in slices the browser can interrupt, so a tap that comes meanwhile (the
        // scroll that woke the footer, then a tap on add-to-cart) is answered first; as an ordinary
        // update the region rendered in one task (~100-140 ms of a 4x-throttled phone, traced)
        startTransition(() => setDormant(false));
      });
    const wake = () => {
      stop();
      loadExposed(remote, module).then(swap, () => {
        // the region's own slot shows the fallback and retries; a "touch" region's static markup does
        // all the region does, so it stays rather than give way to a fallback
        if (until !== 'touch') swap();
      });
    };
    const stops =
      until === 'visible'
        ? [onNearViewport(ref.current, wake)]
        : until === 'touch'
          ? [onReach(ref.current, wake)]
          : [onInteractionOrResize(wake), wakeOnRef.current?.(wake) ?? (() => {})];
    const stop = () => stops.forEach((f) => f());
    const r = rendered.current;
    if (r.resolved !== resolved || r.visit !== visit || r.language !== i18n.language) wake();
    return () => {
      alive = false;
      stop();
      env.deferred?.delete(regionKey);
    };
  }, [dormant, env, regionKey, remote, module, until, resolved, visit, i18n.language]);

  useLayoutEffect(() => {
    if (dormant || !focusPath.current || !ref.current) return;
    (nodeAt(ref.current, focusPath.current) as HTMLElement | null)?.focus?.({ preventScroll: true });
    focusPath.current = null;
  }, [dormant]);

  // the static markup's links navigate in the app, as the live ones will (their paths carry the locale)
  const onStaticClick = (e: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkPath(e);
    if (!path) return;
    e.preventDefault();
    navigate(path);
  };

  return dormant ? (
    <div key="static" ref={ref} data-region={regionKey} style={style} onClick={onStaticClick} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  ) : (
    <div key="live" ref={ref} data-region={regionKey} style={style}>
      {children}
    </div>
  );
}
