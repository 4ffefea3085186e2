import fs from 'node:fs';
import path from 'node:path';
import { url, openPage, closeAll, smsCode, db, settle, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { cartLive } from '../lib/shop';

/**
 * A purchase a shopper can trust, at 360 px in Persian and English: one price said early (the
 * product page's price is what the basket charges per unit, VAT included, plus the delivery each
 * method states beside it), the product page's price and add-to-cart always in sight, one
 * add-to-cart confirmation (a bottom sheet with the product and the basket, no toast on top), the
 * basket's amount due and order button always in sight, an order button that says what is missing,
 * and the address of the first order offered on the second. Screenshots of the sheet and the basket
 * go to E2E_SHOTS_DIR (default e2e/screenshots) as what the shopper sees (the viewport).
 */
afterAll(closeAll);

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(__dirname, '..', 'screenshots');
async function shot(page: TestPage, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const suffix = String(Date.now()).slice(-7);
// Persian digits and decimal separator (۱٫۲), as shared-lib/format writes numbers in Persian text
const persianDigits = (s: string) => s.replace(/(\d)\.(?=\d)/g, '$1٫').replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const toman = (rials: number, locale: 'fa' | 'en') =>
  `${new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US', { maximumFractionDigits: 0 }).format(Math.round(rials / 10))} ${locale === 'fa' ? 'تومان' : 'Toman'}`;

interface Product {
  id: number;
  name_en: string;
  name_fa: string;
  slug_en: string;
  slug_fa: string;
  price: number;
}

interface Delivery {
  id: number;
  code: string;
  price: number;
  free_above: number | null;
}

/** Products a shopper can buy whose price stays below the free-post threshold (so post costs something). */
function products(n: number, offset: number): Product[] {
  const rows = db()
    .prepare('select id, name_en, name_fa, slug_en, slug_fa, price from products where active = 1 and price is not null and price < 20000000 and stock >= 10 order by id desc limit ? offset ?')
    .all(n, offset) as Product[];
  if (rows.length < n) throw new Error('the seed has too few purchasable products');
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}
const deliveries = () => (db().prepare('select id, code, price, free_above from delivery_methods where active = 1 order by sort_order, id').all() as Delivery[]).map((d) => ({ ...d, price: Number(d.price), free_above: d.free_above === null ? null : Number(d.free_above) }));

/** Records the toasts the page asks the shell for. */
async function recordToasts(page: TestPage) {
  await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[]; __FIRE_SHOP_BUS__: { subscribe(t: string, f: (p: { message: string; variant: string }) => void): () => void } };
    w.__toasts = [];
    w.__FIRE_SHOP_BUS__.subscribe('toast:show', (t) => w.__toasts.push(`${t.variant}: ${t.message}`));
  });
}
const toastsOf = (page: TestPage) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);

async function register(page: TestPage, mobile: string, fullName: string, locale: 'fa' | 'en') {
  const L =
    locale === 'fa'
      ? { mobile: 'شماره موبایل', go: 'ادامه', code: 'کد تأیید', name: 'نام و نام خانوادگی', create: 'ساخت حساب' }
      : { mobile: 'Mobile number', go: 'Continue', code: 'Verification code', name: 'Full name', create: 'Create my account' };
  await page.goto(url(locale === 'fa' ? '/loginRegister' : '/en/loginRegister'));
  await settle(page);
  await page.getByLabel(L.mobile).fill(mobile);
  await page.getByRole('button', { name: L.go }).click();
  await page.getByLabel(L.code).waitFor();
  await page.getByLabel(L.code).fill(await smsCode(mobile));
  await page.getByLabel(L.name).fill(fullName);
  await page.getByRole('button', { name: L.create }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/loginRegister'), { timeout: 15_000 });
}

/** The element lies inside the viewport (what "in sight" means on a phone). */
async function inViewport(page: TestPage, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= vp.height && box.height > 0;
}

async function openProduct(page: TestPage, p: Product, locale: 'fa' | 'en') {
  await page.goto(url(locale === 'fa' ? `/pr/${p.id}/${encodeURIComponent(p.slug_fa)}` : `/en/pr/${p.id}/${p.slug_en}`));
  await settle(page);
  await page.getByTestId('buy-box').waitFor();
  // the header's cart (mf-cart) answers add-to-cart: a shopper sees its icon before buying
  await page.getByTestId(/^(bottom-)?cart-count$/).first().waitFor({ state: 'attached' });
}

describe('a purchase a shopper trusts (360 px)', () => {
  it('fa: sticky buy bar, one bottom sheet that greets by name, the basket charges what was said, the address is remembered', async () => {
    const [a] = products(1, 0);
    const methods = deliveries();
    const post = methods.find((m) => m.code === 'post')!;
    const page = await openPage({ locale: 'fa', width: 360 });
    await register(page, `0935${suffix}`, 'سارا محمدی', 'fa');

    await openProduct(page, a, 'fa');
    const price = toman(a.price, 'fa');
    await poll(() => page.getByTestId('buy-box').getByTestId('price').innerText()).toBe(price);
    // the box's own button is far down on a phone: the bar with price and add-to-cart is in sight
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('buy-sticky').waitFor();
    await poll(() => inViewport(page, 'buy-sticky')).toBe(true);
    await poll(() => page.getByTestId('buy-sticky').getByTestId('price').innerText()).toBe(price);
    await shot(page, 'purchase-product-fa-360');

    await recordToasts(page);
    // mf-cart's sheet confirms once its code is on the page (before that the buy box confirms by itself)
    await cartLive(page);
    await page.getByTestId('buy-sticky-add').click();
    const sheet = page.getByRole('dialog', { name: 'سارا محمدی عزیز، سفارش شما به سبد خرید اضافه شد' });
    await sheet.waitFor();
    await page.waitForTimeout(400);
    // a bottom sheet: it sits on the bottom of the screen
    await poll(async () => {
      const box = (await sheet.boundingBox())!;
      return Math.round(box.y + box.height);
    }).toBeGreaterThanOrEqual(page.viewportSize()!.height - 2);
    const product = sheet.getByTestId('cart-added-product');
    // the name as the product page writes it: Persian digits in fa
    const name = persianDigits(a.name_fa);
    await poll(() => product.getByRole('img').getAttribute('alt')).toBe(name);
    await product.getByText(name).waitFor();
    await product.getByText('تعداد: ۱').waitFor();
    await product.getByText(price).waitFor();
    const basket = sheet.getByTestId('cart-added-basket');
    await basket.getByText('سبد خرید شما: ۱ کالا').waitFor();
    await basket.getByText(price).waitFor();
    // Persian digits only
    expect(await sheet.innerText()).not.toMatch(/[0-9]/);
    // one confirmation: no toast on top of it
    expect(await toastsOf(page)).toEqual([]);
    await shot(page, 'purchase-sheet-fa-360');

    await sheet.getByRole('button', { name: 'مشاهده سبد خرید' }).click();
    await page.waitForURL((u) => u.pathname === '/basket');
    await page.getByTestId(`line-${a.id}`).waitFor();
    await settle(page);
    // every method says what it costs this basket, in Toman with Persian digits
    for (const m of methods) {
      const cost = m.free_above !== null && a.price >= m.free_above ? 0 : m.price;
      await poll(() => page.getByTestId(`delivery-cost-${m.code}`).innerText()).toBe(cost === 0 ? 'رایگان' : toman(cost, 'fa'));
    }
    if (post.free_above !== null) await page.getByText(`ارسال رایگان برای خرید از ${toman(post.free_above, 'fa')} به بالا`).waitFor();
    // what the product page said, plus the delivery: nothing is added on the way
    const payable = toman(a.price + post.price, 'fa');
    await poll(() => page.getByTestId('payable').innerText()).toBe(payable);
    await page.getByTestId('vat-included').waitFor();
    // on a phone the amount due and the order button stay in sight, and the button says what is missing
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(() => inViewport(page, 'basket-sticky')).toBe(true);
    await poll(() => page.getByTestId('sticky-payable').innerText()).toBe(payable);
    const order = page.getByTestId('place-order');
    await poll(() => order.innerText()).toBe('برای ثبت سفارش، نشانی تحویل را وارد کنید');
    await shot(page, 'purchase-basket-fa-360');

    await order.click();
    await page.waitForFunction(() => document.activeElement?.id === 'address-recipient');
    await page.locator('#address-recipient').fill('سارا محمدی');
    await page.locator('#address-mobile').fill('۰۹۱۲۱۲۳۴۵۶۷');
    await page.locator('#address-province').fill('تهران');
    await page.locator('#address-city').fill('تهران');
    await page.locator('#address-street').fill('خیابان ولیعصر، پلاک ۱۲');
    await page.locator('#address-postalCode').fill('۱۲۳۴۵۶۷۸۹۰');
    await page.getByRole('button', { name: 'ذخیره نشانی' }).click();
    await page.getByTestId('address-book').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="place-order"]')?.textContent === 'ثبت سفارش');
    await shot(page, 'purchase-basket-address-fa-360');
    await order.click();
    await page.waitForURL((u) => u.pathname.startsWith('/api/payment/sandbox/pay/'), { timeout: 15_000 });
    // the bank is asked for exactly what the basket said
    await poll(() => page.getByTestId('sandbox-amount').innerText()).toBe(new Intl.NumberFormat('fa-IR').format(a.price + post.price));
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL((u) => /^\/profile\/accountorder\/\d+$/.test(u.pathname), { timeout: 15_000 });

    // the second order starts with the first one's address, and can be placed at once
    await openProduct(page, a, 'fa');
    await cartLive(page);
    await page.getByTestId('buy-sticky-add').click();
    await page.getByRole('dialog').getByRole('button', { name: 'مشاهده سبد خرید' }).click();
    await page.waitForURL((u) => u.pathname === '/basket');
    const book = page.getByTestId('address-book');
    await book.waitFor();
    await poll(() => book.getByRole('radio', { name: /خیابان ولیعصر، پلاک ۱۲/ }).isChecked()).toBe(true);
    await book.getByText('پیش‌فرض').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="place-order"]')?.textContent === 'ثبت سفارش');
    expect(page.errors).toEqual([]);
  });

  it('en: a guest sees the same price on the product, the sheet and the basket; the sheet speaks English properly', async () => {
    const [b] = products(1, 1);
    const post = deliveries().find((m) => m.code === 'post')!;
    const page = await openPage({ locale: 'en', width: 360 });
    await openProduct(page, b, 'en');
    const price = toman(b.price, 'en');
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(() => inViewport(page, 'buy-sticky')).toBe(true);
    await shot(page, 'purchase-product-en-360');
    await recordToasts(page);
    await cartLive(page);
    await page.getByTestId('buy-sticky-add').click();
    const sheet = page.getByRole('dialog', { name: 'Your order was added to the cart' });
    await sheet.waitFor();
    await page.waitForTimeout(400);
    await sheet.getByTestId('cart-added-product').getByText(b.name_en).waitFor();
    await sheet.getByText('Quantity: 1').waitFor();
    await sheet.getByTestId('cart-added-basket').getByText('Your cart: 1 item').waitFor();
    await sheet.getByTestId('cart-added-basket').getByText(price).waitFor();
    await sheet.getByText('Prices include VAT; you choose the delivery in the cart.').waitFor();
    // every sentence starts with a capital letter
    for (const line of (await sheet.innerText()).split('\n').map((l) => l.trim()).filter((l) => /^[a-z]/i.test(l))) expect(line[0]).toBe(line[0].toUpperCase());
    expect(await toastsOf(page)).toEqual([]);
    await shot(page, 'purchase-sheet-en-360');

    await sheet.getByRole('button', { name: 'Continue shopping' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.goto(url('/en/basket'));
    await settle(page);
    await page.getByTestId(`line-${b.id}`).waitFor();
    await poll(() => page.getByTestId('payable').innerText()).toBe(toman(b.price + post.price, 'en'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(() => inViewport(page, 'basket-sticky')).toBe(true);
    await poll(() => page.getByTestId('place-order').innerText()).toBe('Log in to place the order');
    await shot(page, 'purchase-basket-en-360');
    expect(page.errors).toEqual([]);
  });

  it('en at 1280 px: the confirmation is a dialog, not a bottom sheet, and the basket has no sticky bar', async () => {
    const [c] = products(1, 2);
    const page = await openPage({ locale: 'en', width: 1280 });
    await openProduct(page, c, 'en');
    // the bar is in the page for phones; a wide screen never shows it
    expect(await page.getByTestId('buy-sticky').isVisible()).toBe(false);
    await cartLive(page);
    await page.getByTestId('buy-box').getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your order was added to the cart' });
    await dialog.waitFor();
    await page.waitForTimeout(400);
    const box = async () => (await dialog.boundingBox())!;
    await poll(async () => (await box()).width).toBeLessThan(700);
    await poll(async () => { const b = await box(); return b.y + b.height; }).toBeLessThan(page.viewportSize()!.height - 20);
    await shot(page, 'purchase-dialog-en-1280');
    await dialog.getByRole('button', { name: 'View cart' }).click();
    await page.waitForURL((u) => u.pathname === '/en/basket');
    await page.getByTestId(`line-${c.id}`).waitFor();
    expect(await page.getByTestId('basket-sticky').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });
});
