import { url, openPage, closeAll, getBrowser } from '../lib/harness';
import { purchasable } from '../lib/shop';

/**
 * Issue 33: a tap on add-to-cart the moment the button is drawn, on a phone under Lighthouse's mobile
 * conditions (4x slower CPU, 150 ms round trip, 1.6 Mbps), before the page's scripts have run or while
 * they start: it is not lost and not doubled. The product ends up in the basket exactly once, and the
 * shopper is told (the page's confirmation, whichever way the add went: the form the browser posted, or
 * the page's own handler once hydrated).
 */
afterAll(closeAll);

describe('a tap on add-to-cart as soon as the button is drawn (throttled phone)', () => {
  it.each(['fa', 'en'] as const)('%s: the product is in the basket exactly once, and the shopper is told', async (locale) => {
    const [p] = purchasable(1);
    const context = await (await getBrowser()).newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: locale === 'en' ? 'en-US' : 'fa-IR', serviceWorkers: 'block' });
    const page = await openPage({ context });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });

    const prefix = locale === 'en' ? '/en' : '';
    await page.goto(url(`${prefix}/pr/${p.id}/${locale === 'en' ? p.slug_en : p.slug_fa}`), { waitUntil: 'commit' });
    const add = page.getByTestId('buy-box').getByRole('button', { name: locale === 'en' ? 'Add to cart' : 'افزودن به سبد خرید' });
    await add.waitFor({ state: 'visible', timeout: 60_000 });
    await add.tap({ timeout: 60_000 });
    // the confirmation: the buy box's (after the post) or mf-cart's sheet (after the page's own add)
    await page.locator('[data-testid="cart-added"]').first().waitFor({ state: 'visible', timeout: 60_000 });

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const answer = await page.request.post(url(`/api/cart/cart?lang=${locale}`), { data: { cartUpdateType: 14 } });
    const cart = (await answer.json()).data as { cartItems: Array<{ productId: number; count: number }> };
    expect(cart.cartItems.filter((i) => i.productId === p.id).map((i) => i.count)).toEqual([1]);
    await context.close();
  });
});
