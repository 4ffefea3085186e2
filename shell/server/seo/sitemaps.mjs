// The sitemaps' and robots.txt's content (pure: data in, text out): every public page of routes.json in each
// language it exists in, with absolute URLs, lastmod and reciprocal hreflang alternates (fa is also
// x-default; ru only where the page exists in Russian); basket, login, profile and search never listed.
// Served by ./index.mjs.
import escapeHtml from 'escape-html';
import { routeTable } from '../routes.mjs';

// escape-html's five escapes (&, <, >, ", ') are XML's too
const escapeXml = escapeHtml;

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
  AdminApp: { kind: 'private' },
};

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
    if (!spec) throw new Error(`shell/server/seo/sitemaps.mjs: route ${route.path} (${route.module}) is not classified in ROUTE_KINDS`);
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
    .map((r) => r.path.split('/:')[0].replace(/\/\*$/, ''));
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
  const items = entries.map((e) => `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</sitemap>\n`);
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
    const links = urls.map((u) => `<xhtml:link rel="alternate" hreflang="${u.hreflang}" href="${escapeXml(u.href)}"/>`);
    if (fa) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fa.href)}"/>`);
    for (const u of urls) {
      const xml = `<url><loc>${escapeXml(u.href)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}${links.join('')}</url>\n`;
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
