import type { Page } from 'playwright-core';
import { url, openPage, closeAll, settle } from '../lib/harness';
import { poll } from '../lib/poll';

/**
 * The home page's widgets below the fold (RemoteSlot `hydrate="visible"`): the server renders them,
 * a first visit does not download their code, and they come alive as they come into view. Static
 * until then, they must never hold the rest of the page back (a navigation, a colour-mode switch).
 */
afterAll(closeAll);

const LATE = /__federation_expose_(ServicesWidget|LatestPostsWidget|CustomerExperienceWidget)\./;

function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(r.url());
  });
  return seen;
}

/** Scrolls like a thumb: a few hundred pixels at a time, until the section is on screen. */
async function scrollTo(page: Page, selector: string) {
  for (let i = 0; i < 40; i++) {
    const top = await page.locator(selector).evaluate((e) => e.getBoundingClientRect().top);
    if (top < 400) return;
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
  throw new Error(`${selector} never came into view`);
}

describe('widgets below the fold of the home page', () => {
  it('en, 360 px: their text is in the first response, their code comes when they come into view, then they work', async () => {
    const page = await openPage({ locale: 'en', width: 360 });
    const scripts = scriptsOf(page);
    const res = await page.goto(url('/en'));
    const html = (await res!.text()) as string;
    expect(html).toContain('id="home-services-title"');
    expect(html).toContain('id="home-experience-title"');
    await settle(page);
    expect(scripts.filter((s) => LATE.test(s))).toEqual([]);
    // the server's markup stands: the section is there before its code
    await poll(() => page.locator('#home-services-title').textContent()).toMatch(/\S/);

    const code = page.waitForResponse((r) => /__federation_expose_ServicesWidget\./.test(r.url()));
    await scrollTo(page, 'section[aria-labelledby="home-services-title"]');
    await code;
    // alive: its "all services" link navigates inside the page (no new document), which a static copy could not
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.waitForFunction(() => {
      const a = document.querySelector('section[aria-labelledby="home-services-title"] a[href$="/services"]');
      return a && Object.keys(a).some((k) => k.startsWith('__reactFiber'));
    });
    await page.locator('section[aria-labelledby="home-services-title"] a[href$="/services"]').first().click();
    await page.waitForURL(/\/en\/services$/);
    await page.locator('main h1', { hasText: /^Services$/ }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('fa: leaving the home page before scrolling is not held back by the widgets still waiting', async () => {
    const page = await openPage({ locale: 'fa', width: 360 });
    const scripts = scriptsOf(page);
    await page.goto(url('/'));
    await settle(page);
    expect(scripts.filter((s) => LATE.test(s))).toEqual([]);
    await page.locator('nav a[href="/cat"]').last().click();
    await page.waitForURL(/\/cat$/);
    // the navigation shows the old page until the new one is ready: wait for the new one (held back, it never comes)
    await page.locator('main h1', { hasText: 'دسته‌بندی محصولات' }).waitFor({ timeout: 15_000 });
    expect(page.errors).toEqual([]);
  });

  it('en, 360 px: the hero and the category strip (text and links) need no code until reached into; a tap on a category opens it in the app', async () => {
    const page = await openPage({ locale: 'en', width: 360 });
    const scripts = scriptsOf(page);
    await page.goto(url('/en'));
    await settle(page);
    // their code is not downloaded on this first screen (link prefetch may ask for their remotes' pages)
    expect(scripts.filter((s) => /__federation_expose_(HeroWidget|CategoriesWidget)\./.test(s))).toEqual([]);
    await poll(() => page.locator('#hero-title').isVisible()).toBe(true);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const code = page.waitForResponse((r) => /__federation_expose_CategoriesWidget\./.test(r.url()));
    const first = page.locator('section[aria-labelledby="home-categories"] a[href^="/en/cat/"]').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await code;
    await page.waitForURL((u) => decodeURI(u.pathname) === decodeURI(href));
    await page.locator('main h1').waitFor({ timeout: 15_000 });
    // in the app: the same document
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(page.errors).toEqual([]);
  });

  it('a switch to dark while they wait: they come alive, dark, not a light island on a dark page', async () => {
    const page = await openPage({ locale: 'en', width: 360 });
    await page.goto(url('/en'));
    await settle(page);
    const code = page.waitForResponse((r) => LATE.test(r.url()));
    await page.emulateMedia({ colorScheme: 'dark' });
    await code;
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(18, 18, 18)');
    await scrollTo(page, 'section[aria-labelledby="home-services-title"]');
    const cards = () => page.locator('section[aria-labelledby="home-services-title"] .MuiPaper-root').evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    await poll(async () => (await cards()).length).toBeGreaterThan(0);
    // none light (each card's colour comes with its code and the theme: waited for, bounded)
    await poll(async () => (await cards()).filter((c) => c === 'rgb(255, 255, 255)')).toEqual([]);
  });
});
