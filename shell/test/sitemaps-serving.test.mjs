// How the shell's server serves its sitemaps (shell/server/seo/): cached with the api asked again after
// the TTL (If-None-Match), the last build kept while the api is down, compressed for clients that accept
// it, the origin taken from the request when none is set. (What they list: sitemaps.test.mjs.)
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { seoPlugin } from '../server/seo/index.mjs';
import { ORIGIN, stubApi, shell, urlsOf, indexOf, waitFor, get } from './seo-helpers.mjs';

describe('sitemaps', () => {
  let stub;
  before(async () => {
    stub = await stubApi();
  });
  after(() => stub.close());

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

});
