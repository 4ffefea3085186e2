import type { BrowserContext } from 'playwright-core';
import { url, openPage, closeAll, settle, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { countDocumentLoads } from '../lib/pwa';

/**
 * When the code changes under an open page (issue 15): a new build makes the next navigation a full
 * page load (the same build keeps navigations in the page), and a chunk that answers 404 reloads the
 * page once, not in a loop.
 */
afterAll(closeAll);

describe('pwa: build updates', () => {
  /**
   * The site names `buildId` as its newest build from now on (with its build manifest, as a deployment
   * writes both). `latest`: the page's asks for builds/latest.json; `meta`: for the new build's manifest,
   * which the page asks for right after it has taken in the new build id.
   */
  async function announceBuild(ctx: BrowserContext, buildId: string | null, answerAfterMs = 0): Promise<{ latest: string[]; meta: string[] }> {
    const asked = { latest: [] as string[], meta: [] as string[] };
    await ctx.route('**/builds/latest.json*', async (route) => {
      asked.latest.push(route.request().url());
      if (buildId === null) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildId, timestamp: Date.now() }) });
    });
    if (buildId !== null) {
      await ctx.route(`**/builds/meta/${buildId}.json*`, async (route) => {
        asked.meta.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildId, redirects: [] }) });
      });
    }
    return asked;
  }

  const servicesLink = (page: TestPage) => page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Services' });

  async function navigateByLink(page: TestPage): Promise<boolean> {
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await servicesLink(page).click();
    await page.waitForURL((u) => u.pathname === '/en/services');
    await settle(page);
    return page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
  }

  it('checks hourly; while the build is the same, navigations stay in the page', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.clock.install();
    const asked = await announceBuild(page.context(), null);
    await page.goto(url('/en'));
    await settle(page);
    await page.clock.fastForward('01:00:00');
    await poll(() => asked.latest.length).toBeGreaterThan(0);
    expect(new URL(asked.latest[0]).searchParams.get('t')).toMatch(/^\d+$/);
    expect(await navigateByLink(page)).toBe(true);
  });

  it('a new build id makes the next navigation a full page load', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.clock.install();
    // the answer comes late, as on a loaded machine: nothing below may race it
    const asked = await announceBuild(page.context(), 'e2e-newer-build', 1000);
    await page.goto(url('/en'));
    await settle(page);
    // before the hourly check: still one page
    expect(asked).toEqual({ latest: [], meta: [] });
    await page.clock.fastForward('01:00:00');
    // Not as soon as latest.json is asked for (the answer is not in the page yet: a click then raced
    // it and stayed in the page): once the page asks for the new build's manifest, it has taken it in.
    await poll(() => asked.meta.length).toBeGreaterThan(0);
    expect(asked.latest).toHaveLength(1);
    const loads = countDocumentLoads(page);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    // Only a new document fires domcontentloaded. (Waiting for the URL was not enough: it changes in
    // the page first, and the old document could still answer "same page" before the load replaced it.)
    const newDocument = page.waitForEvent('domcontentloaded', { timeout: 20_000 });
    await servicesLink(page).click();
    await newDocument;
    await page.waitForURL((u) => u.pathname === '/en/services');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
    expect(loads.map((r) => new URL(r.url()).pathname)).toEqual(['/en/services']);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
});

describe('pwa: failed chunk loads', () => {
  it('a chunk that answers 404 reloads the page once, not in a loop, then shows the fallback', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    const missing: string[] = [];
    await page.context().route(/__federation_expose_AboutPage\.[0-9a-f]+\.js$/, (route) => {
      missing.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    });
    const loads = countDocumentLoads(page);
    await page.goto(url('/en/about'));
    await page.locator('[data-testid="fallback-mf_content"]').first().waitFor({ timeout: 30_000 });
    // a reload loop would show here within a few seconds
    await page.waitForTimeout(4000);
    await settle(page);
    expect(loads.map((r) => new URL(r.url()).pathname)).toEqual(['/en/about', '/en/about']);
    expect(missing.length).toBeGreaterThanOrEqual(2);
    await poll(() => page.getByRole('banner').isVisible()).toBe(true);
  });
});
