// POST /__cache/purge (shell/server/cache-purge.mjs): the api's word that the catalogue changed. It needs the
// shared secret (401 otherwise, and always while none is set, before the body is read); a purge drops the
// sitemaps so the next sitemap request asks the api and shows the change at once, waiting for a list of the
// announced version or later; the version is remembered, from purges and from the api's answers.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { seoPlugin } from '../server/seo/index.mjs';
import { cachePurgePlugin, catalogVersionState, bearerMatches } from '../server/cache-purge.mjs';
import { ORIGIN, stubApi, urlsOf, get } from './seo-helpers.mjs';

const SECRET = 'a-shared-secret-0123456789';

async function shellWithPurge(stub, { ttlMs, ...opts } = {}) {
  const secret = 'secret' in opts ? opts.secret : SECRET;
  const state = catalogVersionState();
  const app = Fastify();
  await app.register(seoPlugin, { apiUrl: stub.url, publicOrigin: ORIGIN, catalogVersion: state, ...(ttlMs ? { ttlMs } : {}) });
  await app.register(cachePurgePlugin, { secret, state });
  app.get('*', async () => 'page');
  await app.ready();
  return { app, state };
}

const purge = (app, body, authorization = `Bearer ${SECRET}`) =>
  app.inject({ method: 'POST', url: '/__cache/purge', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, payload: JSON.stringify(body) });

const hasProduct = (body, id) => urlsOf(body).some((u) => u.loc.startsWith(`${ORIGIN}/en/pr/${id}/`));

describe('cache purge', () => {
  let stub;
  before(async () => {
    stub = await stubApi();
  });
  after(() => stub.close());

  test('needs the shared secret: 401 without it, with another, or while none is set', async () => {
    const { app, state } = await shellWithPurge(stub);
    for (const auth of [null, 'Bearer wrong-secret-0123456789', SECRET, `Basic ${SECRET}`, `Bearer ${SECRET} x`]) {
      const res = await purge(app, { version: 5 }, auth);
      assert.equal(res.statusCode, 401, String(auth));
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    // refused before the body is read: a bad body without the secret is 401 too
    assert.equal((await app.inject({ method: 'POST', url: '/__cache/purge', headers: { 'content-type': 'text/plain' }, payload: 'x' })).statusCode, 401);
    assert.equal(state.version, null);
    await app.close();

    const closed = await shellWithPurge(stub, { secret: undefined });
    assert.equal((await purge(closed.app, { version: 5 })).statusCode, 401);
    assert.equal((await purge(closed.app, { version: 5 }, 'Bearer ')).statusCode, 401);
    await closed.app.close();
    assert.equal(bearerMatches(`Bearer ${SECRET}`, SECRET), true);
    assert.equal(bearerMatches(`Bearer ${SECRET}`, undefined), false);
  });

  test('takes {version, urls?} with the secret; a version must be a whole number; it only rises', async () => {
    const { app, state } = await shellWithPurge(stub);
    assert.equal((await purge(app, { urls: ['/'] })).statusCode, 400);
    assert.equal((await purge(app, { version: -1 })).statusCode, 400);
    assert.equal((await purge(app, { version: '7' })).statusCode, 400);
    const ok = await purge(app, { version: 7, urls: ['https://shop.example/'] });
    assert.equal(ok.statusCode, 204);
    assert.equal(state.version, 7);
    assert.equal((await purge(app, { version: 6 })).statusCode, 204);
    assert.equal(state.version, 7, 'a late purge of an older version does not lower it');
    assert.equal(state.note('9'), true);
    assert.equal(state.note('x'), false);
    assert.equal(state.version, 9);
    // only POST; GET is the pages' (here the catch-all)
    assert.equal((await get(app, '/__cache/purge')).body, 'page');
    await app.close();
  });

  test('drops the sitemaps: the next sitemap request asks the api and shows the change, within the TTL', async () => {
    stub.requests.length = 0;
    stub.catalogVersion = 10;
    const { app, state } = await shellWithPurge(stub);
    assert.equal(hasProduct((await get(app, '/en-us-sitemap.xml')).body, 9998), false);
    assert.equal(state.version, 10, 'the list names the version');
    assert.equal(stub.requests.length, 1);

    stub.change((d) => d.products.push({ id: 9998, slugs: { fa: 'محصول-تازه', en: 'fresh-product', ru: null }, updatedAt: '2030-01-01T00:00:00.000Z' }));
    stub.catalogVersion = 11;
    // within the 5-minute TTL, without a purge: the built file stays
    assert.equal(hasProduct((await get(app, '/en-us-sitemap.xml')).body, 9998), false);
    assert.equal(stub.requests.length, 1);

    assert.equal((await purge(app, { version: 11 })).statusCode, 204);
    const next = await get(app, '/en-us-sitemap.xml');
    assert.equal(hasProduct(next.body, 9998), true, 'the very next request shows it');
    assert.equal(stub.requests.length, 2);
    assert.ok(stub.requests[1].ifNoneMatch, 'asked with the ETag it holds');
    // and the files are kept again for the TTL
    await get(app, '/sitemap.xml');
    assert.equal(stub.requests.length, 2);

    // an unchanged list (304) after a purge keeps serving the same content
    assert.equal((await purge(app, { version: 12 })).statusCode, 204);
    stub.catalogVersion = 12;
    assert.equal((await get(app, '/en-us-sitemap.xml')).body, next.body);
    assert.equal(stub.requests.length, 3);
    stub.change((d) => d.products.pop());
    delete stub.catalogVersion;
    await app.close();
  });

  test('an answer older than the purge (the api began reading before the change was saved) is asked for again at once', async () => {
    stub.requests.length = 0;
    stub.catalogVersion = 20;
    const { app } = await shellWithPurge(stub);
    await get(app, '/en-us-sitemap.xml');
    stub.change((d) => d.products.push({ id: 9997, slugs: { fa: 'محصول-دیگر', en: 'other-product', ru: null }, updatedAt: '2030-01-01T00:00:00.000Z' }));
    // the first answer after the purge still says 20 (its read began before the change), the next 21
    stub.versions = [20];
    stub.catalogVersion = 21;
    assert.equal((await purge(app, { version: 21 })).statusCode, 204);
    assert.equal(hasProduct((await get(app, '/en-us-sitemap.xml')).body, 9997), true);
    assert.equal(stub.requests.length, 3);
    stub.change((d) => d.products.pop());
    delete stub.catalogVersion;
    await app.close();
  });

  test('with the api down after a purge, the last build is served again (not an error, no wait per request)', async () => {
    const { app } = await shellWithPurge(stub);
    const first = await get(app, '/fa-ir-sitemap.xml');
    stub.down = true;
    try {
      assert.equal((await purge(app, { version: 30 })).statusCode, 204);
      const res = await get(app, '/fa-ir-sitemap.xml');
      assert.equal(res.statusCode, 200);
      assert.equal(res.body, first.body);
    } finally {
      stub.down = false;
    }
    await app.close();
  });
});
