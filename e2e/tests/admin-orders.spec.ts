import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { url, openPage, closeAll, apiGet, db, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { createOwner, freshMobile, signInStaff, signInStaffApi } from '../lib/admin';
import { PNG, addViaBus, badge, choose, fillAddress, orderPath, purchasable, register } from '../lib/shop';

/**
 * Issue 32's "done when": a shopper places a cheque order and fills the cheque form; a staff member with
 * role `orders` marks it cheque received, cheque cleared, then shipped with a tracking code, in the
 * back-office; the shopper's order page shows each step and the code, and the sandbox outbox holds exactly
 * three messages for it; the invoice PDF downloads for both, and its text holds the order number and the
 * total in Persian digits; a second staff member's stale change gets 409; cancelling another order returns
 * its stock; a `content` staff member gets 403; a cheque order over the hold limit is refused with a clear
 * message.
 */
afterAll(closeAll);

const persian = (n: number | string, group = false) => (group ? new Intl.NumberFormat('fa-IR').format(Number(n)) : String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]));
/** pdftotext's text of a PDF, without the direction marks it adds. */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  const r = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`pdftotext: ${r.error?.message ?? r.stderr}`);
  return r.stdout.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}
/** The sandbox SMS outbox's messages to `mobile`. */
async function outbox(mobile: string): Promise<string[]> {
  const { body } = await apiGet<unknown>(`/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
  const items = (Array.isArray(body.data) ? body.data : ((body.data as { items?: unknown[] })?.items ?? [])) as Array<{ text?: string; message?: string; body?: string }>;
  return items.map((m) => m.text ?? m.message ?? m.body ?? JSON.stringify(m));
}
async function act(request: APIRequestContext, id: number, action: string, extra: Record<string, string> = {}, version?: number) {
  const v = version ?? (await (await request.get(url(`/api/admin/orders/${id}?lang=en`))).json()).data.version;
  return request.post(url(`/api/admin/orders/${id}/actions?lang=en`), { data: { action, version: v, ...extra } });
}

interface Sales {
  periods: Array<{ key: 'today' | 'week' | 'month'; from: string; orders: number; revenue: number; paid: number }>;
}
const sales = async (request: APIRequestContext): Promise<Sales> => (await (await request.get(url('/api/admin/dashboard/orders?lang=fa'))).json()).data;

describe('back-office orders', () => {
  const ownerMobile = freshMobile('0912');
  const ordersMobile = freshMobile('0915');
  const secondMobile = freshMobile('0916');
  const contentMobile = freshMobile('0917');
  const shopperMobile = freshMobile('0936');
  let ownerRequest: APIRequestContext;
  let owner: TestPage;
  /** the dashboard's sales before this spec placed anything (issue 35 item 5) */
  let salesBefore: Sales;
  /** the orders staff member's session (one sign-in: a second code within a minute is refused) */
  let ordersRequest: APIRequestContext;
  let shopper: TestPage;
  let orderId = 0;

  beforeAll(async () => {
    createOwner(ownerMobile, 'مالک فروشگاه');
    owner = await openPage({ width: 1280 });
    ownerRequest = owner.context().request;
    await signInStaffApi(ownerRequest, ownerMobile);
    salesBefore = await sales(ownerRequest);
    for (const [mobile, name, roles] of [
      [ordersMobile, 'نرگس سفارش‌ها', ['orders']],
      [secondMobile, 'Second Orders', ['orders']],
      [contentMobile, 'Content Person', ['content']],
    ] as const) {
      const res = await ownerRequest.post(url('/api/admin/staff?lang=en'), { data: { mobile, name, roles } });
      expect(res.status()).toBe(200);
    }
  });

  it('a shopper places a cheque order and fills the cheque form', async () => {
    const [product] = purchasable(1);
    shopper = await openPage({ locale: 'fa', width: 360 });
    await shopper.goto(url('/loginRegister'));
    await settle(shopper);
    await register(shopper, shopperMobile, 'سارا محمدی', 'fa');
    await shopper.waitForURL((u) => u.pathname === '/', { timeout: 15_000 }).catch(() => undefined);
    await shopper.goto(url(`/pr/${product.id}/${encodeURIComponent(product.slug_fa)}`));
    await settle(shopper);
    await addViaBus(shopper, product.id, product.name_fa);
    await shopper.goto(url('/basket'));
    await settle(shopper);
    await fillAddress(shopper, 'fa');
    await choose(shopper, 'پرداخت با چک');
    await shopper.getByRole('button', { name: 'ثبت سفارش' }).click();
    await shopper.waitForURL(orderPath('fa'), { timeout: 15_000 });
    orderId = Number(new URL(shopper.url()).pathname.split('/').pop());
    const form = shopper.getByTestId('cheque-form');
    await form.locator('#cheque-sayad').fill('۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶');
    await form.locator('#cheque-bank').selectOption({ label: 'بانک ملت' });
    await form.locator('#cheque-owner').fill('سارا محمدی');
    const year = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric' }).formatToParts(new Date()).find((p) => p.type === 'year')!.value;
    await form.locator('#cheque-due').fill(persian(`${Number(year) + 1}/01/15`));
    await form.locator('input[type="file"]').setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('cheque-preview').waitFor();
    await form.getByRole('button', { name: 'ارسال اطلاعات چک' }).click();
    await badge(shopper, 'order-status', 'چک ارسال شد، در انتظار بررسی فروشگاه');
  });

  it('an orders staff member receives and clears the cheque and ships it with a tracking code; the shopper sees each step', async () => {
    const staff = await openPage({ locale: 'fa', width: 1280 });
    // the second staff member has the order open before the first one acts
    const second = await openPage({ width: 1280 });
    await signInStaffApi(second.context().request, secondMobile);
    const seen = (await (await second.context().request.get(url(`/api/admin/orders/${orderId}?lang=fa`))).json()).data;
    expect(seen.status).toBe('awaiting_cheque');

    await signInStaff(staff, ordersMobile, 'fa');
    ordersRequest = staff.context().request;
    await staff.goto(url('/admin/orders'));
    await staff.getByRole('link', { name: new RegExp(persian(orderId)) }).first().waitFor();
    await expectNoA11yViolations(staff);
    await screenshot(staff, 'admin-orders-fa-1280');
    await staff.goto(url(`/admin/orders/${orderId}`));
    const step = async (button: string, fill?: Record<string, string>) => {
      await staff.getByRole('button', { name: button, exact: true }).first().click();
      const dialog = staff.getByRole('dialog');
      for (const [label, value] of Object.entries(fill ?? {})) await dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await step('چک دریافت شد');
    await step('چک پاس شد');
    await step('ارسال', { 'شرکت حمل': 'پست پیشتاز', 'کد رهگیری': 'TRK-20261128-77' });
    await poll(async () => (await (await staff.context().request.get(url(`/api/admin/orders/${orderId}?lang=en`))).json()).data.status).toBe('shipped');
    await expectNoA11yViolations(staff);
    await screenshot(staff, 'admin-order-fa-1280');
    // the same staff member on a phone, in English: the order, the list and the holds
    const phone = (await staff.context().newPage()) as TestPage;
    phone.errors = [];
    await phone.setViewportSize({ width: 360, height: 780 });
    for (const [p, name] of [[`/en/admin/orders/${orderId}`, 'admin-order-en-360'], ['/en/admin/orders', 'admin-orders-en-360'], ['/en/admin/holds', 'admin-holds-en-360']]) {
      await phone.goto(url(p));
      await settle(phone);
      await expectNoA11yViolations(phone);
      await screenshot(phone, name);
    }
    await phone.close();

    // the second staff member's change, made on the old version, is refused and told the current state
    const stale = await act(second.context().request, orderId, 'chequeReceived', {}, seen.version);
    expect(stale.status()).toBe(409);
    const answer = await stale.json();
    expect(answer.data.status).toBe('shipped');
    expect(answer.messages[0].item1).toBeTruthy();

    // the shopper's order page: each step and the tracking code
    await shopper.reload();
    await settle(shopper);
    await badge(shopper, 'order-status', 'ارسال‌شده');
    await shopper.getByText('TRK-20261128-77').first().waitFor();
    const timeline = await shopper.getByRole('list').filter({ hasText: 'ارسال‌شده' }).last().innerText();
    for (const s of ['چک دریافت شد', 'پرداخت‌شده', 'ارسال‌شده']) expect(timeline).toContain(s);
    await expectNoA11yViolations(shopper);
    await screenshot(shopper, 'order-shipped-fa-360');

    // exactly three messages about this order: received, cleared (paid), shipped with the code
    const number = new RegExp(`(^|[^۰-۹])${persian(orderId)}([^۰-۹]|$)`);
    const about = (await outbox(shopperMobile)).filter((m) => number.test(m));
    expect(about).toHaveLength(3);
    expect(about.some((m) => m.includes('TRK-20261128-77'))).toBe(true);
  });

  it('the invoice PDF downloads for the staff member and for the shopper, with the number and total in Persian digits', async () => {
    const order = (await (await ownerRequest.get(url(`/api/admin/orders/${orderId}?lang=fa`))).json()).data;
    const staffPdf = await ownerRequest.get(url(`/api/admin/orders/${orderId}/invoice.pdf?lang=fa`));
    expect(staffPdf.status()).toBe(200);
    expect(staffPdf.headers()['content-type']).toContain('application/pdf');
    // the shopper downloads it from their order page
    const [download] = await Promise.all([shopper.waitForEvent('download'), shopper.getByTestId('order-invoice').getByRole('link').first().click()]);
    const shopperPdf = fs.readFileSync((await download.path())!);
    for (const pdf of [await staffPdf.body(), shopperPdf]) {
      // numbers as written, without their thousands separators
      const text = pdfText(pdf).replace(/[٬,]/g, '');
      expect(text).toMatch(new RegExp(`(^|[^۰-۹])${persian(orderId)}([^۰-۹]|$)`));
      expect(text).toContain(persian(order.totals.payable));
    }
  });

  it('cancelling another order returns its stock; content staff get 403; a cheque order over the limit is refused', async () => {
    const request = shopper.context().request;
    // a product with enough stock for a basket of 11 (the cheque limit is 10 a line)
    const product = db().prepare('select id, name_en from products where active = 1 and price is not null and stock >= 20 order by id desc limit 1').get() as { id: number; name_en: string };
    const stock = async () => (await apiGet<{ stock: number }>(`/api/product/${product.id}?lang=en`)).body.data.stock;
    const before = await stock();
    // a second cheque order of two units holds two (the basket's address and delivery set through its api)
    const cart = (data: Record<string, unknown>) => request.post(url('/api/cart/cart?lang=fa'), { data });
    const basket = async (count: number) => {
      expect((await cart({ cartUpdateType: 1, productItemId: product.id, count })).status()).toBe(200);
      await cart({ cartUpdateType: 5, address: { recipient: 'سارا محمدی', mobile: '09121234567', province: 'تهران', city: 'تهران', street: 'خیابان ولیعصر، پلاک ۱۲', postalCode: '1234567890' } });
      const methods = (await (await cart({ cartUpdateType: 15 })).json()).data.deliveryMethods as Array<{ id: number }>;
      await cart({ cartUpdateType: 6, deliveryId: methods[0].id });
      // pay by cheque (setMerchant)
      expect((await cart({ cartUpdateType: 9, paymentMethod: 'cheque' })).status()).toBe(200);
    };
    await basket(2);
    const placed = await cart({ cartUpdateType: 11, paymentMethod: 'cheque' });
    expect(placed.status()).toBe(200);
    const secondId = Number((await placed.json()).data.productOrderId);
    await poll(stock).toBe(before - 2);

    const content = await openPage({ width: 1280 });
    await signInStaffApi(content.context().request, contentMobile);
    expect((await act(content.context().request, secondId, 'cancel', {}, 0)).status()).toBe(403);
    expect((await content.context().request.get(url(`/api/admin/orders/${secondId}?lang=en`))).status()).toBe(403);

    expect((await act(ordersRequest, secondId, 'cancel', { reason: 'مشتری انصراف داد' })).status()).toBe(200);
    await poll(stock).toBe(before);
    const page = await fetch(url(`/en/pr/${product.id}/x`)).then((r) => r.text());
    expect(page).toContain(product.name_en);

    // over the per-line limit of a cheque order: refused, nothing placed, and the shopper is told why
    await basket(11);
    const refused = await cart({ cartUpdateType: 11, paymentMethod: 'cheque' });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).messages[0].item1).toMatch(/حداکثر ۱۰ عدد/);
    await poll(stock).toBe(before);
  });

  it("the owner's dashboard adds up exactly what this spec placed: one order, paid by its cleared cheque; the cancelled one not counted", async () => {
    const after = await sales(ownerRequest);
    // the shortest period that did not start anew while the spec ran (Tehran's midnight may fall in a run)
    const key = (['today', 'week', 'month'] as const).find((k) => after.periods.find((p) => p.key === k)!.from === salesBefore.periods.find((p) => p.key === k)!.from)!;
    const before = salesBefore.periods.find((p) => p.key === key)!;
    const payable = (await (await ownerRequest.get(url(`/api/admin/orders/${orderId}?lang=fa`))).json()).data.totals.payable as number;
    const toman = (rials: number) => `${new Intl.NumberFormat('fa-IR').format(Math.round(rials / 10))} تومان`;

    await owner.setViewportSize({ width: 360, height: 800 });
    await owner.goto(url('/admin'));
    await owner.getByTestId(`revenue-${key}`).waitFor();
    expect(await owner.getByTestId(`orders-${key}`).innerText()).toBe(persian(before.orders + 1));
    expect(await owner.getByTestId(`paid-${key}`).innerText()).toBe(persian(before.paid + 1));
    expect(await owner.getByTestId(`revenue-${key}`).innerText()).toBe(toman(before.revenue + payable));
    await expectNoA11yViolations(owner);
    await screenshot(owner, 'admin-dashboard-fa-360');
    await owner.goto(url('/en/admin'));
    await owner.getByTestId(`revenue-${key}`).waitFor();
    await expectNoA11yViolations(owner);
    await screenshot(owner, 'admin-dashboard-en-360');
  });
});
