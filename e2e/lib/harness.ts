import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser';

/** What e2e/run.mjs started: base URL, ports, the temporary data folder and composition file. */
export interface E2EEnv {
  baseUrl: string;
  apiUrl: string;
  tmp: string;
  dataDir: string;
  compositionFile: string;
  ports: Record<string, number>;
  secondVersion: string;
}
export const env: E2EEnv = JSON.parse(fs.readFileSync(process.env.E2E_ENV ?? path.join(__dirname, '..', '.env.json'), 'utf8'));

export const url = (p: string) => `${env.baseUrl}${p}`;

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export async function getBrowser(): Promise<Browser> {
  if (!browser) {
    browser = await launch();
    // every context a spec opens (through openPage or the browser itself) is watched for Latin digits on Persian pages
    const b = browser;
    const newContext = b.newContext.bind(b);
    b.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const ctx = await newContext(...args);
      await watchTypography(ctx);
      return ctx;
    };
  }
  return browser;
}

// ---------------------------------------------------------------- Persian typography (issue 13)
/**
 * Every Persian page a spec shows is scanned for Latin digits (0-9) in what the shopper reads: the
 * visible text (visually hidden labels included: a screen reader reads them), the document title and
 * aria-labels. Allowed, because Latin is what they are written in:
 * - inputs and textareas (what the shopper types), `<code>`, `<kbd>`, `<samp>`, `<pre>`, `<address>`
 *   (postal addresses are shown as written), and anything inside an element marked `data-latin-ok`
 *   or `dir="ltr"` (order codes, tracking numbers);
 * - URLs and e-mail addresses;
 * - codes: a token that has Latin letters in it ("CO2", "NF-C4", "5A") and a number right after a
 *   Latin word ("EN 3-7", "Novec 1230").
 * The check runs in the page whenever its content has been quiet for a moment (so every state a spec
 * passes through is seen, also pages it never settles), and once more on each open page after each
 * test; a test fails with the list of what was found. `settle()` checks its page at once.
 */
function typographyScanner(mode: 'install' | 'scan'): string[] {
  const LATIN_DIGIT = /[0-9]/;
  const SKIP = 'script,style,noscript,template,code,kbd,samp,pre,textarea,input,address,[data-latin-ok],[dir="ltr"]';
  const strip = (s: string) => s.replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ').replace(/\S+@\S+\.\S+/g, ' ').replace(/(?:^|\s)\/\S*/g, ' ');
  /** the tokens with Latin digits that are not codes; `before` is the text that precedes `text` in its block */
  const offending = (text: string, before: string): string[] => {
    if (!LATIN_DIGIT.test(text)) return [];
    const prev = strip(before).trim().split(/\s+/);
    const tokens = strip(text).split(/\s+/).filter(Boolean);
    const bad: string[] = [];
    tokens.forEach((tok, i) => {
      if (!LATIN_DIGIT.test(tok) || /[A-Za-z]/.test(tok)) return;
      const previous = i > 0 ? tokens[i - 1] : prev[prev.length - 1] ?? '';
      if (/[A-Za-z]/.test(previous) && !/[\u0600-\u06FF]/.test(tok)) return; // "EN 3-7"
      bad.push(tok);
    });
    return bad;
  };
  const isFa = () => (document.documentElement.lang || '').toLowerCase().startsWith('fa');
  const visible = (el: Element) => {
    const e = el as Element & { checkVisibility?: (o: object) => boolean };
    return e.checkVisibility ? e.checkVisibility({ visibilityProperty: true }) : true;
  };
  const blockOf = (el: Element) => el.closest('p,li,td,th,dd,dt,h1,h2,h3,h4,h5,h6,label,button,a,figcaption,blockquote') ?? el;
  const where = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? ` data-testid=${el.getAttribute('data-testid')}` : ''}>`;
  const scan = (): string[] => {
    if (!isFa() || !document.body) return [];
    const found: string[] = [];
    const path = decodeURIComponent(location.pathname);
    const note = (what: string, bad: string[], text: string) => found.push(`${path} ${what}: ${bad.join(' ')} in "${text.trim().replace(/\s+/g, ' ').slice(0, 120)}"`);
    const titleBad = offending(document.title, '');
    if (titleBad.length) note('<title>', titleBad, document.title);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.nodeValue ?? '';
      if (!LATIN_DIGIT.test(text)) continue;
      const el = n.parentElement;
      if (!el || el.closest(SKIP) || !visible(el)) continue;
      const block = blockOf(el);
      let before = '';
      try {
        const r = document.createRange();
        r.setStart(block, 0);
        r.setEndBefore(n);
        before = r.toString();
      } catch {
        /* text outside its block: no context */
      }
      const bad = offending(text, before);
      if (bad.length) note(where(el), bad, (block as HTMLElement).innerText || text);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label]'))) {
      if (el.closest(SKIP) || !visible(el)) continue;
      const label = el.getAttribute('aria-label') ?? '';
      const bad = offending(label, '');
      if (bad.length) note(`aria-label of ${where(el)}`, bad, label);
    }
    return found;
  };
  if (mode === 'scan') return scan();
  type W = Window & { __typographyReport?: (items: string[]) => void; __typographySeen?: Set<string> };
  const w = window as W;
  const seen = (w.__typographySeen ??= new Set());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first = 0;
  const run = () => {
    timer = undefined;
    first = 0;
    const fresh = scan().filter((x) => !seen.has(x));
    fresh.forEach((x) => seen.add(x));
    if (fresh.length) w.__typographyReport?.(fresh);
  };
  // quiet for 400 ms, or at most 2 s after the first change of a busy page
  const schedule = () => {
    const now = Date.now();
    if (!first) first = now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, now - first > 2000 ? 0 : 400);
  };
  const start = () => {
    new MutationObserver(schedule).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['lang', 'aria-label', 'hidden', 'style', 'class'] });
    schedule();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  return [];
}

const typographyFound: string[] = [];
/** what has been reported once (a page left open is scanned again after later tests: report it once) */
const typographyReported = new Set<string>();
const noteTypography = (items: string[]) => {
  for (const x of items) {
    if (typographyReported.has(x)) continue;
    typographyReported.add(x);
    typographyFound.push(x);
  }
};
const watchedContexts = new Set<BrowserContext>();

async function watchTypography(ctx: BrowserContext): Promise<void> {
  watchedContexts.add(ctx);
  ctx.on('close', () => watchedContexts.delete(ctx));
  await ctx.exposeBinding('__typographyReport', (_source, items: string[]) => noteTypography(items));
  await ctx.addInitScript({ content: `(${typographyScanner.toString()})('install');` });
}

/** Latin digits on the page now (if it is a Persian page), as readable lines; [] when there are none. */
export async function latinDigitsOnPage(page: Page): Promise<string[]> {
  if (page.isClosed()) return [];
  return page.evaluate(`(${typographyScanner.toString()})('scan')`).catch(() => []) as Promise<string[]>;
}

/** Fails with what the scan found on `page` now and on every watched page since the last check. */
export async function expectPersianDigits(page?: Page): Promise<void> {
  if (page) noteTypography(await latinDigitsOnPage(page));
  expect(typographyFound.splice(0)).toEqual([]);
}

// after each test of every spec: one more scan of each open page, then whatever was seen fails the test
afterEach(async () => {
  for (const ctx of watchedContexts) for (const p of ctx.pages()) noteTypography(await latinDigitsOnPage(p));
  const found = typographyFound.splice(0);
  if (found.length) throw new Error(`Latin digits on Persian pages (issue 13: one formatting path):\n${found.join('\n')}`);
});

export interface OpenOptions {
  locale?: 'fa' | 'en';
  /** viewport width; phones first (360) */
  width?: number;
  height?: number;
  context?: BrowserContext;
  /**
   * The consultation modal opens at half a page of scrolling (Playwright scrolls before clicks);
   * it is dismissed in advance unless a spec is about it.
   */
  consultation?: boolean;
  /**
   * 'block' for a spec about what the network does (a remote that is down): a service worker in
   * charge would answer from what it kept (the pwa-*.spec.ts files' subject), whenever it happens to take charge.
   */
  serviceWorkers?: 'allow' | 'block';
}

export type TestPage = Page & { errors: string[] };

/** A fresh browser context (own cookies and storage) and page. */
export async function openPage(opts: OpenOptions = {}): Promise<TestPage> {
  const b = await getBrowser();
  const ctx =
    opts.context ??
    (await b.newContext({
      viewport: { width: opts.width ?? 360, height: opts.height ?? 780 },
      locale: opts.locale === 'en' ? 'en-US' : 'fa-IR',
      reducedMotion: 'reduce',
      serviceWorkers: opts.serviceWorkers ?? 'allow',
    }));
  if (!opts.context) contexts.push(ctx);
  const page = (await ctx.newPage()) as TestPage;
  if (!opts.consultation) {
    await page.addInitScript(() => {
      try {
        localStorage.setItem('content:consultationDismissed', '1');
      } catch {
        /* storage unavailable: nothing to dismiss */
      }
    });
  }
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

export async function closeAll(): Promise<void> {
  for (const c of contexts.splice(0)) await c.close().catch(() => {});
  await browser?.close();
  browser = undefined;
}

/** Runs axe-core on the page and fails with a readable list of violations (serious and critical). */
export async function expectNoA11yViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: AxeBuilder } = require('@axe-core/playwright');
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const bad = results.violations.filter((v: { impact?: string }) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v: { id: string; help: string; nodes: Array<{ target: unknown }> }) => `${v.id}: ${v.help} → ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(report).toEqual([]);
}

export async function apiGet<T = unknown>(p: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { isSuccess: boolean; data: T; messages: Array<{ item1: string }> } }> {
  const res = await fetch(`${env.apiUrl}${p}`, { headers });
  return { status: res.status, body: await res.json() };
}

/** The latest one-time code the sandbox SMS sent to `mobile` (read from the development outbox). */
export async function smsCode(mobile: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const { body } = await apiGet<unknown>(`/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
    const text = JSON.stringify(body.data ?? '');
    const m = /\b(\d{4,6})\b/.exec(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
    if (m) return m[1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

/** Read-only access to the e2e SQLite database, to find what a user submitted stored. */
export function db() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3');
  return new Database(path.join(env.dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
}

/** Waits until the page has no pending network activity and the loading skeletons are gone. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15000 }).catch(() => {});
  await expectPersianDigits(page);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(__dirname, '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
