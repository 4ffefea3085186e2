import { loadAfterPaint, readAfterPaintData } from './load-after-paint';

const scriptsOnPage = () => [...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'));

describe('loadAfterPaint', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('in a hidden tab, announces the hints and appends the scripts at once, in order, not async', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadAfterPaint('<link rel="preload" as="script" href="http://r/a.js">', ['/main.js', '/other.js']);
    expect(document.head.innerHTML).toBe('<link rel="preload" as="script" href="http://r/a.js">');
    expect(scriptsOnPage()).toEqual(['/main.js', '/other.js']);
    expect([...document.body.querySelectorAll('script')].every((s) => s.async === false)).toBe(true);
  });

  it('without paint timing, waits for the next frame, and runs once', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => (frames.push(cb), 1));
    loadAfterPaint('', ['/main.js']);
    expect(scriptsOnPage()).toEqual([]);
    frames.forEach((cb) => cb(0));
    jest.runAllTimers();
    expect(scriptsOnPage()).toEqual(['/main.js']);
  });

  it('with paint timing, starts at first contentful paint, or after 3 s at most', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    let observed: ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: typeof observed) {
        observed = cb;
      }
      observe() {}
    }
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
    loadAfterPaint('', ['/main.js']);
    jest.advanceTimersByTime(2999);
    expect(scriptsOnPage()).toEqual([]);
    observed!({ getEntriesByName: () => [{}] }, { disconnect() {} });
    jest.advanceTimersByTime(1);
    expect(scriptsOnPage()).toEqual(['/main.js']);
    jest.advanceTimersByTime(5000);
    expect(scriptsOnPage()).toEqual(['/main.js']); // once only
    delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('reads the data the server wrote, and nothing when there is none', () => {
    expect(readAfterPaintData()).toBeNull();
    document.body.innerHTML = '<script id="__AFTER_PAINT__" type="application/json">{"hints":"<link>","scripts":["/a.js",3]}</script>';
    expect(readAfterPaintData()).toEqual({ hints: '<link>', scripts: ['/a.js'] });
  });
});
