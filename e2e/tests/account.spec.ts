import { env, url, openPage, closeAll, apiGet, smsCode, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';

/**
 * Account, end to end: register in Persian with the code from the sandbox SMS outbox, log out,
 * log in with the password in English from a product page and land back on it; likes survive a
 * reload. A fresh mobile per run (the database is fresh, but the numbers stay unique anyway).
 */
afterAll(closeAll);

const suffix = String(Date.now()).slice(-7);
const mobile = `0935${suffix}`;
const persianMobile = mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const password = 'Shiraz-Bagh-Eram-1403';
const fullName = 'سارا محمدی';
/** The api allows one code per mobile a minute (resend cooldown): when the last one was sent. */
let lastCodeAt = 0;

/** The content team's consultation modal (it opens at half-page scroll) would cover the profile. */
async function skipConsultationModal(page: TestPage) {
  await page.addInitScript(() => window.localStorage.setItem('content:consultationDismissed', '1'));
}

/** Every toast the page asks the shell for (the bus's toast:show), for checking server messages. */
async function watchToasts(page: TestPage) {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts?: unknown[]; __FIRE_SHOP_BUS__: { subscribe(t: string, fn: (v: unknown) => void): void } };
    if (w.__toasts) return;
    w.__toasts = [];
    w.__FIRE_SHOP_BUS__.subscribe('toast:show', (t) => w.__toasts!.push(t));
  });
}

/** Who the api says is signed in, in this page's session (null: nobody). */
async function signedIn(page: TestPage): Promise<{ mobile: string; fullName: string; hasPassword: boolean } | null> {
  return (await page.evaluate(async () => (await fetch('/api/auth/user')).json())).data;
}

async function firstProduct(): Promise<{ id: number; slug: string; name: string }> {
  const { body } = await apiGet<{ items: Array<{ id: number; slug: string; name: string }> }>('/api/product/product?lang=en&pageSize=1');
  const item = body.data.items[0];
  if (!item) throw new Error('the seed has no product');
  return item;
}

describe('account: register, log out, log in, likes', () => {
  let product: { id: number; slug: string; name: string };
  beforeAll(async () => {
    product = await firstProduct();
  });

  it('registers a new shopper in Persian with the SMS code, then logs out', async () => {
    const page = await openPage({ locale: 'fa', width: 360 });
    await skipConsultationModal(page);
    // a guest opening the profile is sent to log in first
    await page.goto(url('/profile'));
    await page.waitForURL((u) => u.pathname === '/loginRegister');
    await settle(page);
    await poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: 'ورود یا ثبت‌نام' }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByLabel('شماره موبایل').fill(persianMobile);
    await page.getByRole('button', { name: 'ادامه' }).click();
    await page.getByRole('heading', { level: 1, name: 'کد تأیید را وارد کنید' }).waitFor();
    await page.getByText(/ارسال دوباره‌ی کد تا/).waitFor();

    const code = await smsCode(mobile);
    lastCodeAt = Date.now();
    await page.getByLabel('کد تأیید').fill(code);
    await page.getByRole('heading', { level: 1, name: 'ساخت حساب کاربری' }).waitFor();
    await page.getByLabel('نام و نام خانوادگی').fill(fullName);
    await page.getByLabel('رمز عبور (اختیاری)').fill(password);
    await screenshot(page, 'account-register-fa-360');
    await page.getByRole('button', { name: 'ساخت حساب' }).click();

    // back to the page the shopper came from: the profile
    await page.waitForURL((u) => u.pathname === '/profile', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'حساب کاربری' }).waitFor();
    await page.getByRole('region', { name: 'مشخصات شما' }).getByText(fullName, { exact: true }).waitFor();
    await page.getByText('هنوز سفارشی ثبت نکرده‌اید.').waitFor();
    await settle(page);
    await screenshot(page, 'account-profile-fa-360');
    await expectNoA11yViolations(page);

    await poll(() => signedIn(page)).toMatchObject({ mobile, fullName, hasPassword: true });

    await page.getByRole('button', { name: 'خروج' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    // the page may move on before the log-out's request has been answered (a slow host)
    await poll(() => signedIn(page)).toBeNull();
    expect(page.errors).toEqual([]);
  });

  it('logs in with the password in English and lands back on the product page; likes survive a reload', async () => {
    const page = await openPage({ locale: 'en', width: 1280 });
    await skipConsultationModal(page);
    const productPath = `/en/pr/${product.id}/${product.slug}`;
    await page.goto(url(productPath));
    await settle(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in / Register' }).click();
    await page.waitForURL((u) => u.pathname === '/en/loginRegister');
    await poll(() => page.getAttribute('html', 'dir')).toBe('ltr');

    await page.getByLabel('Mobile number').fill(`+98${mobile.slice(1)}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter your password' }).waitFor();
    await page.getByLabel(/^Password/).fill('not-my-password');
    await watchToasts(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // the server's message as a red toast
    await page.waitForFunction(
      () =>
        ((window as unknown as { __toasts: Array<{ message: string; variant: string }> }).__toasts ?? []).some(
          (t) => t.variant === 'error' && t.message === 'The mobile number or password is wrong.',
        ),
    );
    await page.getByLabel(/^Password/).fill(password);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await page.waitForURL((u) => u.pathname === productPath, { timeout: 15_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
    await page.getByRole('banner').getByRole('button', { name: `Account menu of ${fullName}` }).waitFor();

    // the catalogue's heart asks mf-account over the bus (likes:toggle); the like is stored
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await page.getByRole('button', { name: 'Remove from favourites', pressed: true }).waitFor();
    await page.waitForFunction(
      (id) => ((window as unknown as { __FIRE_SHOP_BUS__: { current(t: string): number[] | undefined } }).__FIRE_SHOP_BUS__.current('auth:likes') ?? []).includes(id),
      product.id,
    );
    // still liked after a reload
    await page.reload();
    await settle(page);
    await page.getByRole('button', { name: 'Remove from favourites', pressed: true }).waitFor();
    await page.goto(url('/en/profile#likes'));
    const likes = page.getByRole('region', { name: 'Liked products' });
    await likes.getByText(product.name).waitFor();
    await screenshot(page, 'account-profile-en-1280');

    // unliking from the profile also survives a reload
    await likes.getByRole('button', { name: `Remove ${product.name} from liked products` }).click();
    await likes.getByText(/You have not liked any product yet/).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Liked products' }).getByText(/You have not liked any product yet/).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('sends a guest who taps a heart to log in (in Persian, with a code) and back to the product', async () => {
    const page = await openPage({ locale: 'fa', width: 360 });
    await skipConsultationModal(page);
    const fa = (await apiGet<{ slug: string }>(`/api/product/${product.id}?lang=fa`)).body.data;
    const productPath = `/pr/${product.id}/${fa.slug}`;
    await page.goto(url(productPath));
    await settle(page);
    // a new code for this mobile is allowed a minute after the registration's one
    await new Promise((r) => setTimeout(r, Math.max(0, lastCodeAt + 61_000 - Date.now())));
    await page.getByRole('button', { name: /افزودن به علاقه/ }).click();
    await page.waitForURL((u) => u.pathname === '/loginRegister');

    await page.getByLabel('شماره موبایل').fill(mobile);
    await page.getByRole('button', { name: 'ادامه' }).click();
    // this account has a password: the code is the alternative
    await page.getByRole('heading', { level: 1, name: 'رمز عبور را وارد کنید' }).waitFor();
    await page.getByRole('button', { name: 'ورود با رمز یک‌بار مصرف' }).click();
    await page.getByRole('heading', { level: 1, name: 'کد تأیید را وارد کنید' }).waitFor();
    await page.getByLabel('کد تأیید').fill(await smsCode(mobile));

    await page.waitForURL((u) => decodeURIComponent(u.pathname) === decodeURIComponent(productPath), { timeout: 15_000 });
    await poll(() => signedIn(page)).toMatchObject({ mobile, fullName });
    expect(page.errors).toEqual([]);
    expect(env.baseUrl).toContain('localhost');
  });
});
