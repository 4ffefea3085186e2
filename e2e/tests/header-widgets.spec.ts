import type { Page } from 'playwright-core';
import { url, openPage, closeAll, db, smsCode, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';

/**
 * The header's cart and account widgets (mf-cart, mf-account) are hidden on a phone (the bottom bar
 * stands in for them): there they come alive at the shopper's first interaction, not with the page
 * (RemoteSlot `hydrate="interaction"`), and a first visit downloads none of their code. Shown (a
 * desktop), or for a visitor with a basket or signed in, they come with the page; an add-to-cart that
 * is the very first tap still lands in the basket. (Link prefetch may fetch the two remotes' entries
 * for the bottom bar's basket and account links once the service worker has the page: not the widgets.)
 */
afterAll(closeAll);

const WIDGET_CODE = /__federation_expose_(CartWidget|AccountWidget)\./;
/** The widgets' own code as the page requests it. */
function widgetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (WIDGET_CODE.test(r.url())) seen.push(r.url());
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

    // the very first interaction is the tap that adds (mf-cart's code is not on the page yet: the page
    // posts its form to the shell's server and confirms at once, issue 33), and mf-cart then comes
    await page.getByTestId('buy-box').getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await page.getByTestId('cart-added').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('bottom-cart-count').filter({ hasText: '۱' }).waitFor();
    await poll(() => requests.length).toBeGreaterThan(0);
    expect(page.errors).toEqual([]);

    // a return visit with a basket: the count comes with the page, without any interaction
    const again = await page.context().newPage();
    const later = widgetRequests(again);
    await again.goto(url('/cat'));
    await again.getByTestId('bottom-cart-count').filter({ hasText: '۱' }).waitFor({ timeout: 15_000 });
    await poll(() => later.some((u) => u.includes('CartWidget'))).toBe(true);
  });

  it('en, 1280 px: shown in the header, they come with the page', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    const requests = widgetRequests(page);
    await page.goto(url('/en/cat'));
    await page.getByRole('banner').getByRole('link', { name: 'Log in / Register' }).waitFor({ timeout: 15_000 });
    await settle(page);
    // (a count only grows: waiting for one cannot hide a second request)
    await poll(() => requests.filter((u) => u.includes('CartWidget')).length).toBe(1);
    await poll(() => requests.filter((u) => u.includes('AccountWidget')).length).toBe(1);
    await expectNoA11yViolations(page);
    await screenshot(page, 'header-widgets-en-1280');
    expect(page.errors).toEqual([]);
  });

  it('fa, 360 px: for a signed-in shopper the account runs with the page, without any interaction (their name on a wider screen)', async () => {
    const page: TestPage = await openPage({ locale: 'fa', width: 360 });
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
    // the page's bus knows the shopper (mf-account's widget runs), though no one touched the page
    await again.waitForFunction(
      () => (window as unknown as { __FIRE_SHOP_BUS__?: { current(t: string): { fullName?: string } | undefined } }).__FIRE_SHOP_BUS__?.current('auth:user')?.fullName === 'نگار رحیمی',
      null,
      { timeout: 15_000 },
    );
    await poll(() => requests.some((u) => u.includes('AccountWidget'))).toBe(true);
    await again.setViewportSize({ width: 1280, height: 800 });
    await again.getByRole('button', { name: /نگار رحیمی/ }).waitFor({ timeout: 15_000 });
    await screenshot(again, 'header-widgets-signed-in-fa-1280');
  });
});
