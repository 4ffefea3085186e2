import { url, openPage, closeAll, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { createOwner, freshMobile, signInStaff, signInStaffApi } from '../lib/admin';
import { register } from '../lib/shop';

/**
 * Issue 35's "done when", its customers part: a support staff member finds a shopper by mobile (typed in
 * Persian digits) in the back-office, blocks their sign-in with a reason, and the shopper's session ends
 * at once (their open page is signed out on its next request; signing in again is refused with the
 * localized message); unblocked, they sign in again. The customers' pages pass axe in fa at 360 px and en.
 */
afterAll(closeAll);

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
/** The shop's answer to "who am I" in this browser: a user, or null for a guest. */
const signedIn = async (page: TestPage) => Boolean((await (await page.context().request.get(url('/api/auth/user?lang=fa'))).json()).data);

describe('back-office customers', () => {
  const ownerMobile = freshMobile('0912');
  const supportMobile = freshMobile('0915');
  const shopperMobile = freshMobile('0937');
  const shopperName = 'کاوه رستمی';
  let support: TestPage;
  let shopper: TestPage;

  beforeAll(async () => {
    createOwner(ownerMobile, 'مالک فروشگاه');
    const owner = await openPage({ width: 1280 });
    await signInStaffApi(owner.context().request, ownerMobile);
    const res = await owner.context().request.post(url('/api/admin/staff?lang=en'), { data: { mobile: supportMobile, name: 'مهسا پشتیبانی', roles: ['support'] } });
    expect(res.status()).toBe(200);
  });

  it("blocking a customer ends their session at once and refuses their sign-in; unblocking lets them back", async () => {
    shopper = await openPage({ locale: 'fa', width: 360 });
    await shopper.goto(url('/loginRegister'));
    await settle(shopper);
    await register(shopper, shopperMobile, shopperName, 'fa');
    await poll(() => signedIn(shopper)).toBe(true);
    // a password, so that signing in again needs no new code (one code a minute per mobile)
    const password = 'Kaveh-Rostami-1405!';
    const saved = await shopper.context().request.post(url('/api/auth/password?lang=fa'), { data: { password } });
    expect(saved.status()).toBe(200);

    support = await openPage({ locale: 'fa', width: 360 });
    await signInStaff(support, supportMobile, 'fa');
    await support.goto(url('/admin/customers'));
    await support.getByRole('heading', { level: 1, name: 'مشتریان' }).waitFor();
    await support.getByRole('searchbox', { name: 'جست‌وجوی مشتری' }).fill(toPersian(shopperMobile));
    const link = support.getByRole('link', { name: shopperName });
    await link.waitFor();
    await screenshot(support, 'admin-customers-fa-360');
    await expectNoA11yViolations(support);
    await link.click();
    await support.waitForURL(/\/admin\/customers\/\d+$/);
    const blockButton = support.getByRole('button', { name: 'مسدود کردن ورود' });
    await blockButton.waitFor();
    await expectNoA11yViolations(support);
    await screenshot(support, 'admin-customer-fa-360');

    // the reason is asked for (a localized error when empty), then the block is confirmed
    await blockButton.click();
    const dialog = support.getByRole('dialog');
    await dialog.getByRole('button', { name: 'مسدود شود' }).click();
    await dialog.getByText('دلیل مسدود کردن را بنویسید.').waitFor();
    expect(await signedIn(shopper)).toBe(true);
    await dialog.getByLabel('دلیل').fill('سفارش‌های ساختگی پیاپی');
    await dialog.getByRole('button', { name: 'مسدود شود' }).click();
    await support.getByRole('button', { name: 'رفع مسدودی' }).waitFor();

    // the shopper's session ended at once: the same browser is signed out on its next request
    expect(await signedIn(shopper)).toBe(false);
    await shopper.goto(url('/profile'));
    await shopper.waitForURL((u) => u.pathname === '/loginRegister');
    // and a new sign-in is refused with the localized message (after the right password only)
    const request = shopper.context().request;
    const refused = await request.post(url('/api/auth/login?lang=fa'), { data: { mobile: shopperMobile, password } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).messages[0].item1).toBe('این حساب مسدود شده است؛ لطفاً با فروشگاه تماس بگیرید.');
    expect(await signedIn(shopper)).toBe(false);

    // unblocked: they sign in again
    await support.getByRole('button', { name: 'رفع مسدودی' }).click();
    await support.getByRole('dialog').getByRole('button', { name: 'رفع مسدودی' }).click();
    await support.getByRole('button', { name: 'مسدود کردن ورود' }).waitFor();
    const again = await request.post(url('/api/auth/login?lang=fa'), { data: { mobile: shopperMobile, password } });
    expect(again.status()).toBe(200);
    expect(await signedIn(shopper)).toBe(true);
    expect(support.errors).toEqual([]);
  });

  it('in English, the list and the customer page read left to right and pass axe', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.context().addCookies(await support.context().cookies());
    await page.goto(url(`/en/admin/customers?q=${shopperMobile}`));
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
    await page.getByRole('link', { name: shopperName }).click();
    await page.getByRole('button', { name: 'Block sign-in' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expectNoA11yViolations(page);
    await screenshot(page, 'admin-customer-en-1280');
  });
});
