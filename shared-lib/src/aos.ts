/**
 * Animate on scroll (spec §9 defaults: offset 120, delay 0, easing ease, duration 400, once false,
 * throttle 99 ms, debounce 50 ms): an element fades (or slides, or zooms) in when its top passes a
 * line `offset` pixels above the bottom of the window, and, unless `once`, hides again when the
 * shopper scrolls back above that line. One scroll listener (throttled) and one resize listener
 * (debounced) serve every element. Nothing moves under prefers-reduced-motion, and an element
 * already past the line when it appears (e.g. server-rendered above the fold) is left as it is.
 *
 * Written here rather than taking the `aos` package (2.3.4, last published 2018; measured: 14.7 KB
 * of script and a 26 KB global stylesheet, 6.9 KB gzip together, scanning the whole document for
 * data attributes): this is under 2 KB, keeps to the elements a page names, needs no stylesheet,
 * knows right-to-left, and leaves server-rendered content in view alone.
 *
 *   const ref = useAos({ animation: 'fade-up' });
 *   return <Card ref={ref}>…</Card>;
 */
import { useCallback, useRef } from 'react';

export const AOS_DEFAULTS = {
  offset: 120,
  delay: 0,
  easing: 'ease',
  duration: 400,
  once: false,
  throttleDelay: 99,
  debounceDelay: 50,
} as const;

export type AosAnimation = 'fade' | 'fade-up' | 'fade-down' | 'fade-start' | 'fade-end' | 'zoom-in';

export interface AosOptions {
  animation?: AosAnimation;
  offset?: number;
  delay?: number;
  easing?: string;
  duration?: number;
  once?: boolean;
}

type Resolved = Required<AosOptions>;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const DISTANCE = 40;

function hiddenTransform(el: HTMLElement, animation: AosAnimation): string {
  const rtl = (el.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl';
  const startSide = rtl ? DISTANCE : -DISTANCE; // the inline start is on the right in Persian
  switch (animation) {
    case 'fade-up':
      return `translate3d(0, ${DISTANCE}px, 0)`;
    case 'fade-down':
      return `translate3d(0, ${-DISTANCE}px, 0)`;
    case 'fade-start':
      return `translate3d(${startSide}px, 0, 0)`;
    case 'fade-end':
      return `translate3d(${-startSide}px, 0, 0)`;
    case 'zoom-in':
      return 'scale(0.6)';
    default:
      return 'none';
  }
}

const items = new Map<HTMLElement, Resolved>();
let throttleTimer: ReturnType<typeof setTimeout> | null = null;
let scrolledSinceRun = false;
let resizeTimer: ReturnType<typeof setTimeout> | null = null;

function show(el: HTMLElement) {
  el.dataset.aos = 'in';
  el.style.opacity = '1';
  el.style.transform = 'none';
}
function hide(el: HTMLElement, o: Resolved) {
  el.dataset.aos = 'out';
  el.style.opacity = '0';
  el.style.transform = hiddenTransform(el, o.animation);
}

/** Whether the element's top is past its trigger line (or the page cannot scroll further). */
function pastLine(el: HTMLElement, o: Resolved): boolean {
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
  return el.getBoundingClientRect().top <= window.innerHeight - o.offset || atBottom;
}

function update() {
  for (const [el, o] of items) {
    if (!el.isConnected) {
      items.delete(el);
      continue;
    }
    if (pastLine(el, o)) {
      if (el.dataset.aos !== 'in') show(el);
      if (o.once) items.delete(el);
    } else if (el.dataset.aos === 'in') hide(el, o);
  }
  if (!items.size) stopListening();
}

// throttled: at once, then at most every 99 ms while scrolling, with a last run after the scroll stops
function onScroll() {
  if (throttleTimer) {
    scrolledSinceRun = true;
    return;
  }
  update();
  const tick = () => {
    if (scrolledSinceRun) {
      scrolledSinceRun = false;
      update();
      throttleTimer = setTimeout(tick, AOS_DEFAULTS.throttleDelay);
    } else throttleTimer = null;
  };
  throttleTimer = setTimeout(tick, AOS_DEFAULTS.throttleDelay);
}
function onResize() {
  if (resizeTimer) clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    resizeTimer = null;
    update();
  }, AOS_DEFAULTS.debounceDelay);
}

let listening = false;
function startListening() {
  if (listening) return;
  listening = true;
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onResize);
  window.addEventListener('orientationchange', onResize);
}
function stopListening() {
  if (!listening) return;
  listening = false;
  window.removeEventListener('scroll', onScroll);
  window.removeEventListener('resize', onResize);
  window.removeEventListener('orientationchange', onResize);
}

/** Animates `el` on scroll; returns a function that stops (and leaves the element visible). */
export function animateOnScroll(el: HTMLElement, options: AosOptions = {}): () => void {
  if (typeof window === 'undefined' || prefersReducedMotion()) return () => {};
  const o: Resolved = {
    animation: options.animation ?? 'fade-up',
    offset: options.offset ?? AOS_DEFAULTS.offset,
    delay: options.delay ?? AOS_DEFAULTS.delay,
    easing: options.easing ?? AOS_DEFAULTS.easing,
    duration: options.duration ?? AOS_DEFAULTS.duration,
    once: options.once ?? AOS_DEFAULTS.once,
  };
  // already in view when it appears: shown as it is, without a blink
  if (pastLine(el, o)) {
    el.dataset.aos = 'in';
    if (o.once) return () => {};
  } else hide(el, o);
  el.style.transition = `opacity ${o.duration}ms ${o.easing} ${o.delay}ms, transform ${o.duration}ms ${o.easing} ${o.delay}ms`;
  items.set(el, o);
  startListening();
  return () => {
    items.delete(el);
    show(el);
    if (!items.size) stopListening();
  };
}

/** A ref callback that animates its element on scroll (see animateOnScroll). */
export function useAos<T extends HTMLElement>(options: AosOptions = {}): (el: T | null) => void {
  const stop = useRef<(() => void) | null>(null);
  const { animation, offset, delay, easing, duration, once } = options;
  return useCallback(
    (el: T | null) => {
      stop.current?.();
      stop.current = el ? animateOnScroll(el, { animation, offset, delay, easing, duration, once }) : null;
    },
    [animation, offset, delay, easing, duration, once],
  );
}
