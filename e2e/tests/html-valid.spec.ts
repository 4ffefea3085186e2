import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { url, apiGet } from '../lib/harness';

/**
 * Valid HTML (issue 34, item 12): the server-rendered answer of every public page, in Persian and
 * English, passes the Nu Html Checker (npm's vnu-jar, the W3C validator, in the machine's Java) with
 * 0 errors. All the pages are checked by one run of the checker (Java is slow to start).
 */

/** The seed's addresses of one of each kind of page, in `locale`, from the api (the page's own canonical names: no redirect). */
async function publicPages(locale: 'fa' | 'en'): Promise<Array<[string, string, number]>> {
  const prefix = locale === 'fa' ? '' : '/en';
  const product = (await apiGet<{ id: number; slug: string }>(`/api/product/1?lang=${locale}`)).body.data;
  const post = (await apiGet<{ items: Array<{ id: number; slug: string }> }>(`/api/blog/posts?pageSize=1&lang=${locale}`)).body.data.items[0];
  const category = (await apiGet<Array<{ labels: Record<string, string> }>>(`/api/category/category?ParentId=42&Active=true&SortBy=0&IncludeChildren=true&lang=${locale}`)).body.data[0];
  const brand = (await apiGet<Array<{ id: number; label: string; productCount: number }>>(`/api/brand/brand?lang=${locale}`)).body.data.find((b) => b.productCount > 0)!;
  const service = (await apiGet<Array<{ label: string }>>(`/api/services?lang=${locale}`)).body.data[0];
  const query = locale === 'fa' ? 'کپسول' : 'extinguisher';
  const pages: Array<[string, string, number]> = [
    ['home', prefix || '/', 200],
    ['categories', `${prefix}/cat`, 200],
    ['a category', `${prefix}/cat/${encodeURIComponent(category.labels[locale])}`, 200],
    ['brands', `${prefix}/brand`, 200],
    ['a brand', `${prefix}/brand/${brand.id}/${encodeURIComponent(brand.label)}`, 200],
    ['search', `${prefix}/search?q=${encodeURIComponent(query)}`, 200],
    ['a product', `${prefix}/pr/${product.id}/${encodeURIComponent(product.slug)}`, 200],
    ['catalogue', `${prefix}/st/catalog`, 200],
    ['blog', `${prefix}/st/blog`, 200],
    ['a post', `${prefix}/po/${post.id}/${encodeURIComponent(post.slug)}`, 200],
    ['blog categories', `${prefix}/st/BlogCat`, 200],
    ['services', `${prefix}/services`, 200],
    ['a service', `${prefix}/services/${encodeURIComponent(service.label)}`, 200],
    ['about', `${prefix}/about`, 200],
    ['customer experience', `${prefix}/customerExperience`, 200],
    ['contact', `${prefix}/st/contactus`, 200],
    ['404', `${prefix}/no/such/page`, 404],
  ];
  return pages.map(([name, address, status]) => [`${locale} ${name}`, address, status]);
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

describe('valid HTML (the Nu Html Checker, errors only)', () => {
  it('every public page, in fa and en, has 0 errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
    const files = new Map<string, string>();
    const unexpected: string[] = [];
    for (const locale of ['fa', 'en'] as const) {
      for (const [name, address, status] of await publicPages(locale)) {
        const res = await fetch(url(address), { redirect: 'manual' });
        if (res.status !== status) {
          unexpected.push(`${name} ${decodeURI(address)}: ${res.status}, not ${status}`);
          continue;
        }
        const file = path.join(dir, `${files.size}.html`);
        fs.writeFileSync(file, await res.text());
        files.set(file, `${name} (${decodeURI(address)})`);
      }
    }
    // every page answered as it should (the missing address: 404), so every one is checked
    expect(unexpected).toEqual([]);

    // vnu-jar exports the path of its jar
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const jar = String(require('vnu-jar'));
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files.keys()], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error || !run.stdout) throw new Error(`the checker did not run: ${run.error?.message ?? run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => {
        const page = files.get(m.url.replace(/^file:/, '')) ?? m.url;
        const where = m.lastLine ? `line ${m.lastLine}, column ${m.firstColumn ?? m.lastColumn}` : 'document';
        return `${page}, ${where}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ')}` : ''}`;
      });
    fs.rmSync(dir, { recursive: true, force: true });
    expect({ pages: files.size, errors }).toEqual({ pages: 34, errors: [] });
  });
});
