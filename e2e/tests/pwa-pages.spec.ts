import { url, openPage, closeAll, settle, screenshot } from '../lib/harness';
import { poll } from '../lib/poll';

/**
 * Pages the browser renders (basket, login, profile; issue 15): they link their language's web
 * manifest, as the server-rendered pages do, and show the boot loader until the shell has rendered.
 */
afterAll(closeAll);

describe('pwa: pages the browser renders', () => {
  const manifestLinks = (html: string) => html.match(/<link\b[^>]*\brel="?manifest"?[^>]*>/g) ?? [];
  const hasLoader = (html: string) => /<div id="?boot-loader"?/.test(html);

  it('link the web manifest of their language, like the pages the server renders', async () => {
    for (const [path, href] of [
      ['/basket', '/manifest.webmanifest'],
      ['/en/basket', '/manifest.en.webmanifest'],
      ['/loginRegister', '/manifest.webmanifest'],
      ['/en/profile', '/manifest.en.webmanifest'],
      // server-rendered: the page's own head names it, the template's is dropped (one link)
      ['/', '/manifest.webmanifest'],
      ['/en/about', '/manifest.en.webmanifest'],
    ]) {
      const links = manifestLinks(await (await fetch(url(path))).text());
      expect([path, links.length]).toEqual([path, 1]);
      expect(links[0]).toContain(`href="${href}"`);
    }
    // and Chromium reads it there
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.goto(url('/en/basket'));
    await settle(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = async () => {
      const { url: manifestUrl, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      return { manifestUrl, errors };
    };
    await poll(manifest).toEqual({ manifestUrl: url('/manifest.en.webmanifest'), errors: [] });
  });

  it('show the white boot loader with the logo until the shell has rendered; server-rendered pages never have it', async () => {
    for (const path of ['/profile', '/en/profile']) expect([path, hasLoader(await (await fetch(url(path))).text())]).toEqual([path, true]);
    // the basket and the log-in page are rendered on the server for their owner (issue 33)
    for (const path of ['/', '/en/about', '/en', '/basket', '/en/basket', '/loginRegister', '/en/loginRegister']) {
      const html = await (await fetch(url(path))).text();
      expect([path, hasLoader(html), /boot-loader/.test(html)]).toEqual([path, false, false]);
      expect(html).toMatch(/<div id="root"><[^/]/); // its content is there at 0 ms
    }

    for (const locale of ['fa', 'en'] as const) {
      const page = await openPage({ locale, width: 360 });
      // the shell's script is held back: the page is what the browser has before the shell boots
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // the profile: the browser draws it, and sends a guest on to the log-in page
      await page.goto(url(locale === 'fa' ? '/profile' : '/en/profile'), { waitUntil: 'commit' });
      const loader = page.locator('#boot-loader');
      await loader.waitFor({ state: 'visible' });
      // over the whole screen, fixed (nothing moves when it goes), white, with the logo; still under reduced motion (the harness's default)
      await poll(() => loader.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 780 });
      const look = () =>
        loader.evaluate((el) => {
          const box = getComputedStyle(el);
          const logo = getComputedStyle(el, '::before');
          return { position: box.position, background: box.backgroundColor, logo: logo.backgroundImage.startsWith('url("data:image/svg+xml'), opacity: logo.opacity, animation: logo.animationName };
        });
      await poll(look).toEqual({ position: 'fixed', background: 'rgb(255, 255, 255)', logo: true, opacity: '1', animation: 'none' });
      await screenshot(page, `boot-loader-${locale}-360`);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await poll(async () => (await look()).animation).toBe('boot-loader-in, boot-loader-pulse');
      await page.emulateMedia({ reducedMotion: 'reduce' });

      release();
      await page.getByRole('heading', { level: 1, name: locale === 'fa' ? 'ورود یا ثبت‌نام' : 'Log in or register' }).waitFor({ timeout: 30_000 });
      await poll(() => loader.count()).toBe(0);
      expect(page.errors).toEqual([]);
    }
  });
});
