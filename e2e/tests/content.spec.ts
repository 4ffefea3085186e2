import { url, openPage, closeAll, apiGet, db, settle, screenshot, expectNoA11yViolations, env, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { scrollToFraction, scrollUntilInvited } from '../lib/consultation';

/**
 * Content, end to end, in Persian and English: read an article and a service; send the contact
 * form with an uploaded file and find the submission stored; the consultation modal appears at half
 * the page, once, and never again after closing.
 */
afterAll(closeAll);

const DISMISSED = 'content:consultationDismissed';
const suffix = String(Date.now()).slice(-7);
const toPersianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/** A page where the consultation modal has already been closed (tests of other things must not be interrupted by it). */
async function openQuietPage(opts: Parameters<typeof openPage>[0]): Promise<TestPage> {
  const page = await openPage(opts);
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), DISMISSED);
  return page;
}

/**
 * Records the toasts this remote publishes on the page's bus (the shell draws them; what is
 * checked here is that the content remote asked for the right ones).
 */
async function recordToasts(page: TestPage) {
  await page.waitForFunction(() => '__FIRE_SHOP_BUS__' in window);
  await page.evaluate(() => {
    const w = window as unknown as { __FIRE_SHOP_BUS__: { subscribe: (t: string, f: (p: unknown) => void) => void }; __toasts: unknown[] };
    w.__toasts = [];
    w.__FIRE_SHOP_BUS__.subscribe('toast:show', (p) => w.__toasts.push(p));
  });
}
async function toastFor(page: TestPage, variant: string, message: RegExp | string): Promise<void> {
  await page.waitForFunction(
    ({ variant, source, flags, exact }) =>
      ((window as unknown as { __toasts: Array<{ variant: string; message: string }> }).__toasts ?? []).some(
        (t) => t.variant === variant && (exact !== null ? t.message === exact : new RegExp(source, flags).test(t.message)),
      ),
    { variant, source: message instanceof RegExp ? message.source : '', flags: message instanceof RegExp ? message.flags : '', exact: typeof message === 'string' ? message : null },
    { timeout: 15_000 },
  );
}

/** The first article's date as the page writes it. */
const articleDate = async (page: TestPage) => (await page.locator('main article').first().locator('time').textContent()) ?? '';

describe('content: articles and services', () => {
  it('reads an article in Persian: list, filter, article with Persian date, breadcrumb and related', async () => {
    const page = await openQuietPage({ locale: 'fa', width: 360 });
    const res = await page.goto(url('/st/blog'));
    expect(res?.status()).toBe(200);
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'وبلاگ' }).waitFor();
    await poll(() => page.locator('main article').count()).toBe(9);
    await page.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'صفحه ۲' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 3);

    await page.getByRole('navigation', { name: 'فیلتر بر اساس دسته‌بندی' }).getByRole('link', { name: 'اعلام و کشف حریق' }).click();
    await page.getByRole('heading', { level: 1, name: 'اعلام و کشف حریق' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 4);
    await settle(page);
    await expectNoA11yViolations(page);

    const card = page.locator('main article').first();
    const cardTitle = async () => ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    await poll(cardTitle).toMatch(/[\u0600-\u06FF]/);
    const title = await cardTitle();
    await card.getByRole('link').click();
    await page.waitForURL((u) => u.pathname.startsWith('/po/'));
    // the list's heading stays until the article has rendered: wait for the article's own
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await settle(page);
    await poll(() => articleDate(page)).toMatch(/[۰-۹]+ [\u0600-\u06FF]+ ۱۴۰[۳-۴]/);
    const crumbs = page.getByRole('navigation', { name: 'مسیر صفحه' });
    await poll(() => crumbs.textContent()).toContain('اعلام و کشف حریق');
    await page.getByRole('heading', { level: 2, name: 'مقالات مرتبط' }).waitFor();
    await poll(() => page.locator('main article img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await poll(() => page.title()).toContain(title);
    await screenshot(page, 'content-post-fa-360');
    await expectNoA11yViolations(page);
    expect(page.errors).toEqual([]);
  });

  it('reads an article in English with a Gregorian date, and a wrong slug is corrected', async () => {
    const page = await openQuietPage({ locale: 'en', width: 1280 });
    const { body } = await apiGet<{ items: Array<{ id: number; slug: string; title: string }> }>('/api/blog/posts?lang=en&pageSize=1');
    const post = body.data.items[0];
    await page.goto(url(`/en/po/${post.id}/old-name`));
    await page.waitForURL((u) => u.pathname === `/en/po/${post.id}/${post.slug}`);
    await settle(page);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await poll(() => articleDate(page)).toMatch(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
    await page.getByRole('link', { name: 'Blog', exact: true }).first().waitFor();
    await expectNoA11yViolations(page);
  });

  it('shows a service in Persian and in English, with its questions', async () => {
    const fa = await openQuietPage({ locale: 'fa', width: 360 });
    await fa.goto(url('/services'));
    await settle(fa);
    await fa.getByRole('heading', { level: 1, name: 'خدمات' }).waitFor();
    await fa.getByRole('link', { name: /سیستم اعلام حریق/ }).first().click();
    await fa.waitForURL((u) => u.pathname === '/services/fire-alarm-system');
    await settle(fa);
    await fa.getByRole('heading', { level: 1, name: 'سیستم اعلام حریق' }).waitFor();
    const question = fa.getByRole('button', { name: 'سیستم متعارف بهتر است یا آدرس‌پذیر؟' });
    await question.click();
    await poll(() => question.getAttribute('aria-expanded')).toBe('true');
    await fa.getByText(/برای یک واحد تجاری کوچک/).waitFor();
    await expectNoA11yViolations(fa);

    const en = await openQuietPage({ locale: 'en', width: 1280 });
    await en.goto(url('/en/services/fire-extinguishing-system'));
    await settle(en);
    await en.getByRole('heading', { level: 1, name: 'Fire extinguishing systems' }).waitFor();
    await en.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).waitFor();
    await screenshot(en, 'content-service-en-1280');
    const unknown = await en.goto(url('/en/services/space-travel'));
    expect(unknown?.status()).toBeLessThan(500);
    await en.getByTestId('not-found').waitFor();
    expect(en.errors).toEqual([]);
  });
});

describe('content: contact form', () => {
  it('sends the form in Persian with an uploaded file; the submission and the file are stored', async () => {
    const mobile = `0912${suffix}`;
    const page = await openPage({ locale: 'fa', width: 360 });
    await page.goto(url('/st/contactus'));
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'تماس با ما' }).waitFor();
    await recordToasts(page);
    await poll(() => page.locator('[data-layout="gray"]').count()).toBe(1);
    // the address and phone, and a map that shows the address without any map tiles
    await page.getByTestId('contact-address').waitFor();
    await poll(() => page.getByTestId('map-address').textContent()).toContain('تهران');
    await poll(() => page.getByTestId('contact-phone').first().getAttribute('href')).toMatch(/^tel:0\d+$/);

    // the required-fields text, and nothing sent
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await page.getByText('پر کردن فیلدهای ستاره‌دار الزامی است').first().waitFor();
    await poll(() => page.getByText('پر کردن فیلدهای ستاره‌دار الزامی است').count()).toBe(3);

    await page.getByLabel(/نام و نام خانوادگی/).fill('نگار کاظمی');
    await page.getByLabel(/شماره موبایل/).fill(toPersianDigits(mobile));
    await page.getByLabel(/ایمیل/).fill('negar@example.com');
    await page.getByLabel('موضوع').selectOption({ label: 'مشاوره‌ی رایگان و بازدید از پروژه' });
    await page.getByLabel(/متن پیام/).fill('برای انبار ۲۰۰۰ متری در کرج به سیستم اسپرینکلر نیاز داریم.');
    await poll(() => page.getByLabel(/متن پیام/).getAttribute('rows')).toBe('6');
    await page.getByTestId('contact-file').setInputFiles({ name: 'نقشه-انبار.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% plan of the warehouse\n%%EOF\n') });
    await page.getByTestId('contact-file-name').getByText('نقشه-انبار.pdf').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await toastFor(page, 'success', 'پیام شما ثبت شد. کارشناسان ما به‌زودی با شما تماس می‌گیرند.');
    // the fields are cleared after success
    await poll(() => page.getByLabel(/نام و نام خانوادگی/).inputValue()).toBe('');
    await poll(() => page.getByLabel(/متن پیام/).inputValue()).toBe('');
    await poll(() => page.getByTestId('contact-file-name').count()).toBe(0);
    await screenshot(page, 'content-contact-fa-360');

    const stored = () =>
      db()
        .prepare(
          `select s.full_name, s.mobile, s.email, s.body, s.contact_group_id, s.lang, u.stored_name, u.original_name, u.mime
           from form_submissions s left join uploads u on u.id = s.file_id where s.mobile = ?`,
        )
        .get(mobile) as Record<string, string | number> | undefined;
    await poll(stored).toMatchObject({
      full_name: 'نگار کاظمی',
      mobile,
      email: 'negar@example.com',
      body: 'برای انبار ۲۰۰۰ متری در کرج به سیستم اسپرینکلر نیاز داریم.',
      contact_group_id: 1,
      lang: 'fa',
      original_name: 'نقشه-انبار.pdf',
      mime: 'application/pdf',
    });
    // a sent form's attachment is no longer public: only staff download it, from the leads inbox
    // (admin-leads.spec.ts)
    const row = stored()!;
    const file = await fetch(`${env.apiUrl}/api/files/${row.stored_name}`);
    expect(file.status).toBe(404);
    expect(page.errors).toEqual([]);
  });

  it('sends the form in English and refuses a disguised file with a red toast', async () => {
    const mobile = `0935${suffix}`;
    const page = await openPage({ locale: 'en', width: 1280 });
    await page.goto(url('/en/st/contactus'));
    await settle(page);
    await recordToasts(page);
    await page.getByTestId('contact-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await toastFor(page, 'error', /^This file type is not allowed\. Allowed: pdf/);
    expect(await page.getByTestId('contact-file-name').count()).toBe(0);

    await page.getByLabel(/Full name/).fill('John Carter');
    await page.getByLabel(/Mobile number/).fill(`+98${mobile.slice(1)}`);
    await page.getByLabel(/Message/).fill('Please quote for 20 ABC extinguishers.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await toastFor(page, 'success', 'Your message has been received. Our experts will contact you soon.');
    const submitted = async () => (await apiGet<Array<{ fullName: string; mobile: string; lang: string; file: unknown }>>(`/api/dev/form-submissions?mobile=${mobile}`)).body.data[0];
    await poll(submitted).toMatchObject({ fullName: 'John Carter', mobile, lang: 'en', file: null });
    await expectNoA11yViolations(page);
  });
});

describe('content: consultation modal', () => {
  it('opens at half of a page, once, in Persian with the form; never again after closing', async () => {
    const page = await openPage({ locale: 'fa', width: 360, consultation: true });
    await page.goto(url('/st/blog'));
    await settle(page);
    const dialog = page.getByRole('dialog', { name: 'مشاوره‌ی رایگان و بازدید از پروژه' });

    await scrollToFraction(page, 0.3);
    expect(await dialog.count()).toBe(0);
    await scrollUntilInvited(page, dialog);
    await poll(() => page.getByTestId('consultation-invitation').textContent()).toContain('مشاوره‌ی رایگان');
    await dialog.getByLabel(/شماره موبایل/).waitFor();
    expect(await dialog.getByLabel('موضوع').count()).toBe(0);
    await screenshot(page, 'content-consultation-fa-360');
    await expectNoA11yViolations(page);

    // keyboard: focus is inside, Escape closes and remembers
    await poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await poll(() => page.evaluate((key) => window.localStorage.getItem(key), DISMISSED)).toBe('1');

    await scrollToFraction(page, 0);
    await scrollToFraction(page, 0.9);
    expect(await dialog.count()).toBe(0);

    // another page and a reload: still never again
    await page.goto(url('/services'));
    await settle(page);
    await scrollToFraction(page, 0.8);
    expect(await dialog.count()).toBe(0);
    await page.reload();
    await settle(page);
    await scrollToFraction(page, 0.8);
    expect(await dialog.count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('sends a consultation request with group 1 from the modal', async () => {
    const mobile = `0901${suffix}`;
    const page = await openPage({ locale: 'en', width: 1280, consultation: true });
    await page.goto(url('/en/st/blog'));
    await settle(page);
    await recordToasts(page);
    const dialog = page.getByRole('dialog', { name: 'Free consultation and project visit' });
    await scrollUntilInvited(page, dialog, 0.6);
    await dialog.getByLabel(/Full name/).fill('Leila Moradi');
    await dialog.getByLabel(/Mobile number/).fill(mobile);
    await dialog.getByLabel(/Message/).fill('We are building a 10-storey office and need a site visit.');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toastFor(page, 'success', 'Your message has been received. Our experts will contact you soon.');
    const row = () => db().prepare('select contact_group_id, title from form_submissions where mobile = ?').get(mobile) as { contact_group_id: number; title: string } | undefined;
    await poll(row).toEqual({ contact_group_id: 1, title: 'Free consultation and project visit' });
  });
});
