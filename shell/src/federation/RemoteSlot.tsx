import { Component, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { loadExposed, logRemoteFailureOnce, peekExposed, MAX_RETRIES } from './remotes';
import { RemoteFallback, type FallbackVariant } from './RemoteFallback';
import { useRenderEnv, type RenderEnv } from './render-env';
import { isNearViewport, onNearViewport } from './near-viewport';
import { staysLightAfterHydration, useColorMode } from 'shared-lib/theme';
import { useLocation, useNavigate } from 'shared-lib/router';
import { hasInteracted, onFirstInteraction } from '../chrome/AfterInteraction';
import { useTranslation } from 'shared-lib/i18n';
import { inAppLinkPath } from 'shared-lib/navigation';

export interface RemoteSlotProps {
  remote: string;
  module: string;
  props?: Record<string, unknown>;
  /** What a failure looks like here: a region with text and a retry button, a small inline button, or nothing. */
  variant?: FallbackVariant;
  /** Shown while the module's code loads. */
  loading?: ReactNode;
  /**
   * Rendered by the server (default). Late, non-critical regions (a modal that opens after a
   * while) say false: the server and the hydrating browser show `loading`, the code loads after.
   */
  ssr?: boolean;
  /**
   * When a region the server rendered comes alive in the browser: with the page (default), once it
   * comes near the viewport (below-the-fold widgets), or, when it is not shown on this screen, at the
   * shopper's first interaction with the page (a scroll, touch, click or key press: the header's
   * widgets, hidden on a phone, which only an interaction needs).
   * Or, for a region that is only text and links (the home page's hero, its category strip), when the
   * shopper reaches into it (`touch`: a press, a focus or a key press inside it), wherever it is.
   * Until then its server HTML stands as static markup (its links navigate in the app; buttons wait)
   * and its code is neither announced nor downloaded (LateRegion).
   */
  hydrate?: 'load' | 'visible' | 'interaction' | 'touch';
  /**
   * With `hydrate="interaction"`: read in the browser as the page starts; true wakes the region with
   * the page (this visitor has state only its code can show, such as a basket or a signed-in account).
   */
  wakeAtOnce?: () => boolean;
  /** With `hydrate="interaction"`: subscribes `wake` to something else that needs the region now; returns the unsubscribe. */
  wakeOn?: (wake: () => void) => () => void;
}

interface BoundaryProps {
  remote: string;
  onError: (e: unknown) => void;
  children: ReactNode;
}
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    logRemoteFailureOnce(this.props.remote, 'render', error);
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; Comp: ComponentType<Record<string, unknown>> }
  | { status: 'failed'; fromServer?: boolean };

/**
 * Server: the region waits (suspends) for its remote's code, bounded by the load timeout; a remote
 * that is down, slow or broken renders the region's fallback, and the region is named in the page
 * so the browser retries it. Suspense around the remote's component means a remote that throws
 * while rendering on the server leaves its region to the browser and the rest of the page intact.
 */
function ServerSlot({ remote, module, props, variant, loading, ssr, hydrate, env }: Required<Pick<RemoteSlotProps, 'remote' | 'module' | 'variant' | 'ssr'>> & RemoteSlotProps & { env: RenderEnv }) {
  if (!ssr) return <>{loading}</>;
  const key = `${remote}/${module}`;
  env.regions?.add(key);
  const mod = peekExposed(remote, module, env.composition);
  if (!mod) {
    if (env.failed.has(key)) return <RemoteFallback remote={remote} variant={variant} onRetry={() => {}} />;
    throw loadExposed(remote, module, 0, env.composition).catch(() => {
      env.failed.add(key);
    });
  }
  if (hydrate && hydrate !== 'load') env.deferred?.add(key);
  const Comp = mod.default;
  return (
    <Suspense fallback={loading}>
      <Comp {...props} />
    </Suspense>
  );
}

/**
 * One remote's region on the page. A remote that cannot be reached, answers 404, throws while
 * loading or throws while rendering shows a localized fallback here, with a bounded retry; the
 * rest of the page keeps working.
 */
export function RemoteSlot(p: RemoteSlotProps) {
  const env = useRenderEnv();
  const { variant = 'region', ssr = true, hydrate = 'load' } = p;
  // each region its own boundary: a region waiting for its code holds back nothing else
  const region = (
    <Suspense fallback={p.loading ?? null}>
      {env.server ? <ServerSlot {...p} variant={variant} ssr={ssr} env={env} /> : <BrowserSlot {...p} variant={variant} ssr={ssr} env={env} />}
    </Suspense>
  );
  if (hydrate === 'load') return region;
  const key = `${p.remote}/${p.module}`;
  // 'visible': a block to watch, as the region's own root is; 'interaction': no box of its own (a
  // header's widget stays the flex item it was)
  const style = hydrate === 'interaction' ? WRAPPER_CONTENTS : undefined;
  return env.server ? (
    <div data-region={key} style={style}>
      {region}
    </div>
  ) : (
    <LateRegion regionKey={key} remote={p.remote} module={p.module} env={env} until={hydrate} wakeAtOnce={p.wakeAtOnce} wakeOn={p.wakeOn} style={style}>
      {region}
    </LateRegion>
  );
}

const WRAPPER_CONTENTS = { display: 'contents' } as const;

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
function LateRegion({
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
        setDormant(false);
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

/**
 * A region's first state in the browser. A region the server rendered (named in the page) starts
 * as the server left it, whenever React hydrates it (each region is its own Suspense boundary, so
 * that can be after the rest of the page): its fallback if the server could not render it, else its
 * component, waiting for the code without replacing the server's HTML. Regions the server left to
 * the browser (ssr: false) start loading, as the server showed them.
 */
function initialState(remote: string, module: string, ssr: boolean, env: RenderEnv): State | 'suspend' {
  const key = `${remote}/${module}`;
  const mod = peekExposed(remote, module);
  if (env.hydrating && !ssr) return { status: 'loading' };
  if (ssr && env.failed.has(key)) return { status: 'failed', fromServer: true };
  if (ssr && env.regions?.has(key)) return mod ? { status: 'ready', Comp: mod.default } : 'suspend';
  return mod ? { status: 'ready', Comp: mod.default } : { status: 'loading' };
}

function BrowserSlot({ remote, module, props, variant, loading = null, ssr, env }: RemoteSlotProps & { variant: FallbackVariant; ssr: boolean; env: RenderEnv }) {
  const first = initialState(remote, module, ssr, env);
  if (first === 'suspend') {
    throw loadExposed(remote, module).catch(() => {
      // gone since the server rendered it: this region renders in the browser, as a fallback
      env.regions?.delete(`${remote}/${module}`);
    });
  }
  return <BrowserSlotState remote={remote} module={module} props={props} variant={variant} loading={loading} initial={first} env={env} />;
}

function BrowserSlotState({
  remote,
  module,
  props,
  variant,
  loading,
  initial,
  env,
}: RemoteSlotProps & { variant: FallbackVariant; initial: State; env: RenderEnv }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(initial);
  const retryFromServer = useRef(initial.status === 'failed' && initial.fromServer);

  useEffect(() => {
    // hydrated: later mounts of this region (navigations) start like any browser-rendered one
    env.regions?.delete(`${remote}/${module}`);
    env.failed.delete(`${remote}/${module}`);
  }, [env, remote, module]);

  useEffect(() => {
    let alive = true;
    // a region the server could not render is retried once the page is interactive
    const fresh = retryFromServer.current && attempt === 0;
    retryFromServer.current = false;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : fresh ? s : { status: 'loading' }));
    loadExposed(remote, module, fresh ? 1 : attempt).then(
      (mod) => alive && setState((s) => (s.status === 'ready' && s.Comp === mod.default ? s : { status: 'ready', Comp: mod.default })),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [remote, module, attempt]);

  const retry = attempt < MAX_RETRIES ? () => setAttempt((a) => a + 1) : undefined;
  if (state.status === 'failed') return <RemoteFallback remote={remote} variant={variant} onRetry={state.fromServer ? () => setAttempt((a) => a + 1) : retry} />;
  if (state.status === 'loading') return <>{loading}</>;
  const { Comp } = state;
  return (
    <RenderBoundary key={attempt} remote={remote} onError={() => setState({ status: 'failed' })}>
      <Suspense fallback={loading}>
        <Comp {...props} />
      </Suspense>
    </RenderBoundary>
  );
}
