import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { env, url, smsCode } from './harness';

const root = path.resolve(__dirname, '..', '..');

/**
 * What the back-office's code holds and a shopper's never should (budget.spec.ts): MUI X Data Grid's class
 * names and the rich-text editor (ProseMirror, tiptap). admin-access.spec.ts checks a back-office page's files do match.
 */
export const ADMIN_CODE = /MuiDataGrid|ProseMirror|@tiptap|mui-tiptap/;

/** A fresh Iranian mobile for this run (the database is fresh, but numbers stay unique anyway). */
let counter = 0;
export function freshMobile(prefix = '0912'): string {
  counter += 1;
  return `${prefix}${String(Date.now() + counter * 7919).slice(-7)}`;
}

/** The first owner, made as an operator does: `npm run admin -- create-owner 09… --name …` against the e2e database. */
export function createOwner(mobile: string, name: string): string {
  const r = spawnSync('npm', ['run', 'admin', '--', 'create-owner', mobile, '--name', name], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
  });
  if (r.status !== 0) throw new Error(`create-owner failed (${r.status}): ${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

const latin = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

/** Signs a staff member in through the back-office's form (fa or en), with the code from the sandbox SMS outbox. */
export async function signInStaff(page: Page, mobile: string, locale: 'fa' | 'en' = 'fa'): Promise<void> {
  const t = locale === 'fa' ? { mobile: 'شمارهٔ موبایل', send: 'ارسال کد', code: 'کد ورود', submit: 'ورود' } : { mobile: 'Mobile number', send: 'Send code', code: 'Sign-in code', submit: 'Sign in' };
  await page.goto(url(locale === 'fa' ? '/admin' : '/en/admin'));
  await page.getByLabel(t.mobile).fill(mobile);
  await page.getByRole('button', { name: t.send }).click();
  await page.getByLabel(t.code).waitFor();
  await page.getByLabel(t.code).fill(latin(await smsCode(mobile)));
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  // signed in: the back-office's bar (its navigation is a drawer on a phone)
  await page.getByRole('button', { name: locale === 'fa' ? 'خروج' : 'Sign out' }).waitFor();
}

/** Signs a staff member in through the api alone, in `request`'s cookie jar (a browser context's `request` shares the page's cookies). */
export async function signInStaffApi(request: APIRequestContext, mobile: string): Promise<void> {
  const sent = await request.post(url('/api/admin/auth/otp?lang=en'), { data: { mobile } });
  if (!sent.ok()) throw new Error(`otp: ${sent.status()} ${await sent.text()}`);
  const verified = await request.post(url('/api/admin/auth/verify?lang=en'), { data: { mobile, code: latin(await smsCode(mobile)) } });
  if (!verified.ok()) throw new Error(`verify: ${verified.status()} ${await verified.text()}`);
}
