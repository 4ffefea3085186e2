import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadExposed, logRemoteFailureOnce, MAX_RETRIES } from './remotes';
import { RemoteFallback, type FallbackVariant } from './RemoteFallback';

export interface RemoteSlotProps {
  remote: string;
  module: string;
  props?: Record<string, unknown>;
  /** What a failure looks like here: a region with text and a retry button, a small inline button, or nothing. */
  variant?: FallbackVariant;
  /** Shown while the module's code loads. */
  loading?: ReactNode;
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

type State = { status: 'loading' } | { status: 'ready'; Comp: ComponentType<Record<string, unknown>> } | { status: 'failed' };

/**
 * One remote's region on the page. A remote that cannot be reached, answers 404, throws while
 * loading or throws while rendering shows a localized fallback here, with a bounded retry; the
 * rest of the page keeps working.
 */
export function RemoteSlot({ remote, module, props, variant = 'region', loading = null }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading' }));
    loadExposed(remote, module, attempt).then(
      (mod) => alive && setState({ status: 'ready', Comp: mod.default }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [remote, module, attempt]);

  const retry = attempt < MAX_RETRIES ? () => setAttempt((a) => a + 1) : undefined;
  if (state.status === 'failed') return <RemoteFallback remote={remote} variant={variant} onRetry={retry} />;
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
