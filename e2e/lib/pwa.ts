import type { Page, Request } from 'playwright-core';
import { db } from './harness';

/** What the installable-site specs (tests/pwa-*.spec.ts) share: seed products, the worker, loads, toasts. */

export interface ProductRow {
  id: number;
  slug_fa: string;
  slug_en: string;
  name_fa: string;
  name_en: string;
}
export function products(): ProductRow[] {
  return db().prepare('select id, slug_fa, slug_en, name_fa, name_en from products where active = 1 order by id limit 3').all() as ProductRow[];
}
/** A product the shopper can put in the cart (priced, in stock). */
export function purchasable(): ProductRow {
  const row = db().prepare('select id, slug_fa, slug_en, name_fa, name_en from products where active = 1 and price is not null and stock >= 5 order by id desc limit 1').get();
  if (!row) throw new Error('the seed has no purchasable product');
  return row as ProductRow;
}

/** Product names as the Persian page shows them (Persian digits). */
export const faName = (p: ProductRow) => p.name_fa.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
export const productPath = (p: ProductRow, locale: 'fa' | 'en') => (locale === 'fa' ? `/pr/${p.id}/${encodeURIComponent(p.slug_fa)}` : `/en/pr/${p.id}/${encodeURIComponent(p.slug_en)}`);

/** Waits until a service worker controls the page and has kept what the page loaded before it took charge. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller) && document.documentElement.dataset.swKept === 'true', null, { timeout: 60_000 });
}

/** Whether a service worker controls the page now. */
export const controlled = (page: Page) => page.evaluate(() => Boolean(navigator.serviceWorker.controller));

/** Document requests of the page's main frame (each full load is one). */
export function countDocumentLoads(page: Page): Request[] {
  const loads: Request[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(r);
  });
  return loads;
}

/** Records the page's toasts (bus topic toast:show) in `window.__toasts`. */
export async function recordToasts(page: Page): Promise<void> {
  await page.waitForFunction(() => '__FIRE_SHOP_BUS__' in window);
  await page.evaluate(() => {
    const w = window as unknown as { __FIRE_SHOP_BUS__: { subscribe: (t: string, f: (p: unknown) => void) => void }; __toasts: unknown[] };
    w.__toasts = [];
    w.__FIRE_SHOP_BUS__.subscribe('toast:show', (p) => w.__toasts.push(p));
  });
}

/** What Chromium fires when the site can be installed (its criteria are not met in a test profile). */
export async function fireInstallPrompt(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(event);
  });
}
