// The sitemaps of the shell's server (shell/server/seo/), what they list: every URL absolute, alternates
// reciprocal, Russian only where it exists, no private page, no URL that redirects, split past the
// per-file limits. (How they are served, cached and compressed: sitemaps-serving.test.mjs; the stub api
// and the XML parsing: seo-helpers.mjs.)
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_KINDS, MAX_URLS_PER_FILE } from '../server/seo/index.mjs';
import { recorded, routeTable, ORIGIN, stubApi, shell, urlsOf, indexOf, get, pathOf, allUrls } from './seo-helpers.mjs';

describe('sitemaps', () => {
  let stub;
  before(async () => {
    stub = await stubApi();
  });
  after(() => stub.close());

  test('the index at /sitemap.xml and /index-sitemap.xml names one absolute sitemap per language', async () => {
    const app = await shell(stub);
    for (const url of ['/sitemap.xml', '/index-sitemap.xml']) {
      const res = await get(app, url);
      assert.equal(res.statusCode, 200);
      assert.match(res.headers['content-type'], /^application\/xml; charset=utf-8/);
      const entries = indexOf(res.body);
      assert.deepEqual(entries.map((e) => e.loc), [`${ORIGIN}/fa-ir-sitemap.xml`, `${ORIGIN}/en-us-sitemap.xml`, `${ORIGIN}/ru-ru-sitemap.xml`]);
      for (const e of entries) assert.match(e.lastmod, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    await app.close();
  });

  test('lists every public page in fa and en with absolute URLs and lastmod, and nothing private', async () => {
    const app = await shell(stub);
    const files = await allUrls(app);
    const fa = files.get('/fa-ir-sitemap.xml').map((u) => u.loc);
    const en = files.get('/en-us-sitemap.xml').map((u) => u.loc);
    const data = recorded.data;
    for (const loc of [...files.values()].flat().map((u) => u.loc)) assert.match(loc, /^https:\/\/shop\.example\/[^\s]*$/);
    // the static pages
    for (const p of ['/', '/cat', '/brand', '/st/catalog', '/services', '/st/blog', '/st/BlogCat', '/about', '/customerExperience', '/st/contactus']) {
      assert.ok(fa.includes(`${ORIGIN}${p}`), p);
      assert.ok(en.includes(`${ORIGIN}${p === '/' ? '/en' : `/en${p}`}`), p);
    }
    // one URL per entity and language, keyed as the pages are
    const product = data.products[0];
    assert.ok(fa.includes(`${ORIGIN}/pr/${product.id}/${encodeURIComponent(product.slugs.fa)}`));
    assert.ok(en.includes(`${ORIGIN}/en/pr/${product.id}/${product.slugs.en}`));
    const category = data.categories[0];
    assert.ok(fa.includes(`${ORIGIN}/cat/${encodeURIComponent(category.slugs.fa)}`));
    assert.ok(en.includes(`${ORIGIN}/en/cat/${category.slugs.en}`));
    assert.ok(fa.includes(`${ORIGIN}/brand/${data.brands[0].id}/${data.brands[0].slugs.fa}`));
    assert.ok(fa.includes(`${ORIGIN}/po/${data.posts[0].id}/${encodeURIComponent(data.posts[0].slugs.fa)}`));
    assert.ok(fa.includes(`${ORIGIN}/services/${data.services[0].slugs.fa}`));
    assert.ok(fa.includes(`${ORIGIN}/st/blog?category=${data.blogCategories[0].slugs.fa}`));
    const expected = 10 + ['categories', 'brands', 'products', 'posts', 'services', 'blogCategories'].reduce((n, k) => n + data[k].length, 0);
    assert.equal(fa.length, expected);
    assert.equal(en.length, expected);
    assert.equal(new Set(fa).size, fa.length, 'no URL twice');
    // never basket, login, profile, order or search
    const privateBits = ['/basket', '/loginRegister', '/profile', '/search'];
    for (const loc of [...files.values()].flat().map((u) => u.loc)) for (const bit of privateBits) assert.ok(!pathOf(loc).replace(/^\/(en|ru)/, '').startsWith(bit), loc);
    // lastmod: W3C datetime from the entity's time
    const productUrl = files.get('/fa-ir-sitemap.xml').find((u) => u.loc.includes(`/pr/${product.id}/`));
    assert.equal(productUrl.lastmod, new Date(product.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'));
    const service = files.get('/fa-ir-sitemap.xml').find((u) => u.loc.endsWith(`/services/${data.services[0].slugs.fa}`));
    assert.equal(service.lastmod, null, 'no lastmod where the api records no time');
    await app.close();
  });

  test('alternates are reciprocal: each language lists the same set, fa is x-default, ru only where the page exists in Russian', async () => {
    const app = await shell(stub);
    const files = await allUrls(app);
    const byLoc = new Map();
    const tags = { '/fa-ir-sitemap.xml': 'fa-IR', '/en-us-sitemap.xml': 'en-US', '/ru-ru-sitemap.xml': 'ru-RU' };
    for (const [file, urls] of files) for (const u of urls) byLoc.set(u.loc, { ...u, hreflang: tags[file] });
    for (const u of byLoc.values()) {
      assert.equal(u.alternates[u.hreflang], u.loc, `${u.loc} names itself`);
      assert.equal(u.alternates['x-default'], u.alternates['fa-IR'], `${u.loc}: x-default is the Persian page`);
      for (const [hreflang, href] of Object.entries(u.alternates)) {
        if (hreflang === 'x-default') continue;
        const other = byLoc.get(href);
        assert.ok(other, `${u.loc} names ${href}, which is not listed`);
        assert.equal(other.hreflang, hreflang);
        assert.deepEqual(other.alternates, u.alternates, `${href} names the same alternates as ${u.loc}`);
      }
    }
    const data = recorded.data;
    const untranslated = data.products.find((p) => p.slugs.ru === null);
    const translated = data.products.find((p) => p.slugs.ru !== null);
    assert.ok(untranslated && translated, 'the fixture has products with and without Russian');
    const faOf = (p) => `${ORIGIN}/pr/${p.id}/${encodeURIComponent(p.slugs.fa)}`;
    assert.equal(byLoc.get(faOf(untranslated)).alternates['ru-RU'], undefined);
    assert.equal(byLoc.get(faOf(translated)).alternates['ru-RU'], `${ORIGIN}/ru/pr/${translated.id}/${encodeURIComponent(translated.slugs.ru)}`);
    const about = data.pages.find((p) => p.key === 'about');
    assert.equal(Boolean(byLoc.get(`${ORIGIN}/about`).alternates['ru-RU']), about.ru);
    assert.equal(byLoc.get(`${ORIGIN}/cat`).alternates['ru-RU'], `${ORIGIN}/ru/cat`);
    assert.equal(byLoc.get(`${ORIGIN}/`).alternates['en-US'], `${ORIGIN}/en`);
    await app.close();
  });

  test('splits a language into numbered files past the per-file limit; the indexes name them', async () => {
    const limit = 25;
    const app = await shell(stub, { maxUrlsPerFile: limit });
    const index = indexOf((await get(app, '/sitemap.xml')).body).map((e) => pathOf(e.loc));
    const faParts = index.filter((p) => p.startsWith('/fa-ir-sitemap-'));
    assert.ok(faParts.length >= 3, `fa split into ${faParts.length} files`);
    assert.deepEqual(faParts, faParts.map((_p, i) => `/fa-ir-sitemap-${i + 1}.xml`));
    assert.ok(!index.includes('/fa-ir-sitemap.xml'), 'the index names the parts, not an index of them');
    // the language's own file is now an index of its parts
    assert.deepEqual(indexOf((await get(app, '/fa-ir-sitemap.xml')).body).map((e) => pathOf(e.loc)), faParts);
    let total = 0;
    for (const part of faParts) {
      const urls = urlsOf((await get(app, part)).body);
      assert.ok(urls.length > 0 && urls.length <= limit, `${part}: ${urls.length} URLs`);
      total += urls.length;
    }
    const unsplit = await shell(stub);
    assert.equal(total, urlsOf((await get(unsplit, '/fa-ir-sitemap.xml')).body).length);
    assert.equal((await get(app, `/fa-ir-sitemap-${faParts.length + 1}.xml`)).statusCode, 404);
    assert.equal((await get(app, '/fa-ir-sitemap-0.xml')).body, 'page');
    assert.equal(MAX_URLS_PER_FILE, 50_000);
    await app.close();
    await unsplit.close();
  });

  test('splits by size too (50 MB a file in production)', async () => {
    const app = await shell(stub, { maxBytesPerFile: 20_000 });
    const index = indexOf((await get(app, '/sitemap.xml')).body).map((e) => pathOf(e.loc));
    const parts = index.filter((p) => /^\/fa-ir-sitemap-\d+\.xml$/.test(p));
    assert.ok(parts.length >= 2);
    for (const p of parts) assert.ok(Buffer.byteLength((await get(app, p)).body) <= 20_000, p);
    await app.close();
  });

  test('leaves out URLs that redirect: the redirects file and the legacy rules of spec §2', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-redirects-'));
    const file = path.join(dir, 'redirects.json');
    fs.writeFileSync(file, JSON.stringify({ rules: [{ from: '/about', to: '/customerExperience' }, { from: '/en/st/BlogCat', to: '/en/st/blog', status: 302 }] }));
    // an English slug that contains a legacy base (/brand) redirects by spec §2's rule
    stub.change((d) => d.products.push({ id: 777, slugs: { fa: 'کپسول', en: 'brand-new-extinguisher', ru: null }, updatedAt: null }));
    try {
      const app = await shell(stub, { redirectsFile: file });
      const files = await allUrls(app);
      const all = [...files.values()].flat();
      const locs = all.map((u) => u.loc);
      for (const gone of ['/about', '/en/about', '/ru/about', '/en/st/BlogCat', '/en/pr/777/brand-new-extinguisher']) assert.ok(!locs.includes(`${ORIGIN}${gone}`), gone);
      assert.ok(locs.includes(`${ORIGIN}/st/BlogCat`));
      const fa777 = all.find((u) => u.loc.includes('/pr/777/'));
      assert.deepEqual(Object.keys(fa777.alternates).sort(), ['fa-IR', 'x-default'], 'no alternate that redirects');
      // an operator's edit of the file shows on the next request
      fs.writeFileSync(file, JSON.stringify({ rules: [] }));
      const later = [...(await allUrls(app)).values()].flat().map((u) => u.loc);
      assert.ok(later.includes(`${ORIGIN}/about`));
      // a wrong file is logged and ignored here (the server refuses it when it loads it)
      fs.writeFileSync(file, JSON.stringify({ rules: [{ from: '/about', to: '//evil.example' }] }));
      assert.ok([...(await allUrls(app)).values()].flat().some((u) => u.loc === `${ORIGIN}/about`));
      await app.close();
    } finally {
      stub.change((d) => d.products.pop());
    }
  });

  test('classifies every route of routes.json (a new page must say whether it is listed)', () => {
    for (const r of routeTable.routes) assert.ok(ROUTE_KINDS[r.module], `${r.path} (${r.module})`);
  });
});
