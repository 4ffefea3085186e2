import { url, openPage, closeAll, db, settle, screenshot, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { PNG, addViaBus, badge, choose, fillAddress, orderPath, purchasable, register } from '../lib/shop';

/**
 * Issue 34, what a shopper still trips on (items 3, 4, 8 and 10), on a 360 px phone in Persian and
 * English: the cheque page says who the cheque is made out to, takes the bank from a list and drops
 * a field's "required" message once it is filled; a payment cancelled at the bank is "payment not
 * completed" with "pay again", not "cancelled"; the bank page gives the order number in Persian
 * digits and the toman beside the rials; the date picker writes whole month names and weekday
 * letters; "1 year"; the about page's founding year said once; a 404's address drawn left to right;
 * a priced product out of stock keeps its price and never says it is "priced per project".
 * Screenshots: e2e/screenshots/trips-*.png.
 */
afterAll(closeAll);

const suffix = String(Date.now()).slice(-6);
const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const PAYEE = { fa: 'شرکت ایمنی آتش‌ایمن (سهامی خاص)', en: 'Atash Imen Safety Co. (Private Joint Stock)', id: '10320894878', account: 'IR11 0170 0000 0012 3456 7890 01' };
const T = {
  fa: { prefix: '', create: 'ثبت سفارش', cheque: 'پرداخت با چک', pickup: /تحویل حضوری از انبار/, send: 'ارسال اطلاعات چک', required: 'پر کردن فیلدهای ستاره‌دار الزامی است', bank: /^بانک/, owner: /صاحب حساب/, unpaid: 'پرداخت تکمیل نشده', again: 'پرداخت دوباره', cancelled: 'پرداخت لغو شد.' },
  en: { prefix: '/en', create: 'Place the order', cheque: 'Pay by cheque', pickup: /Pickup at the warehouse/, send: 'Send cheque details', required: 'Fields marked with an asterisk are required', bank: /^Bank/, owner: /Account holder/, unpaid: 'Payment not completed', again: 'Pay again', cancelled: 'The payment was cancelled.' },
} as const;

/** A new shopper with one product in the basket, on the basket page. */
async function shopperWithBasket(locale: 'fa' | 'en', mobile: string, name: string, offset: number): Promise<TestPage> {
  const L = T[locale];
  const product = purchasable(offset + 1)[offset];
  const page = await openPage({ locale, width: 360 });
  await page.goto(url(`${L.prefix}/loginRegister`));
  await settle(page);
  await register(page, mobile, name, locale);
  await page.waitForURL((u) => !u.pathname.endsWith('/loginRegister'), { timeout: 15_000 });
  await page.goto(url(locale === 'fa' ? `/pr/${product.id}/${encodeURIComponent(product.slug_fa)}` : `/en/pr/${product.id}/${product.slug_en}`));
  await settle(page);
  await addViaBus(page, product.id, locale === 'fa' ? product.name_fa : product.name_en);
  // to the basket as a shopper goes: the confirmation's button
  await page.getByRole('dialog').getByRole('button', { name: locale === 'fa' ? 'مشاهده سبد خرید' : 'View cart' }).click();
  await page.waitForURL((u) => u.pathname === `${L.prefix}/basket`);
  await page.getByTestId(`line-${product.id}`).waitFor();
  await settle(page);
  return page;
}

describe('the cheque page (item 3)', () => {
  it.each(['fa', 'en'] as const)('%s: says who the cheque is made out to, offers the banks as a list, and a message leaves its field once filled', async (locale) => {
    const L = T[locale];
    const page = await shopperWithBasket(locale, `0939${suffix}${locale === 'fa' ? 1 : 2}`, locale === 'fa' ? 'مریم رضایی' : 'Maryam Rezaei', 0);
    await fillAddress(page, locale);
    await choose(page, L.cheque);
    await page.getByRole('button', { name: L.create }).click();
    await page.waitForURL(orderPath(locale), { timeout: 15_000 });
    const form = page.getByTestId('cheque-form');
    await form.waitFor();

    // the payee: the shop's legal name, its national id and its Sheba account (the api's settings)
    const payee = page.getByTestId('cheque-payee');
    await payee.getByText(locale === 'fa' ? PAYEE.fa : PAYEE.en, { exact: true }).waitFor();
    await payee.getByText(locale === 'fa' ? persian(PAYEE.id) : PAYEE.id, { exact: true }).waitFor();
    await payee.getByText(PAYEE.account, { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, `trips-cheque-payee-${locale}-360`);

    // the bank: a list of Iran's banks in the page's language
    const bank = form.getByRole('combobox', { name: L.bank });
    const options = await bank.locator('option').allInnerTexts();
    expect(options).toEqual(expect.arrayContaining(locale === 'fa' ? ['بانک ملی ایران', 'بانک ملت', 'بانک سپه'] : ['Bank Melli Iran', 'Bank Mellat', 'Bank Sepah']));
    expect(options.length).toBeGreaterThan(25);

    // a failed submit says what is missing; filling a field takes its message away at once
    await form.getByRole('button', { name: L.send }).click();
    const bankHelp = page.locator('#cheque-bank-helper-text');
    const ownerHelp = page.locator('#cheque-owner-helper-text');
    await poll(() => bankHelp.innerText()).toBe(L.required);
    await poll(() => ownerHelp.innerText()).toBe(L.required);
    await screenshot(page, `trips-cheque-required-${locale}-360`);
    await bank.selectOption({ label: locale === 'fa' ? 'بانک ملت' : 'Bank Mellat' });
    await poll(() => bankHelp.count()).toBe(0);
    expect(await ownerHelp.innerText()).toBe(L.required);
    await form.getByRole('textbox', { name: L.owner }).fill(locale === 'fa' ? 'مریم رضایی' : 'Maryam Rezaei');
    await poll(() => ownerHelp.count()).toBe(0);

    await form.locator('#cheque-sayad').fill('1234567890123456');
    const year = Number(new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric' }).formatToParts(new Date()).find((p) => p.type === 'year')!.value);
    await form.locator('#cheque-due').fill(locale === 'fa' ? persian(`${year + 1}/01/15`) : `${new Date().getFullYear() + 1}/04/04`);
    await form.locator('#cheque-due').press('Tab');
    await form.locator('input[type="file"]').setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('cheque-preview').waitFor();
    await form.getByRole('button', { name: L.send }).click();
    await badge(page, 'order-status', locale === 'fa' ? 'چک ارسال شد، در انتظار بررسی فروشگاه' : 'Cheque sent, waiting for the shop');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    // the bank's Persian name is kept, whatever the page's language
    await poll(() => (db().prepare('select bank_name from cheques where order_id = ?').get(id) as { bank_name: string } | undefined)?.bank_name).toBe('بانک ملت');
    expect(page.errors).toEqual([]);
  });
});

describe('the date picker writes Persian months and weekdays as Persian does (item 8)', () => {
  it('fa: weekday letters in the header, whole month names in the month step', async () => {
    const page = await shopperWithBasket('fa', `0939${suffix}3`, 'نرگس احمدی', 1);
    await fillAddress(page, 'fa');
    await choose(page, T.fa.cheque);
    await page.getByRole('button', { name: T.fa.create }).click();
    await page.waitForURL(orderPath('fa'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'انتخاب تاریخ از تقویم' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await poll(() => dialog.getByRole('columnheader').allInnerTexts()).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    await screenshot(page, 'trips-datepicker-days-fa-360');
    await dialog.getByTestId('date-picker-step-month').click();
    await poll(() => dialog.getByRole('radio').allInnerTexts()).toEqual(['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند']);
    // whole names fit their buttons at 360 px
    for (const radio of await dialog.getByRole('radio').all()) expect(await radio.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await screenshot(page, 'trips-datepicker-months-fa-360');
    expect(page.errors).toEqual([]);
  });
});

describe('a payment cancelled at the bank (items 4 and 8)', () => {
  it.each(['fa', 'en'] as const)('%s: the bank page says the order number and the toman; back at the shop the order is “payment not completed” with “pay again”, on its page and in the list', async (locale) => {
    const L = T[locale];
    const page = await shopperWithBasket(locale, `0939${suffix}${locale === 'fa' ? 4 : 5}`, locale === 'fa' ? 'علی کریمی' : 'Ali Karimi', 2);
    await choose(page, L.pickup);
    const payable = await page.getByTestId('payable').innerText();
    await page.getByRole('button', { name: L.create }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/api/payment/sandbox/pay/'), { timeout: 15_000 });
    const authority = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const order = db().prepare('select o.id, o.payable from product_orders o join payments p on p.order_id = o.id where p.authority = ?').get(authority) as { id: number; payable: number };
    // the order's number in the page's digits
    await page.getByText(locale === 'fa' ? `سفارش شماره ${persian(String(order.id))}` : `Order #${order.id}`, { exact: true }).waitFor();
    // rials, as banks write them, and the toman the shop showed
    const rials = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US').format(Number(order.payable));
    expect(await page.getByTestId('sandbox-amount').innerText()).toBe(rials);
    expect(await page.getByTestId('sandbox-toman').innerText()).toBe(locale === 'fa' ? `معادل ${payable}` : `= ${payable}`);
    await screenshot(page, `trips-bank-${locale}-360`);
    await page.getByTestId('sandbox-cancel').click();

    await page.waitForURL(orderPath(locale), { timeout: 15_000 });
    await badge(page, 'order-status', L.unpaid);
    await page.getByTestId('payment-result').getByText(L.cancelled).waitFor();
    await page.getByRole('button', { name: L.again }).waitFor();
    expect(await page.getByTestId('order-status').getAttribute('class')).toMatch(/MuiChip-colorInfo/);
    await settle(page);
    await screenshot(page, `trips-order-unpaid-${locale}-360`);

    await page.goto(url(`${L.prefix}/profile`));
    await settle(page);
    const row = page.locator(`a[href="${L.prefix}/profile/accountorder/${order.id}"]`);
    await row.waitFor();
    await poll(() => row.innerText()).toContain(L.unpaid);
    expect(await row.innerText()).not.toContain(locale === 'fa' ? 'لغو شده' : 'Cancelled');
    await screenshot(page, `trips-profile-orders-${locale}-360`);
    expect(page.errors).toEqual([]);
  });
});

describe('words and digits (item 8)', () => {
  it('en: a one-year warranty is "1 year"; no "1 years" anywhere on the product page', async () => {
    const p = db()
      .prepare("select p.id, p.slug_en from products p join product_specs s on s.product_id = p.id where p.active = 1 and s.lang = 'en' and s.spec_value = '1 year' order by p.id limit 1")
      .get() as { id: number; slug_en: string } | undefined;
    expect(p).toBeDefined();
    const page = await openPage({ locale: 'en', width: 360 });
    await page.goto(url(`/en/pr/${p!.id}/${p!.slug_en}`));
    await settle(page);
    const warranty = page.getByRole('row', { name: /Warranty/ });
    await poll(() => warranty.innerText()).toMatch(/Warranty\s+1 year$/);
    expect(await page.locator('body').innerText()).not.toMatch(/\b1 years\b/);
    expect(page.errors).toEqual([]);
  });

  it.each([
    ['fa', '/about', '۱۳۸۵', 'سال تأسیس'],
    ['en', '/en/about', '2006', 'Founded'],
  ] as const)('%s: the about page says the founding year once', async (locale, path, year, label) => {
    const page = await openPage({ locale, width: 360 });
    await page.goto(url(path));
    await settle(page);
    const figure = page.locator('dd', { hasText: year });
    await figure.waitFor();
    // the figure and its label, and nothing else (whichever comes first in the markup)
    const fact = figure.locator('xpath=..');
    const lines = (await fact.innerText()).split('\n').map((l) => l.trim()).filter(Boolean);
    expect(lines.sort()).toEqual([year, label].sort());
    expect(await page.locator('main').innerText()).not.toContain(`(${year})`);
    await screenshot(page, `trips-about-${locale}-360`);
  });

  it.each([
    ['an unknown address', '/nonexistent/page', '/nonexistent/page'],
    ['a missing product', '/pr/999999/x', '/pr/999999/x'],
  ])('fa: the address of %s’s 404 is drawn left to right inside the Persian sentence', async (_what, path, shown) => {
    const page = await openPage({ locale: 'fa', width: 360 });
    await page.goto(url(path));
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    await settle(page);
    const address = notFound.locator('bdi');
    expect(await address.innerText()).toBe(shown);
    expect(await address.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    // where each character is drawn: "/" first on the left, "e" of "page" last on the right
    const edges = await address.evaluate((el) => {
      const text = el.firstChild as Text;
      const at = (i: number) => {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        return r.getBoundingClientRect().left;
      };
      return { first: at(0), last: at(text.length - 1) };
    });
    expect(edges.first).toBeLessThan(edges.last);
    await screenshot(page, `trips-404${path.replace(/\//g, '-')}-fa-360`);
  });
});

describe('a priced product out of stock (item 10)', () => {
  it.each([
    ['fa', 'ناموجود', 'استعلام زمان موجود شدن', /پروژه/],
    ['en', 'Out of stock', 'Ask when it is back', /project/],
  ] as const)('%s: keeps its price, says it is out of stock, never “priced per project”', async (locale, out, title, project) => {
    const p = db().prepare('select id, slug_fa, slug_en, price from products where active = 1 and price is not null and stock = 0 order by id limit 1').get() as { id: number; slug_fa: string; slug_en: string; price: number } | undefined;
    expect(p).toBeDefined();
    const page = await openPage({ locale, width: 360 });
    await page.goto(url(locale === 'fa' ? `/pr/${p!.id}/${encodeURIComponent(p!.slug_fa)}` : `/en/pr/${p!.id}/${p!.slug_en}`));
    await settle(page);
    const box = page.getByTestId('buy-box');
    const toman = `${new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US').format(Math.round(Number(p!.price) / 10))} ${locale === 'fa' ? 'تومان' : 'Toman'}`;
    await poll(() => box.getByTestId('price').innerText()).toBe(toman);
    await box.getByText(out, { exact: true }).waitFor();
    await box.getByRole('heading', { name: title }).waitFor();
    expect(await box.innerText()).not.toMatch(project);
    await screenshot(page, `trips-out-of-stock-${locale}-360`);
    expect(page.errors).toEqual([]);
  });
});
