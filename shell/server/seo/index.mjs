// Sitemaps and robots.txt for the storefront (spec §2: /sitemap.xml, /index-sitemap.xml, /fa-ir-sitemap.xml,
// /en-us-sitemap.xml), as a Fastify plugin of the shell's server; their content is ./sitemaps.mjs's.
//
// Data: GET /api/seo/index (every public entity with its URL key per language and its last change).
// Freshness: a short TTL plus the api's ETag. The built files are kept for `ttlMs` (default 5 minutes);
// then the next request asks the api again with If-None-Match: an unchanged list answers 304 and the built
// files are kept, a changed one rebuilds them. A change of the redirects file rebuilds them too. When the
// api cannot be reached the last built files are served (and asked for again after 30 s); before any
// build, 503 with Retry-After. A catalogue change drops the built files at once: the api's purge
// (POST /__cache/purge, ../cache-purge.mjs) names its version, and the next sitemap request waits for the
// api's list of that version or later (its `x-catalog-version`) instead of serving the last build.
import fs from 'node:fs';
import path from 'node:path';
import { legacyRedirect } from '../../legacy.mjs';
import { loadRedirectsFile, findRedirect } from '../../redirects-validate.mjs';
import { shellDir } from '../paths.mjs';
import { routeTable } from '../routes.mjs';
import { SITEMAP_LOCALES, MAX_URLS_PER_FILE, MAX_BYTES_PER_FILE, robotsTxt, buildSitemaps } from './sitemaps.mjs';
import { chooseEncoding, builtFile, ifNoneMatch } from './encoding.mjs';

export { SITEMAP_LOCALES, MAX_URLS_PER_FILE, MAX_BYTES_PER_FILE, ROUTE_KINDS, publicPages, privatePrefixes, robotsTxt, buildSitemaps } from './sitemaps.mjs';

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
 * @param {ReturnType<typeof import('../cache-purge.mjs').catalogVersionState>} [opts.catalogVersion]
 *                                         the catalogue's version: its purges drop the built files; the
 *                                         list's `x-catalog-version` is noted in it
 */
export async function seoPlugin(app, opts = {}) {
  if (!opts.apiUrl) throw new Error('seoPlugin: apiUrl is required');
  const indexUrl = new URL('/api/seo/index', opts.apiUrl);
  const publicOrigin = opts.publicOrigin ? new URL(opts.publicOrigin).origin : null;
  const redirectsFile = opts.redirectsFile ?? path.join(shellDir, 'redirects.json');
  const ttlMs = opts.ttlMs ?? 300_000;
  const retryMs = Math.min(ttlMs, 30_000);
  const apiTimeoutMs = opts.apiTimeoutMs ?? 10_000;
  const limits = { maxUrls: opts.maxUrlsPerFile ?? MAX_URLS_PER_FILE, maxBytes: opts.maxBytesPerFile ?? MAX_BYTES_PER_FILE };

  // the api's list: data, its ETag, a version that changes with it, and when to ask again; after a
  // purge, the catalogue version the list must reach (`wanted`) and whether requests wait for it
  const source = { data: null, etag: null, version: 0, nextCheck: 0, pending: null, catalogVersion: null, wanted: null, mustWait: false };
  // built files per origin (several only without publicOrigin), for one version of the list and redirects
  const builds = new Map();
  let redirectRules = { stamp: null, rules: [] };

  // a catalogue change: the built files are dropped and the next request asks the api (and waits)
  const stopListening = opts.catalogVersion?.onPurge((v) => {
    builds.clear();
    source.wanted = Math.max(source.wanted ?? 0, v);
    source.nextCheck = 0;
    source.mustWait = true;
  });
  if (stopListening) app.addHook('onClose', async () => stopListening());
  /** The list answered is older than the change the api announced (its read began before the change was saved). */
  const behind = () => source.wanted !== null && source.catalogVersion !== null && source.catalogVersion < source.wanted;

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
    const catalogVersion = res.headers.get('x-catalog-version');
    source.catalogVersion = /^\d{1,15}$/.test(catalogVersion ?? '') ? Number(catalogVersion) : null;
    if (source.catalogVersion !== null) opts.catalogVersion?.note(source.catalogVersion);
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
        // an answer from before the change: once more, at once (a new read of the api)
        .then(() => (behind() ? fetchIndex() : undefined))
        .then(() => {
          source.nextCheck = Date.now() + (behind() ? retryMs : ttlMs);
          source.mustWait = false;
        })
        .catch((err) => {
          source.nextCheck = Date.now() + retryMs;
          source.mustWait = false;
          app.log.warn({ err: { message: err.message } }, source.data ? 'sitemaps: the api cannot be reached; serving the last built sitemaps' : 'sitemaps: the api cannot be reached');
        })
        .finally(() => {
          source.pending = null;
        });
    }
    if ((!source.data || source.mustWait) && source.pending) await source.pending;
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
