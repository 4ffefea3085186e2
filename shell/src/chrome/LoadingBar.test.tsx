import { act, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { useNavigate } from 'shared-lib/router';
import { LoadingBar, NavigationProgress, BAR, GRACE_MS, SETTLE_MS, type BarState } from './LoadingBar';
import { pendingLoads, trackedFetch, PendingMarker } from '../federation/pending';

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** Settles `ms` of fake time, promises included. */
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('the loading bar follows what a navigation really waits for', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const later = () => {
    let resolve!: () => void;
    const p = new Promise<void>((r) => (resolve = r));
    return { p, resolve };
  };

  it('shows while a navigation waits 3 s for its data, fills without reaching 100 %, completes and hides when the data is there', async () => {
    renderPage(
      <>
        <Navigator />
        <LoadingBar />
      </>,
      { path: '/' },
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    const data = later();
    act(() => navigate('/about'));
    // the page's read starts as the new page mounts
    pendingLoads.track(data.p);
    await wait(BAR.throttle - 50);
    expect(screen.queryByRole('progressbar')).toBeNull(); // not for what is done within 200 ms
    await wait(100);
    const bar = screen.getByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await wait(2500);
    const at = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(at).toBeGreaterThan(50);
    expect(at).toBeLessThan(100);
    await act(async () => data.resolve());
    await wait(SETTLE_MS + 10);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await wait(BAR.hide + BAR.reset);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing for a navigation that has nothing to wait for', async () => {
    renderPage(
      <>
        <Navigator />
        <LoadingBar />
      </>,
      { path: '/' },
    );
    act(() => navigate('/cat'));
    await wait(3000);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('counts a region in its loading state (Suspense fallback, skeleton) as pending while it is shown', async () => {
    const { rerender } = renderPage(
      <>
        <Navigator />
        <LoadingBar />
      </>,
    );
    act(() => navigate('/st/blog'));
    rerender(
      <>
        <Navigator />
        <LoadingBar />
        <PendingMarker />
      </>,
    );
    await wait(BAR.throttle + 10);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(
      <>
        <Navigator />
        <LoadingBar />
      </>,
    );
    await wait(SETTLE_MS + BAR.hide + BAR.reset + 10);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('keeps showing across loads that follow one another (code, then data)', async () => {
    const states: BarState[] = [];
    let count = 0;
    let idleAt = 0;
    const listeners = new Set<(n: number) => void>();
    const set = (n: number) => {
      count = n;
      if (n === 0) idleAt = Date.now();
      listeners.forEach((l) => l(n));
    };
    const pending = {
      get count() {
        return count;
      },
      idleFor: () => (count > 0 ? 0 : Date.now() - idleAt),
      subscribe: (l: (n: number) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    const bar = new NavigationProgress((s) => states.push(s), pending);
    bar.navigate();
    set(1); // the page's code
    await jest.advanceTimersByTimeAsync(BAR.throttle + 10);
    expect(bar.state.progress).toBeGreaterThan(0);
    set(0); // code there, data not asked for yet
    await jest.advanceTimersByTimeAsync(SETTLE_MS / 2);
    set(1); // the data
    await jest.advanceTimersByTimeAsync(1000);
    expect(bar.state.progress).toBeLessThan(100);
    expect(bar.state.progress).not.toBeNull();
    set(0);
    await jest.advanceTimersByTimeAsync(SETTLE_MS + 10);
    expect(bar.state.progress).toBe(100);
    bar.stop();
  });

  it('shows for data the new page asks for a moment after the navigation (after its code and the slide-out), not for a load long after', async () => {
    const data = later();
    renderPage(
      <>
        <Navigator />
        <LoadingBar />
      </>,
      { path: '/' },
    );
    act(() => navigate('/about'));
    // nothing pending at the 200 ms check: the page is still sliding in and rendering
    await wait(BAR.throttle + SETTLE_MS + 100);
    expect(screen.queryByRole('progressbar')).toBeNull();
    pendingLoads.track(data.p); // its read starts now, and takes long
    await wait(BAR.throttle - 50);
    expect(screen.queryByRole('progressbar')).toBeNull(); // still only for what lasts over 200 ms
    await wait(100);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => data.resolve());
    await wait(SETTLE_MS + BAR.hide + BAR.reset + 10);
    expect(screen.queryByRole('progressbar')).toBeNull();

    // a read long after the navigation (the shopper acting on the page) is no navigation's
    const late = later();
    await wait(GRACE_MS);
    pendingLoads.track(late.p);
    await wait(BAR.throttle + 100);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => late.resolve());
  });

  it('counts the api client’s reads (GET), not its writes', async () => {
    const base = jest.fn(() => new Promise<Response>(() => {}));
    const f = trackedFetch(() => base as unknown as typeof fetch);
    const before = pendingLoads.count;
    void f('/api/pages/about?lang=fa', { method: 'GET' });
    expect(pendingLoads.count).toBe(before + 1);
    void f('/api/cart', { method: 'POST' });
    expect(pendingLoads.count).toBe(before + 1);
    expect(base).toHaveBeenCalledTimes(2);
  });
});
