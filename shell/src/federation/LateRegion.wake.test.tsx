import { act } from 'react';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: jest.fn(),
}));

// this test drives React's act itself (no Testing Library, which would set this): tell React so
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// imported after the mock
import { RemoteSlot } from './RemoteSlot';
import { hydrateFromServer, lateRegionPage } from '../test/late-region-page';

// the regions the header and the home page wake later; those that wake in view: LateRegion.test.tsx
describe('a region that comes alive at the first interaction (hydrate="interaction": the header\'s widgets)', () => {
  const KEY = 'mf_x/Widget';
  const page = lateRegionPage(loadRemote);

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
    // woken after the frame that answers the press (AfterInteraction)
    await tick();
    await tick();
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
  const page = lateRegionPage(loadRemote);

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
