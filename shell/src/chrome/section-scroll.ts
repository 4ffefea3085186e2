/**
 * Spec §2: with a #section in the address, scroll smoothly to that element after about 100 ms,
 * 150 px above it on windows wider than 1024 px and 50 px otherwise. A section usually belongs to
 * a remote whose code and data arrive later than the address changes, so this waits for it: for the
 * element to exist and for the page to have settled (nothing pending, no region still loading),
 * bounded by a time limit; then it scrolls, moves the focus there (as a browser does for a
 * #fragment), and for a short while keeps the section in place if content above it still grows.
 * Whatever the shopper does (wheel, touch, keys, pointer) ends the waiting and the holding.
 */

/** The spec's distance between the top of the window and the section. */
export function scrollOffset(width: number): number {
  return width > 1024 ? 150 : 50;
}

/** The bottom edge of the page's header when it stays on screen (sticky or fixed), else 0. */
export function stickyHeaderBottom(doc: Document = document): number {
  let bottom = 0;
  for (const h of doc.querySelectorAll('header')) {
    const position = doc.defaultView?.getComputedStyle(h).position;
    if (position !== 'sticky' && position !== 'fixed') continue;
    const r = h.getBoundingClientRect();
    if (r.height > 0 && r.top <= 1) bottom = Math.max(bottom, r.bottom);
  }
  return bottom;
}

/**
 * The distance kept above the section: the spec's (issue 34 item 11: 50 px on narrow windows, where
 * the phone's 56 px header takes the top), or more on a wide window whose sticky header would cover it.
 */
export function sectionOffset(width: number, headerBottom: number): number {
  if (width <= 1024) return scrollOffset(width);
  return Math.max(scrollOffset(width), headerBottom > 0 ? Math.ceil(headerBottom) + 8 : 0);
}

/** The element a #hash names (decoded; an undecodable hash is taken as written). */
export function findSection(hash: string, doc: Document = document): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    /* taken as written */
  }
  return doc.getElementById(id) ?? (id !== raw ? doc.getElementById(raw) : null);
}

/** A region still showing its loading state (skeletons marked aria-busy), form controls aside. */
function regionLoading(doc: Document): boolean {
  for (const el of doc.querySelectorAll('[aria-busy="true"]')) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el.tagName === 'FORM')) return true;
  }
  return false;
}

export interface SectionScrollOptions {
  doc?: Document;
  /** Something the page waits for is pending (remote code, api reads, loading regions). */
  busy?: () => boolean;
  /** Called on every change of `busy`; returns the unsubscribe function. */
  subscribeBusy?: (listener: () => void) => () => void;
  /** The spec's "about 100 ms" before scrolling. */
  delayMs?: number;
  /** How long nothing may change before the page counts as settled. */
  quietMs?: number;
  /** The longest wait: then it scrolls if the section exists (content may still load), else gives up. */
  timeoutMs?: number;
  /** How long the section is kept in place after the scroll while content above it still loads. */
  holdMs?: number;
  behavior?: ScrollBehavior;
  /** Told how it ended (tests, diagnostics). */
  onDone?: (result: 'scrolled' | 'not-found' | 'cancelled') => void;
}

export const SECTION_SCROLL = { delayMs: 100, quietMs: 150, timeoutMs: 10_000, holdMs: 1500 };

/** Scrolls to the #hash's section once it has rendered; returns a function that cancels. */
export function scrollToSection(hash: string, opts: SectionScrollOptions = {}): () => void {
  const doc = opts.doc ?? document;
  const win = doc.defaultView ?? window;
  const { delayMs, quietMs, timeoutMs, holdMs } = { ...SECTION_SCROLL, ...stripUndefined(opts) };
  const busy = opts.busy ?? (() => false);
  const started = Date.now();
  let phase: 'waiting' | 'holding' | 'done' = 'waiting';
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let lastScrollAt = 0;
  let target: HTMLElement | null = null;

  const cleanups: Array<() => void> = [];
  const finish = (result: 'scrolled' | 'not-found' | 'cancelled') => {
    if (phase === 'done') return;
    const was = phase;
    phase = 'done';
    clearTimeout(quietTimer);
    for (const c of cleanups.splice(0)) c();
    opts.onDone?.(was === 'holding' ? 'scrolled' : result);
  };

  const topFor = (el: HTMLElement) => el.getBoundingClientRect().top + win.scrollY - sectionOffset(win.innerWidth, stickyHeaderBottom(doc));

  const scrollNow = (el: HTMLElement) => {
    target = el;
    phase = 'holding';
    lastScrollAt = Date.now();
    win.scrollTo({ top: Math.max(0, topFor(el)), behavior: opts.behavior ?? 'smooth' });
    // keyboard and screen-reader users continue from the section, as after a #fragment load
    if (!el.hasAttribute('tabindex') && el.tabIndex < 0) el.setAttribute('tabindex', '-1');
    try {
      el.focus({ preventScroll: true });
    } catch {
      /* not focusable: the scroll is what matters */
    }
    const hold = setTimeout(() => finish('scrolled'), holdMs);
    cleanups.push(() => clearTimeout(hold));
  };

  /** Holding: content above grew or shrank; put the section back where it was put (once the scroll has stopped). */
  const keepInPlace = () => {
    if (phase !== 'holding' || !target) return;
    if (!target.isConnected) return finish('scrolled');
    if (Date.now() - lastScrollAt < 120) return; // a smooth scroll still under way
    const wanted = topFor(target);
    if (Math.abs(wanted - win.scrollY) > 4) win.scrollTo({ top: Math.max(0, wanted), behavior: 'auto' });
  };

  const ready = (el: HTMLElement | null): el is HTMLElement => Boolean(el) && !busy() && !regionLoading(doc);

  const check = () => {
    if (phase === 'holding') return keepInPlace();
    if (phase !== 'waiting') return;
    const el = findSection(hash, doc);
    const now = Date.now();
    if (now - started >= timeoutMs) return el ? scrollNow(el) : finish('not-found');
    if (!ready(el)) {
      clearTimeout(quietTimer);
      quietTimer = undefined;
      return;
    }
    // settled once it stays so for a moment (a region's data may be just on its way)
    quietTimer ??= setTimeout(
      () => {
        quietTimer = undefined;
        if (phase !== 'waiting') return;
        const again = findSection(hash, doc);
        if (ready(again)) scrollNow(again);
      },
      Math.max(quietMs, delayMs - (now - started)),
    );
  };

  const observer = new MutationObserver(check);
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['id', 'aria-busy'] });
  cleanups.push(() => observer.disconnect());
  if (opts.subscribeBusy) cleanups.push(opts.subscribeBusy(check));
  const deadline = setTimeout(check, timeoutMs);
  cleanups.push(() => clearTimeout(deadline));

  const onScroll = () => {
    lastScrollAt = Date.now();
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  cleanups.push(() => win.removeEventListener('scroll', onScroll));
  // the shopper takes over
  const cancel = () => finish('cancelled');
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    win.addEventListener(type, cancel, { passive: true, capture: true });
    cleanups.push(() => win.removeEventListener(type, cancel, { capture: true }));
  }
  const RO = (win as unknown as { ResizeObserver?: typeof ResizeObserver }).ResizeObserver;
  if (RO) {
    const ro = new RO(() => check());
    ro.observe(doc.documentElement);
    if (doc.body) ro.observe(doc.body);
    cleanups.push(() => ro.disconnect());
  }

  check();
  return () => finish('cancelled');
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
