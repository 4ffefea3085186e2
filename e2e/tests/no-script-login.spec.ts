import { url, closeAll, screenshot, getBrowser, smsCode, type TestPage } from '../lib/harness';
import type { BrowserContext, Locator } from 'playwright-core';

/**
 * Issue 33: the log-in steps work without JavaScript (a phone that has not run the page's scripts yet,
 * or never will), in Persian and English at 360 px. The browser itself posts each step; the shell's
 * server calls the api and answers with the next step or the page again (shell/server/forms-login.mjs):
 * a wrong number and a wrong code are refused beside their fields with what was typed kept, the right
 * code signs a new shopper up (the name step) and back to the page named by the address, signed in;
 * an account signs in again with its password (en) and with a code (fa). The code never appears in an
 * address. A fresh number per language and run.
 */
afterAll(closeAll);

const suffix = String(Date.now()).slice(-7);
const L = {
  fa: {
    prefix: '',
    mobile: `0938${suffix}`,
    typed: (m: string) => m.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]),
    /** digits as the page writes them */
    digits: (m: string) => m.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]),
    title: 'ورود یا ثبت‌نام',
    codeTitle: 'کد تأیید را وارد کنید',
    nameTitle: 'ساخت حساب کاربری',
    passwordTitle: 'رمز عبور را وارد کنید',
    mobileLabel: 'شماره موبایل',
    codeLabel: 'کد تأیید',
    nameLabel: 'نام و نام خانوادگی',
    continue: 'ادامه',
    verify: 'تأیید',
    register: 'ساخت حساب',
    login: 'ورود',
    badMobile: 'شماره موبایل معتبر نیست؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷.',
    wrongCode: /^کد تأیید اشتباه است؛ ۴ بار دیگر/,
    wrongPassword: 'شماره موبایل یا رمز عبور اشتباه است.',
    fullName: 'مریم رضایی',
    password: '',
  },
  en: {
    prefix: '/en',
    mobile: `0939${suffix}`,
    typed: (m: string) => `${m.slice(0, 4)} ${m.slice(4, 7)} ${m.slice(7)}`,
    digits: (m: string) => m,
    title: 'Log in or register',
    codeTitle: 'Enter the verification code',
    nameTitle: 'Create your account',
    passwordTitle: 'Enter your password',
    mobileLabel: 'Mobile number',
    codeLabel: 'Verification code',
    nameLabel: 'Full name',
    continue: 'Continue',
    verify: 'Verify',
    register: 'Create my account',
    login: 'Log in',
    badMobile: 'The mobile number is not valid, e.g. 09121234567.',
    wrongCode: /^The verification code is wrong; 4 tries left/,
    wrongPassword: 'The mobile number or password is wrong.',
    fullName: 'Maryam Rezaei',
    password: 'Shiraz-Bagh-Eram-1403',
  },
};
type Lang = keyof typeof L;

/** When the last code went to each number: the api allows a new one a minute later. */
const codeSentAt: Partial<Record<Lang, number>> = {};

async function noScriptPage(locale: Lang): Promise<{ context: BrowserContext; page: TestPage; visited: string[] }> {
  const context = await (await getBrowser()).newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, locale: locale === 'en' ? 'en-US' : 'fa-IR', serviceWorkers: 'block' });
  const page = (await context.newPage()) as TestPage;
  page.errors = [];
  // every address the page was at: a code must never be in one
  const visited: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(f.url()));
  return { context, page, visited };
}

/** The text beside a field (its helper text, which the field names as its description). */
async function messageBeside(page: TestPage, field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return '';
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** Who the api says is signed in with this browser's cookies (null: nobody). */
async function signedIn(context: BrowserContext): Promise<{ mobile: string; fullName: string } | null> {
  const res = await context.request.get(url('/api/auth/user'));
  return (await res.json()).data;
}

const heading = (page: TestPage, name: string) => page.getByRole('heading', { level: 1, name });

async function register(locale: Lang) {
  const l = L[locale];
  const { context, page, visited } = await noScriptPage(locale);
  try {
    // a page of the shop sent the shopper here and names itself as the way back (the basket: drawn by the server too)
    const res = await page.goto(url(`${l.prefix}/loginRegister?returnTo=${encodeURIComponent('/basket')}`));
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await heading(page, l.title).waitFor();

    // a wrong number: the page again, the api's message beside the field, the number as typed
    await page.getByLabel(l.mobileLabel).fill('0912');
    await page.getByRole('button', { name: l.continue }).click();
    await heading(page, l.title).waitFor();
    const mobile = page.getByLabel(l.mobileLabel);
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(page, mobile)).toBe(l.badMobile);
    expect(await mobile.inputValue()).toBe('0912');
    await screenshot(page, `no-script-login-mobile-refused-${locale}-360`);

    // the number (as a shopper types it): a code is sent, the code step of that number
    await mobile.fill(l.typed(l.mobile));
    await page.getByRole('button', { name: l.continue }).click();
    await page.waitForURL((u) => u.searchParams.get('step') === 'code');
    codeSentAt[locale] = Date.now();
    await heading(page, l.codeTitle).waitFor();
    expect(new URL(page.url()).searchParams.get('mobile')).toBe(l.mobile);
    const code = await smsCode(l.mobile);

    // a wrong code: refused beside the field, kept as typed
    const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
    await page.getByLabel(l.codeLabel).fill(wrong);
    await page.getByRole('button', { name: l.verify, exact: true }).click();
    await heading(page, l.codeTitle).waitFor();
    const codeField = page.getByLabel(l.codeLabel);
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    expect(await messageBeside(page, codeField)).toMatch(l.wrongCode);
    expect(await codeField.inputValue()).toBe(l.digits(wrong));
    await screenshot(page, `no-script-login-code-refused-${locale}-360`);

    // the right code: a new shopper gives a name (and here in English a password), and is signed in
    await codeField.fill(code);
    await page.getByRole('button', { name: l.verify, exact: true }).click();
    await heading(page, l.nameTitle).waitFor();
    await page.getByLabel(l.nameLabel).fill(l.fullName);
    if (l.password) await page.locator('input[name="newPassword"]').fill(l.password);
    await page.getByRole('button', { name: l.register }).click();
    await page.waitForURL((u) => u.pathname === `${l.prefix}/basket`);
    expect(await signedIn(context)).toMatchObject({ mobile: l.mobile, fullName: l.fullName });
    expect(visited.filter((v) => v.includes(code) || v.includes(wrong))).toEqual([]);
    expect(page.errors).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('the log-in steps without JavaScript (360 px)', () => {
  it('Persian: a wrong number and a wrong code beside their fields, then the code and the name: signed in, back on the page named', async () => {
    await register('fa');
  });

  it('English: the same, with a password', async () => {
    await register('en');
  });

  it('English: signs in again with the password, a wrong one refused beside the field first', async () => {
    const l = L.en;
    const { context, page } = await noScriptPage('en');
    try {
      await page.goto(url('/en/loginRegister'));
      await page.getByLabel(l.mobileLabel).fill(l.mobile);
      await page.getByRole('button', { name: l.continue }).click();
      await page.waitForURL((u) => u.searchParams.get('step') === 'password');
      await heading(page, l.passwordTitle).waitFor();
      const password = page.locator('input[name="password"]');
      await password.fill('not-the-password');
      await page.getByRole('button', { name: l.login, exact: true }).click();
      await heading(page, l.passwordTitle).waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      expect(await messageBeside(page, password)).toBe(l.wrongPassword);
      expect(await password.inputValue()).toBe(''); // a password is never sent back
      await screenshot(page, 'no-script-login-password-refused-en-360');
      await password.fill(l.password);
      await page.getByRole('button', { name: l.login, exact: true }).click();
      // no return address named: the home page, signed in
      await page.waitForURL((u) => u.pathname === '/en');
      expect(await signedIn(context)).toMatchObject({ mobile: l.mobile, fullName: l.fullName });
    } finally {
      await context.close();
    }
  });

  it('Persian: signs in again with a code (an account without a password): the right code signs in at once', async () => {
    const l = L.fa;
    // a new code for this number is allowed a minute after the registration's
    await new Promise((r) => setTimeout(r, Math.max(0, (codeSentAt.fa ?? 0) + 61_000 - Date.now())));
    const { context, page, visited } = await noScriptPage('fa');
    try {
      await page.goto(url('/loginRegister'));
      await page.getByLabel(l.mobileLabel).fill(l.mobile);
      await page.getByRole('button', { name: l.continue }).click();
      await page.waitForURL((u) => u.searchParams.get('step') === 'code');
      await heading(page, l.codeTitle).waitFor();
      const code = await smsCode(l.mobile);
      await page.getByLabel(l.codeLabel).fill(code);
      await page.getByRole('button', { name: l.verify, exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/');
      expect(await signedIn(context)).toMatchObject({ mobile: l.mobile, fullName: l.fullName });
      expect(visited.filter((v) => v.includes(code))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);
});
