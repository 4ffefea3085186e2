import path from 'node:path';
import type { Page } from 'playwright-core';
import { url, openPage, closeAll, apiGet, screenshot, settle, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { plain } from '../lib/ssr';
import { createOwner, freshMobile, signInStaff } from '../lib/admin';

/**
 * Issue 31's "done when", in Chromium at 1280 px (Persian) and at 360 px (English): the owner (made by
 * the command) adds a staff member with the `catalogue` role; that person signs in with a code from the
 * sandbox outbox, creates a product in fa and en with two pictures and a price, and the storefront
 * shows it at once (its page's server HTML holds its name and price, search finds it by a Persian word
 * typed with Arabic ي/ك, its category lists it). They change the price: the product page shows the new
 * one on the next load, and a basket holding it shows the new price with a notice. The audit trail
 * lists each change with before and after.
 */
afterAll(closeAll);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sharp = require(require.resolve('sharp', { paths: [path.resolve(__dirname, '..', '..', 'api')] }));
/** A real picture (PNG) of one colour, as a staff member would upload. */
const picture = async (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: (await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer()) as Buffer,
});

const faDigits = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
const enDigits = (n: number) => new Intl.NumberFormat('en-US').format(n);

const TEXT = {
  fa: {
    staffAdd: 'افزودن کارمند',
    catalogueRole: 'کاتالوگ',
    save: 'ذخیره',
    nameFa: 'نام فارسی',
    nameEn: 'نام انگلیسی',
    category: 'دسته',
    price: 'قیمت (ریال)',
    stock: 'موجودی',
    addPictures: 'افزودن تصویر',
  },
  en: {
    staffAdd: 'Add staff member',
    catalogueRole: 'Catalogue',
    save: 'Save',
    nameFa: 'Name in Persian',
    nameEn: 'Name in English',
    category: 'Category',
    price: 'Price (rials)',
    stock: 'Stock',
    addPictures: 'Add pictures',
  },
};

async function firstCategory(): Promise<{ id: number; name: string; fa: string; en: string; label: string }> {
  const { body } = await apiGet<Array<{ id: number; name: string; label: string }>>('/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=false&lang=fa');
  const c = body.data[0];
  const en = await apiGet<Array<{ id: number; name: string }>>('/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=false&lang=en');
  return { id: c.id, name: c.name, fa: c.name, en: en.body.data.find((e) => e.id === c.id)!.name, label: c.label };
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
}

describe.each([
  { width: 1280, locale: 'fa' as const },
  { width: 360, locale: 'en' as const },
])('back-office catalogue at $width px ($locale)', ({ width, locale }) => {
  const T = TEXT[locale];
  const prefix = locale === 'fa' ? '' : '/en';
  const ownerMobile = freshMobile('0912');
  const staffMobile = freshMobile('0919');
  const tag = `${width}${String(Date.now()).slice(-4)}`;
  // a Persian name with ی and ک; searched for with Arabic ي and ك
  const nameFa = `کپسول یدکی کربن‌دی‌اکسید ${tag.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])}`;
  const nameEn = `Spare CO2 extinguisher ${tag}`;
  let owner: TestPage;
  let staff: TestPage;
  let productId = 0;

  beforeAll(async () => {
    createOwner(ownerMobile, locale === 'fa' ? 'مالک فروشگاه' : 'Shop Owner');
    owner = await openPage({ width, locale });
    staff = await openPage({ width, locale });
  });
  // the product leaves the storefront again (made inactive): the other specs count the seed's products
  afterAll(async () => {
    if (!productId) return;
    const request = staff.context().request;
    const p = (await (await request.get(url(`/api/admin/catalog/products/${productId}?lang=en`))).json()).data;
    const body = { categoryId: p.categoryId, brandId: p.brandId, sku: p.sku, name: p.names, description: p.description, price: p.price, listPrice: p.listPrice, stock: p.stock, active: false, featured: p.featured, specifications: p.specifications, videoUrl: p.videoUrl };
    expect((await request.put(url(`/api/admin/catalog/products/${productId}?lang=en`), { data: body })).status()).toBe(200);
  });

  it('the owner adds a staff member with the catalogue role', async () => {
    await signInStaff(owner, ownerMobile, locale);
    await expectNoA11yViolations(owner);
    await shot(owner, `admin-dashboard-${locale}-${width}`);
    await owner.goto(url(`${prefix}/admin/staff`));
    await owner.getByRole('button', { name: T.staffAdd }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('textbox', { name: locale === 'fa' ? /^شمارهٔ موبایل/ : /^Mobile number/ }).fill(staffMobile);
    await dialog.getByRole('textbox', { name: locale === 'fa' ? /^نام/ : /^Name/ }).fill(locale === 'fa' ? 'رضا کریمی' : 'Reza Karimi');
    await dialog.getByLabel(T.catalogueRole).check();
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await owner.getByText(locale === 'fa' ? 'رضا کریمی' : 'Reza Karimi').first().waitFor();
    await expectNoA11yViolations(owner);
    await shot(owner, `admin-staff-${locale}-${width}`);
  });

  it('that person signs in with the texted code and creates a product in fa and en with two pictures and a price', async () => {
    const category = await firstCategory();
    await signInStaff(staff, staffMobile, locale);
    await staff.goto(url(`${prefix}/admin/products/new`));
    const field = (label: string) => staff.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`) });
    await field(T.nameFa).fill(nameFa);
    await field(T.nameEn).fill(nameEn);
    const cat = staff.getByRole('combobox', { name: new RegExp(`^${T.category}`) });
    await cat.click();
    await cat.fill(locale === 'fa' ? category.fa : category.en);
    await staff.getByRole('option', { name: new RegExp(locale === 'fa' ? category.fa : category.en) }).first().click();
    await field(T.price).fill('12345000');
    await field(T.stock).fill('7');
    await expectNoA11yViolations(staff);
    await staff.getByRole('button', { name: T.save, exact: true }).click();
    await staff.waitForURL((u) => /\/admin\/products\/\d+$/.test(u.pathname));
    productId = Number(/(\d+)$/.exec(new URL(staff.url()).pathname)![1]);
    const input = staff.locator('input[type="file"]');
    await input.setInputFiles([await picture('front.png', [200, 30, 30]), await picture('side.png', [30, 30, 200])]);
    await poll(() => staff.locator('img[src*="/api/img/"]').count()).toBe(2);
    await expectNoA11yViolations(staff);
    await shot(staff, `admin-editor-${locale}-${width}`);

    // the storefront at once: the page's server HTML, search with Arabic letters, the category
    const page = await fetch(url(`/pr/${productId}/x`));
    const html = plain(await page.text());
    expect(page.status).toBe(200);
    expect(html).toContain(nameFa);
    expect(html).toContain(faDigits(1234500));
    const arabic = nameFa.split(' ')[1].replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    expect(arabic).not.toBe(nameFa.split(' ')[1]);
    const search = plain(await (await fetch(url(`/search?q=${encodeURIComponent(`${arabic} ${nameFa.split(' ').at(-1)}`)}`))).text());
    expect(search).toContain(nameFa);
    // its category's page (newest first) lists it
    const listed = plain(await (await fetch(url(`/cat/${encodeURIComponent(category.label)}`))).text());
    expect(listed).toContain(nameFa);
    const en = plain(await (await fetch(url(`/en/pr/${productId}/x`))).text());
    expect(en).toContain(nameEn);
    expect(en).toContain(enDigits(1234500));
  });

  it('a new price shows on the next load of the product page, and a basket holding it says so', async () => {
    // a shopper puts it in the basket at the old price
    const shopper = await openPage({ width, locale });
    await shopper.goto(url(`${prefix}/pr/${productId}/x`));
    await settle(shopper);
    await shopper.getByTestId('buy-box').getByRole('button', { name: locale === 'fa' ? 'افزودن به سبد خرید' : 'Add to cart' }).first().click();
    // confirmed by the buy box (mf-cart's code not yet on the page) or by mf-cart's sheet
    await shopper.getByTestId('cart-added').first().waitFor();

    // the staff member changes the price in the editor
    await staff.goto(url(`${prefix}/admin/products/${productId}`));
    const price = staff.getByRole('textbox', { name: new RegExp(`^${T.price.replace(/[()]/g, '\\$&')}`) });
    await price.fill('15000000');
    await staff.getByRole('button', { name: T.save, exact: true }).click();
    await poll(async () => (await apiGet<{ price: number }>(`/api/product/${productId}?lang=en`)).body.data.price).toBe(15000000);

    const next = plain(await (await fetch(url(`/pr/${productId}/x`))).text());
    expect(next).toContain(faDigits(1500000));
    expect(next).not.toContain(faDigits(1234500));

    await shopper.goto(url(`${prefix}/basket`));
    const notice = shopper.getByText(locale === 'fa' ? /قیمت این کالا .* افزایش یافته است/ : /The price went up from/);
    await notice.first().waitFor();
    await shot(shopper, `admin-basket-notice-${locale}-${width}`);
  });

  it('the owner’s audit trail lists each change with before and after', async () => {
    await owner.goto(url(`${prefix}/admin/audit`));
    await owner.getByText(locale === 'fa' ? 'رضا کریمی' : 'Reza Karimi').first().waitFor();
    const text = await owner.locator('main').innerText();
    // the price change, from the old price to the new one, as recorded (rials)
    expect(text).toContain('12345000');
    expect(text).toContain('15000000');
    await expectNoA11yViolations(owner);
    await shot(owner, `admin-audit-${locale}-${width}`);
  });
});

/**
 * Bulk price and stock by file, in the back-office's import screen: a dry run names a bad row by its
 * line and writes nothing; a file of 1,000 rows is checked and applied. Then every other screen is
 * looked at (axe, screenshots) in both languages.
 */
describe.each([
  { width: 1280, locale: 'fa' as const },
  { width: 360, locale: 'en' as const },
])('back-office import and screens at $width px ($locale)', ({ width, locale }) => {
  const prefix = locale === 'fa' ? '' : '/en';
  const ownerMobile = freshMobile('0912');
  const L = locale === 'fa' ? { choose: 'انتخاب فایل CSV', check: 'بررسی (بدون ذخیره)', apply: 'اعمال' } : { choose: 'Choose a CSV file', check: 'Check (dry run)', apply: 'Apply' };
  let owner: TestPage;

  beforeAll(async () => {
    createOwner(ownerMobile, locale === 'fa' ? 'مالک فروشگاه' : 'Shop Owner');
    owner = await openPage({ width, locale });
    await signInStaff(owner, ownerMobile, locale);
  });

  /** The catalogue's CSV as the back-office exports it. */
  async function exported(): Promise<string[][]> {
    const res = await owner.context().request.get(url('/api/admin/catalog/export.csv?lang=en'));
    expect(res.status()).toBe(200);
    return (await res.text()).replace(/^\uFEFF/, '').trim().split(/\r\n/).map(csvLine);
  }
  /** One CSV line's fields (RFC 4180 quotes; the export writes no line breaks inside a field). */
  function csvLine(line: string): string[] {
    const out: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cur += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        out.push(cur);
        cur = '';
      }
      else cur += c;
    }
    out.push(cur);
    return out;
  }
  const csv = (rows: string[][]) => ({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFF' + rows.map((r) => r.join(',')).join('\r\n') + '\r\n') });

  it('a dry run reports a bad row by its line and writes nothing', async () => {
    const [head, ...rows] = await exported();
    const stock = head.indexOf('stock');
    const id = head.indexOf('id');
    // only the columns the import reads
    const keep = ['id', 'price', 'list_price', 'stock', 'active'].map((c) => head.indexOf(c));
    const pick = (r: string[]) => keep.map((i) => r[i]);
    const bad = rows.slice(0, 3).map((r, i) => (i === 1 ? pick(r.map((v, j) => (j === stock ? '-5' : v))) : pick(r)));
    await owner.goto(url(`${prefix}/admin/import`));
    await owner.getByLabel(L.choose).setInputFiles(csv([keep.map((i) => head[i]), ...bad]));
    await owner.getByRole('button', { name: L.check }).click();
    const problems = owner.getByRole('table').filter({ hasText: 'stock' });
    await problems.waitFor();
    // line 3 of the file (1 is the header), column stock
    const line3 = locale === 'fa' ? '۳' : '3';
    await expect(problems.getByRole('row').filter({ hasText: line3 }).count()).resolves.toBeGreaterThan(0);
    expect(await owner.getByRole('button', { name: L.apply }).isDisabled()).toBe(true);
    const after = await exported();
    expect(after.find((r) => r[id] === rows[1][id])?.[stock]).toBe(rows[1][stock]);
    await expectNoA11yViolations(owner);
    await shot(owner, `admin-import-${locale}-${width}`);
  });

  it('a file of 1,000 rows is checked, then applied', async () => {
    const request = owner.context().request;
    // enough products for 1,000 rows (the seed has a few dozen): made through the back-office's api
    // only products this spec makes (inactive, never on the storefront): the seed's stay as the other specs expect them
    const ours = (all: string[][]) => all.filter((r) => r[4]?.startsWith('Bulk item '));
    let [head, ...rows] = await exported();
    const category = (await firstCategory()).id;
    const missing = Math.max(0, 1000 - ours(rows).length);
    for (let i = 0; i < missing; i += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, missing - i) }, (_, k) =>
          request.post(url('/api/admin/catalog/products?lang=en'), {
            data: { categoryId: category, brandId: null, sku: null, name: { fa: `کالای آزمون ${i + k}`, en: `Bulk item ${i + k}`, ru: null }, description: { fa: null, en: null, ru: null }, price: 1000000, listPrice: null, stock: 1, active: false, featured: false, specifications: [], videoUrl: null },
          }).then((r) => expect(r.status()).toBe(200)),
        ),
      );
    }
    [head, ...rows] = await exported();
    expect(head.indexOf('name_en')).toBe(4);
    rows = ours(rows).slice(0, 1000);
    expect(rows).toHaveLength(1000);
    const keep = ['id', 'price', 'list_price', 'stock', 'active'].map((c) => head.indexOf(c));
    const stock = head.indexOf('stock');
    const file = rows.map((r) => keep.map((i) => (i === stock ? String(Number(r[i]) + 3) : r[i])));
    await owner.goto(url(`${prefix}/admin/import`));
    await owner.getByLabel(L.choose).setInputFiles(csv([keep.map((i) => head[i]), ...file]));
    await owner.getByRole('button', { name: L.check }).click();
    await owner.getByText(locale === 'fa' ? /۱٬?۰۰۰ تغییر/ : /1,000 changes/).first().waitFor({ timeout: 60_000 });
    await owner.getByRole('button', { name: L.apply }).click();
    await owner.getByText(locale === 'fa' ? /۱٬?۰۰۰ تغییر ذخیره شد/ : /1,000 changes were saved/).first().waitFor({ timeout: 60_000 });
    const after = await exported();
    const byId = new Map(after.slice(1).map((r) => [r[0], r]));
    for (const r of [rows[0], rows[499], rows[999]]) expect(byId.get(r[0])?.[stock]).toBe(String(Number(r[stock]) + 3));
  });

  it.each(['', '/products', '/categories', '/brands', '/staff', '/import', '/account'])('the back-office page /admin%s passes axe and is looked at', async (p) => {
    await owner.goto(url(`${prefix}/admin${p}`));
    await settle(owner);
    // the back-office's own screen at its own address (no redirect to a storefront page: /admin/brands once went to /brand)
    expect(new URL(owner.url()).pathname).toBe(`${prefix}/admin${p}`);
    await owner.getByRole('button', { name: locale === 'fa' ? 'خروج' : 'Sign out' }).waitFor();
    expect(await owner.locator('[data-layout="admin"]').count()).toBe(1);
    // nothing wider than the window (a hidden label once measured 100 % wide: the staff page scrolled sideways)
    const overflow = await owner.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(overflow.page).toBeLessThanOrEqual(overflow.window);
    await expectNoA11yViolations(owner);
    await shot(owner, `admin${p.replace('/', '-') || '-home'}-${locale}-${width}`);
  });
});
