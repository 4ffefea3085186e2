import { Component, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadExposed, logRemoteFailureOnce, peekExposed, MAX_RETRIES } from './remotes';
import { RemoteFallback, type FallbackVariant } from './RemoteFallback';
import { useRenderEnv, type RenderEnv } from './render-env';
import { LateRegion, WRAPPER_CONTENTS } from './LateRegion';

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
