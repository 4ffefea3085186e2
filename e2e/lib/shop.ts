import type { TestPage } from './harness';
import { db, smsCode } from './harness';

/** Shopping steps the cart and back-office specs share: the seed's purchasable products, adding through the bus, logging in, an address, a choice. */

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface Product {
  id: number;
  name_en: string;
  name_fa: string;
  slug_en: string;
  slug_fa: string;
  stock: number;
}

export function purchasable(n: number): Product[] {
  const rows = db()
    .prepare('select id, name_en, name_fa, slug_en, slug_fa, stock from products where active = 1 and price is not null and stock >= 5 order by id limit ?')
    .all(n) as Product[];
  if (rows.length < n) throw new Error('the seed has too few purchasable products');
  return rows;
}

export const stockOf = (id: number) => (db().prepare('select stock from products where id = ?').get(id) as { stock: number }).stock;

export async function addViaBus(page: TestPage, productId: number, name: string) {
  await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
  // mf-cart answers cart:add from the header's cart: wait until it is on the page (a slow machine loads it late)
  await page.getByTestId(/^(bottom-)?cart-count$/).first().waitFor({ state: 'attached' });
  const acked = await page.evaluate(
    ([id, n]) =>
      new Promise<boolean>((resolve) => {
        const bus = (window as unknown as { __FIRE_SHOP_BUS__: { publish(t: string, p: unknown): void; subscribe(t: string, f: (p: { requestId: string }) => void): () => void } }).__FIRE_SHOP_BUS__;
        const requestId = `e2e-${Math.random()}`;
        const stop = bus.subscribe('cart:add-ack', (a) => {
          if (a.requestId === requestId) {
            stop();
            resolve(true);
          }
        });
        setTimeout(() => resolve(false), 5000);
        bus.publish('cart:add', { requestId, productId: id, count: 1, name: n });
      }),
    [productId, name] as [number, string],
  );
  expect(acked).toBe(true);
}

export async function badge(page: TestPage, testId: string, text: string) {
  await page.waitForFunction(([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === t, [testId, text] as [string, string], { timeout: 15_000 });
}

export async function register(page: TestPage, mobile: string, fullName: string, locale: 'fa' | 'en') {
  const L = locale === 'fa' ? { mobile: 'شماره موبایل', go: 'ادامه', code: 'کد تأیید', name: 'نام و نام خانوادگی', create: 'ساخت حساب' } : { mobile: 'Mobile number', go: 'Continue', code: 'Verification code', name: 'Full name', create: 'Create my account' };
  await page.getByLabel(L.mobile).fill(mobile);
  await page.getByRole('button', { name: L.go }).click();
  await page.getByLabel(L.code).waitFor();
  await page.getByLabel(L.code).fill(await smsCode(mobile));
  await page.getByLabel(L.name).fill(fullName);
  await page.getByRole('button', { name: L.create }).click();
}

export async function fillAddress(page: TestPage, locale: 'fa' | 'en') {
  const fa = locale === 'fa';
  await page.locator('#address-recipient').fill(fa ? 'سارا محمدی' : 'Sara Mohammadi');
  await page.locator('#address-mobile').fill('09121234567');
  await page.locator('#address-province').fill(fa ? 'تهران' : 'Tehran');
  await page.locator('#address-city').fill(fa ? 'تهران' : 'Tehran');
  await page.locator('#address-street').fill(fa ? 'خیابان ولیعصر، پلاک ۱۲' : 'Valiasr St. 12');
  await page.locator('#address-postalCode').fill('۱۲۳۴۵۶۷۸۹۰');
  await page.getByRole('button', { name: fa ? 'ذخیره نشانی' : 'Save address' }).click();
  // a guest sees the address; a logged-in shopper sees it among their saved addresses
  await page.locator('[data-testid="address-summary"], [data-testid="address-book"]').first().waitFor();
}

/** Radios of the basket are controlled by the server's answer: click, then wait for it to be checked. */
export async function choose(page: TestPage, name: RegExp | string) {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await page.waitForFunction((el) => (el as HTMLInputElement).checked, await radio.elementHandle(), { timeout: 15_000 });
}

export const orderPath = (locale: 'fa' | 'en') => (u: URL) => new RegExp(`^${locale === 'en' ? '/en' : ''}/profile/accountorder/\\d+$`).test(u.pathname);

/**
 * Brings mf-cart's code onto the page and waits until it answers add-to-cart, for a test about its
 * confirmation sheet: it comes at the shopper's first interaction (a scroll here); before that the buy
 * box adds through the shell's server and confirms by itself (issue 33).
 */
export async function cartLive(page: TestPage) {
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  await page.waitForFunction(() => (window as unknown as { __FIRE_SHOP_BUS__?: { handled(t: string): boolean } }).__FIRE_SHOP_BUS__?.handled('cart:add') === true, null, { timeout: 30_000 });
}
