import fs from 'node:fs';
import path from 'node:path';
import { url, openPage, closeAll, apiGet, db, settle, screenshot, expectNoA11yViolations, type TestPage } from '../lib/harness';
import { poll } from '../lib/poll';
import { scrollUntilInvited } from '../lib/consultation';

/**
 * The Persian-calendar date picker (issue 16), end to end: a visit date chosen in Persian in the
 * consultation modal is stored in the picker's stored format (Gregorian YYYY-MM-DD); the picker is
 * a full-screen dialog on a 360 px phone and a popover on a wide window, in fa and en; it is not
 * downloaded before a form shows it. Screenshots: e2e/screenshots/datepicker-*.png (copied to
 * shared-lib/docs/ for the README).
 */
afterAll(closeAll);

const suffix = String(Date.now()).slice(-7);
const persianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
const stored = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The Persian year, month and day of a date (Latin digits), as the browser's calendar says. */
function persianParts(d: Date): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(d);
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return { y: n('year'), m: n('month'), d: n('day') };
}

/** The Gregorian day that is the 15th of the next Persian month. */
function fifteenthOfNextPersianMonth(): Date {
  const now = persianParts(new Date());
  const target = now.m === 12 ? { y: now.y + 1, m: 1 } : { y: now.y, m: now.m + 1 };
  for (let i = 1; i < 80; i++) {
    const d = new Date();
    d.setHours(12, 0, 0, 0);
    d.setDate(d.getDate() + i);
    const p = persianParts(d);
    if (p.y === target.y && p.m === target.m && p.d === 15) return d;
  }
  throw new Error('no 15th of next Persian month within 80 days');
}

/** JavaScript responses the page loaded that hold the picker's calendars. */
function pickerScripts(page: TestPage): string[] {
  const seen: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    const body = await res.text().catch(() => '');
    if (body.includes('date-picker-panel') || body.includes('MuiPickerDay')) seen.push(res.url());
  });
  return seen;
}

const docs = path.join(__dirname, '..', '..', 'shared-lib', 'docs');
async function docShot(page: TestPage, name: string) {
  await screenshot(page, name);
  fs.mkdirSync(docs, { recursive: true });
  await page.screenshot({ path: path.join(docs, `${name}.png`) });
}

describe('date picker', () => {
  it('fa, 360 px: a visit date chosen in the consultation modal is stored as YYYY-MM-DD', async () => {
    const mobile = `0902${suffix}`;
    const page = await openPage({ locale: 'fa', width: 360, consultation: true });
    const loaded = pickerScripts(page);
    await page.goto(url('/st/blog'));
    await settle(page);
    expect(loaded).toEqual([]); // not on a first visit

    const modal = page.getByRole('dialog', { name: 'مشاوره‌ی رایگان و بازدید از پروژه' });
    await scrollUntilInvited(page, modal, 0.6);
    await modal.getByLabel(/نام و نام خانوادگی/).fill('نرگس کاظمی');
    await modal.getByLabel(/شماره موبایل/).fill(mobile);
    await modal.getByLabel(/متن پیام/).fill('برای انبار جدید به بازدید کارشناس نیاز داریم.');
    const field = modal.getByRole('textbox', { name: /تاریخ پیشنهادی بازدید/ });
    await poll(() => field.getAttribute('placeholder')).toBe('لطفاً تاریخ را انتخاب کنید');
    await poll(() => field.getAttribute('readonly')).not.toBeNull();

    // the keyboard opens it; on a phone it fills the screen
    await field.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'انتخاب تاریخ' });
    await picker.waitFor();
    await poll(() => loaded.length).toBeGreaterThan(0);
    await poll(async () => Math.round((await picker.boundingBox())!.width)).toBe(360);
    await poll(() => picker.getByRole('columnheader').first().getAttribute('aria-label')).toBe('شنبه');
    await poll(() => picker.evaluate((el) => el.closest('[dir]')?.getAttribute('dir'))).toBe('rtl');
    await docShot(page, 'datepicker-fa-fullscreen-360');
    await expectNoA11yViolations(page);

    // the 15th of next month
    await picker.getByRole('button', { name: 'ماه آینده' }).click();
    const target = fifteenthOfNextPersianMonth();
    await picker.locator(`button[role="gridcell"][data-timestamp="${new Date(target.getFullYear(), target.getMonth(), target.getDate()).getTime()}"]`).click();
    await picker.getByRole('button', { name: 'تایید' }).click();
    await picker.waitFor({ state: 'detached' });
    const p = persianParts(target);
    await poll(() => field.inputValue()).toBe(persianDigits(`${p.y}/${String(p.m).padStart(2, '0')}/15`));

    await modal.getByRole('button', { name: 'ارسال پیام' }).click();
    await modal.waitFor({ state: 'detached' });
    const submitted = async () => (await apiGet<Array<{ visitDate: string | null; contactUsGroupId: number }>>(`/api/dev/form-submissions?mobile=${mobile}`)).body.data[0];
    await poll(submitted).toMatchObject({ visitDate: stored(target), contactUsGroupId: 1 });
    const row = db().prepare('select visit_date from form_submissions where mobile = ?').get(mobile) as { visit_date: string };
    expect(row.visit_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.visit_date).toBe(stored(target));
    expect(page.errors).toEqual([]);
  });

  it('fa and en on a wide window: a popover under the field', async () => {
    for (const locale of ['fa', 'en'] as const) {
      const page = await openPage({ locale, width: 1280, height: 900 });
      await page.goto(url(locale === 'fa' ? '/st/contactus' : '/en/st/contactus'));
      await settle(page);
      const field = page.getByRole('textbox', { name: locale === 'fa' ? /تاریخ پیشنهادی بازدید/ : /Preferred visit date/ });
      // the field near the top of the window, so the popover has room below it (again if the page's
      // own smooth scroll to the top after navigation was still running)
      await field.waitFor({ state: 'visible' });
      let fieldBox = (await field.boundingBox())!;
      for (let i = 0; i < 20 && (fieldBox.y < 100 || fieldBox.y > 300); i++) {
        await field.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 150, behavior: 'instant' as ScrollBehavior }));
        await page.waitForTimeout(250);
        // (measured before opening: the open picker hides the page from the accessibility tree)
        fieldBox = (await field.boundingBox())!;
      }
      await page.getByRole('button', { name: locale === 'fa' ? 'انتخاب تاریخ از تقویم' : 'Choose a date from the calendar' }).click();
      const picker = page.getByRole('dialog', { name: locale === 'fa' ? 'انتخاب تاریخ' : 'Choose a date' });
      await picker.waitFor();
      await page.waitForTimeout(400); // the popover's grow transition
      const box = async () => (await picker.boundingBox())!;
      await poll(async () => (await box()).width).toBeLessThan(400);
      await poll(async () => (await box()).y).toBeGreaterThan(fieldBox.y);
      await poll(() => picker.getByRole('columnheader').first().getAttribute('aria-label')).toBe(locale === 'fa' ? 'شنبه' : 'Sunday');
      await poll(() => picker.getByRole('button', { name: locale === 'fa' ? 'اکنون' : 'Now' }).count()).toBe(1);
      await docShot(page, `datepicker-${locale}-popover-1280`);
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      expect(page.errors).toEqual([]);
    }
  });
});
