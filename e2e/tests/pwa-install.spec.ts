import type { Page } from 'playwright-core';
import { url, openPage, closeAll, settle } from '../lib/harness';
import { poll } from '../lib/poll';
import { waitForWorker, controlled, fireInstallPrompt } from '../lib/pwa';

/**
 * The installable site (issue 15): the service worker takes charge after the first visit, is served
 * fresh under its own policy and precaches the shell's chrome; Chromium's installability criteria
 * hold; the install banner comes on a second page and its dismissal survives a reload. (Offline:
 * pwa-offline.spec.ts; new builds and failed chunks: pwa-updates.spec.ts; browser-rendered pages:
 * pwa-pages.spec.ts.)
 */
afterAll(closeAll);

/** A Content-Security-Policy header as { directive: [values] }. */
function policy(header: string | null): Record<string, string[]> {
  return Object.fromEntries((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

describe('pwa: the service worker', () => {
  it('controls the page after the first visit, and the next load is answered by it', async () => {
    const page = await openPage({ locale: 'fa' });
    await page.goto(url('/'));
    await waitForWorker(page);
    await poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(url('/sw.js'));
    await poll(() => page.getAttribute('html', 'data-sw')).toBe('activated');

    const res = await page.reload();
    await settle(page);
    expect(res?.status()).toBe(200);
    expect(res?.fromServiceWorker()).toBe(true);
    await poll(() => controlled(page)).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it('is installable: manifest fields and icons, and a controlling service worker (Chromium’s own check)', async () => {
    const page = await openPage({ locale: 'fa', width: 1280 });
    await page.goto(url('/'));
    await waitForWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { url: manifestUrl, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
    expect(manifestUrl).toBe(url('/manifest.webmanifest'));
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data);
    expect(manifest).toMatchObject({ short_name: 'آتش‌ایمن', lang: 'fa-IR', dir: 'rtl', start_url: '/', display: 'standalone', theme_color: '#B71C1C', background_color: '#FFFFFF' });
    expect(manifest.name).toContain('آتش‌ایمن');
    const sizes = (purpose: string) => manifest.icons.filter((i: { purpose: string }) => i.purpose === purpose).map((i: { sizes: string }) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const res = await fetch(url(icon.src));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    // Chromium's installability check: the only complaint allowed is the test profile being off the record
    // (Chromium decides once it has seen the worker's fetch handler and the icons: asked again until then)
    const complaints = async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      return installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    };
    await poll(complaints).toEqual([]);
    await poll(() => controlled(page)).toBe(true);

    // English pages name the English manifest: same app, English names, start at /en
    await page.goto(url('/en'));
    await settle(page);
    await page.waitForFunction(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href') === '/manifest.en.webmanifest');
    const en = await (await fetch(url('/manifest.en.webmanifest'))).json();
    expect(en).toMatchObject({ id: manifest.id, short_name: 'Atash Imen', lang: 'en-US', dir: 'ltr', start_url: '/en', display: 'standalone' });
  });

  it('is served fresh under a policy of its own, and the pages’ policy lets it in', async () => {
    const sw = await fetch(url('/sw.js'));
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^(text|application)\/javascript\b/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const own = policy(sw.headers.get('content-security-policy'));
    // its own script only; fetches to the shop and to remotes on any https origin (a moved remote stays reachable)
    expect(own['default-src']).toEqual(["'none'"]);
    expect(own['script-src']).toEqual(["'self'"]);
    expect(own['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(sw.headers.get('content-security-policy')).not.toMatch(/nonce/);
    for (const path of ['/', '/basket']) {
      const page = policy((await fetch(url(path))).headers.get('content-security-policy'));
      expect([path, page['worker-src'], page['manifest-src']]).toEqual([path, ["'self'"], ["'self'"]]);
    }
  });

  it('precaches what the shell’s chrome may need offline, not the code only remotes’ pages use', async () => {
    const sw = await (await fetch(url('/sw.js'))).text();
    const files = [...new Set([...sw.matchAll(/['"]url['"]\s*:\s*['"](\/[^'"]+\.js)['"]/g)].map((m) => m[1]))];
    expect(files.length).toBeGreaterThan(5);
    const bodies = await Promise.all(files.map(async (f) => (await fetch(url(f))).text()));
    const holding = (marker: string) => files.filter((_, i) => bodies[i].includes(marker));
    // kept: the page's start (the federation runtime's main.js), toasts (which say "you are offline"), menus and drawer
    expect(files.some((f) => /^\/main\.[0-9a-f]+\.js$/.test(f))).toBe(true);
    expect(holding('notistack').length).toBeGreaterThan(0);
    expect(holding('MuiDrawer').length).toBeGreaterThan(0);
    // left out: forms and validation (yup), the date picker's calendar: remotes' pages load and keep them
    expect(holding('must be a valid email')).toEqual([]);
    expect(holding('MuiDateCalendar')).toEqual([]);
    // and fonts and install icons: a page loads what it uses (the worker keeps it), the browser fetches icons when installing
    const all = [...sw.matchAll(/['"]url['"]\s*:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    expect(all.filter((u) => /\.woff2?$|^\/icons\//.test(u))).toEqual([]);
    expect(all).toEqual(expect.arrayContaining(['/manifest.webmanifest', '/manifest.en.webmanifest']));
  });
});

describe('pwa: install prompt', () => {
  /** A second page of the visit, opened in the app (a client navigation): the shopper has engaged. */
  async function openSecondPage(page: Page, href: string): Promise<void> {
    await page.locator(`a[href="${href}"]:visible`).first().click();
    await page.waitForURL((u) => new URL(u).pathname === href);
  }

  it('offers installation in a banner once the shopper opens a second page; a dismissal survives a reload', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.goto(url('/en'));
    await settle(page);
    await fireInstallPrompt(page);
    // not over the first page a shopper opens
    await page.waitForTimeout(500);
    expect(await page.getByTestId('install-banner').count()).toBe(0);
    await openSecondPage(page, '/en/cat');
    const banner = page.getByRole('region', { name: 'Install Atash Imen' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'No, thanks' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await settle(page);
    await fireInstallPrompt(page);
    await openSecondPage(page, '/en');
    await page.waitForTimeout(500);
    expect(await page.getByTestId('install-banner').count()).toBe(0);
    await poll(() => page.evaluate(() => localStorage.getItem('pwa:installDismissed'))).toBe('1');
  });

  it('offers it in Persian until dismissed', async () => {
    const page = await openPage({ locale: 'fa', width: 360 });
    await page.goto(url('/'));
    await settle(page);
    await fireInstallPrompt(page);
    await openSecondPage(page, '/cat');
    const banner = page.getByRole('region', { name: 'نصب آتش‌ایمن' });
    await banner.waitFor();
    await poll(() => banner.getByRole('button', { name: 'نصب' }).isVisible()).toBe(true);
  });
});
