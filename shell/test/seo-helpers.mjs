// What the tests of the shell server's sitemaps and robots.txt (shell/server/seo/) share: a stub api, a
// real HTTP server answering GET /api/seo/index with the seeded api's recorded answer (fixtures/seo-index.json;
// api/test/seo-index.test.ts keeps it in the contract's shape), with ETag/304; the plugin on Fastify, asked
// through fastify.inject; the XML parsed strictly (jsdom's DOMParser). Not a test file (*.test.mjs).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { JSDOM } from 'jsdom';
import { seoPlugin } from '../server/seo/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const recorded = JSON.parse(fs.readFileSync(path.join(here, 'fixtures', 'seo-index.json'), 'utf8'));
export const routeTable = JSON.parse(fs.readFileSync(path.join(here, '..', 'routes.json'), 'utf8'));
export const ORIGIN = 'https://shop.example';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const { DOMParser } = new JSDOM('').window;

// ---------------------------------------------------------------------------------------------- stub api

/**
 * A stub api: answers /api/seo/index with `answer` (an ETag of its text; 304 when it matches), with
 * `x-catalog-version: <stub.catalogVersion>` when that is set (or `stub.versions.shift()` while that
 * list lasts: the versions of the next answers).
 */
export async function stubApi() {
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
    const catalogVersion = stub.versions?.length ? stub.versions.shift() : stub.catalogVersion;
    const versionHeader = catalogVersion === undefined ? {} : { 'x-catalog-version': String(catalogVersion) };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, ...versionHeader }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag, ...versionHeader }).end(text);
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

export async function shell(stub, opts = {}) {
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
export function urlsOf(text) {
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
export function indexOf(text) {
  const doc = parseXml(text);
  assert.equal(doc.documentElement.localName, 'sitemapindex');
  assert.equal(doc.documentElement.namespaceURI, SM);
  return [...doc.getElementsByTagNameNS(SM, 'sitemap')].map((s) => ({
    loc: s.getElementsByTagNameNS(SM, 'loc')[0]?.textContent,
    lastmod: s.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
  }));
}

/** Waits until `check` holds (the TTL's re-check runs beside the answer that starts it). */
export async function waitFor(check, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) assert.fail(`still not so after ${ms} ms: ${check}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const get = (app, url, headers = {}) => app.inject({ method: 'GET', url, headers });
export const pathOf = (url) => url.slice(ORIGIN.length);

/** Every URL of every sitemap the index names (following a per-language index of parts). */
export async function allUrls(app) {
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
