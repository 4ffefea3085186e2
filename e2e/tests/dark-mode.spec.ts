import type { Page } from 'playwright-core';
import { url, openPage, closeAll, settle, screenshot } from '../lib/harness';
import { poll } from '../lib/poll';

/**
 * Dark mode on server-rendered pages: the server renders the light theme (the visitor's choice is
 * in localStorage), the browser switches to the stored mode once the page has hydrated. The whole
 * page must then be dark, never a mix (light background and cards under white text).
 */
afterAll(closeAll);

interface Colours {
  body: string;
  h1: string;
  h1Background: string;
  papers: string[];
}

/** Computed colours: the body's background, the h1's text and the background it sits on, every card/paper in main. */
async function colours(page: Page): Promise<Colours> {
  return page.evaluate(() => {
    const transparent = (c: string) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    const backgroundOf = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (!transparent(bg)) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const h1 = document.querySelector('main h1');
    return {
      body: getComputedStyle(document.body).backgroundColor,
      h1: h1 ? getComputedStyle(h1).color : '',
      h1Background: backgroundOf(h1),
      papers: Array.from(document.querySelectorAll('main .MuiPaper-root'))
        .filter((e) => (e as HTMLElement).offsetWidth > 0)
        .map((e) => getComputedStyle(e).backgroundColor)
        .filter((c) => !transparent(c)),
    };
  });
}

const rgb = (c: string) => c.match(/[\d.]+/g)!.slice(0, 3).map(Number);
function luminance(c: string) {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const isDark = (c: string) => luminance(c) < 0.05;

async function openDark(path: string, locale: 'fa' | 'en') {
  const page = await openPage({ locale, width: 360 });
  await page.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
  await page.goto(url(path));
  await settle(page);
  // the switch is a transition after hydration: wait until the body is dark, bounded
  await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(18, 18, 18)', null, { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(300);
  return page;
}

/** Each part of the page turns dark on its own (a transition after hydration): each is waited for, bounded. */
async function expectDarkPage(page: Page) {
  const c = () => colours(page);
  await poll(async () => (await c()).body).toBe('rgb(18, 18, 18)');
  await poll(async () => (await c()).h1).not.toBe('');
  await poll(async () => isDark((await c()).h1Background)).toBe(true);
  await poll(async () => contrast((await c()).h1, (await c()).h1Background)).toBeGreaterThan(4.5);
  await poll(async () => (await c()).papers.length).toBeGreaterThan(0);
  await poll(async () => (await c()).papers.filter((p) => !isDark(p))).toEqual([]);
  // the bottom bar too (it used to need its own workaround)
  const bar = () => page.evaluate(() => getComputedStyle(document.querySelector('nav.MuiPaper-root, .MuiBottomNavigation-root')!).backgroundColor);
  await poll(async () => isDark(await bar())).toBe(true);
}

describe('dark mode on server-rendered pages', () => {
  it('fa categories page (/cat, 360 px): dark background, dark cards, a readable heading', async () => {
    const page = await openDark('/cat', 'fa');
    await screenshot(page, 'dark-mode-cat-fa-360');
    await expectDarkPage(page);
  });

  it('en product page (/en/pr/1/x, 360 px): dark background, dark cards, a readable heading', async () => {
    const page = await openDark('/en/pr/1/x', 'en');
    await screenshot(page, 'dark-mode-product-en-360');
    await expectDarkPage(page);
  });

  it('light stays light (no stored choice, a light system)', async () => {
    const page = await openPage({ locale: 'fa', width: 360 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url('/cat'));
    await settle(page);
    const c = await colours(page);
    expect(isDark(c.body)).toBe(false);
    expect(contrast(c.h1, c.h1Background)).toBeGreaterThan(4.5);
  });
});
