import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { env, url, openPage, closeAll, apiGet, settle, getBrowser } from '../lib/harness';

/**
 * Server rendering through the federated remotes (issue 11): the first response carries the page's
 * content, the browser hydrates it without a mismatch or a second fetch of its data, a missing
 * entity answers 404, and a remote that is down costs only its own region.
 */
const root = path.resolve(__dirname, '..', '..');
const compose = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'compose.mjs'), ...args], { env: { ...process.env, COMPOSITION_FILE: env.compositionFile }, encoding: 'utf8' });

afterAll(closeAll);

/** Waits until `address` answers 200: a server this test started (a remote's /versions.json, a shell's /health). */
async function untilUp(address: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${address} did not answer`);
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Digits compared whatever their script (the page writes Persian digits in fa). */
const latin = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

/** The page as a crawler or a phone before any script runs: JavaScript off. */
async function withoutScripts(pathname: string) {
  const browser = await getBrowser();
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await ctx.newPage();
  const res = await page.goto(url(pathname));
  const text = (await page.locator('#root').innerText()).replace(/\s+/g, ' ');
  const h1 = (await page.locator('#root h1').first().innerText()).trim();
  await ctx.close();
  return { status: res?.status(), text, h1 };
}

interface Product {
  id: number;
  name: string;
  slug: string;
  price: number | null;
  description: string;
}
interface Post {
  id: number;
  slug: string;
  title: string;
  body: string;
}

describe('server rendering', () => {
  for (const locale of ['fa', 'en'] as const) {
    const prefix = locale === 'fa' ? '' : '/en';

    it(`a product page in ${locale} has its name, price and description before any script runs`, async () => {
      const { body } = await apiGet<Product>(`/api/product/1?lang=${locale}`);
      const p = body.data;
      const r = await withoutScripts(`${prefix}/pr/${p.id}/${encodeURIComponent(p.slug)}`);
      expect(r.status).toBe(200);
      expect(latin(r.h1)).toBe(latin(p.name));
      const toman = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US').format(Math.round((p.price ?? 0) / 10));
      expect(r.text).toContain(toman);
      expect(latin(r.text)).toContain(latin(plain(p.description).slice(0, 40)));
    });

    it(`a post in ${locale} has its title and body before any script runs`, async () => {
      const list = await apiGet<{ items: Post[] }>(`/api/blog/posts?lang=${locale}`);
      const first = list.body.data.items[0];
      const { body } = await apiGet<Post>(`/api/blog/posts/${first.id}?lang=${locale}`);
      const r = await withoutScripts(`${prefix}/po/${first.id}/${encodeURIComponent(first.slug)}`);
      expect(r.status).toBe(200);
      expect(r.h1).toBe(body.data.title);
      expect(latin(r.text)).toContain(latin(plain(body.data.body).slice(0, 40)));
    });

    it(`a category page in ${locale} has its name and products before any script runs`, async () => {
      const cats = await apiGet<Array<{ name: string; labels: Record<string, string> }>>(`/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=true&lang=${locale}`);
      const cat = cats.body.data[0];
      const r = await withoutScripts(`${prefix}/cat/${encodeURIComponent(cat.labels[locale])}`);
      expect(r.status).toBe(200);
      expect(r.h1).toContain(cat.name);
      // the category's first products (the page's default order) are in the server's answer
      const list = await apiGet<{ items: Array<{ name: string }> }>(`/api/product/product?category=${encodeURIComponent(cat.labels[locale])}&lang=${locale}&pageSize=3`);
      expect(list.status).toBe(200);
      expect(list.body.data.items.length).toBeGreaterThan(0);
      for (const item of list.body.data.items) expect(latin(r.text)).toContain(latin(item.name));
    });
  }

  it('an address with an old or other-language name answers 301 to the page’s own, in both languages', async () => {
    const fa = (await apiGet<Product>('/api/product/1?lang=fa')).body.data;
    const en = (await apiGet<Product>('/api/product/1?lang=en')).body.data;
    const posts = (await apiGet<{ items: Post[] }>('/api/blog/posts?lang=en')).body.data.items;
    const cats = (await apiGet<Array<{ labels: Record<string, string> }>>('/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=true&lang=fa')).body.data;
    const cases: Array<[string, string]> = [
      ['/pr/1/x?ref=ad', `/pr/1/${encodeURIComponent(fa.slug)}?ref=ad`],
      [`/en/pr/1/${encodeURIComponent(fa.slug)}`, `/en/pr/1/${encodeURIComponent(en.slug)}`],
      [`/en/po/${posts[0].id}/old-name`, `/en/po/${posts[0].id}/${encodeURIComponent(posts[0].slug)}`],
      [`/cat/${encodeURIComponent(cats[0].labels.en)}`, `/cat/${encodeURIComponent(cats[0].labels.fa)}`],
    ];
    for (const [from, to] of cases) {
      const res = await fetch(url(from), { redirect: 'manual' });
      expect({ from, status: res.status, location: res.headers.get('location') }).toEqual({ from, status: 301, location: to });
    }
    // the canonical address itself is the page
    expect((await fetch(url(cases[0][1]), { redirect: 'manual' })).status).toBe(200);
  });

  it('a page carries only its own language’s messages', async () => {
    for (const [p, lng] of [['/', 'fa'], ['/en', 'en'], ['/en/pr/1/x', 'en'], ['/cat', 'fa']] as const) {
      const html = await (await fetch(url(p))).text();
      const state = JSON.parse(/<script[^>]*id="__SSR__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { messages?: Record<string, unknown> };
      expect({ p, languages: Object.keys(state.messages ?? {}) }).toEqual({ p, languages: [lng] });
    }
  });

  it('missing entities answer 404 with the not-found page, in both languages', async () => {
    for (const p of ['/pr/999999/x', '/en/pr/999999/x', '/po/999999/x', '/en/po/999999/x', '/cat/no-such-category', '/en/services/no-such-service', '/no/such/page']) {
      const r = await withoutScripts(p);
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
      expect(r.text).toMatch(/404|پیدا نشد|not found/i);
    }
  });

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
    await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
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
      await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
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
    await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
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
        await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
        await settle(page);
        // the panel's fields are there once the browser knows the width; the phone's button is not shown
        await page.getByRole('complementary').getByRole('button', { name: 'اعمال فیلتر' }).waitFor();
        expect(await page.getByRole('button', { name: 'فیلترها', exact: true }).isVisible()).toBe(false);
      } else {
        expect(await page.getByRole('complementary').getByRole('heading', { name: 'فیلترها' }).isVisible()).toBe(true);
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
    const reactDevUrl = (env as typeof env & { reactDevUrl: string }).reactDevUrl;
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
      expect(messages.some((m) => /React DevTools/.test(m))).toBe(true);
      const problems = messages.filter((m) => /hydrat|did(n't| not) match|server rendered|Warning:|Each child in a list|unique "key"|validateDOMNesting|cannot be a (child|descendant)/i.test(m));
      expect({ p, problems }).toEqual({ p, problems: [] });
      await page.close();
    }
  });

  it('with one remote’s server stopped, every other region is still rendered by the server', async () => {
    const port = env.ports.mf_content + 20;
    let server: ChildProcess | undefined;
    try {
      // mf_content moves to a server that is not running: the shell's server cannot load its code
      const set = compose('set', 'mf_content', '1.0.0', '--server', `http://localhost:${port}`, '--no-check');
      expect({ status: set.status, stderr: set.stderr }).toEqual({ status: 0, stderr: '' });
      const res = await fetch(url('/'));
      const html = await res.text();
      expect(res.status).toBe(200);
      // mf_content's regions (hero, services, posts...) are fallbacks; mf_catalog's are rendered
      expect(html).toContain('data-testid="fallback-mf_content"');
      expect(html).not.toContain('data-testid="fallback-mf_catalog"');
      const cats = await apiGet<Array<{ name: string }>>('/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=true&lang=fa');
      expect(plain(html)).toContain(cats.body.data[0].name);
      // header and footer (the shell's) are there too
      expect(html).toMatch(/<header[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[\s\S]*<\/footer>/);
      // a product page does not depend on mf_content at all
      const product = await fetch(url('/pr/1/x')).then((r) => r.text());
      expect(product).not.toContain('data-testid="fallback-');

      // the browser shows the same fallbacks without a mismatch, then retries: with the server back, the region returns
      const page = await openPage({ width: 1280 });
      const warnings: string[] = [];
      page.on('console', (m) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(m.text()) && warnings.push(m.text()));
      await page.goto(url('/'));
      await settle(page);
      const down = await page.locator('[data-testid="fallback-mf_content"]').count();
      expect(down).toBeGreaterThan(0);
      expect(warnings).toEqual([]);
      server = spawn(process.execPath, [path.join(root, 'scripts', 'serve-remote.mjs'), '--port', String(port)], { cwd: path.join(root, 'mf-content'), stdio: 'ignore' });
      await untilUp(`http://127.0.0.1:${port}/versions.json`);
      await page.locator('[data-testid="fallback-mf_content"]').first().getByRole('button').click();
      await settle(page);
      await page.waitForTimeout(500);
      expect(await page.locator('[data-testid="fallback-mf_content"]').count()).toBeLessThan(down);
      // and the next page from the server has every region again
      const again = await fetch(url('/')).then((r) => r.text());
      expect(again).not.toContain('data-testid="fallback-');
    } finally {
      server?.kill('SIGTERM');
      compose('rollback', 'mf_content');
    }
  });

  it('a remote’s new version, the rollback and a canary leave every region server-rendered whichever remote used a shared module first', async () => {
    // a shell of its own (a fresh process), so that mf_content is the first here to use the shared
    // modules only remotes use (Breadcrumb, SafeImage, ...): switching its version once removed them
    // from the server's share scope, and every remote using them fell back to the browser until a restart
    const port = env.ports.shell + 70;
    const file = path.join(env.tmp, 'composition-switch.json');
    fs.copyFileSync(env.compositionFile, file);
    const composeHere = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'scripts', 'compose.mjs'), ...args], { env: { ...process.env, COMPOSITION_FILE: file }, encoding: 'utf8' });
    const shell = spawn(process.execPath, [path.join(root, 'shell', 'server.mjs')], {
      cwd: path.join(root, 'shell'),
      env: { ...process.env, SHELL_PORT: String(port), API_URL: env.apiUrl, COMPOSITION_FILE: file, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    try {
      await untilUp(`http://localhost:${port}/health`);
      const failedOn = async (p: string) => {
        const html = await (await fetch(`http://localhost:${port}${encodeURI(p)}`)).text();
        const m = html.match(/"failed":(\[[^\]]*\])/);
        expect(m).not.toBeNull();
        return JSON.parse(m![1]) as string[];
      };
      const post = '/po/12/ایمنی-حریق-در-خانه-چک-لیست';
      expect(await failedOn(post)).toEqual([]);
      const set = composeHere('set', 'mf_content', env.secondVersion);
      expect({ status: set.status, stderr: set.stderr }).toEqual({ status: 0, stderr: '' });
      expect(await failedOn(post)).toEqual([]);
      expect(await failedOn('/pr/1/x')).toEqual([]);
      expect(composeHere('rollback', 'mf_content').status).toBe(0);
      expect(await failedOn(post)).toEqual([]);
      expect(await failedOn('/pr/1/x')).toEqual([]);

      // a canary: the server switches versions between renders, as visitors' buckets ask
      expect(composeHere('canary', 'mf_content', env.secondVersion, '--share', '50').status).toBe(0);
      for (const bucket of [10, 90, 20, 80]) {
        const html = await (await fetch(`http://localhost:${port}${encodeURI(post)}`, { headers: { cookie: `mfc=mf_content:${bucket}` } })).text();
        const version = JSON.parse(html.match(/<script id="composition"[^>]*>([^<]*)<\/script>/)![1]).remotes.mf_content.version;
        expect({ bucket, version, failed: html.match(/"failed":(\[[^\]]*\])/)?.[1] }).toEqual({ bucket, version: bucket < 50 ? env.secondVersion : '1.0.0', failed: '[]' });
      }
    } finally {
      shell.kill('SIGTERM');
    }
  });

  it('private pages (basket, login, profile) are left to the browser and never cached; public pages are cacheable', async () => {
    for (const p of ['/basket', '/loginRegister', '/en/profile']) {
      const res = await fetch(url(p));
      const html = await res.text();
      expect(html).not.toContain('id="__SSR__"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const pub = await fetch(url('/en/cat'));
    expect(pub.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
  });
});
