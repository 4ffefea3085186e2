import type { Page } from 'playwright-core';
import { url, openPage, closeAll, settle, apiGet, screenshot } from '../lib/harness';
import { poll } from '../lib/poll';
import { products, purchasable, faName, productPath, waitForWorker, recordToasts } from '../lib/pwa';
import common from '../../shared-lib/src/locales/fa.json';

/**
 * Offline (issue 15): a product page seen before opens and an unseen page shows the offline page, in
 * Persian and in English; an action that needs the network says so offline, keeps what was typed and
 * is sent once, when the shopper sends it again.
 */
afterAll(closeAll);

describe('pwa: offline', () => {
  it('opens a product page seen before, and shows the offline page for one never seen, in Persian and English', async () => {
    const [seen, , unseen] = products();
    const page = await openPage({ locale: 'fa', width: 360 });
    const ctx = page.context();
    await page.goto(url(productPath(seen, 'fa')));
    await waitForWorker(page);
    await page.getByRole('heading', { level: 1, name: faName(seen) }).waitFor();
    // the English page, seen once the worker is in charge
    await page.goto(url(productPath(seen, 'en')));
    await settle(page);
    await page.getByRole('heading', { level: 1, name: seen.name_en }).waitFor();

    await ctx.setOffline(true);
    try {
      await page.goto(url(productPath(seen, 'fa')));
      await page.getByRole('heading', { level: 1, name: faName(seen) }).waitFor({ timeout: 20_000 });
      await poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
      await page.getByTestId('offline-notice').waitFor();

      await page.goto(url(productPath(seen, 'en')));
      await page.getByRole('heading', { level: 1, name: seen.name_en }).waitFor({ timeout: 20_000 });
      await poll(() => page.getAttribute('html', 'lang')).toBe('en-US');

      const fa = await page.goto(url(productPath(unseen, 'fa')));
      expect(fa?.status()).toBe(503);
      await page.getByTestId('offline-page').waitFor();
      await poll(() => page.getAttribute('html', 'lang')).toBe('fa-IR');
      await poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
      await expectHeading(page, 'اتصال اینترنت برقرار نیست');

      await page.goto(url(productPath(unseen, 'en')));
      await page.getByTestId('offline-page').waitFor();
      await poll(() => page.getAttribute('html', 'lang')).toBe('en-US');
      await poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
      await expectHeading(page, 'You are offline');
      // "try again" is the same address
      await poll(() => page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(productPath(unseen, 'en'));
    } finally {
      await ctx.setOffline(false);
    }
  });

  it('says an action needs the network, keeps what was typed, and sends it once when sent again online', async () => {
    const mobile = `0936${String(Date.now()).slice(-7)}`;
    const page = await openPage({ locale: 'en', width: 1280 });
    const ctx = page.context();
    await page.goto(url('/en/st/contactus'));
    await waitForWorker(page);
    await settle(page);
    await recordToasts(page);
    await page.getByLabel(/Full name/).fill('Sara Rahimi');
    await page.getByLabel(/Mobile number/).fill(mobile);
    await page.getByLabel(/Message/).fill('Offline first: a quote for 10 extinguishers.');

    await ctx.setOffline(true);
    try {
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.waitForFunction(
        () => ((window as unknown as { __toasts: Array<{ variant: string; message: string }> }).__toasts ?? []).some((t) => t.variant !== 'success' && /offline|connection/i.test(t.message)),
        null,
        { timeout: 15_000 },
      );
      await expect(page.getByLabel(/Full name/).inputValue()).resolves.toBe('Sara Rahimi');
      await expect(page.getByLabel(/Message/).inputValue()).resolves.toBe('Offline first: a quote for 10 extinguishers.');
    } finally {
      await ctx.setOffline(false);
    }
    // back online: nothing was queued and sent by itself
    await page.waitForTimeout(1500);
    expect((await apiGet<unknown[]>(`/api/dev/form-submissions?mobile=${mobile}`)).body.data).toHaveLength(0);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForFunction(() => ((window as unknown as { __toasts: Array<{ variant: string }> }).__toasts ?? []).some((t) => t.variant === 'success'), null, { timeout: 15_000 });
    await poll(async () => (await apiGet<unknown[]>(`/api/dev/form-submissions?mobile=${mobile}`)).body.data).toHaveLength(1);
  });

  it('fa: adding to the cart offline says so in Persian; nothing is added when the connection returns until it is clicked again', async () => {
    const product = purchasable();
    const page = await openPage({ locale: 'fa', width: 1280 });
    const ctx = page.context();
    await page.goto(url(productPath(product, 'fa')));
    await waitForWorker(page);
    await settle(page);
    await page.getByTestId('buy-box').waitFor();
    // the header's cart (mf-cart answers the product page's "add" from there)
    const cart = page.getByRole('link', { name: /^سبد خرید/ }).first();
    await page.getByTestId('cart-count').first().waitFor({ state: 'attached' });
    await poll(() => cart.getAttribute('aria-label')).toBe('سبد خرید');
    await recordToasts(page);
    const add = page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' });

    await ctx.setOffline(true);
    try {
      await add.click();
      // what the shopper reads: the offline message in Persian, no confirmation
      await page.getByText(common.offlineAction, { exact: true }).first().waitFor({ timeout: 15_000 });
      await screenshot(page, 'offline-add-to-cart-fa-1280');
      const told = await page.evaluate(() => (window as unknown as { __toasts: Array<{ message: string; variant: string }> }).__toasts);
      expect(told).toEqual([{ message: common.offlineAction, variant: 'error' }]);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await ctx.setOffline(false);
    }
    // back online: nothing was kept and sent by itself, neither in this page nor on the server
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await cart.getAttribute('aria-label')).toBe('سبد خرید');
    await page.reload();
    await settle(page);
    await page.getByTestId('cart-count').first().waitFor({ state: 'attached' });
    expect(await cart.getAttribute('aria-label')).toBe('سبد خرید');

    // clicked again: added, once
    await add.click();
    await page.getByRole('dialog', { name: 'سفارش شما به سبد خرید اضافه شد' }).waitFor();
    await page.waitForFunction(() => document.querySelector('a[aria-label^="سبد خرید"]')?.getAttribute('aria-label') === 'سبد خرید، ۱ کالا');
  });
});

async function expectHeading(page: Page, text: string): Promise<void> {
  await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text);
}
