import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { env, url, getBrowser } from './harness';

/** What the server-rendering specs (tests/ssr-*.spec.ts) share: the system's scripts, text helpers, pages without scripts. */
export const root = path.resolve(__dirname, '..', '..');

/** scripts/compose.mjs on the run's composition file (what an operator does between renders). */
export const compose = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'scripts', 'compose.mjs'), ...args], { env: { ...process.env, COMPOSITION_FILE: env.compositionFile }, encoding: 'utf8' });

/** The shell built with React's development code, served by e2e/run.mjs on its own port. */
export const reactDevUrl = (env as typeof env & { reactDevUrl: string }).reactDevUrl;

/** Waits until `address` answers 200: a server this test started (a remote's /versions.json, a shell's /health). */
export async function untilUp(address: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(address)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${address} did not answer`);
}

/** An HTML fragment's text, as one line. */
export const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Digits compared whatever their script (the page writes Persian digits in fa). */
export const latin = (s: string) => s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

/** The page as a crawler or a phone before any script runs: JavaScript off. */
export async function withoutScripts(pathname: string) {
  const browser = await getBrowser();
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await ctx.newPage();
  const res = await page.goto(url(pathname));
  const text = (await page.locator('#root').innerText()).replace(/\s+/g, ' ');
  const h1 = (await page.locator('#root h1').first().innerText()).trim();
  await ctx.close();
  return { status: res?.status(), text, h1 };
}

/** Waits until the shell's script has run in the page (its bus is up). */
export async function shellRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as unknown as { __FIRE_SHOP_BUS__?: unknown }).__FIRE_SHOP_BUS__);
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  price: number | null;
  description: string;
}
export interface Post {
  id: number;
  slug: string;
  title: string;
  body: string;
}
