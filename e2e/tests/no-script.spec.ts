import { url, openPage, closeAll, screenshot, getBrowser } from '../lib/harness';
import { purchasable } from '../lib/shop';

/**
 * Issue 33: the shop's actions work without JavaScript (a phone that has not run the page's scripts
 * yet, or never will), in Persian and English at 360 px. The browser itself posts the forms; the
 * shell's server calls the api and answers with the page (shell/server/forms.mjs): a product goes into
 * the basket, the basket (rendered on the server for its owner) changes a count and removes a line,
 * search answers with results, and the contact form shows a refusal beside its field, keeps what was
 * typed, and is then sent.
 */
afterAll(closeAll);

const L = {
  fa: {
    prefix: '',
    add: 'افزودن به سبد خرید',
    added: /به سبد خرید شما افزوده شد \(۱ عدد\)/,
    view: 'مشاهده سبد',
    basket: 'سبد خرید',
    one: '۱',
    two: '۲',
    more: /^یک عدد بیشتر از /,
    remove: /^حذف .* از سبد$/,
    empty: /سبد خرید شما خالی است/,
    search: 'جستجوی محصولات',
    query: 'کپسول',
    fullName: 'نام و نام خانوادگی',
    mobile: 'شماره موبایل',
    body: 'متن پیام',
    send: 'ارسال پیام',
    badMobile: 'شماره موبایل وارد شده معتبر نیست.',
    sent: /پیام شما ثبت شد/,
  },
  en: {
    prefix: '/en',
    add: 'Add to cart',
    added: /Added to your basket \(1\)/,
    view: 'View basket',
    basket: 'Cart',
    one: '1',
    two: '2',
    more: /^One more /,
    remove: /^Remove .* from the cart$/,
    empty: /Your cart is empty/,
    search: 'Search products',
    query: 'extinguisher',
    fullName: 'Full name',
    mobile: 'Mobile number',
    body: 'Message',
    send: 'Send message',
    badMobile: 'The mobile number is not valid.',
    sent: /Your message has been received/,
  },
};

describe.each(['fa', 'en'] as const)('without JavaScript (%s, 360 px)', (locale) => {
  const l = L[locale];
  let page: Awaited<ReturnType<typeof openPage>>;

  beforeAll(async () => {
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, locale: locale === 'en' ? 'en-US' : 'fa-IR', serviceWorkers: 'block' });
    page = await openPage({ context, consultation: true });
  });
  afterAll(() => page?.context().close());

  it('adds a product to the basket, changes its count and removes it', async () => {
    const [p] = purchasable(1);
    await page.goto(url(`${l.prefix}/pr/${p.id}/${locale === 'en' ? p.slug_en : p.slug_fa}`));
    await page.getByTestId('buy-box').getByRole('button', { name: l.add }).click();
    // the server added it and showed the page again, saying so
    await page.getByTestId('cart-added').waitFor();
    expect(await page.getByTestId('cart-added').textContent()).toMatch(l.added);
    expect(new URL(page.url()).pathname).toContain(`/pr/${p.id}/`);
    await screenshot(page, `no-script-added-${locale}-360`);

    await page.getByRole('link', { name: l.view }).click();
    await page.waitForURL((u) => u.pathname === `${l.prefix}/basket`);
    const count = page.getByTestId(`count-${p.id}`);
    expect(await count.textContent()).toBe(l.one);
    // the server drew the basket in the page's language (its api requests asked in it)
    const name = locale === 'en' ? p.name_en : p.name_fa.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect(await page.getByTestId(`line-${p.id}`).textContent()).toContain(name);
    await page.getByTestId(`line-${p.id}`).getByRole('button', { name: l.more }).click();
    await page.waitForURL((u) => u.pathname === `${l.prefix}/basket`);
    expect(await page.getByTestId(`count-${p.id}`).textContent()).toBe(l.two);
    await screenshot(page, `no-script-basket-${locale}-360`);
    await page.getByTestId(`line-${p.id}`).getByRole('button', { name: l.remove }).click();
    await page.getByText(l.empty).waitFor();
  });

  it('searches', async () => {
    await page.goto(url(`${l.prefix}/search`));
    await page.getByRole('searchbox', { name: l.search }).fill(l.query);
    await page.getByRole('searchbox', { name: l.search }).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === l.query);
    expect(await page.locator('a[href*="/pr/"]').count()).toBeGreaterThan(0);
  });

  it('sends the contact form: a refusal beside its field first, with what was typed kept', async () => {
    await page.goto(url(`${l.prefix}/st/contactus`));
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: l.fullName }).fill('Maryam Rezaei');
    await form.getByRole('textbox', { name: l.mobile }).fill('0912');
    await form.getByRole('textbox', { name: l.body }).fill('We need a fire alarm system for an office building.');
    await form.getByRole('button', { name: l.send }).click();
    // the page again (nothing sent), the message beside the mobile number, the rest as typed
    const mobile = page.getByTestId('contact-form').getByRole('textbox', { name: l.mobile });
    await mobile.waitFor();
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('contact-form').getByText(l.badMobile).count()).toBe(1);
    expect(await page.getByTestId('contact-form').getByRole('textbox', { name: l.fullName }).inputValue()).toBe('Maryam Rezaei');
    expect(await page.getByTestId('contact-form').getByRole('textbox', { name: l.body }).inputValue()).toBe('We need a fire alarm system for an office building.');
    await screenshot(page, `no-script-contact-refused-${locale}-360`);

    await mobile.fill('09121234567');
    await page.getByTestId('contact-form').getByRole('button', { name: l.send }).click();
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByTestId('contact-sent').textContent()).toMatch(l.sent);
  });
});
