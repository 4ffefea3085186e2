// Sitemaps and robots.txt for the storefront (spec §2: /sitemap.xml, /index-sitemap.xml, /fa-ir-sitemap.xml,
// /en-us-sitemap.xml), as a Fastify plugin of the shell's server. Every public page of routes.json in each
// language it exists in, with absolute URLs, lastmod and reciprocal hreflang alternates (fa is also
// x-default; ru only where the page exists in Russian); basket, login, profile and search never listed.
//
// Data: GET /api/seo/index (every public entity with its URL key per language and its last change).
// Freshness: a short TTL plus the api's ETag. The built files are kept for `ttlMs` (default 5 minutes);
// then the next request asks the api again with If-None-Match: an unchanged list answers 304 and the built
// files are kept, a changed one rebuilds them. A change of the redirects file rebuilds them too. When the
// api cannot be reached the last built files are served (and asked for again after 30 s); before any
// build, 503 with Retry-After.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { legacyRedirect } from './legacy.mjs';
import { loadRedirectsFile, findRedirect } from './redirects-validate.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const routeTable = JSON.parse(fs.readFileSync(path.join(here, 'routes.json'), 'utf8'));

/** The sitemap languages: file tag (spec §2), hreflang and URL prefix. fa is the x-default. */
export const SITEMAP_LOCALES = [
  { locale: 'fa', tag: 'fa-ir', hreflang: 'fa-IR', prefix: '' },
  { locale: 'en', tag: 'en-us', hreflang: 'en-US', prefix: '/en' },
  { locale: 'ru', tag: 'ru-ru', hreflang: 'ru-RU', prefix: '/ru' },
];

/** sitemaps.org 0.9 limits per file. */
export const MAX_URLS_PER_FILE = 50_000;
export const MAX_BYTES_PER_FILE = 50 * 1024 * 1024;

/**
 * Each route of routes.json, by its module: `private` (never listed, robots.txt keeps crawlers out),
 * `search` (results pages: not listed, kept out), a `static` page (its api page key where its text comes
 * from the api, and which lists date it), or an `entity` page filled from one list of /api/seo/index.
 * A route missing here fails the tests: a new page must be classified.
 */
export const ROUTE_KINDS = {
  Home: { kind: 'static', datedBy: ['categories', 'brands', 'products', 'posts', 'services', 'pages'] },
  CategoriesPage: { kind: 'static', datedBy: ['categories'] },
  BrandsPage: { kind: 'static', datedBy: ['brands'] },
  CatalogPage: { kind: 'static', page: 'catalogue' },
  BlogPage: { kind: 'static', datedBy: ['posts'], entity: 'blogCategories', query: 'category' },
  BlogCategoriesPage: { kind: 'static', datedBy: ['blogCategories'] },
  ServicesPage: { kind: 'static', datedBy: ['services'] },
  AboutPage: { kind: 'static', page: 'about' },
  CustomerExperiencePage: { kind: 'static', page: 'customerExperience' },
  ContactPage: { kind: 'static' },
  CategoryPage: { kind: 'entity', entity: 'categories' },
  BrandPage: { kind: 'entity', entity: 'brands' },
  ProductPage: { kind: 'entity', entity: 'products' },
  PostPage: { kind: 'entity', entity: 'posts' },
  ServicePage: { kind: 'entity', entity: 'services' },
  SearchPage: { kind: 'search' },
  BasketPage: { kind: 'private' },
  OrderPage: { kind: 'private' },
  LoginRegisterPage: { kind: 'private' },
  ProfilePage: { kind: 'private' },
};

const xmlEscape = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** W3C datetime (seconds, UTC) of the latest valid time among `times`, or null. */
function latest(times) {
  let best = null;
  for (const t of times) {
    const ms = typeof t === 'string' ? Date.parse(t) : NaN;
    if (!Number.isNaN(ms) && (best === null || ms > best)) best = ms;
  }
  return best === null ? null : new Date(best).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A route path with its parameters filled: ':id' by the entity's id, any other by the URL key (encoded). */
const fillPath = (routePath, id, key) => routePath.replace(/:(\w+)/g, (_m, name) => (name === 'id' ? String(id) : encodeURIComponent(key)));

const localize = (bare, prefix) => (prefix ? (bare === '/' ? prefix : `${prefix}${bare}`) : bare);

/**
 * The public pages: [{ paths: { fa, en, ru? } (unprefixed), lastmod }] from /api/seo/index's data.
 * Pure; exported for tests.
 */
export function publicPages(data) {
  const pages = [];
  const pageInfo = new Map((data.pages ?? []).map((p) => [p.key, p]));
  for (const route of routeTable.routes) {
    const spec = ROUTE_KINDS[route.module];
    if (!spec) throw new Error(`shell/seo.mjs: route ${route.path} (${route.module}) is not classified in ROUTE_KINDS`);
    if (spec.kind === 'static') {
      const info = spec.page ? pageInfo.get(spec.page) : undefined;
      const ru = spec.page ? Boolean(info?.ru) : true; // the storefront's own messages exist in Russian
      const lastmod = spec.page ? latest([info?.updatedAt]) : latest((spec.datedBy ?? []).flatMap((list) => (data[list] ?? []).map((e) => e.updatedAt)));
      pages.push({ paths: { fa: route.path, en: route.path, ...(ru ? { ru: route.path } : {}) }, lastmod });
      if (spec.query) {
        // the listing filtered by one of its entities: /st/blog?category=<slug>
        for (const e of data[spec.entity] ?? []) {
          const withQuery = (slug) => `${route.path}?${spec.query}=${encodeURIComponent(slug)}`;
          pages.push({ paths: { fa: withQuery(e.slugs.fa), en: withQuery(e.slugs.en), ...(e.slugs.ru ? { ru: withQuery(e.slugs.ru) } : {}) }, lastmod: latest([e.updatedAt]) });
        }
      }
    } else if (spec.kind === 'entity') {
      for (const e of data[spec.entity] ?? []) {
        const paths = { fa: fillPath(route.path, e.id, e.slugs.fa), en: fillPath(route.path, e.id, e.slugs.en) };
        if (e.slugs.ru) paths.ru = fillPath(route.path, e.id, e.slugs.ru);
        pages.push({ paths, lastmod: latest([e.updatedAt]) });
      }
    }
  }
  return pages;
}

/** The unprefixed path prefixes robots.txt keeps crawlers out of (private pages and search results). */
export function privatePrefixes() {
  const prefixes = routeTable.routes
    .filter((r) => ['private', 'search'].includes(ROUTE_KINDS[r.module]?.kind))
    .map((r) => r.path.split('/:')[0]);
  // '/profile' covers '/profile/accountorder'
  return [...new Set(prefixes)].filter((p, _i, all) => !all.some((q) => q !== p && p.startsWith(`${q}/`))).sort();
}

/** robots.txt for `origin`: private paths in every language kept out, the api too except its public files. */
export function robotsTxt(origin) {
  const lines = ['# The storefront: everything public is in the sitemaps below.', 'User-agent: *'];
  for (const p of privatePrefixes()) for (const { prefix } of SITEMAP_LOCALES) lines.push(`Disallow: ${localize(p, prefix)}`);
  // the api is for the pages; its pictures, covers and catalogue files are what pages show and link
  lines.push('Disallow: /api/', 'Allow: /api/img/', 'Allow: /api/content/covers/', 'Allow: /api/catalog/files/');
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const INDEX_CLOSE = '</sitemapindex>\n';

function indexXml(entries) {
  const items = entries.map((e) => `<sitemap><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</sitemap>\n`);
  return INDEX_OPEN + items.join('') + INDEX_CLOSE;
}

/**
 * Every sitemap file for `origin`: Map<'/name.xml', xml>. One file per language (`/<tag>-sitemap.xml`),
 * split into `/<tag>-sitemap-1.xml`, `-2`, ... past `maxUrls` URLs or `maxBytes` bytes (then
 * `/<tag>-sitemap.xml` is an index of its parts); `/sitemap.xml` and `/index-sitemap.xml` index them all.
 * `redirects(path)` tells whether a localized path redirects (such a URL is left out).
 */
export function buildSitemaps(data, { origin, maxUrls = MAX_URLS_PER_FILE, maxBytes = MAX_BYTES_PER_FILE, redirects = () => false }) {
  const abs = (p) => origin + p;
  const byLocale = new Map(SITEMAP_LOCALES.map((l) => [l.locale, []]));
  let dropped = 0;
  for (const page of publicPages(data)) {
    const urls = [];
    for (const l of SITEMAP_LOCALES) {
      const bare = page.paths[l.locale];
      if (bare === undefined) continue;
      const localized = localize(bare, l.prefix);
      if (redirects(localized)) dropped++;
      else urls.push({ ...l, href: abs(localized) });
    }
    const fa = urls.find((u) => u.locale === 'fa');
    const links = urls.map((u) => `<xhtml:link rel="alternate" hreflang="${u.hreflang}" href="${xmlEscape(u.href)}"/>`);
    if (fa) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(fa.href)}"/>`);
    for (const u of urls) {
      const xml = `<url><loc>${xmlEscape(u.href)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}${links.join('')}</url>\n`;
      byLocale.get(u.locale).push({ xml, lastmod: page.lastmod });
    }
  }

  const files = new Map();
  const indexed = [];
  const room = maxBytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  for (const l of SITEMAP_LOCALES) {
    const entries = byLocale.get(l.locale);
    if (entries.length === 0) continue;
    const chunks = [];
    let current = null;
    for (const e of entries) {
      const size = Buffer.byteLength(e.xml);
      if (!current || current.items.length >= maxUrls || current.bytes + size > room) chunks.push((current = { items: [], bytes: 0 }));
      current.items.push(e);
      current.bytes += size;
    }
    const parts = chunks.map((c, i) => ({
      name: chunks.length === 1 ? `/${l.tag}-sitemap.xml` : `/${l.tag}-sitemap-${i + 1}.xml`,
      xml: URLSET_OPEN + c.items.map((e) => e.xml).join('') + URLSET_CLOSE,
      lastmod: latest(c.items.map((e) => e.lastmod)),
    }));
    for (const p of parts) {
      files.set(p.name, p.xml);
      indexed.push({ loc: abs(p.name), lastmod: p.lastmod });
    }
    if (parts.length > 1) files.set(`/${l.tag}-sitemap.xml`, indexXml(parts.map((p) => ({ loc: abs(p.name), lastmod: p.lastmod }))));
  }
  const index = indexXml(indexed);
  files.set('/sitemap.xml', index);
  files.set('/index-sitemap.xml', index);
  return { files, dropped };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to answer with: br, then gzip, when the client accepts it (q=0 refuses). */
function chooseEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*') : 0)) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** A built file: its bytes, entity tag and compressed forms (made once, on first demand). */
function builtFile(text) {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const encoded = new Map();
  return {
    body,
    etag,
    encode(encoding) {
      if (!encoded.has(encoding)) {
        // quality 6 / level 6: a 30 MB sitemap compresses in about a second, once per content change
        const p = encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzip(body, { level: 6 });
        encoded.set(encoding, p);
        p.catch(() => encoded.delete(encoding));
      }
      return encoded.get(encoding);
    },
  };
}

const ifNoneMatch = (header, etag) => Boolean(header) && String(header).split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);

/**
 * The plugin: GET /sitemap.xml, /index-sitemap.xml, /<tag>-sitemap.xml, /<tag>-sitemap-<n>.xml and
 * /robots.txt. Register with `app.register(seoPlugin, { apiUrl, publicOrigin })`.
 * @param {import('fastify').FastifyInstance} app
 * @param {object} opts
 * @param {string | URL} opts.apiUrl       the api (scheme, host, port), as the shell's API_URL
 * @param {string} [opts.publicOrigin]     the site's public origin ('https://shop.example'); default: the
 *                                         request's scheme and host (behind a trusted proxy: its X-Forwarded-*)
 * @param {string} [opts.redirectsFile]    the operators' redirects file (default shell/redirects.json): its
 *                                         redirected URLs are left out, like the legacy ones of spec §2
 * @param {number} [opts.ttlMs]            how long built files are served before the api is asked again (300 000)
 * @param {number} [opts.maxUrlsPerFile]   50 000 (sitemaps.org); smaller in tests
 * @param {number} [opts.maxBytesPerFile]  50 MiB (sitemaps.org)
 * @param {number} [opts.apiTimeoutMs]     10 000
 */
export async function seoPlugin(app, opts = {}) {
  if (!opts.apiUrl) throw new Error('seoPlugin: apiUrl is required');
  const indexUrl = new URL('/api/seo/index', opts.apiUrl);
  const publicOrigin = opts.publicOrigin ? new URL(opts.publicOrigin).origin : null;
  const redirectsFile = opts.redirectsFile ?? path.join(here, 'redirects.json');
  const ttlMs = opts.ttlMs ?? 300_000;
  const retryMs = Math.min(ttlMs, 30_000);
  const apiTimeoutMs = opts.apiTimeoutMs ?? 10_000;
  const limits = { maxUrls: opts.maxUrlsPerFile ?? MAX_URLS_PER_FILE, maxBytes: opts.maxBytesPerFile ?? MAX_BYTES_PER_FILE };

  // the api's list: data, its ETag, a version that changes with it, and when to ask again
  const source = { data: null, etag: null, version: 0, nextCheck: 0, pending: null };
  // built files per origin (several only without publicOrigin), for one version of the list and redirects
  const builds = new Map();
  let redirectRules = { stamp: null, rules: [] };

  /** The operators' rules, read again when the file changes; a wrong file is logged and ignored here. */
  function operatorRules() {
    let stamp;
    try {
      const st = fs.statSync(redirectsFile);
      stamp = `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      stamp = 'none';
    }
    if (stamp !== redirectRules.stamp) {
      let rules = [];
      if (stamp !== 'none') {
        try {
          rules = loadRedirectsFile(redirectsFile);
        } catch (err) {
          app.log.error({ err: { message: err.message } }, 'sitemaps: the redirects file is not valid; its rules are not applied to the sitemaps');
        }
      }
      redirectRules = { stamp, rules };
    }
    return redirectRules;
  }

  async function fetchIndex() {
    const headers = { accept: 'application/json' };
    if (source.etag && source.data) headers['if-none-match'] = source.etag;
    const ask = () => fetch(indexUrl, { headers, signal: AbortSignal.timeout(apiTimeoutMs) });
    // a pooled keep-alive connection the api closed just then fails at once: one more try on a new one
    const res = await ask().catch((err) => (err?.name === 'TypeError' ? ask() : Promise.reject(err)));
    if (res.status === 304 && source.data) return;
    if (res.status !== 200) throw new Error(`GET ${indexUrl} answered ${res.status}`);
    const body = await res.json();
    if (!body?.isSuccess || typeof body.data !== 'object' || body.data === null) throw new Error(`GET ${indexUrl}: not a successful answer`);
    source.data = body.data;
    source.etag = res.headers.get('etag');
    source.version++;
  }

  /** The list, asked for again once its time is up (one request at a time); stale on failure. */
  async function freshData() {
    if (Date.now() >= source.nextCheck && !source.pending) {
      source.pending = fetchIndex()
        .then(() => {
          source.nextCheck = Date.now() + ttlMs;
        })
        .catch((err) => {
          source.nextCheck = Date.now() + retryMs;
          app.log.warn({ err: { message: err.message } }, source.data ? 'sitemaps: the api cannot be reached; serving the last built sitemaps' : 'sitemaps: the api cannot be reached');
        })
        .finally(() => {
          source.pending = null;
        });
    }
    if (!source.data && source.pending) await source.pending;
    return source.data;
  }

  function originOf(req) {
    if (publicOrigin) return publicOrigin;
    const proto = req.protocol === 'https' ? 'https' : 'http';
    const host = String(req.host ?? '');
    return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? `${proto}://${host.toLowerCase()}` : null;
  }

  async function filesFor(origin) {
    const data = await freshData();
    if (!data) return null;
    const rules = operatorRules();
    const key = `${source.version}|${rules.stamp}`;
    let build = builds.get(origin);
    if (!build || build.key !== key) {
      const redirects = (localized) => {
        const bare = localized.replace(/^\/(en|ru)(?=\/|$)/, '') || '/';
        const pathOnly = localized.split('?')[0];
        return Boolean(legacyRedirect(bare.split('?')[0], routeTable) || findRedirect(rules.rules, pathOnly));
      };
      const { files, dropped } = buildSitemaps(data, { origin, ...limits, redirects });
      if (dropped) app.log.warn({ dropped }, 'sitemaps: URLs left out because they redirect (legacy rules or the redirects file)');
      build = { key, files: new Map([...files].map(([name, xml]) => [name, builtFile(xml)])) };
      builds.delete(origin);
      builds.set(origin, build);
      // only the requested origins are kept, the most recent few
      while (builds.size > 8) builds.delete(builds.keys().next().value);
    }
    return build.files;
  }

  async function send(req, reply, file, contentType, maxAge) {
    reply
      .header('content-type', contentType)
      .header('cache-control', `public, max-age=${maxAge}`)
      .header('etag', file.etag)
      .header('vary', 'Accept-Encoding')
      .header('x-content-type-options', 'nosniff');
    if (ifNoneMatch(req.headers['if-none-match'], file.etag)) return reply.code(304).send();
    const encoding = file.body.length > 512 ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return reply.code(200).send(file.body);
    return reply.code(200).header('content-encoding', encoding).send(await file.encode(encoding));
  }

  const unavailable = (reply) =>
    reply.code(503).header('retry-after', String(Math.ceil(retryMs / 1000))).header('cache-control', 'no-store').header('content-type', 'text/plain; charset=utf-8').send('The sitemaps are not available yet; try again shortly.');
  const badHost = (reply) => reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('bad host');

  const maxAge = Math.max(0, Math.floor(ttlMs / 1000));
  async function sitemap(req, reply, name) {
    const origin = originOf(req);
    if (!origin) return badHost(reply);
    const files = await filesFor(origin);
    if (!files) return unavailable(reply);
    const file = files.get(name);
    if (!file) return reply.callNotFound();
    reply.header('x-robots-tag', 'noindex');
    return send(req, reply, file, 'application/xml; charset=utf-8', maxAge);
  }

  // each path its own route: the shell's catch-all page route keeps every other path
  app.get('/robots.txt', async (req, reply) => {
    const origin = originOf(req);
    if (!origin) return badHost(reply);
    return send(req, reply, builtFile(robotsTxt(origin)), 'text/plain; charset=utf-8', 3600);
  });
  for (const name of ['/sitemap.xml', '/index-sitemap.xml', ...SITEMAP_LOCALES.map((l) => `/${l.tag}-sitemap.xml`)]) {
    app.get(name, (req, reply) => sitemap(req, reply, name));
  }
  for (const l of SITEMAP_LOCALES) {
    app.get(`/${l.tag}-sitemap-:part(^[1-9][0-9]{0,5}$).xml`, (req, reply) => sitemap(req, reply, `/${l.tag}-sitemap-${req.params.part}.xml`));
  }
}
