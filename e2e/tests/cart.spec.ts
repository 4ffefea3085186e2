import { url, openPage, closeAll, smsCode, db, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { createOwner, freshMobile, signInStaffApi } from '../lib/admin';

/**
 * Cart and checkout, end to end, in English and Persian: a guest adds two products (sheet, badge),
 * changes a count, logs in with the SMS code (the basket follows), picks a delivery, orders online
 * and pays in the sandbox bank; a cheque order with an uploaded cheque photo; a cancelled payment
 * and a successful retry.
 *
 * Products are added the way every remote asks mf-cart to: a `cart:add` message on the page's bus
 * (what requestCartAdd from shared-lib/bus sends), on the product's own page.
 */
afterAll(closeAll);

const suffix = String(Date.now()).slice(-7);
// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Product {
  id: number;
  name_en: string;
  name_fa: string;
  slug_en: string;
  slug_fa: string;
  stock: number;
}

function purchasable(n: number): Product[] {
  const rows = db()
    .prepare('select id, name_en, name_fa, slug_en, slug_fa, stock from products where active = 1 and price is not null and stock >= 5 order by id limit ?')
    .all(n) as Product[];
  if (rows.length < n) throw new Error('the seed has too few purchasable products');
  return rows;
}

const stockOf = (id: number) => (db().prepare('select stock from products where id = ?').get(id) as { stock: number }).stock;

async function addViaBus(page: TestPage, productId: number, name: string) {
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

/** Records the toasts the page asks the shell for (toast:show), to check what the shopper was told. */
async function recordToasts(page: TestPage) {
  await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: Array<{ message: string; variant: string }>; __FIRE_SHOP_BUS__: { subscribe(t: string, f: (p: { message: string; variant: string }) => void): () => void } };
    w.__toasts = [];
    w.__FIRE_SHOP_BUS__.subscribe('toast:show', (t) => w.__toasts.push({ message: t.message, variant: t.variant }));
  });
}
const toastsOf = (page: TestPage) => page.evaluate(() => (window as unknown as { __toasts: Array<{ message: string; variant: string }> }).__toasts);

async function badge(page: TestPage, testId: string, text: string) {
  await page.waitForFunction(([id, t]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === t, [testId, text] as [string, string], { timeout: 15_000 });
}

async function register(page: TestPage, mobile: string, fullName: string, locale: 'fa' | 'en') {
  const L = locale === 'fa' ? { mobile: 'شماره موبایل', go: 'ادامه', code: 'کد تأیید', name: 'نام و نام خانوادگی', create: 'ساخت حساب' } : { mobile: 'Mobile number', go: 'Continue', code: 'Verification code', name: 'Full name', create: 'Create my account' };
  await page.getByLabel(L.mobile).fill(mobile);
  await page.getByRole('button', { name: L.go }).click();
  await page.getByLabel(L.code).waitFor();
  await page.getByLabel(L.code).fill(await smsCode(mobile));
  await page.getByLabel(L.name).fill(fullName);
  await page.getByRole('button', { name: L.create }).click();
}

async function fillAddress(page: TestPage, locale: 'fa' | 'en') {
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
async function choose(page: TestPage, name: RegExp | string) {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await page.waitForFunction((el) => (el as HTMLInputElement).checked, await radio.elementHandle(), { timeout: 15_000 });
}

const orderPath = (locale: 'fa' | 'en') => (u: URL) => new RegExp(`^${locale === 'en' ? '/en' : ''}/profile/accountorder/\\d+$`).test(u.pathname);

describe('cart and checkout', () => {
  it('en: a guest adds two products, changes a count, logs in (the basket follows), picks delivery, pays online and sees the paid order', async () => {
    const [a, b] = purchasable(2);
    const stockA = stockOf(a.id);
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.goto(url(`/en/pr/${a.id}/${a.slug_en}`));
    await settle(page);

    await recordToasts(page);
    await addViaBus(page, a.id, a.name_en);
    const dialog = page.getByRole('dialog', { name: 'Your order was added to the cart' });
    await dialog.waitFor();
    // one confirmation, no toast on top of it
    expect(await toastsOf(page)).toEqual([]);
    await badge(page, 'cart-count', '1');
    await dialog.getByRole('button', { name: 'Continue shopping' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await addViaBus(page, b.id, b.name_en);
    await dialog.waitFor();
    await badge(page, 'cart-count', '2');
    await screenshot(page, 'cart-added-modal-en-1280');
    await dialog.getByRole('button', { name: 'View cart' }).click();
    await page.waitForURL((u) => u.pathname === '/en/basket');
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    await page.getByTestId(`line-${a.id}`).waitFor();
    await page.getByTestId(`line-${b.id}`).waitFor();

    await page.getByRole('button', { name: `One more ${a.name_en}` }).click();
    await badge(page, `count-${a.id}`, '2');
    await badge(page, 'cart-count', '3');
    await settle(page);
    await expectNoA11yViolations(page);

    const mobile = `0936${suffix}`;
    await page.getByRole('button', { name: 'Log in to place the order' }).click();
    await page.waitForURL((u) => u.pathname === '/en/loginRegister');
    await register(page, mobile, 'Sara Mohammadi', 'en');
    await page.waitForURL((u) => u.pathname === '/en/basket', { timeout: 15_000 });
    // the guest basket became the shopper's
    await badge(page, `count-${a.id}`, '2');
    await page.getByTestId(`line-${b.id}`).waitFor();

    await choose(page, /Courier \(Tehran only\)/);
    await fillAddress(page, 'en');
    await page.getByRole('button', { name: 'Place the order' }).click();

    await page.waitForURL((u) => u.pathname.startsWith('/api/payment/sandbox/pay/') && u.searchParams.get('test') === 'true', { timeout: 15_000 });
    await page.getByText('Test payment gateway').waitFor();
    await screenshot(page, 'cart-sandbox-bank-en-1280');
    await page.getByTestId('sandbox-pay').click();

    await page.waitForURL(orderPath('en'), { timeout: 15_000 });
    await badge(page, 'order-status', 'Paid');
    await page.getByTestId('payment-result').getByText('Your payment was successful. Thank you!').waitFor();
    await settle(page);
    await screenshot(page, 'cart-order-paid-en-1280');
    await expectNoA11yViolations(page);

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const row = () => db().prepare('select status, locale, hold_status, user_id from product_orders where id = ?').get(id) as { status: string; locale: string; hold_status: string };
    await poll(row).toMatchObject({ status: 'paid', locale: 'en', hold_status: 'sold' });
    await poll(() => stockOf(a.id)).toBe(stockA - 2);
    expect(page.errors).toEqual([]);
  });

  it('fa: a cheque order with an uploaded photo of the cheque, then cleared by the back office', async () => {
    const [, , c] = purchasable(3);
    const page = await openPage({ locale: 'fa', width: 360 });
    await page.goto(url(`/pr/${c.id}/${encodeURIComponent(c.slug_fa)}`));
    await settle(page);
    await addViaBus(page, c.id, c.name_fa);
    const dialog = page.getByRole('dialog', { name: 'سفارش شما به سبد خرید اضافه شد' });
    await dialog.waitFor();
    await badge(page, 'bottom-cart-count', '۱');
    await dialog.getByRole('button', { name: 'مشاهده سبد خرید' }).click();
    await page.waitForURL((u) => u.pathname === '/basket');
    await poll(() => page.getAttribute('html', 'dir')).toBe('rtl');

    await page.getByRole('button', { name: 'برای ثبت سفارش وارد شوید' }).click();
    await page.waitForURL((u) => u.pathname === '/loginRegister');
    await register(page, `0937${suffix}`, 'مریم رضایی', 'fa');
    await page.waitForURL((u) => u.pathname === '/basket', { timeout: 15_000 });
    await page.getByTestId(`line-${c.id}`).waitFor();

    // signed in now: a new add greets the shopper by name
    await addViaBus(page, c.id, c.name_fa);
    const greeted = page.getByRole('dialog', { name: 'مریم رضایی عزیز، سفارش شما به سبد خرید اضافه شد' });
    await greeted.waitFor();
    await greeted.getByRole('button', { name: 'ادامه خرید' }).click();
    await page.reload();
    await settle(page);

    await fillAddress(page, 'fa');
    await choose(page, 'پرداخت با چک');
    await screenshot(page, 'cart-basket-fa-360');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'ثبت سفارش' }).click();

    await page.waitForURL(orderPath('fa'), { timeout: 15_000 });
    await badge(page, 'order-status', 'در انتظار چک شما');
    const form = page.getByTestId('cheque-form');
    await form.locator('#cheque-sayad').fill('۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶');
    await form.locator('#cheque-bank').fill('بانک ملی');
    await form.locator('#cheque-owner').fill('مریم رضایی');
    const nextYear = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric' }).formatToParts(new Date()).find((p) => p.type === 'year')!.value;
    await form.locator('#cheque-due').fill(`${Number(nextYear) + 1}/01/15`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]));
    await form.locator('input[type="file"]').setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('cheque-preview').waitFor();
    await form.getByRole('button', { name: 'ارسال اطلاعات چک' }).click();
    await badge(page, 'order-status', 'چک ارسال شد، در انتظار بررسی فروشگاه');
    await screenshot(page, 'cart-cheque-fa-360');

    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const chequeRow = () => db().prepare('select sayad_id, image_url, status from cheques where order_id = ?').get(id) as { sayad_id: string; image_url: string; status: string } | undefined;
    await poll(chequeRow).toMatchObject({ sayad_id: '1234567890123456', status: 'submitted' });
    expect(chequeRow()!.image_url).toMatch(/^\/api\/files\/[\w.-]+$/);

    // the shop's staff receive and clear the cheque in the back-office (its api here; the screens: admin-orders.spec.ts)
    const owner = freshMobile('0912');
    createOwner(owner, 'مالک فروشگاه');
    const staff = await openPage({ width: 1280 });
    const request = staff.context().request;
    await signInStaffApi(request, owner);
    for (const action of ['chequeReceived', 'chequeCleared']) {
      const order = (await (await request.get(url(`/api/admin/orders/${id}?lang=fa`))).json()).data;
      const res = await request.post(url(`/api/admin/orders/${id}/actions?lang=fa`), { data: { action, version: order.version } });
      expect({ action, status: res.status() }).toEqual({ action, status: 200 });
    }
    await page.reload();
    await badge(page, 'order-status', 'پرداخت‌شده');
    expect(page.errors).toEqual([]);
  });

  it('en: a cancelled payment, then a successful retry from the order page', async () => {
    const [a] = purchasable(1);
    const page = await openPage({ locale: 'en', width: 360 });
    await page.goto(url('/en/loginRegister'));
    await settle(page);
    await register(page, `0938${suffix}`, 'Ali Karimi', 'en');
    await page.waitForURL((u) => u.pathname === '/en', { timeout: 15_000 }).catch(() => undefined);
    await page.goto(url(`/en/pr/${a.id}/${a.slug_en}`));
    await settle(page);
    await addViaBus(page, a.id, a.name_en);
    await page.getByRole('dialog', { name: 'Dear Ali Karimi, your order was added to the cart' }).waitFor();
    await page.getByRole('button', { name: 'View cart' }).click();
    await page.waitForURL((u) => u.pathname === '/en/basket');
    await choose(page, /Pickup at the warehouse/);
    await page.getByText('No address is needed for this delivery method.').waitFor();
    await page.getByRole('button', { name: 'Place the order' }).click();

    await page.waitForURL((u) => u.pathname.startsWith('/api/payment/sandbox/pay/'), { timeout: 15_000 });
    await page.getByTestId('sandbox-cancel').click();
    await page.waitForURL(orderPath('en'), { timeout: 15_000 });
    await badge(page, 'order-status', 'Cancelled');
    await page.getByText('The payment was cancelled.').waitFor();
    await screenshot(page, 'cart-order-cancelled-en-360');

    await page.getByRole('button', { name: 'Pay again' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/api/payment/sandbox/pay/'), { timeout: 15_000 });
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(orderPath('en'), { timeout: 15_000 });
    await badge(page, 'order-status', 'Paid');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const payments = () => (db().prepare('select status from payments where order_id = ? order by id').all(id) as Array<{ status: string }>).map((p) => p.status);
    await poll(payments).toEqual(['cancelled', 'paid']);
    expect(page.errors).toEqual([]);
  });
});
