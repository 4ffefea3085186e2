import { getBus, resetBusForTests, requestCartAdd, REQUEST_QUEUE_MS } from 'shared-lib/bus';

describe('the page bus', () => {
  beforeEach(() => resetBusForTests());

  it('replays the last value of a state topic to a late subscriber', () => {
    getBus().publish('cart:count', 3);
    getBus().publish('cart:count', 5);
    const seen: number[] = [];
    getBus().subscribe('cart:count', (n) => seen.push(n));
    expect(seen).toEqual([5]);
    expect(getBus().current('cart:count')).toBe(5);
  });

  it('does not replay events: only subscribers present at publish time get them', () => {
    getBus().publish('toast:show', { message: 'early', variant: 'info' });
    const seen: string[] = [];
    getBus().subscribe('toast:show', (t) => seen.push(t.message));
    getBus().publish('toast:show', { message: 'late', variant: 'info' });
    expect(seen).toEqual(['late']);
  });

  it('is one bus per page even when two copies of the module are loaded', () => {
    const first = getBus();
    let second: ReturnType<typeof getBus> | undefined;
    jest.isolateModules(() => {
      // a second build of shared-lib evaluates the module again
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      second = (require('shared-lib/bus') as typeof import('shared-lib/bus')).getBus();
    });
    expect(second).toBe(first);
  });

  it('unsubscribes', () => {
    const seen: number[] = [];
    const off = getBus().subscribe('cart:count', (n) => seen.push(n));
    getBus().publish('cart:count', 1);
    off();
    getBus().publish('cart:count', 2);
    expect(seen).toEqual([1]);
  });

  it('cart:add resolves true when mf-cart acknowledges and false when nothing answers', async () => {
    jest.useFakeTimers();
    const bus = getBus();
    const off = bus.subscribe('cart:add', (req) => bus.publish('cart:add-ack', { requestId: req.requestId }));
    await expect(requestCartAdd(7, 1)).resolves.toBe(true);
    off();
    // mf-cart running but not answering: false after the ack timeout
    const mute = bus.subscribe('cart:add', () => {});
    const pending = requestCartAdd(7, 1, undefined, 2500);
    jest.advanceTimersByTime(2499);
    let settled: boolean | undefined;
    void pending.then((v) => (settled = v));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toBe(false);
    mute();
    jest.useRealTimers();
  });

  describe('a request made before its server\'s code runs (the header\'s widgets load at the first interaction)', () => {
    afterEach(() => jest.useRealTimers());

    it('is handed to the first subscriber, once, and later requests go live', () => {
      const bus = getBus();
      const waiting: string[] = [];
      bus.subscribe('bus:waiting', (w) => waiting.push(w.topic));
      bus.publish('likes:toggle', { productId: 3, liked: true });
      bus.publish('likes:toggle', { productId: 4, liked: false });
      expect(bus.handled('likes:toggle')).toBe(false);
      // the shell hears that a request waits for mf-account's code
      expect(waiting).toEqual(['likes:toggle', 'likes:toggle']);
      const first: number[] = [];
      const second: number[] = [];
      const off = bus.subscribe('likes:toggle', (r) => first.push(r.productId));
      bus.subscribe('likes:toggle', (r) => second.push(r.productId));
      expect(bus.handled('likes:toggle')).toBe(true);
      bus.publish('likes:toggle', { productId: 5, liked: true });
      expect(first).toEqual([3, 4, 5]);
      expect(waiting).toHaveLength(2);
      expect(second).toEqual([5]);
      off();
      expect(bus.handled('likes:toggle')).toBe(true);
    });

    it('is dropped once it has waited REQUEST_QUEUE_MS', () => {
      jest.useFakeTimers();
      const bus = getBus();
      bus.publish('likes:toggle', { productId: 3, liked: true });
      jest.advanceTimersByTime(REQUEST_QUEUE_MS + 1);
      const seen: number[] = [];
      bus.subscribe('likes:toggle', (r) => seen.push(r.productId));
      expect(seen).toEqual([]);
    });

    it('cart:add: mf-cart arriving late still adds it and acknowledges; never arriving answers false and adds nothing later', async () => {
      jest.useFakeTimers();
      const bus = getBus();
      const served: number[] = [];
      const serve = () => bus.subscribe('cart:add', (req) => (served.push(req.productId), bus.publish('cart:add-ack', { requestId: req.requestId })));

      const early = requestCartAdd(7, 1);
      jest.advanceTimersByTime(3000); // longer than the usual ack timeout: the code is still loading
      const off = serve();
      await expect(early).resolves.toBe(true);
      expect(served).toEqual([7]);
      off();

      const lost = requestCartAdd(8, 1, undefined, 2500);
      jest.advanceTimersByTime(REQUEST_QUEUE_MS + 2500);
      await expect(lost).resolves.toBe(false);
      serve();
      expect(served).toEqual([7]);
    });

    it('offline, with mf-cart\'s code not here: false at once, and nothing is left to be added later', async () => {
      const bus = getBus();
      const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      await expect(requestCartAdd(9, 1)).resolves.toBe(false);
      online.mockRestore();
      const served: number[] = [];
      bus.subscribe('cart:add', (r) => served.push(r.productId));
      expect(served).toEqual([]);
    });
  });
});
