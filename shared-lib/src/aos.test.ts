import type * as Aos from 'shared-lib/aos';

// a fresh module per test: its one scroll listener and timers belong to the page
let AOS_DEFAULTS: typeof Aos.AOS_DEFAULTS;
let animateOnScroll: typeof Aos.animateOnScroll;

/** An element whose top sits `top` px below the top of the window (as getBoundingClientRect reports it). */
function element(top: { value: number }): HTMLElement {
  const el = document.createElement('div');
  document.body.appendChild(el);
  el.getBoundingClientRect = () => ({ top: top.value, bottom: top.value + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top.value, toJSON() {} }) as DOMRect;
  return el;
}

function reducedMotion(on: boolean) {
  window.matchMedia = ((query: string) => ({ matches: on && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    ({ AOS_DEFAULTS, animateOnScroll } = require('shared-lib/aos'));
  });
  reducedMotion(false);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  // a long page: never at its bottom
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  document.documentElement.dir = 'rtl';
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

const scroll = () => window.dispatchEvent(new Event('scroll'));

describe('animate on scroll', () => {
  it('uses the spec’s defaults', () => {
    expect(AOS_DEFAULTS).toEqual({ offset: 120, delay: 0, easing: 'ease', duration: 400, once: false, throttleDelay: 99, debounceDelay: 50 });
  });

  it('shows an element once its top passes 120 px above the window’s bottom, and hides it again above that line', () => {
    const top = { value: 1200 };
    const el = element(top);
    const stop = animateOnScroll(el);
    expect(el.style.opacity).toBe('0');
    expect(el.style.transition).toBe('opacity 400ms ease 0ms, transform 400ms ease 0ms');

    top.value = 681; // 1 px short of the line (800 - 120)
    scroll();
    expect(el.dataset.aos).toBe('out');
    jest.advanceTimersByTime(100);
    top.value = 680;
    scroll();
    expect(el.dataset.aos).toBe('in');
    expect(el.style.opacity).toBe('1');

    jest.advanceTimersByTime(100);
    top.value = 900; // scrolled back up: once is false, so it hides again
    scroll();
    expect(el.dataset.aos).toBe('out');
    stop();
    expect(el.style.opacity).toBe('1');
  });

  it('throttles scrolling to one check per 99 ms, with a last check after the scroll stops', () => {
    const top = { value: 1200 };
    const el = element(top);
    animateOnScroll(el);
    scroll(); // runs at once
    top.value = 100;
    scroll(); // within 99 ms: waits
    expect(el.dataset.aos).toBe('out');
    jest.advanceTimersByTime(98);
    expect(el.dataset.aos).toBe('out');
    jest.advanceTimersByTime(1);
    expect(el.dataset.aos).toBe('in');
  });

  it('checks again 50 ms after the window stops resizing', () => {
    const top = { value: 1200 };
    const el = element(top);
    animateOnScroll(el);
    top.value = 100;
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(30);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(49);
    expect(el.dataset.aos).toBe('out');
    jest.advanceTimersByTime(1);
    expect(el.dataset.aos).toBe('in');
  });

  it('with once, stays shown after scrolling back', () => {
    const top = { value: 1200 };
    const el = element(top);
    animateOnScroll(el, { once: true });
    top.value = 100;
    scroll();
    jest.advanceTimersByTime(100);
    top.value = 1200;
    scroll();
    expect(el.dataset.aos).toBe('in');
  });

  it('leaves an element already in view as it is (no blink of server-rendered content)', () => {
    const el = element({ value: 50 });
    animateOnScroll(el);
    expect(el.style.opacity).toBe('');
    expect(el.dataset.aos).toBe('in');
  });

  it('slides from the inline start: the right in Persian, the left in English', () => {
    const a = element({ value: 1200 });
    animateOnScroll(a, { animation: 'fade-start' });
    expect(a.style.transform).toBe('translate3d(40px, 0, 0)');
    document.documentElement.dir = 'ltr';
    const b = element({ value: 1200 });
    animateOnScroll(b, { animation: 'fade-start' });
    expect(b.style.transform).toBe('translate3d(-40px, 0, 0)');
  });

  it('moves nothing under prefers-reduced-motion', () => {
    reducedMotion(true);
    const top = { value: 1200 };
    const el = element(top);
    animateOnScroll(el);
    expect(el.style.opacity).toBe('');
    expect(el.style.transform).toBe('');
    expect(el.style.transition).toBe('');
  });
});
