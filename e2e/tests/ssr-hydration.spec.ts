import { url, openPage, closeAll, apiGet, settle, getBrowser } from '../lib/harness';
import { poll } from '../lib/poll';
import { reactDevUrl, shellRunning } from '../lib/ssr';

/**
 * Server rendering through the federated remotes (issue 11), what the browser does with it: it
 * hydrates without a mismatch or a second fetch of the page's data, asks for code only once painted,
 * keeps the server's styles and layout, and React's development build finds nothing to warn about.
 */
afterAll(closeAll);

describe('server rendering: hydration', () => {
  it('hydrates without a mismatch and without fetching the page’s data again', async () => {
    for (const p of ['/pr/1/x', '/en/cat', '/en/po/12/x', '/', '/en']) {
      const page = await openPage();
      const warnings: string[] = [];
      page.on('console', (m) => {
        const t = m.text();
        if (/hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(t)) warnings.push(t);
      });
      const reads: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        // the page's own reads (catalog and content); the basket and the session are the shopper's own
        if (u.pathname.startsWith('/api/') && !/^\/api\/(cart|auth|img|files|products\/like|content\/covers)/.test(u.pathname)) reads.push(u.pathname + u.search);
      });
      await page.goto(url(p));
      await settle(page);
      await page.waitForTimeout(300);
      expect({ p, warnings, reads }).toEqual({ p, warnings: [], reads: [] });
      expect(page.errors).toEqual([]);
      await page.close();
    }
  });

  it('a server-rendered page asks for its code only once painted, and for all regions’ code at once', async () => {
    const html = await (await fetch(url('/en/pr/1/x'), { redirect: 'follow' })).text();
    // nothing in the HTML makes the browser fetch code before it paints; the largest picture is asked for first
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html.indexOf('<link rel="preload" as="image"')).toBeLessThan(html.indexOf('<link rel="preload" as="font"'));
    const page = await openPage({ locale: 'en' });
    await page.goto(url('/en/pr/1/x'));
    await settle(page);
    // the first paint is recorded by the time the page is idle; on a slow host it is waited for
    await poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1)).toBeGreaterThan(0);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || (e as PerformanceResourceTiming).initiatorType === 'link')
        .filter((e) => /\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    const early = timing.scripts.filter((s) => s.start < timing.fcp);
    expect(early).toEqual([]);
    // and then it runs: the shell's bus is up and the header's basket (mf-cart) has hydrated
    await shellRunning(page);
    await page.getByTestId(/^(bottom-)?cart-count$/).first().waitFor({ state: 'attached' });
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('hydration leaves the server’s style elements where they are (moving one makes the phone restyle and relayout the whole page)', async () => {
    for (const [p, locale] of [['/pr/1/x', 'fa'], ['/en/cat', 'en']] as const) {
      const page = await openPage({ locale });
      await page.addInitScript(() => {
        const w = window as unknown as { __styleMoves: string[] };
        w.__styleMoves = [];
        new MutationObserver((records) => {
          for (const r of records) for (const n of r.removedNodes) if (n instanceof HTMLStyleElement && n.hasAttribute('data-emotion')) w.__styleMoves.push(n.getAttribute('data-emotion') ?? '');
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url(p));
      await shellRunning(page);
      await settle(page);
      const { moves, serverStyles, headerBg } = await page.evaluate(() => ({
        moves: (window as unknown as { __styleMoves: string[] }).__styleMoves,
        serverStyles: document.querySelectorAll('head style[data-emotion][data-s]').length,
        headerBg: getComputedStyle(document.querySelector('header')!).backgroundColor,
      }));
      expect({ p, moves }).toEqual({ p, moves: [] });
      expect(serverStyles).toBeGreaterThan(1);
      // and the page is still styled as the server drew it: the header keeps the theme's colour
      expect(headerBg).not.toBe('rgba(0, 0, 0, 0)');
      expect(page.errors).toEqual([]);
      await page.close();
    }
  });

  it('the page carries the rules of the classes MUI composes into others, so hydrating creates almost none', async () => {
    const html = await (await fetch(url('/pr/1/x'), { redirect: 'follow' })).text();
    const styled = new Set([...html.matchAll(/<style[^>]*data-emotion="muirtl ([^"]+)"/g)].flatMap((m) => m[1].split(' ')));
    const carried = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')).filter((c) => c.startsWith('muirtl-')).map((c) => c.slice('muirtl-'.length)));
    const composed = [...styled].filter((id) => !carried.has(id));
    // e.g. the header's AppBar: its class is merged into its Paper's and never reaches the markup
    expect(composed.length).toBeGreaterThan(5);
    expect(html).toMatch(new RegExp(`\\.muirtl-(${composed.join('|')})\\{[^}]*--AppBar-background`));
    const page = await openPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __inserted: number };
      w.__inserted = 0;
      const insert = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        w.__inserted++;
        return insert.call(this, rule, index);
      };
    });
    await page.goto(url('/pr/1/x'));
    await shellRunning(page);
    await settle(page);
    // the phone's sticky buy bar is in the page too (a media query shows it), not drawn after hydrating
    expect(html).toContain('data-testid="buy-sticky"');
    // what the browser still creates is for the part only it draws (the account link, once the api says
    // who is visiting): ~12 rules; with the sticky bar drawn after hydrating ~40, and with the composed
    // classes left out of the page ~150
    expect(await page.evaluate(() => (window as unknown as { __inserted: number }).__inserted)).toBeLessThan(30);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('a category on a desktop: the results stand where the server put them, beside the filter panel', async () => {
    const browser = await getBrowser();
    const tile = async (javaScriptEnabled: boolean) => {
      const ctx = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      await page.goto(url('/cat/کپسول-آتش-نشانی'));
      if (javaScriptEnabled) {
        await shellRunning(page);
        await settle(page);
        // the panel's fields are there once the browser knows the width; the phone's button is not shown
        await page.getByRole('complementary').getByRole('button', { name: 'اعمال فیلتر' }).waitFor();
        expect(await page.getByRole('button', { name: 'فیلترها', exact: true }).isVisible()).toBe(false);
      } else {
        await poll(() => page.getByRole('complementary').getByRole('heading', { name: 'فیلترها' }).isVisible()).toBe(true);
      }
      const box = await page.getByTestId('product-tile').first().boundingBox();
      await ctx.close();
      return box;
    };
    const before = await tile(false);
    const after = await tile(true);
    expect(before).not.toBeNull();
    expect(after).toEqual(before);
  });

  it('hydrates with React’s development build without a hydration warning (production React hides most)', async () => {
    const cats = await apiGet<Array<{ labels: Record<string, string> }>>('/api/category/category?ParentId=42&Active=true&SortBy=0&lang=fa');
    const category = `/cat/${encodeURIComponent(cats.body.data[0].labels.fa)}`;
    for (const p of ['/', '/en', '/pr/1/x', '/en/pr/1/x', '/po/12/x', '/en/po/12/x', category, '/en/cat', '/en/services']) {
      const page = await openPage({ locale: p.startsWith('/en') ? 'en' : 'fa' });
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning' || /React DevTools/.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
      });
      await page.goto(`${reactDevUrl}${p}`);
      await settle(page);
      await page.waitForTimeout(300);
      // the development build is the one running (it greets the developer once)
      await poll(() => messages.some((m) => /React DevTools/.test(m))).toBe(true);
      const problems = messages.filter((m) => /hydrat|did(n't| not) match|server rendered|Warning:|Each child in a list|unique "key"|validateDOMNesting|cannot be a (child|descendant)/i.test(m));
      expect({ p, problems }).toEqual({ p, problems: [] });
      await page.close();
    }
  });
});
