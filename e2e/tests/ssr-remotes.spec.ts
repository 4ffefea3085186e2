import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { env, url, openPage, closeAll, apiGet, settle } from '../lib/harness';
import { poll } from '../lib/poll';
import { root, compose, untilUp, plain } from '../lib/ssr';

/**
 * Server rendering through the federated remotes (issue 11), when remotes change under it: a remote
 * that is down costs only its own region (on the server and in the browser, which retries it), and a
 * remote's new version, its rollback and a canary leave every region server-rendered.
 */
afterAll(closeAll);

describe('server rendering: remotes down or switched', () => {
  it('with one remote’s server stopped, every other region is still rendered by the server', async () => {
    const port = env.ports.mf_content + 20;
    let server: ChildProcess | undefined;
    try {
      // mf_content moves to a server that is not running: the shell's server cannot load its code
      const set = compose('set', 'mf_content', '1.0.0', '--server', `http://localhost:${port}`, '--no-check');
      expect({ status: set.status, stderr: set.stderr }).toEqual({ status: 0, stderr: '' });
      const res = await fetch(url('/'));
      const html = await res.text();
      expect(res.status).toBe(200);
      // mf_content's regions (hero, services, posts...) are fallbacks; mf_catalog's are rendered
      expect(html).toContain('data-testid="fallback-mf_content"');
      expect(html).not.toContain('data-testid="fallback-mf_catalog"');
      const cats = await apiGet<Array<{ name: string }>>('/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=true&lang=fa');
      expect(plain(html)).toContain(cats.body.data[0].name);
      // header and footer (the shell's) are there too
      expect(html).toMatch(/<header[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[\s\S]*<\/footer>/);
      // a product page does not depend on mf_content at all
      const product = await fetch(url('/pr/1/x')).then((r) => r.text());
      expect(product).not.toContain('data-testid="fallback-');

      // the browser shows the same fallbacks without a mismatch, then retries: with the server back, the region returns
      const page = await openPage({ width: 1280 });
      const warnings: string[] = [];
      page.on('console', (m) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(m.text()) && warnings.push(m.text()));
      await page.goto(url('/'));
      await settle(page);
      const fallbacks = page.locator('[data-testid="fallback-mf_content"]');
      await poll(() => fallbacks.count()).toBeGreaterThan(0);
      const down = await fallbacks.count();
      expect(warnings).toEqual([]);
      server = spawn(process.execPath, [path.join(root, 'scripts', 'serve-remote.mjs'), '--port', String(port)], { cwd: path.join(root, 'mf-content'), stdio: 'ignore' });
      await untilUp(`http://127.0.0.1:${port}/versions.json`);
      await fallbacks.first().getByRole('button').click();
      await settle(page);
      await page.waitForTimeout(500);
      await poll(() => fallbacks.count()).toBeLessThan(down);
      // and the next page from the server has every region again
      const again = await fetch(url('/')).then((r) => r.text());
      expect(again).not.toContain('data-testid="fallback-');
    } finally {
      server?.kill('SIGTERM');
      compose('rollback', 'mf_content');
    }
  });

  it('a remote’s new version, the rollback and a canary leave every region server-rendered whichever remote used a shared module first', async () => {
    // a shell of its own (a fresh process), so that mf_content is the first here to use the shared
    // modules only remotes use (Breadcrumb, SafeImage, ...): switching its version once removed them
    // from the server's share scope, and every remote using them fell back to the browser until a restart
    const port = env.ports.shell + 70;
    const file = path.join(env.tmp, 'composition-switch.json');
    fs.copyFileSync(env.compositionFile, file);
    const composeHere = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(root, 'scripts', 'compose.mjs'), ...args], { env: { ...process.env, COMPOSITION_FILE: file }, encoding: 'utf8' });
    const shell = spawn(process.execPath, [path.join(root, 'shell', 'server.mjs')], {
      cwd: path.join(root, 'shell'),
      env: { ...process.env, SHELL_PORT: String(port), API_URL: env.apiUrl, COMPOSITION_FILE: file, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    try {
      await untilUp(`http://localhost:${port}/health`);
      const failedOn = async (p: string) => {
        const html = await (await fetch(`http://localhost:${port}${encodeURI(p)}`)).text();
        const m = html.match(/"failed":(\[[^\]]*\])/);
        expect(m).not.toBeNull();
        return JSON.parse(m![1]) as string[];
      };
      const post = '/po/12/ایمنی-حریق-در-خانه-چک-لیست';
      expect(await failedOn(post)).toEqual([]);
      const set = composeHere('set', 'mf_content', env.secondVersion);
      expect({ status: set.status, stderr: set.stderr }).toEqual({ status: 0, stderr: '' });
      expect(await failedOn(post)).toEqual([]);
      expect(await failedOn('/pr/1/x')).toEqual([]);
      expect(composeHere('rollback', 'mf_content').status).toBe(0);
      expect(await failedOn(post)).toEqual([]);
      expect(await failedOn('/pr/1/x')).toEqual([]);

      // a canary: the server switches versions between renders, as visitors' buckets ask
      expect(composeHere('canary', 'mf_content', env.secondVersion, '--share', '50').status).toBe(0);
      for (const bucket of [10, 90, 20, 80]) {
        const html = await (await fetch(`http://localhost:${port}${encodeURI(post)}`, { headers: { cookie: `mfc=mf_content:${bucket}` } })).text();
        const version = JSON.parse(html.match(/<script id="composition"[^>]*>([^<]*)<\/script>/)![1]).remotes.mf_content.version;
        expect({ bucket, version, failed: html.match(/"failed":(\[[^\]]*\])/)?.[1] }).toEqual({ bucket, version: bucket < 50 ? env.secondVersion : '1.0.0', failed: '[]' });
      }
    } finally {
      shell.kill('SIGTERM');
    }
  });
});
