import { url, openPage, closeAll, apiGet, db, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll, POLL_TIMEOUT } from '../lib/poll';

/**
 * Catalogue, end to end, on the seeded shop: browse a category, filter and sort (kept in the URL),
 * open a product and see its price, in Persian on a phone and in English on a desktop; search typed
 * with Arabic ي/ك and Persian digits finds the product stored with ی/ک and Latin digits; a price
 * inquiry for a product without a price is stored.
 */
afterAll(closeAll);

// the consultation modal (mf-content) opens at half-page scroll; these tests are about other things
const CONSULTATION_DISMISSED = 'content:consultationDismissed';
async function openQuietPage(opts: Parameters<typeof openPage>[0]): Promise<TestPage> {
  const page = await openPage(opts);
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), CONSULTATION_DISMISSED);
  return page;
}

const path = (page: TestPage) => decodeURIComponent(new URL(page.url()).pathname);
const query = (page: TestPage) => Object.fromEntries(new URL(page.url()).searchParams);

async function tilePrices(page: TestPage): Promise<string[]> {
  return page.getByTestId('product-tile').getByTestId('price').allInnerTexts();
}

/** The tiles' prices once they equal `expected` (the list re-renders after each URL change), or the last seen. */
async function pricesWhen(page: TestPage, ok: (prices: string[]) => boolean, timeoutMs = POLL_TIMEOUT): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  let prices = await tilePrices(page);
  while (!ok(prices) && Date.now() < until) {
    await page.waitForTimeout(100);
    prices = await tilePrices(page);
  }
  return prices;
}

const toLatin = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^\d]/g, '');

describe('catalogue', () => {
  it('fa, phone: categories → a category → filter in stock and sort by price → a product with its Toman price', async () => {
    const page = await openQuietPage({ locale: 'fa', width: 360 });
    await page.goto(url('/cat'));
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'دسته‌بندی محصولات' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: /^کپسول آتش‌نشانی/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'کپسول آتش‌نشانی' }).waitFor();
    expect(path(page)).toBe('/cat/کپسول-آتش-نشانی');
    await settle(page);
    await poll(() => page.getByTestId('product-tile').count()).toBe(14);

    // filters live in a drawer on phones
    await page.getByRole('button', { name: 'فیلترها' }).click();
    const drawer = page.getByRole('dialog', { name: 'فیلترها' });
    await drawer.getByLabel('فقط کالاهای موجود').check();
    await drawer.getByRole('button', { name: 'اعمال فیلتر' }).click();
    await page.waitForURL((u) => u.searchParams.get('inStock') === '1');
    await page.getByTestId('sort').selectOption('priceAsc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'priceAsc');
    await settle(page);
    expect(query(page)).toEqual({ inStock: '1', sort: 'priceAsc' });
    // 14 extinguishers, 2 of them sold out; the cheapest (1 kg, 7,200,000 Rials) first once the sorted page is in
    await page.getByText('۱۲ محصول', { exact: true }).waitFor();
    // the newest-first page also starts with that product: wait for the whole page in price order
    const ascending = (p: string[]) => {
      const n = p.filter((x) => x.includes('تومان')).map((x) => Number(toLatin(x)));
      return n.every((v, i) => i === 0 || n[i - 1] <= v);
    };
    const prices = await pricesWhen(page, (p) => p.length === 12 && p[0] === '۷۲۰٬۰۰۰ تومان' && ascending(p));
    expect(prices.length).toBe(12);
    expect(prices[0]).toMatch(/^[۰-۹٬]+ تومان$/);
    const numbers = prices.filter((p) => p.includes('تومان')).map((p) => Number(toLatin(p)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await screenshot(page, 'catalog-category-fa-360');

    // a reload reproduces the view from the URL
    await page.reload();
    await settle(page);
    await poll(() => tilePrices(page)).toEqual(prices);

    await page.getByTestId('product-tile').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/pr/'));
    await page.getByRole('heading', { level: 1, name: /کپسول آتش‌نشانی پودر و گاز ۱ کیلوگرمی/ }).waitFor();
    await settle(page);
    const buy = page.getByTestId('buy-box');
    await poll(() => buy.getByTestId('price').innerText()).toBe('۷۲۰٬۰۰۰ تومان');
    await page.getByRole('heading', { level: 2, name: 'مشخصات فنی' }).waitFor();
    await screenshot(page, 'catalog-product-fa-360');
    await expectNoA11yViolations(page);
    expect(page.errors).toEqual([]);
  });

  it('en, desktop: a category filtered by brand and sorted by price, down to a product', async () => {
    const page = await openQuietPage({ locale: 'en', width: 1280 });
    await page.goto(url('/en/cat/fire-extinguishers'));
    await page.getByRole('heading', { level: 1, name: 'Fire extinguishers' }).waitFor();
    await settle(page);
    const side = page.getByRole('complementary');
    await side.getByLabel(/^Hexa Suppression/).check();
    await side.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((u) => u.searchParams.has('brand'));
    await page.getByTestId('sort').selectOption('priceDesc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'priceDesc');
    await settle(page);
    await page.getByText('2 products', { exact: true }).waitFor();
    // the dearer one first; the wheeled 25 kg CO2 is priced on inquiry and comes last
    const expected = ['11,800,000 Toman', 'Price on inquiry'];
    expect(await pricesWhen(page, (p) => p.join() === expected.join())).toEqual(expected);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: /Hexa 10 kg CO2 extinguisher/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Hexa 10 kg CO2 extinguisher' }).waitFor();
    expect(path(page)).toMatch(/^\/en\/pr\/\d+\/hexa-10-kg-co2-extinguisher$/);
    await poll(() => page.getByTestId('buy-box').getByTestId('price').innerText()).toBe('11,800,000 Toman');
    await page.getByText('Out of stock', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Hexa Suppression', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Products by Hexa Suppression' }).waitFor();
    await screenshot(page, 'catalog-brand-en-1280');
    expect(page.errors).toEqual([]);
  });

  it('en, phone: a guest rates a product with the keyboard (Tab reaches the stars, an arrow key chooses); the rating is stored as theirs', async () => {
    const { body } = await apiGet<{ items: Array<{ id: number; slug: string; name: string }> }>('/api/product/product?lang=en&pageSize=48');
    const p = body.data.items.find((x) => x.slug.startsWith('hexa-10-kg'))!;
    const page = await openQuietPage({ locale: 'en', width: 360 });
    await page.goto(url(`/en/pr/${p.id}/${encodeURIComponent(p.slug)}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    const stars = page.getByRole('radiogroup', { name: 'Rate this product' });
    await poll(() => stars.getByRole('radio').count()).toBe(5);
    await expectNoA11yViolations(page);
    // from the brand's link, the control before the stars, Tab lands on the group (its first star:
    // none is chosen yet)
    await page.getByRole('link', { name: 'Hexa Suppression', exact: true }).focus();
    await page.keyboard.press('Tab');
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('1 star');
    // the arrow moves to the second star and chooses it, as MUI's Rating did
    await page.keyboard.press('ArrowRight');
    await page.getByText('Your rating: 2 out of 5').waitFor();
    await poll(() => stars.count()).toBe(0);
    // stored: the api knows this visitor's rating (the rater cookie)
    await poll(async () => (await (await page.request.get(url(`/api/product/${p.id}?lang=en`))).json()).data.rating.mine).toBe(2);
    expect(page.errors).toEqual([]);
  });

  it('search typed with Arabic ي/ك and Persian digits finds the product stored with ی/ک and Latin digits', async () => {
    const page = await openQuietPage({ locale: 'fa', width: 360 });
    await page.goto(url('/search'));
    await settle(page);
    const box = page.getByRole('searchbox', { name: 'جستجوی محصولات' });
    await box.fill('كپسول پودر ۶ كيلوگرمي');
    // suggestions while typing
    await page.getByRole('navigation', { name: 'پیشنهادها' }).getByRole('link', { name: /کپسول آتش‌نشانی پودر و گاز ۶ کیلوگرمی/ }).first().waitFor();
    await box.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === 'كپسول پودر ۶ كيلوگرمي');
    await settle(page);
    const first = page.getByTestId('product-tile').first();
    await first.getByText('کپسول آتش‌نشانی پودر و گاز ۶ کیلوگرمی آتش‌بان').waitFor();
    await screenshot(page, 'catalog-search-fa-360');
    await first.click();
    await page.getByRole('heading', { level: 1, name: 'کپسول آتش‌نشانی پودر و گاز ۶ کیلوگرمی آتش‌بان' }).waitFor();
    await poll(() => page.getByTestId('buy-box').getByTestId('price').innerText()).toBe('۲٬۴۵۰٬۰۰۰ تومان');

    // and an empty search helps
    await page.goto(url(`/search?q=${encodeURIComponent('زیردریایی')}`));
    await page.getByText('برای «زیردریایی» چیزی پیدا نکردیم.').waitFor();
    await page.getByRole('link', { name: 'مرور دسته‌بندی‌ها' }).waitFor();
    expect(page.errors).toEqual([]);
  });

  it('a price inquiry for a product without a price is stored', async () => {
    const { body } = await apiGet<{ items: Array<{ id: number; slug: string; price: number | null }> }>('/api/product/search?q=NF-A1&lang=en');
    const panel = body.data.items.find((p) => p.price === null)!;
    expect(panel).toBeTruthy();
    const page = await openQuietPage({ locale: 'en', width: 390 });
    await page.goto(url(`/en/pr/${panel.id}/${panel.slug}`));
    await page.getByRole('heading', { level: 1, name: /NF-A1/ }).waitFor();
    await settle(page);
    await poll(() => page.getByTestId('buy-box').getByTestId('price').innerText()).toBe('Price on inquiry');
    const form = page.getByTestId('inquiry-form');
    const mobile = `0912${String(Date.now()).slice(-7)}`;
    await form.getByLabel(/Full name/).fill('Reza Karimi');
    await form.getByLabel(/Mobile number/).fill(mobile);
    await form.getByLabel(/Quantity needed/).fill('4');
    await form.getByLabel(/Notes/).fill('Hotel, 6 floors');
    // let the 300 ms validation settle, as a person would
    await page.waitForTimeout(400);
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('inquiry-sent').getByText('Your request was received').waitFor();
    await expectNoA11yViolations(page);

    const row = () => db().prepare('select product_id, full_name, mobile, quantity, message, lang, status from price_inquiries where mobile = ?').get(mobile);
    await poll(row).toEqual({ product_id: panel.id, full_name: 'Reza Karimi', mobile, quantity: 4, message: 'Hotel, 6 floors', lang: 'en', status: 'new' });
    expect(page.errors).toEqual([]);
  });
});
