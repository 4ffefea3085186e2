import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: jest.fn(),
}));

// this test drives React's act itself (no Testing Library, which would set this): tell React so
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// imported after the mock
import { RemoteSlot } from './RemoteSlot';
import { registerComposition } from './remotes';
import type { RenderEnv } from './render-env';
import { tree } from '../test/late-region-page';

/** IntersectionObserver as the page sees it: `enter()` brings every watched element into view. */
const observers: Array<{ cb: IntersectionObserverCallback; els: Element[]; off: boolean }> = [];
class FakeObserver {
  private o: (typeof observers)[number];
  constructor(cb: IntersectionObserverCallback) {
    this.o = { cb, els: [], off: false };
    observers.push(this.o);
  }
  observe(el: Element) {
    this.o.els.push(el);
  }
  disconnect() {
    this.o.off = true;
  }
}
const enter = () =>
  act(async () => {
    for (const o of observers.filter((x) => !x.off)) o.cb(o.els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
    await new Promise((r) => setTimeout(r, 20));
  });

describe('a region that comes alive when it comes into view (hydrate="visible")', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const KEY = 'mf_x/Late';
  beforeEach(() => {
    observers.length = 0;
    loadRemote.mockReset();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    registerComposition({ remotes: { mf_x: { server: 'http://x', version: '1.0.0' } } });
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  async function hydrateServerPage({ top = 2000 } = {}) {
    // the server's page: the region's markup inside its watched block
    const serverEnv: RenderEnv = { server: true, hydrating: false, failed: new Set() };
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      tree(
        serverEnv,
        // as the server's RemoteSlot renders it: the region's boundary, and the component's inside
        <div data-region={KEY}>
          <Suspense fallback={null}>
            <Suspense fallback={null}>
              <section>
                <a href="/en/services">from the server</a>
              </section>
            </Suspense>
          </Suspense>
        </div>,
      ),
    );
    // where the region is laid out (jsdom lays out nothing): below the first screen by default
    const block = container.querySelector(`[data-region="${KEY}"]`)!;
    jest.spyOn(block, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 400, left: 0, right: 360, width: 360, height: 400, x: 0, y: top } as DOMRect);
    const env: RenderEnv = { server: false, hydrating: true, failed: new Set(), regions: new Set([KEY]), deferred: new Set() };
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, tree(env, <RemoteSlot remote="mf_x" module="Late" hydrate="visible" />), { onRecoverableError: (e) => errors.push(e) });
    });
    env.hydrating = false;
    return { env, errors };
  }

  it('keeps the server’s markup, asks for no code, and holds back no update of the page', async () => {
    loadRemote.mockReturnValue(new Promise(() => {}));
    const { env, errors } = await hydrateServerPage();
    expect(errors).toEqual([]);
    expect(container.querySelector(`[data-region="${KEY}"] a`)?.textContent).toBe('from the server');
    expect(loadRemote).not.toHaveBeenCalled();
    // not counted as still hydrating (the colour mode does not wait for it)
    expect(env.deferred?.has(KEY)).toBe(true);
    // a transition (a navigation, a colour-mode switch) commits while the region waits
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')?.textContent).toBe('clicked 1');
    expect(container.querySelector(`[data-region="${KEY}"] a`)?.textContent).toBe('from the server');
  });

  it('in view: loads its code and renders it in place of the server’s markup', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>alive</p> });
    const { env } = await hydrateServerPage();
    await enter();
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Late');
    expect(container.querySelector(`[data-region="${KEY}"]`)?.textContent).toBe('alive');
    expect(env.deferred?.has(KEY)).toBe(false);
  });

  it('on the first screen already: hydrates with the page, the server’s markup kept (not replaced)', async () => {
    let arrive = (_m: unknown) => {};
    loadRemote.mockReturnValue(new Promise((r) => (arrive = r)));
    const { errors } = await hydrateServerPage({ top: 300 });
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Late');
    const link = container.querySelector(`[data-region="${KEY}"] a`);
    await act(async () => {
      arrive({
        default: () => (
          <section>
            <a href="/en/services">from the server</a>
          </section>
        ),
      });
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(errors).toEqual([]);
    // hydrated: the very element the server sent, now React's
    expect(container.querySelector(`[data-region="${KEY}"] a`)).toBe(link);
    expect(Object.keys(link!).some((k) => k.startsWith('__reactFiber'))).toBe(true);
  });

  it('a region whose code cannot load shows its fallback once in view', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    await hydrateServerPage();
    await enter();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(container.textContent).toMatch(/This part of the site is unavailable/);
  });
});
