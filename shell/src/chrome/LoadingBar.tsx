import { useEffect, useRef, useState } from 'react';
import { Box } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { pendingLoads } from '../federation/pending';
import { useShownLocation } from './transition';

/** Spec §9: duration 2000 ms, throttle 200 ms, hide delay 500 ms, reset delay 400 ms, height 3 px. */
export const BAR = { duration: 2000, throttle: 200, hide: 500, reset: 400, height: 3 };
/** How long nothing may be pending before a navigation counts as done (the next load may be about to start). */
export const SETTLE_MS = 100;
/**
 * How long after a navigation a load that starts still counts for it: the new page asks for its data
 * only once it renders, after its code and the old page's slide-out, which can leave a moment with
 * nothing pending at the 200 ms check (the bar then never showed for a 3 s read).
 */
export const GRACE_MS = 1000;
const START = 10;
const CEILING = 90;

export interface BarState {
  /** 0–100, or null when there is no bar. */
  progress: number | null;
  /** false while the finished bar fades out. */
  visible: boolean;
}

type Pending = Pick<typeof pendingLoads, 'count' | 'idleFor' | 'subscribe'>;

/**
 * The loading bar's state for one page: a navigation (a new page shown) that still waits for
 * something after `throttle` ms (remote code, api reads, a region in its loading state: `pending`)
 * shows the bar; it fills towards 90 % over `duration` and completes when nothing has been pending
 * for a moment, then hides. A navigation that is done within `throttle` shows nothing.
 */
export class NavigationProgress {
  state: BarState = { progress: null, visible: false };
  private timers: ReturnType<typeof setTimeout>[] = [];
  private trickle: ReturnType<typeof setInterval> | undefined;
  private settle: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | undefined;
  private shownAt = 0;
  private navigatedAt = 0;
  private awaiting: (() => void) | undefined;

  constructor(
    private readonly onChange: (s: BarState) => void,
    private readonly pending: Pending = pendingLoads,
  ) {}

  private set(s: Partial<BarState>) {
    this.state = { ...this.state, ...s };
    this.onChange(this.state);
  }

  private clearTimers() {
    this.timers.forEach(clearTimeout);
    this.timers = [];
    this.awaiting?.();
    this.awaiting = undefined;
    clearTimeout(this.settle);
    this.settle = undefined;
  }

  /** A new page is shown. */
  navigate(): void {
    this.clearTimers();
    if (this.state.progress !== null && this.state.progress < 100) {
      // already showing: keep going for the new page
      this.watch();
      return;
    }
    this.stop();
    this.navigatedAt = Date.now();
    this.timers.push(setTimeout(() => this.decide(), BAR.throttle));
  }

  /** After the throttle: still waiting for something? Then show. */
  private decide() {
    if (this.pending.count > 0) return this.show();
    const idle = this.pending.idleFor();
    // something just finished: the next load of this page may be about to start
    if (idle < SETTLE_MS) {
      this.timers.push(setTimeout(() => this.decide(), SETTLE_MS - idle));
      return;
    }
    // nothing pending now, but the new page may be about to ask for its data: a load that starts
    // within the grace period and still runs `throttle` ms later shows the bar
    const left = GRACE_MS - (Date.now() - this.navigatedAt);
    if (left <= 0) return;
    const off = this.pending.subscribe((count) => {
      if (count === 0) return;
      off();
      this.awaiting = undefined;
      this.timers.push(setTimeout(() => this.decide(), BAR.throttle));
    });
    this.awaiting = off;
    this.timers.push(
      setTimeout(() => {
        off();
        if (this.awaiting === off) this.awaiting = undefined;
      }, left),
    );
  }

  private show() {
    this.shownAt = Date.now();
    this.set({ progress: START, visible: true });
    clearInterval(this.trickle);
    this.trickle = setInterval(() => {
      const elapsed = Date.now() - this.shownAt;
      const p = Math.min(CEILING, START + ((CEILING - START) * elapsed) / (BAR.duration - BAR.throttle));
      if (this.state.progress !== null && this.state.progress < 100) this.set({ progress: Math.round(p) });
    }, 100);
    this.watch();
  }

  private watch() {
    this.unsubscribe ??= this.pending.subscribe(() => this.onPendingChange());
    this.onPendingChange();
  }

  private onPendingChange() {
    if (this.state.progress === null || this.state.progress >= 100) return;
    clearTimeout(this.settle);
    this.settle = undefined;
    if (this.pending.count === 0) this.settle = setTimeout(() => this.pending.count === 0 && this.finish(), SETTLE_MS);
  }

  private finish() {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearInterval(this.trickle);
    this.set({ progress: 100 });
    this.timers.push(
      setTimeout(() => this.set({ visible: false }), BAR.hide),
      setTimeout(() => this.set({ progress: null, visible: false }), BAR.hide + BAR.reset),
    );
  }

  /** Removes the bar and every timer. */
  stop(): void {
    this.clearTimers();
    clearInterval(this.trickle);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.state.progress !== null) this.set({ progress: null, visible: false });
  }
}

/**
 * The bar's state, driven by the pages shown (the first one, server-rendered or not, is no navigation).
 * `firstPath`: the page's first path and query when the bar mounts later (./LateLoadingBar); shown a
 * different one at mount, a navigation was made before and is followed from then.
 */
export function useNavigationProgress(pending?: Pending, firstPath?: string): BarState {
  const { pathname, search } = useShownLocation();
  const [state, setState] = useState<BarState>({ progress: null, visible: false });
  const progress = useRef<NavigationProgress | null>(null);
  const first = useRef(true);
  const startPath = useRef(firstPath);
  useEffect(() => {
    const p = new NavigationProgress(setState, pending);
    progress.current = p;
    return () => p.stop();
  }, [pending]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (startPath.current === undefined || startPath.current === pathname + search) return;
    }
    progress.current?.navigate();
  }, [pathname, search]);
  return state;
}

/** A progress bar at the top while a navigation waits for its code or data (only if that takes > 200 ms). */
export function LoadingBar({ firstPath }: { firstPath?: string } = {}) {
  const { t } = useTranslation('common');
  const { progress, visible } = useNavigationProgress(undefined, firstPath);
  if (progress === null) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      aria-valuenow={progress}
      aria-valuemin={0}
      aria-valuemax={100}
      sx={{
        position: 'fixed',
        top: 0,
        insetInlineStart: 0,
        height: BAR.height,
        width: `${progress}%`,
        bgcolor: 'secondary.main',
        zIndex: 2000,
        opacity: visible ? 1 : 0,
        transition: `width ${progress === 100 ? 200 : 100}ms linear, opacity ${BAR.reset}ms ease`,
        pointerEvents: 'none',
      }}
    />
  );
}
