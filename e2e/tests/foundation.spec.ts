import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { env, url, openPage, closeAll, expectNoA11yViolations, settle, screenshot } from '../lib/harness';
import { poll } from '../lib/poll';

const root = path.resolve(__dirname, '..', '..');
const compose = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'compose.mjs'), ...args], { env: { ...process.env, COMPOSITION_FILE: env.compositionFile }, encoding: 'utf8' });

afterAll(closeAll);

describe('foundation: the runtime-composed shell', () => {
  it('renders / in Persian, right to left, with header, footer and the home widgets', async () => {
    const page = await openPage({ locale: 'fa' });
    const res = await page.goto(url('/'));
    expect(res?.status()).toBe(200);
    await settle(page);
    await poll(() => page.getAttribute('html', 'lang')).toBe('fa-IR');
    await poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    await poll(() => page.getByRole('banner').isVisible()).toBe(true);
    await poll(() => page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.locator('[data-testid^="fallback-"]').count()).toBe(0);
    await screenshot(page, 'home-fa-360');
    await expectNoA11yViolations(page);
    expect(page.errors).toEqual([]);
  });

  it('renders /en/ in English, left to right, with internal links under /en', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.goto(url('/en/'));
    await settle(page);
    await poll(() => page.getAttribute('html', 'lang')).toBe('en-US');
    await poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await poll(() => nav.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/en/services');
    await screenshot(page, 'home-en-1280');
    await expectNoA11yViolations(page);
  });

  it('a catalog route and a content route render their remote', async () => {
    const page = await openPage();
    const entries: string[] = [];
    page.on('request', (r) => r.url().endsWith('remoteEntry.js') && entries.push(r.url()));
    await page.goto(url('/cat'));
    await settle(page);
    await poll(() => entries.some((u) => u.includes(`:${env.ports.mf_catalog}/`))).toBe(true);
    await poll(() => page.locator('main h1').first().isVisible()).toBe(true);
    await page.goto(url('/en/about'));
    await settle(page);
    await poll(() => entries.some((u) => u.includes(`:${env.ports.mf_content}/`))).toBe(true);
    await poll(() => page.locator('main h1').first().isVisible()).toBe(true);
    expect(await page.locator('[data-testid^="fallback-"]').count()).toBe(0);
  });

  it('holds one React and one bus for the whole page', async () => {
    const page = await openPage();
    // React DOM registers itself with the devtools hook once per copy
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__renderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers: new Map(), supportsFiber: true, isDisabled: false,
        inject() { (w.__renderers as number)++; return w.__renderers; },
        onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
      };
    });
    await page.goto(url('/'));
    await settle(page);
    // the header's cart and account widgets come at the first interaction: scroll, then all five are here.
    // A scroll before the page's scripts listen is not seen (on a loaded machine hydration can end after
    // `settle`): as a shopper reading on, it scrolls again while they are not all here
    const allFive = () => (window as unknown as { __FEDERATION__: { __INSTANCES__: unknown[] } }).__FEDERATION__.__INSTANCES__.length === 5;
    for (let i = 0; i < 15 && !(await page.evaluate(allFive)); i++) {
      await page.mouse.wheel(0, 300);
      await page.waitForFunction(allFive, null, { timeout: 2_000 }).catch(() => {});
    }
    expect(await page.evaluate(allFive)).toBe(true);
    await settle(page);
    // (the counts only grow: waiting for them to be what is expected cannot hide a second copy)
    const facts = () => page.evaluate(() => {
      const w = window as unknown as { __renderers: number; __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean }>>> }> } };
      const scope = w.__FEDERATION__.__INSTANCES__[0].shareScopeMap.default;
      const loadedVersions = (name: string) => Object.values(scope[name] ?? {}).filter((s) => s.loaded).length;
      return {
        renderers: w.__renderers,
        instances: w.__FEDERATION__.__INSTANCES__.map((i) => i.name).sort(),
        react: loadedVersions('react'),
        reactDom: loadedVersions('react-dom'),
        bus: loadedVersions('shared-lib/bus'),
        ui: loadedVersions('shared-lib/ui'),
        router: loadedVersions('shared-lib/router'),
      };
    });
    await poll(facts).toEqual({
      renderers: 1,
      instances: ['mf_account', 'mf_cart', 'mf_catalog', 'mf_content', 'shell'],
      react: 1,
      reactDom: 1,
      bus: 1,
      ui: 1,
      router: 1,
    });
  });

  it('switches a remote’s version on the next page load when the composition file changes, and rolls back', async () => {
    const page = await openPage();
    // mf-content's requests, by the document that made them: what the page asks for while it is being
    // left (a part woken by the last interaction) is the old document's, not the reloaded one's
    let documents = 0;
    page.on('framenavigated', (f) => f === page.mainFrame() && documents++);
    const requests: Array<{ doc: number; url: string }> = [];
    page.on('request', (r) => r.url().includes(`:${env.ports.mf_content}/`) && requests.push({ doc: documents, url: r.url() }));
    let since = 0;
    const seen = () => requests.filter((r) => r.doc > since).map((r) => r.url);
    await page.goto(url('/about'));
    await settle(page);
    await poll(() => seen().some((u) => u.includes('/1.0.0/'))).toBe(true);

    const listed = compose('list');
    expect(listed.stdout).toMatch(new RegExp(`mf_content\\s+.*${env.secondVersion.replace(/\./g, '\\.')}`));
    const set = compose('set', 'mf_content', env.secondVersion);
    expect(set.status).toBe(0);
    since = documents;
    await page.reload();
    await settle(page);
    await poll(() => seen().some((u) => u.includes(`/${env.secondVersion}/`))).toBe(true);
    expect(seen().some((u) => u.includes('/1.0.0/'))).toBe(false);
    await poll(() => page.locator('main h1').first().isVisible()).toBe(true);

    expect(compose('set', 'mf_content', '9.9.9').status).not.toBe(0); // not offered: refused, file unchanged
    expect(compose('rollback', 'mf_content').status).toBe(0);
    since = documents;
    await page.reload();
    await settle(page);
    await poll(() => seen().some((u) => u.includes('/1.0.0/'))).toBe(true);
  });

  it('keeps header, footer and other remotes working when one remote’s server is stopped', async () => {
    const port = env.ports.mf_content + 10;
    let server: ChildProcess | undefined = spawn(process.execPath, [path.join(root, 'scripts', 'serve-remote.mjs'), '--port', String(port)], { cwd: path.join(root, 'mf-content'), stdio: 'ignore' });
    try {
      // the compose command checks the server offers the version: wait until it is up
      for (let i = 0; i < 100; i++) {
        if (await fetch(`http://127.0.0.1:${port}/versions.json`).then((r) => r.ok, () => false)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(compose('set', 'mf_content', '1.0.0', '--server', `http://localhost:${port}`).status).toBe(0);
      // no service worker: once in charge it would serve the remote's code it kept, and the page would
      // (rightly) not notice the server is down; this test is about the page when it does
      const page = await openPage({ width: 1280, serviceWorkers: 'block' });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && m.text().includes('[shell] remote mf_content') && errors.push(m.text()));
      await page.goto(url('/'));
      await settle(page);
      expect(await page.locator('[data-testid="fallback-mf_content"]').count()).toBe(0);

      server.kill('SIGTERM');
      server = undefined;
      await new Promise((r) => setTimeout(r, 300));
      await page.reload();
      await settle(page);
      // the hero is server HTML that needs no code (it stays as it is); the widgets below load theirs in view
      for (let y = 0; y < 6; y++) {
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(150);
      }
      await settle(page);
      const fallbacks = page.locator('[data-testid="fallback-mf_content"]');
      await poll(() => fallbacks.count()).toBeGreaterThan(0);
      await poll(() => fallbacks.first().getByRole('button').isVisible()).toBe(true);
      await poll(() => page.getByRole('banner').isVisible()).toBe(true);
      await poll(() => page.getByRole('contentinfo').isVisible()).toBe(true);
      expect(await page.locator('[data-testid="fallback-mf_catalog"]').count()).toBe(0);
      await poll(() => errors.filter((e) => e.includes('failed to load'))).toHaveLength(1); // logged once
      await screenshot(page, 'home-remote-down');

      // retry is bounded: after the last failed attempt the button is gone
      for (let i = 0; i < 5; i++) {
        const btn = fallbacks.first().getByRole('button');
        if (!(await btn.count())) break;
        await btn.click();
        await page.waitForTimeout(400);
      }
      await poll(() => fallbacks.first().getByRole('button').count()).toBe(0);
    } finally {
      server?.kill('SIGTERM');
      compose('rollback', 'mf_content');
    }
  });

  it('answers an unknown path with status 404 and a page with a home button', async () => {
    const page = await openPage();
    const res = await page.goto(url('/no/such/page'));
    expect(res?.status()).toBe(404);
    await settle(page);
    await poll(() => page.getByTestId('not-found').isVisible()).toBe(true);
    await poll(() => page.getByTestId('not-found').getByRole('link').getAttribute('href')).toBe('/');
  });

  it('redirects legacy paths to their base', async () => {
    const res = await fetch(url('/old/services/fire-alarm'), { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/services');
    const en = await fetch(url('/en/x/about'), { redirect: 'manual' });
    expect(en.headers.get('location')).toBe('/en/about');
  });
});
