import { act, createContext, startTransition, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter, useLocation } from 'shared-lib/router';
import { I18nextProvider, createRequestI18n } from 'shared-lib/i18n';
import { ThemeRoot } from 'shared-lib/theme';

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
import { resetInteractionForTests } from '../chrome/AfterInteraction';
import { RenderEnvContext, type RenderEnv } from './render-env';

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

/**
 * A page with a counter updated in a transition and provided as context around the late region, as
 * a navigation updates the router's location: a change that reaches a region still waiting.
 */
const Count = createContext(0);
function Page({ region }: { region: React.ReactNode }) {
  const [n, setN] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => startTransition(() => setN((x) => x + 1))}>
        clicked {n}
      </button>
      <Count.Provider value={n}>{region}</Count.Provider>
    </main>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function tree(env: RenderEnv, region: React.ReactNode) {
  const i18n = createRequestI18n('en');
  // the browser's router on jsdom's history, at /en as the server was
  if (!env.server) window.history.replaceState(null, '', '/en');
  const Router = env.server
    ? ({ children }: { children: React.ReactNode }) => <StaticRouter location="/en">{children}</StaticRouter>
    : ({ children }: { children: React.ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
  return (
    <Router>
      <Where />
      <I18nextProvider i18n={i18n}>
        <ThemeRoot direction="ltr">
          <RenderEnvContext.Provider value={env}>
            <Page region={region} />
          </RenderEnvContext.Provider>
        </ThemeRoot>
      </I18nextProvider>
    </Router>
  );
}

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

/**
 * A late region as the server left it (its markup inside the region's wrapper and the slot's two
 * Suspense boundaries), hydrated in the browser with `slot`: returns the page and the browser's env.
 */
async function hydrateFromServer(key: string, serverMarkup: React.ReactNode, slot: React.ReactNode, style?: React.CSSProperties) {
  const serverEnv: RenderEnv = { server: true, hydrating: false, failed: new Set() };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    tree(
      serverEnv,
      <div data-region={key} style={style}>
        <Suspense fallback={null}>
          <Suspense fallback={null}>{serverMarkup}</Suspense>
        </Suspense>
      </div>,
    ),
  );
  const env: RenderEnv = { server: false, hydrating: true, failed: new Set(), regions: new Set([key]), deferred: new Set() };
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(env, slot), { onRecoverableError: (e) => errors.push(e) });
  });
  env.hydrating = false;
  return { container, root: root!, env, errors };
}

/** The set-up of a describe of late regions (a fresh remote each test, the page removed after); the page its test hydrates. */
function lateRegionPage(): { root?: Root; container?: HTMLElement } {
  const page: { root?: Root; container?: HTMLElement } = {};
  beforeEach(() => {
    loadRemote.mockReset();
    resetInteractionForTests();
    registerComposition({ remotes: { mf_x: { server: 'http://x', version: '1.0.0' } } });
  });
  afterEach(() => {
    act(() => page.root?.unmount());
    page.container?.remove();
  });
  return page;
}

describe('a region that comes alive at the first interaction (hydrate="interaction": the header\'s widgets)', () => {
  const KEY = 'mf_x/Widget';
  const page = lateRegionPage();

  const widget = (text: string) => (
    <span>
      <a href="/en/basket">{text}</a>
      <button type="button">{text} menu</button>
    </span>
  );

  async function hydrateServerPage(wakeAtOnce?: () => boolean, wakeOn?: (wake: () => void) => () => void) {
    const hydrated = await hydrateFromServer(KEY, widget('from the server'), <RemoteSlot remote="mf_x" module="Widget" hydrate="interaction" wakeAtOnce={wakeAtOnce} wakeOn={wakeOn} />, {
      display: 'contents',
    });
    return Object.assign(page, hydrated);
  }
  const region = () => page.container!.querySelector(`[data-region="${KEY}"]`)!;
  const tick = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

  it('asks for no code until the shopper acts; a key press brings it, and keyboard focus stays where it was', async () => {
    loadRemote.mockResolvedValue({ default: () => widget('alive') });
    const { env, errors } = await hydrateServerPage();
    expect(errors).toEqual([]);
    expect(region().textContent).toBe('from the serverfrom the server menu');
    expect(region().getAttribute('style')).toMatch(/display:\s*contents/);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(env.deferred?.has(KEY)).toBe(true);
    // a transition reaching it commits while it waits
    await act(async () => page.container!.querySelector<HTMLElement>('main > button')!.click());
    expect(page.container!.querySelector('main > button')?.textContent).toBe('clicked 1');

    region().querySelector('button')!.focus();
    await act(async () => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await tick();
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Widget');
    expect(region().textContent).toBe('alivealive menu');
    expect(document.activeElement).toBe(region().querySelector('button'));
    expect(document.activeElement?.textContent).toBe('alive menu');
    expect(env.deferred?.has(KEY)).toBe(false);
  });

  it.each([
    ['shown on this screen (a desktop header)', 'shown'],
    ['with state only its code can show (wakeAtOnce)', 'wakeAtOnce'],
  ] as const)('%s: hydrates with the page, the server\'s markup kept', async (_label, why) => {
    let arrive = (_m: unknown) => {};
    loadRemote.mockReturnValue(new Promise((r) => (arrive = r)));
    // jsdom lays out nothing: for "shown", the widget's box is reported as laid out
    const spy = why === 'shown' ? jest.spyOn(HTMLSpanElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList) : null;
    const { errors } = await hydrateServerPage(why === 'wakeAtOnce' ? () => true : undefined);
    spy?.mockRestore();
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Widget');
    const link = region().querySelector('a');
    await act(async () => arrive({ default: () => widget('from the server') }));
    await tick();
    expect(errors).toEqual([]);
    expect(region().querySelector('a')).toBe(link);
    expect(Object.keys(link!).some((k) => k.startsWith('__reactFiber'))).toBe(true);
  });

  it('hidden on this screen: a change of the window\'s size wakes it (it may be shown now)', async () => {
    loadRemote.mockResolvedValue({ default: () => widget('alive') });
    await hydrateServerPage();
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => void window.dispatchEvent(new Event('resize')));
    await tick();
    expect(region().textContent).toBe('alivealive menu');
  });

  it('its static links navigate in the app', async () => {
    loadRemote.mockReturnValue(new Promise(() => {}));
    await hydrateServerPage();
    const link = region().querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(page.container!.querySelector('output')?.textContent).toBe('/en/basket');
    // a modified click is the browser's (a new tab)
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
  });

  it('woken by a press, it is swapped in only once the press has ended, so the tap lands where it started', async () => {
    let arrive = (_m: unknown) => {};
    loadRemote.mockReturnValue(new Promise((r) => (arrive = r)));
    await hydrateServerPage();
    const staticLink = region().querySelector('a')!;
    await act(async () => void staticLink.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Widget');
    await act(async () => arrive({ default: () => widget('alive') }));
    await tick();
    // the code is here, the finger is still down: the element under it stays
    expect(region().querySelector('a')).toBe(staticLink);
    await act(async () => void staticLink.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    await tick();
    expect(page.container!.querySelector('output')?.textContent).toBe('/en/basket');
    expect(region().textContent).toBe('alivealive menu');
  });

  it('something else that needs it now (wakeOn: a request waiting for its code) wakes it without an interaction', async () => {
    loadRemote.mockResolvedValue({ default: () => widget('alive') });
    let need = () => {};
    const unsubscribe = jest.fn();
    await hydrateServerPage(undefined, (wake) => ((need = wake), unsubscribe));
    expect(loadRemote).not.toHaveBeenCalled();
    await act(async () => need());
    await tick();
    expect(region().textContent).toBe('alivealive menu');
    expect(unsubscribe).toHaveBeenCalled();
  });
});

describe('a region of text and links that comes alive when the shopper reaches into it (hydrate="touch": the home page\'s hero)', () => {
  const KEY = 'mf_x/Hero';
  const page = lateRegionPage();

  const hero = (text: string) => (
    <section>
      <h1>{text}</h1>
      <a href="/en/services">{text} services</a>
    </section>
  );

  async function hydrateServerPage() {
    const hydrated = await hydrateFromServer(KEY, hero('from the server'), <RemoteSlot remote="mf_x" module="Hero" hydrate="touch" />);
    return Object.assign(page, hydrated);
  }
  const region = () => page.container!.querySelector(`[data-region="${KEY}"]`)!;
  const tick = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

  it('shown and in view, it asks for no code while the shopper scrolls, types or taps elsewhere; its links navigate in the app', async () => {
    loadRemote.mockResolvedValue({ default: () => hero('alive') });
    // laid out and on the first screen: "visible" or "interaction" would hydrate it with the page
    const rects = jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const { env, errors } = await hydrateServerPage();
    rects.mockRestore();
    expect(errors).toEqual([]);
    expect(env.deferred?.has(KEY)).toBe(true);
    for (const e of [new Event('scroll'), new KeyboardEvent('keydown', { key: 'ArrowDown' }), new MouseEvent('pointerdown', { bubbles: true })]) {
      await act(async () => void (e.type === 'pointerdown' ? page.container!.querySelector('main > button')! : window).dispatchEvent(e));
    }
    await tick();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(region().textContent).toBe('from the serverfrom the server services');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void region().querySelector('a')!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(page.container!.querySelector('output')?.textContent).toBe('/en/services');
  });

  it.each([
    ['a Tab onto its link: focus stays on it', 'focus'],
    ['a press on it: the press ends on the live markup', 'press'],
  ] as const)('reached into by %s', async (_label, how) => {
    loadRemote.mockResolvedValue({ default: () => hero('alive') });
    await hydrateServerPage();
    expect(loadRemote).not.toHaveBeenCalled();
    const link = region().querySelector('a')!;
    if (how === 'focus') await act(async () => link.focus());
    else await act(async () => void link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await tick();
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Hero');
    if (how === 'press') {
      expect(region().querySelector('a')).toBe(link);
      await act(async () => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
      await tick();
    }
    expect(region().textContent).toBe('alivealive services');
    if (how === 'focus') expect(document.activeElement).toBe(region().querySelector('a'));
  });

  it('whose code cannot load (its server is down): the server\'s markup stays, and its links still navigate', async () => {
    loadRemote.mockRejectedValue(new Error('down'));
    await hydrateServerPage();
    const link = region().querySelector('a')!;
    await act(async () => void link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    await act(async () => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    await tick();
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Hero');
    expect(region().querySelector('a')).toBe(link);
    expect(region().textContent).toBe('from the serverfrom the server services');
    expect(page.container!.querySelector('output')?.textContent).toBe('/en/services');
  });
});
