import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from './browser';

/** What e2e/run.mjs started: base URL, ports, the temporary data folder and composition file. */
export interface E2EEnv {
  baseUrl: string;
  apiUrl: string;
  tmp: string;
  dataDir: string;
  compositionFile: string;
  ports: Record<string, number>;
  secondVersion: string;
}
export const env: E2EEnv = JSON.parse(fs.readFileSync(process.env.E2E_ENV ?? path.join(__dirname, '..', '.env.json'), 'utf8'));

export const url = (p: string) => `${env.baseUrl}${p}`;

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export async function getBrowser(): Promise<Browser> {
  browser ??= await launch();
  return browser;
}

export interface OpenOptions {
  locale?: 'fa' | 'en';
  /** viewport width; phones first (360) */
  width?: number;
  height?: number;
  context?: BrowserContext;
  /**
   * The consultation modal opens at half a page of scrolling (Playwright scrolls before clicks);
   * it is dismissed in advance unless a spec is about it.
   */
  consultation?: boolean;
}

export type TestPage = Page & { errors: string[] };

/** A fresh browser context (own cookies and storage) and page. */
export async function openPage(opts: OpenOptions = {}): Promise<TestPage> {
  const b = await getBrowser();
  const ctx =
    opts.context ??
    (await b.newContext({
      viewport: { width: opts.width ?? 360, height: opts.height ?? 780 },
      locale: opts.locale === 'en' ? 'en-US' : 'fa-IR',
      reducedMotion: 'reduce',
    }));
  if (!opts.context) contexts.push(ctx);
  const page = (await ctx.newPage()) as TestPage;
  if (!opts.consultation) {
    await page.addInitScript(() => {
      try {
        localStorage.setItem('content:consultationDismissed', '1');
      } catch {
        /* storage unavailable: nothing to dismiss */
      }
    });
  }
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

export async function closeAll(): Promise<void> {
  for (const c of contexts.splice(0)) await c.close().catch(() => {});
  await browser?.close();
  browser = undefined;
}

/** Runs axe-core on the page and fails with a readable list of violations (serious and critical). */
export async function expectNoA11yViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: AxeBuilder } = require('@axe-core/playwright');
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const bad = results.violations.filter((v: { impact?: string }) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v: { id: string; help: string; nodes: Array<{ target: unknown }> }) => `${v.id}: ${v.help} → ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(report).toEqual([]);
}

export async function apiGet<T = unknown>(p: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { isSuccess: boolean; data: T; messages: Array<{ item1: string }> } }> {
  const res = await fetch(`${env.apiUrl}${p}`, { headers });
  return { status: res.status, body: await res.json() };
}

/** The latest one-time code the sandbox SMS sent to `mobile` (read from the development outbox). */
export async function smsCode(mobile: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const { body } = await apiGet<unknown>(`/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
    const text = JSON.stringify(body.data ?? '');
    const m = /\b(\d{4,6})\b/.exec(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
    if (m) return m[1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

/** Read-only access to the e2e SQLite database, to find what a user submitted stored. */
export function db() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3');
  return new Database(path.join(env.dataDir, 'shop.sqlite'), { readonly: true, fileMustExist: true });
}

/** Waits until the page has no pending network activity and the loading skeletons are gone. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15000 }).catch(() => {});
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(__dirname, '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
