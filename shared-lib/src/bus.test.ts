import { getBus, resetBusForTests, requestCartAdd } from 'shared-lib/bus';

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
    const pending = requestCartAdd(7, 1, undefined, 2500);
    jest.advanceTimersByTime(2500);
    await expect(pending).resolves.toBe(false);
    jest.useRealTimers();
  });
});
