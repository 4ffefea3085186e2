import { url, openPage, closeAll, apiGet, smsCode, settle, screenshot, latinDigitsOnPage, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';

/**
 * Persian typography (issue 13): on Persian pages every number the shopper reads is in Persian
 * digits (numbers, units, dates, counts inside messages, names and descriptions from the api) and
 * years are Persian (Jalali) years; English pages show Gregorian years. Every spec's Persian pages
 * are scanned by the harness (settle and after each test); this spec visits the pages the issue
 * named and asserts what they show.
 */
afterAll(closeAll);

const FA_DIGIT = /[۰-۹]/;
const faDigits = (s: string | number) => String(s).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

async function openFa(path: string, name: string): Promise<TestPage> {
  const page = await openPage({ locale: 'fa', width: 360 });
  await page.goto(url(path));
  await settle(page);
  await poll(() => page.getAttribute('html', 'lang')).toMatch(/^fa/);
  await screenshot(page, `typography-${name}-fa-360`);
  expect(await latinDigitsOnPage(page)).toEqual([]);
  return page;
}

interface Card { id: number; slug: string; name: string }

describe('Persian typography', () => {
  it('fa home: facts, counts and dates in Persian digits', async () => {
    const page = await openFa('/', 'home');
    // the company's founding year (a Persian year in fa)
    await page.getByText('۱۳۸۵', { exact: true }).first().waitFor();
  });

  it('fa category: counts and paging in Persian digits', async () => {
    const page = await openFa('/cat/کپسول-آتش-نشانی', 'category');
    await page.getByTestId('product-tile').first().waitFor();
    await poll(() => page.getByRole('status').filter({ hasText: /محصول/ }).first().innerText()).toMatch(FA_DIGIT);
    // the pager's page numbers
    const pager = page.getByRole('navigation', { name: /صفحه/ });
    if (await pager.count()) expect(await pager.first().innerText()).not.toMatch(/[0-9]/);
  });

  it('fa product: the name from the api reads "۱ کیلوگرمی"; rating labels are Persian', async () => {
    const { body } = await apiGet<{ items: Array<Card & { sku: string | null }> }>('/api/product/product?lang=fa&pageSize=48');
    // the api's name has a Latin digit ("کپسول آتش‌نشانی پودر و گاز 1 کیلوگرمی آتش‌بان")
    const p = body.data.items.find((x) => x.sku === 'ATB-P1');
    expect(p).toBeDefined();
    const page = await openFa(`/pr/${p!.id}/${encodeURIComponent(p!.slug)}`, 'product');
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('۱ کیلوگرمی');
    const h1 = await page.getByRole('heading', { level: 1 }).innerText();
    expect(h1).not.toMatch(/[0-9]/);
    // the rating's visually hidden labels ("1 Star" in English before)
    const body2 = await page.locator('body').innerText();
    expect(body2).not.toMatch(/\bStars?\b/);
  });

  it('fa brand: "از سال ۱۳۷۲"', async () => {
    const { body } = await apiGet<Array<{ id: number; label: string; name: string }>>('/api/brand/brand?lang=fa');
    const brand = body.data.find((b) => b.name === 'آتش‌بان');
    expect(brand).toBeDefined();
    const page = await openFa(`/brand/${brand!.id}/${encodeURIComponent(brand!.label)}`, 'brand');
    await page.getByText(/از سال ۱۳۷۲/).waitFor();
  });

  it('fa blog list and post: Jalali dates, Persian reading times, no "·" between Persian numbers', async () => {
    const page = await openFa('/st/blog', 'blog');
    const metaText = () => page.locator('article time').first().locator('xpath=..').innerText();
    await poll(metaText).toMatch(FA_DIGIT);
    expect(await metaText()).not.toContain('·');
    const { body } = await apiGet<{ items: Card[] }>('/api/blog/posts?lang=fa');
    const post = body.data.items[0];
    const postPage = await openFa(`/po/${post.id}/${encodeURIComponent(post.slug)}`, 'post');
    await poll(() => postPage.locator('main time').first().innerText()).toMatch(/۱۴۰[0-9۰-۹]|۱۴۰/);
  });

  it('fa customer experience: project years are Persian years (۱۴۰۲, not ۲۰۲۳)', async () => {
    const page = await openFa('/customerExperience', 'customer-experience');
    const cards = () => page.locator('article').allInnerTexts();
    await poll(async () => (await cards()).length).toBeGreaterThan(0);
    await poll(async () => (await cards()).join('\n')).toMatch(/۱۴۰[۰-۹]/);
    const all = (await cards()).join('\n');
    expect(all).not.toMatch(/۲۰۲[0-9۰-۹]|20[0-9]{2}/);
    expect(all).not.toContain('·');
  });

  it('fa login, code step: the wrong-code message counts tries in Persian digits', async () => {
    const mobile = `0936${String(Date.now()).slice(-7)}`;
    const page = await openFa('/loginRegister', 'login');
    await page.getByLabel('شماره موبایل').fill(faDigits(mobile));
    await page.getByRole('button', { name: 'ادامه' }).click();
    await page.getByRole('heading', { level: 1, name: 'کد تأیید را وارد کنید' }).waitFor();
    await page.getByText(/ارسال دوباره‌ی کد تا/).waitFor();
    await poll(() => page.getByText(/ارسال دوباره‌ی کد تا/).innerText()).toMatch(FA_DIGIT);
    const code = await smsCode(mobile);
    const wrong = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    await page.getByLabel('کد تأیید').fill(wrong);
    const message = page.getByText(/بار دیگر می‌توانید تلاش کنید/);
    await message.first().waitFor();
    await poll(() => message.first().innerText()).toMatch(/[۰-۹] بار دیگر/);
    expect(await message.first().innerText()).not.toMatch(/[0-9]/);
    await screenshot(page, 'typography-login-code-fa-360');
    expect(await latinDigitsOnPage(page)).toEqual([]);
  });

  it('en about and home: the founding year is Gregorian (2006), not the Persian 1385', async () => {
    for (const path of ['/en/about', '/en/']) {
      const page = await openPage({ locale: 'en', width: 360 });
      await page.goto(url(path));
      await settle(page);
      await poll(() => page.locator('dl').first().innerText()).toContain('2006');
      expect(await page.locator('dl').first().innerText()).not.toContain('1385');
      await screenshot(page, `typography-${path === '/en/' ? 'home' : 'about'}-en-360`);
    }
  });
});

describe('small items (issue 13)', () => {
  it('404 titles: Persian on the Persian page, English on the English one, opened directly and after a language switch', async () => {
    const fa = await openPage({ locale: 'fa' });
    await fa.goto(url('/no/such/page'));
    await settle(fa);
    await poll(() => fa.title()).toBe('صفحه پیدا نشد | آتش‌ایمن');
    await fa.getByRole('img', { name: '۴۰۴' }).waitFor();
    const en = await openPage({ locale: 'en' });
    await en.goto(url('/en/no/such/page'));
    await settle(en);
    await poll(() => en.title()).toBe('Page not found | Atash Imen');
    // the language switch on a 404 page
    await en.getByRole('button', { name: 'Language' }).click();
    await en.getByRole('menuitem', { name: 'فارسی' }).click();
    // 'commit': a link followed before the page's scripts took it over is a full page load, and its load
    // event (every picture of the home page) is not what this test is about
    await en.waitForURL((u) => u.pathname === '/no/such/page', { waitUntil: 'commit' });
    await en.waitForFunction(() => document.title === 'صفحه پیدا نشد | آتش‌ایمن');
    // and back to the home page from it: the home page's title again
    // in two CI runs the tap on this link left the page where it was for 30 s; it never did so
    // here under load: the link is tapped again (at most twice more) and each miss is logged with what
    // the page had, so that a lost tap shows in the log instead of failing a run on an unrelated test
    const home = en.getByRole('link', { name: 'بازگشت به خانه' });
    for (let attempt = 1; ; attempt++) {
      await home.click();
      const left = await en.waitForURL((u) => u.pathname === '/', { waitUntil: 'commit', timeout: 8000 }).then(() => true, () => false);
      if (left) break;
      console.warn(`typography 404: tap ${attempt} on "back home" left the page at ${en.url()}; page errors: ${JSON.stringify(en.errors)}`);
      expect(attempt).toBeLessThan(3);
    }
    await en.waitForFunction(() => document.title === 'تجهیزات و خدمات ایمنی و آتش‌نشانی | آتش‌ایمن');
  });

  it('the bottom bar is dark in dark mode (a server-rendered page, 360 px)', async () => {
    const page = await openPage({ locale: 'fa', width: 360 });
    await page.addInitScript(() => localStorage.setItem('colorMode', 'dark'));
    await page.goto(url('/cat'));
    await settle(page);
    // the visitor's mode is applied once every server-rendered region has hydrated (shared-lib/theme)
    const bg = () => page.evaluate(() => getComputedStyle(document.querySelector('.MuiBottomNavigation-root')!).backgroundColor);
    await poll(bg).not.toBe('rgb(255, 255, 255)');
    const sum = async () => (await bg()).match(/\d+/g)!.map(Number).slice(0, 3).reduce((a, v) => a + v, 0);
    await poll(sum).toBeLessThan(3 * 80);
    await screenshot(page, 'typography-bottom-bar-dark-fa-360');
  });

  it('search: no filters or sort without results; ARIA attributes the roles allow; paging in Persian digits', async () => {
    const page = await openPage({ locale: 'fa', width: 360 });
    await page.goto(url(`/search?q=${encodeURIComponent('زیردریایی')}`));
    await settle(page);
    await page.getByTestId('search-help').waitFor();
    expect(await page.getByTestId('sort').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'فیلترها' }).count()).toBe(0);
    await expectNoA11yViolations(page);
    await screenshot(page, 'typography-search-empty-fa-360');
    // suggestions open
    await page.getByRole('searchbox', { name: 'جستجوی محصولات' }).fill('کپسول');
    await page.getByRole('navigation', { name: 'پیشنهادها' }).waitFor();
    await expectNoA11yViolations(page);
    // results over several pages
    const wide = await openPage({ locale: 'fa', width: 1280 });
    await wide.goto(url(`/search?q=${encodeURIComponent('کپسول')}`));
    await settle(wide);
    await expectNoA11yViolations(wide);
    const pager = wide.getByRole('navigation', { name: 'صفحه‌بندی' });
    if (await pager.count()) expect(await pager.innerText()).not.toMatch(/[0-9]/);
  });
});
