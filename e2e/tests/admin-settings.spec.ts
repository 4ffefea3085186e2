import type { APIRequestContext } from 'playwright-core';
import { url, openPage, closeAll, settle, smsCode, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { createOwner, freshMobile, signInStaff } from '../lib/admin';
import { purchasable } from '../lib/shop';

/**
 * Issue 35's "done when", its settings part: the owner sets a delivery method's price and the VAT percent
 * in the back-office (fa, 360 px); a new basket shows both at once, with no restart. The settings are put
 * back afterwards (later specs expect the demo shop's). Axe-clean in fa and en.
 */
afterAll(closeAll);

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

interface Method {
  id: number;
  names: { fa: string };
  price: number;
  active: boolean;
  sortOrder: number;
}
interface Shop {
  vatPercent: number;
  company: Record<string, unknown>;
}

describe('back-office shop settings', () => {
  const ownerMobile = freshMobile('0912');
  const shopperMobile = freshMobile('0938');
  let owner: TestPage;
  let admin: APIRequestContext;
  let shopBefore: Shop;
  let method: Method;

  beforeAll(async () => {
    createOwner(ownerMobile, 'مالک فروشگاه');
  });

  afterAll(async () => {
    // the demo shop's VAT and price again, for the specs after this one
    if (admin && shopBefore) await admin.put(url('/api/admin/settings/shop?lang=en'), { data: { vatPercent: shopBefore.vatPercent, company: shopBefore.company } });
    if (admin && method) await admin.patch(url(`/api/admin/settings/delivery-methods/${method.id}?lang=en`), { data: { price: method.price } });
  });

  it('the owner changes the VAT and a delivery price; a new basket uses both at once', async () => {
    owner = await openPage({ locale: 'fa', width: 360 });
    await signInStaff(owner, ownerMobile, 'fa');
    admin = owner.context().request;
    shopBefore = (await (await admin.get(url('/api/admin/settings/shop?lang=fa'))).json()).data;
    const methods = (await (await admin.get(url('/api/admin/settings/delivery-methods?lang=fa'))).json()).data as Method[];
    method = methods.filter((m) => m.active).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)[0];
    const newVat = shopBefore.vatPercent === 9 ? 8 : 9;
    const newPrice = method.price + 170_000;

    await owner.goto(url('/admin/settings'));
    await owner.getByRole('heading', { level: 1, name: 'تنظیمات فروشگاه' }).waitFor();
    await settle(owner);
    await expectNoA11yViolations(owner);
    await screenshot(owner, 'admin-settings-fa-360');

    // VAT, typed in Persian digits
    const vat = owner.getByLabel('درصد مالیات بر ارزش افزوده');
    await vat.fill(toPersian(String(newVat)));
    await owner.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await poll(async () => (await (await admin.get(url('/api/admin/settings/shop?lang=fa'))).json()).data.vatPercent).toBe(newVat);

    // the first delivery method's price, in its dialog
    await owner.getByRole('tab', { name: 'روش‌های ارسال' }).click();
    await owner.getByRole('button', { name: `ویرایش «${method.names.fa}»` }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('هزینه (ریال)').fill(toPersian(String(newPrice)));
    await expectNoA11yViolations(owner);
    await dialog.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await poll(async () => ((await (await admin.get(url('/api/admin/settings/delivery-methods?lang=fa'))).json()).data as Method[]).find((m) => m.id === method.id)?.price).toBe(newPrice);
    await screenshot(owner, 'admin-settings-delivery-fa-360');

    // a new shopper's basket, no restart in between: the new price offered and charged, the new VAT
    const shopper = await openPage({ locale: 'fa', width: 360 });
    const request = shopper.context().request;
    expect((await request.post(url('/api/auth/otp?lang=fa'), { data: { mobile: shopperMobile } })).status()).toBe(200);
    expect((await request.post(url('/api/auth/register?lang=fa'), { data: { mobile: shopperMobile, code: await smsCode(shopperMobile), fullName: 'نیما صالحی' } })).status()).toBe(200);
    const cart = (data: Record<string, unknown>) => request.post(url('/api/cart/cart?lang=fa'), { data });
    const [product] = purchasable(1);
    expect((await cart({ cartUpdateType: 1, productItemId: product.id, count: 1 })).status()).toBe(200);
    await cart({ cartUpdateType: 5, address: { recipient: 'نیما صالحی', mobile: shopperMobile, province: 'تهران', city: 'تهران', street: 'خیابان انقلاب، پلاک ۸', postalCode: '1234567890' } });
    const offered = (await (await cart({ cartUpdateType: 15 })).json()).data.deliveryMethods as Array<{ id: number; price: number }>;
    expect(offered.find((m) => m.id === method.id)?.price).toBe(newPrice);
    const chosen = await (await cart({ cartUpdateType: 6, deliveryId: method.id })).json();
    const totals = chosen.data.totals ?? chosen.data.cart?.totals;
    expect(totals.vatPercent).toBe(newVat);
    // free delivery above an amount may apply to a dear product: then it is 0, otherwise the new price
    expect([0, newPrice]).toContain(totals.delivery);

    // and the basket page says the new VAT
    await shopper.goto(url('/basket'));
    await settle(shopper);
    await poll(() => shopper.locator('main').innerText()).toContain(`(${toPersian(String(newVat))}٪)`);
    await screenshot(shopper, 'admin-settings-basket-fa-360');
  });

  it('in English the settings read left to right and pass axe', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.context().addCookies(await owner.context().cookies());
    await page.goto(url('/en/admin/settings'));
    await page.getByRole('heading', { level: 1, name: 'Shop settings' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expectNoA11yViolations(page);
    await screenshot(page, 'admin-settings-en-1280');
  });
});
