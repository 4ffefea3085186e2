import type { Page } from 'playwright-core';
import { env, url, openPage, closeAll, db, smsCode, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';

/**
 * The header's cart and account widgets (mf-cart, mf-account) come alive at the shopper's first
 * interaction, not with the page (RemoteSlot `hydrate="interaction"`): a first visit on a phone, where
 * the bottom bar stands in for them, downloads none of their code. Whoever has a basket or is signed
 * in gets them with the page; an add-to-cart that is the very first tap still lands in the basket.
 */
afterAll(closeAll);

const REMOTE_PORTS = [env.ports.mf_cart, env.ports.mf_account].map(String);
/** Every request the page makes to the cart's or the account's server. */
function widgetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (REMOTE_PORTS.includes(new URL(r.url()).port)) seen.push(r.url());
  });
  return seen;
}

function purchasable(): { id: number; slug_fa: string; slug_en: string } {
  return db()
    .prepare('select id, slug_fa, slug_en from products where active = 1 and price is not null and stock >= 5 order by id desc limit 1')
    .get() as { id: number; slug_fa: string; slug_en: string };
}

describe('the header’s cart and account widgets', () => {
  it('fa, 360 px: a first visit downloads none of their code; the first tap on "add to cart" still adds, and a return visit with a basket shows its count at once', async () => {
    const p = purchasable();
    const page = await openPage({ locale: 'fa', width: 360 });
    const requests = widgetRequests(page);
    await page.goto(url(`/pr/${p.id}/${p.slug_fa}`));
    await settle(page);
    expect(requests).toEqual([]);

    // the very first interaction is the tap that asks mf-cart (its code is not on the page yet)
    await page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    const dialog = page.getByRole('dialog', { name: /سفارش شما به سبد خرید اضافه شد/ });
    await dialog.waitFor({ timeout: 15_000 });
    await page.getByTestId('bottom-cart-count').filter({ hasText: '۱' }).waitFor();
    expect(requests.length).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);

    // a return visit with a basket: the count comes with the page, without any interaction
    const again = await page.context().newPage();
    const later = widgetRequests(again);
    await again.goto(url('/cat'));
    await again.getByTestId('bottom-cart-count').filter({ hasText: '۱' }).waitFor({ timeout: 15_000 });
    expect(later.some((u) => new URL(u).port === String(env.ports.mf_cart))).toBe(true);
  });

  it('en, 1280 px: the mouse brings them; their server markup answers a keyboard in the meantime', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    const requests = widgetRequests(page);
    await page.goto(url('/en/cat'));
    await settle(page);
    expect(requests).toEqual([]);
    // the static cart link (server markup) navigates in the app: Tab to it and press Enter
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const cart = page.getByTestId('cart-widget');
    await cart.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/en/basket');
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(requests.length).toBeGreaterThan(0);

    const fresh = await openPage({ locale: 'en', width: 1280 });
    const seen = widgetRequests(fresh);
    await fresh.goto(url('/en/cat'));
    await settle(fresh);
    expect(seen).toEqual([]);
    await fresh.mouse.move(600, 300);
    await fresh.mouse.move(620, 320);
    await fresh.getByRole('link', { name: 'Log in' }).waitFor({ timeout: 15_000 });
    expect(seen.length).toBeGreaterThan(0);
    await expectNoA11yViolations(fresh);
    await screenshot(fresh, 'header-widgets-en-1280');
    expect(page.errors).toEqual([]);
    expect(fresh.errors).toEqual([]);
  });

  it('fa, 1280 px: a signed-in shopper gets their name in the header with the page, without any interaction', async () => {
    const page: TestPage = await openPage({ locale: 'fa', width: 1280 });
    await page.goto(url('/cat'));
    await settle(page);
    const mobile = `0936${String(Date.now()).slice(-7)}`;
    const ok = await page.evaluate(async (m) => {
      const post = (p: string, body: unknown) => fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await post('/api/auth/otp', { mobile: m })).ok;
    }, mobile);
    expect(ok).toBe(true);
    const code = await smsCode(mobile);
    const registered = await page.evaluate(
      async ([m, c]) => (await fetch('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: m, code: c, fullName: 'نگار رحیمی' }) })).ok,
      [mobile, code],
    );
    expect(registered).toBe(true);

    const again = await page.context().newPage();
    const requests = widgetRequests(again);
    await again.goto(url('/cat'));
    await again.getByRole('button', { name: /نگار رحیمی/ }).waitFor({ timeout: 15_000 });
    expect(requests.some((u) => new URL(u).port === String(env.ports.mf_account))).toBe(true);
    await screenshot(again, 'header-widgets-signed-in-fa-1280');
  });
});
