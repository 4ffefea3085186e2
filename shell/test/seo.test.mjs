// The sitemaps and robots.txt of the shell's server (shell/server/seo/), through fastify.inject against a stub
// api: a real HTTP server answering GET /api/seo/index with the seeded api's recorded answer
// (fixtures/seo-index.json; api/test/seo-index.test.ts keeps it in the contract's shape), with ETag/304.
// The XML is parsed (jsdom's DOMParser, strict XML) and checked: every URL absolute, alternates reciprocal,
// Russian only where it exists, no private page, split past the per-file limit.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { JSDOM } from 'jsdom';
import { seoPlugin, ROUTE_KINDS, MAX_URLS_PER_FILE } from '../server/seo/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const recorded = JSON.parse(fs.readFileSync(path.join(here, 'fixtures', 'seo-index.json'), 'utf8'));
const routeTable = JSON.parse(fs.readFileSync(path.join(here, '..', 'routes.json'), 'utf8'));
const ORIGIN = 'https://shop.example';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const { DOMParser } = new JSDOM('').window;

// ---------------------------------------------------------------------------------------------- stub api

/** A stub api: answers /api/seo/index with `answer` (an ETag of its text; 304 when it matches). */
async function stubApi() {
  const stub = { answer: structuredClone(recorded), down: false, requests: [] };
  const server = http.createServer((req, res) => {
    stub.requests.push({ url: req.url, ifNoneMatch: req.headers['if-none-match'] ?? null });
    if (stub.down) {
      res.writeHead(502).end();
      return;
    }
    if (req.url !== '/api/seo/index') {
      res.writeHead(404).end();
      return;
    }
    const text = JSON.stringify(stub.answer);
    const etag = `"${Buffer.from(text).length}-${text.length % 9973}-${stub.version ?? 0}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag }).end(text);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  stub.url = `http://127.0.0.1:${server.address().port}`;
  stub.close = () => new Promise((r) => server.close(r));
  /** Replaces the answer (a new version, so a new ETag). */
  stub.change = (mutate) => {
    mutate(stub.answer.data);
    stub.version = (stub.version ?? 0) + 1;
  };
  return stub;
}

async function shell(stub, opts = {}) {
  const app = Fastify({ trustProxy: true });
  await app.register(seoPlugin, { apiUrl: stub.url, publicOrigin: ORIGIN, ...opts });
  // the shell's own catch-all page route stays in charge of every other path
  app.get('*', async () => 'page');
  await app.ready();
  return app;
}

// ---------------------------------------------------------------------------------------------- parsing

function parseXml(text) {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  assert.equal(doc.getElementsByTagName('parsererror').length, 0, `not well-formed XML: ${text.slice(0, 300)}`);
  return doc;
}

/** A sitemap's URLs: [{ loc, lastmod, alternates: { hreflang: href } }]. */
function urlsOf(text) {
  const doc = parseXml(text);
  assert.equal(doc.documentElement.localName, 'urlset');
  assert.equal(doc.documentElement.namespaceURI, SM);
  return [...doc.getElementsByTagNameNS(SM, 'url')].map((u) => ({
    loc: u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent,
    lastmod: u.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries([...u.getElementsByTagNameNS(XHTML, 'link')].map((l) => {
      assert.equal(l.getAttribute('rel'), 'alternate');
      return [l.getAttribute('hreflang'), l.getAttribute('href')];
    })),
  }));
}

/** A sitemap index's entries: [{ loc, lastmod }]. */
function indexOf(text) {
  const doc = parseXml(text);
  assert.equal(doc.documentElement.localName, 'sitemapindex');
  assert.equal(doc.documentElement.namespaceURI, SM);
  return [...doc.getElementsByTagNameNS(SM, 'sitemap')].map((s) => ({
    loc: s.getElementsByTagNameNS(SM, 'loc')[0]?.textContent,
    lastmod: s.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
  }));
}

/** Waits until `check` holds (the TTL's re-check runs beside the answer that starts it). */
async function waitFor(check, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) assert.fail(`still not so after ${ms} ms: ${check}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const get = (app, url, headers = {}) => app.inject({ method: 'GET', url, headers });
const pathOf = (url) => url.slice(ORIGIN.length);

/** Every URL of every sitemap the index names (following a per-language index of parts). */
async function allUrls(app) {
  const files = new Map();
  const visit = async (loc) => {
    const res = await get(app, pathOf(loc));
    assert.equal(res.statusCode, 200, loc);
    if (res.body.includes('<sitemapindex')) for (const e of indexOf(res.body)) await visit(e.loc);
    else files.set(pathOf(loc), urlsOf(res.body));
  };
  const index = await get(app, '/sitemap.xml');
  for (const e of indexOf(index.body)) await visit(e.loc);
  return files;
}

// ---------------------------------------------------------------------------------------------- tests

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

  test('is cached: the api is asked again after the TTL with If-None-Match, and a change shows', async () => {
    stub.requests.length = 0;
    const app = await shell(stub, { ttlMs: 300 });
    const first = await get(app, '/fa-ir-sitemap.xml');
    await get(app, '/en-us-sitemap.xml');
    await get(app, '/sitemap.xml');
    assert.equal(stub.requests.length, 1, 'one api request for every file within the TTL');
    assert.equal(stub.requests[0].ifNoneMatch, null);
    // a crawler that has the file gets 304
    assert.equal((await get(app, '/fa-ir-sitemap.xml', { 'if-none-match': first.headers.etag })).statusCode, 304);
    assert.match(first.headers['cache-control'], /^public, max-age=\d+$/);

    await new Promise((r) => setTimeout(r, 350));
    await get(app, '/fa-ir-sitemap.xml');
    await waitFor(() => stub.requests.length === 2);
    assert.ok(stub.requests[1].ifNoneMatch, 'asked with the ETag it holds');
    assert.equal((await get(app, '/fa-ir-sitemap.xml')).headers.etag, first.headers.etag, 'unchanged list (304): same file');
    assert.equal(stub.requests.length, 2);

    stub.change((d) => d.products.push({ id: 9999, slugs: { fa: 'محصول-تازه', en: 'new-product', ru: null }, updatedAt: '2030-01-01T00:00:00.000Z' }));
    await new Promise((r) => setTimeout(r, 350));
    // the first request after the TTL starts the check and may still get the last build
    await waitFor(async () => urlsOf((await get(app, '/en-us-sitemap.xml')).body).some((u) => u.loc === `${ORIGIN}/en/pr/9999/new-product` && u.lastmod === '2030-01-01T00:00:00Z'));
    stub.change((d) => d.products.pop());
    await app.close();
  });

  test('keeps serving the last build when the api is down, and answers 503 before any build', async () => {
    const app = await shell(stub, { ttlMs: 100 });
    assert.equal((await get(app, '/fa-ir-sitemap.xml')).statusCode, 200);
    stub.down = true;
    try {
      await new Promise((r) => setTimeout(r, 150));
      assert.equal((await get(app, '/fa-ir-sitemap.xml')).statusCode, 200);
      const cold = await shell(stub);
      const res = await get(cold, '/sitemap.xml');
      assert.equal(res.statusCode, 503);
      assert.match(res.headers['retry-after'], /^\d+$/);
      await cold.close();
    } finally {
      stub.down = false;
    }
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

  test('compresses for clients that accept it; HEAD answers the headers', async () => {
    const app = await shell(stub);
    const plain = await get(app, '/fa-ir-sitemap.xml');
    for (const [accept, encoding, decode] of [['br, gzip', 'br', zlib.brotliDecompressSync], ['gzip;q=1, br;q=0', 'gzip', zlib.gunzipSync]]) {
      const res = await app.inject({ method: 'GET', url: '/fa-ir-sitemap.xml', headers: { 'accept-encoding': accept } });
      assert.equal(res.headers['content-encoding'], encoding);
      assert.equal(decode(res.rawPayload).toString(), plain.body);
      assert.equal(res.headers.vary, 'Accept-Encoding');
    }
    const head = await app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    assert.equal(plain.headers['x-robots-tag'], 'noindex');
    await app.close();
  });

  test('takes the origin from the request when no public origin is set (behind a trusted proxy too)', async () => {
    const app = Fastify({ trustProxy: true });
    await app.register(seoPlugin, { apiUrl: stub.url });
    await app.ready();
    const res = await get(app, '/sitemap.xml', { host: 'shop.local:3000' });
    assert.ok(indexOf(res.body).every((e) => e.loc.startsWith('http://shop.local:3000/')));
    const proxied = await get(app, '/fa-ir-sitemap.xml', { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.shop.example' });
    assert.ok(urlsOf(proxied.body).every((u) => u.loc.startsWith('https://www.shop.example/')));
    assert.equal((await get(app, '/sitemap.xml', { host: 'bad host"<' })).statusCode, 400);
    await app.close();
  });

  test('classifies every route of routes.json (a new page must say whether it is listed)', () => {
    for (const r of routeTable.routes) assert.ok(ROUTE_KINDS[r.module], `${r.path} (${r.module})`);
  });
});

describe('robots.txt', () => {
  let stub;
  before(async () => {
    stub = await stubApi();
  });
  after(() => stub.close());

  /** Google's reading of robots.txt for one path: the longest matching rule wins, Allow on a tie. */
  function allowed(robots, p) {
    let best = { length: -1, allow: true };
    for (const line of robots.split('\n')) {
      const m = /^(Allow|Disallow):\s*(\S*)/.exec(line);
      if (!m || !m[2] || !p.startsWith(m[2])) continue;
      if (m[2].length > best.length || (m[2].length === best.length && m[1] === 'Allow')) best = { length: m[2].length, allow: m[1] === 'Allow' };
    }
    return best.allow;
  }

  test('names the sitemap index and keeps private pages out in every language, public pages in', async () => {
    const app = await shell(stub);
    const res = await get(app, '/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^text\/plain/);
    const robots = res.body;
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
    for (const prefix of ['', '/en', '/ru']) {
      for (const p of ['/basket', '/loginRegister', '/profile', '/profile/accountorder/12', '/search', '/search/extinguishers']) assert.equal(allowed(robots, `${prefix}${p}`), false, `${prefix}${p}`);
    }
    assert.equal(allowed(robots, '/api/seo/index'), false);
    for (const p of ['/api/img/product-7-1_lg.webp', '/api/content/covers/shield-0.svg', '/api/catalog/files/catalogue-full-2025.pdf']) assert.equal(allowed(robots, p), true, p);
    for (const loc of [...(await allUrls(app)).values()].flat().map((u) => u.loc)) assert.equal(allowed(robots, decodeURI(pathOf(loc))), true, loc);
    await app.close();
  });
});
