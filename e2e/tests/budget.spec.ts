import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { url, openPage, closeAll, env } from '../lib/harness';
import { ADMIN_CODE } from '../lib/admin';

/**
 * First-visit JavaScript budgets (e2e/budgets.json): a fresh context at 360 px opens each page,
 * waits for the network to be idle and sums the compressed bytes of every JavaScript response
 * (the encoded body size, as the static servers send it with brotli/gzip). Bytes, never time:
 * the same build gives the same figure. How budgets are set and what moved them: docs/performance.md.
 */
interface Budgets {
  pages: Record<string, number>;
}
const budgets: Budgets = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'budgets.json'), 'utf8'));

const isJs = (r: Response) =>
  r.request().resourceType() === 'script' || /javascript/.test(r.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(new URL(r.url()).pathname);

/** The compressed JavaScript of a first visit to `pagePath`, in bytes, with the files behind it. */
/** The back-office's code (issue 31): mf-admin's own files (its server's origin) and the facades the shell provides for it (ADMIN_CODE). */
const ADMIN_ORIGIN = `http://localhost:${env.ports.mf_admin}`;

async function firstVisitJs(pagePath: string): Promise<{ total: number; files: Array<{ url: string; bytes: number }>; status: number | undefined; adminFiles: string[] }> {
  const page = await openPage({ locale: pagePath === '/en' || pagePath.startsWith('/en/') ? 'en' : 'fa', width: 360 });
  const responses: Response[] = [];
  page.on('response', (r) => {
    if (isJs(r)) responses.push(r);
  });
  const res = await page.goto(url(encodeURI(pagePath)), { waitUntil: 'networkidle' });
  const files: Array<{ url: string; bytes: number }> = [];
  const adminFiles: string[] = [];
  for (const r of responses) {
    await r.finished();
    const body = await r.text().catch(() => '');
    if (r.url().startsWith(ADMIN_ORIGIN) || ADMIN_CODE.test(body)) adminFiles.push(r.url());
    const { responseBodySize } = await r.request().sizes();
    // a response the service worker answered (a link prefetch it already holds) reports a negative
    // size (no body on the wire, minus its headers): it downloaded nothing, which is 0, not less
    files.push({ url: r.url(), bytes: Math.max(0, responseBodySize) });
  }
  await page.context().close();
  files.sort((a, b) => b.bytes - a.bytes || a.url.localeCompare(b.url));
  return { total: files.reduce((s, f) => s + f.bytes, 0), files, status: res?.status(), adminFiles };
}

afterAll(closeAll);

describe('performance budgets: compressed JavaScript of a first visit at 360 px', () => {
  it('budgets.json names the pages it guards', () => {
    // budgets only: their history is docs/performance.md's
    expect(Object.keys(budgets)).toEqual(['pages']);
    expect(Object.keys(budgets.pages)).toEqual(expect.arrayContaining(['/', '/en', '/cat']));
    expect(Object.keys(budgets.pages).some((p) => p.startsWith('/pr/'))).toBe(true);
    expect(Object.keys(budgets.pages).some((p) => p.startsWith('/po/'))).toBe(true);
  });

  for (const [pagePath, budget] of Object.entries(budgets.pages)) {
    it(`${pagePath} stays within ${budget} bytes`, async () => {
      const { total, files, status, adminFiles } = await firstVisitJs(pagePath);
      expect(status).toBe(200);
      // no shopper downloads the back-office's code (mf-admin's files, the grid, the editor)
      expect(adminFiles).toEqual([]);
      expect(files.length).toBeGreaterThan(0);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(`budget ${pagePath}: ${total} bytes (${kb(total)}) of JavaScript in ${files.length} files; budget ${budget} bytes`);
      if (total > budget) {
        const largest = files.slice(0, 8).map((f) => `  ${f.bytes} B ${f.url}`).join('\n');
        throw new Error(`${pagePath}: ${total} bytes (${kb(total)}) of compressed JavaScript on a first visit, over its budget of ${budget} bytes (${kb(budget)}) by ${total - budget} bytes.\nLargest files:\n${largest}`);
      }
    });
  }
});
