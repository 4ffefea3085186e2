#!/usr/bin/env node
// The shell's server (Fastify): the page, /composition.json, the /api proxy (one origin for the browser),
// legacy redirects and static files of the shell's own build. Security headers (a Content-Security-Policy
// naming the composition's remote origins, with a nonce per page for its inline scripts) on every answer;
// any request, however malformed, gets a 2xx-4xx answer and the server keeps serving.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import { fileInside, staticOptions, compressOptions, serverOptions, answerErrors } from '../scripts/lib/static.mjs';
import { legacyRedirect } from './legacy.mjs';
import { observabilityPlugin, observabilityOptions, forwardRequestId } from '../scripts/lib/observability.mjs';
import { browserManifestUrl, chooseForVisitor, defaultCompositionFile } from '../scripts/lib/composition.mjs';
import { operatorPlugin, shellSharedVersions } from './operator.mjs';
import { seoPlugin } from './seo.mjs';
import { loadRedirectsFile, validateRedirects, findRedirect, isLocalPath } from './redirects-validate.mjs';
import { loadShellSettings, settingsOrExit, trustProxyOption } from './settings.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const routeTable = JSON.parse(fs.readFileSync(path.join(here, 'routes.json'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));

const LOCALES = { fa: { tag: 'fa-IR', dir: 'rtl' }, en: { tag: 'en-US', dir: 'ltr' }, ru: { tag: 'ru-RU', dir: 'ltr' } };
const routeRegexes = routeTable.routes.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

export { defaultCompositionFile };

/** The composition file is created from the committed default on first start. */
export function ensureCompositionFile(file = defaultCompositionFile()) {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.copyFileSync(path.join(here, 'composition.default.json'), file);
  }
  return file;
}

/**
 * A file read again only when it changes on disk: the composition, redirects and page template are
 * consulted on every page request, and an operator's edit must show on the next one.
 */
const fileCache = new Map();
function readWhenChanged(file, parse) {
  const { mtimeMs, size, ino } = fs.statSync(file);
  const hit = fileCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size && hit.ino === ino) return hit.value;
  const value = parse(fs.readFileSync(file, 'utf8'));
  fileCache.set(file, { mtimeMs, size, ino, value });
  return value;
}

function readComposition(file) {
  try {
    const raw = readWhenChanged(file, JSON.parse);
    const remotes = {};
    for (const [name, r] of Object.entries(raw.remotes ?? {})) {
      remotes[name] = { server: r.server, version: r.version, ...(r.manifest ? { manifest: r.manifest } : {}), ...(r.ssr ? { ssr: r.ssr } : {}), ...(r.canary ? { canary: r.canary } : {}) };
    }
    return { remotes };
  } catch (err) {
    console.error('[shell] cannot read composition file', file, err.message);
    return { remotes: {} };
  }
}

/** The origins of the composition's remote servers (what the page may load code and data from). */
function remoteOrigins(composition) {
  const origins = new Set();
  for (const r of Object.values(composition.remotes)) {
    try {
      const u = new URL(String(r.server));
      if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
    } catch {
      /* not a URL: the page cannot load it either */
    }
  }
  return [...origins];
}

function splitLocale(pathname) {
  const seg = pathname.split('/')[1];
  if (seg === 'en' || seg === 'ru') return { locale: seg, bare: pathname.slice(seg.length + 1) || '/' };
  return { locale: 'fa', bare: pathname };
}

function preferredLocale(req) {
  const m = /(?:^|;\s*)locale=(fa|en|ru)\b/.exec(String(req.headers.cookie ?? ''));
  if (m) return m[1];
  const first = String(req.headers['accept-language'] ?? '').split(',')[0].trim().slice(0, 2).toLowerCase();
  return first === 'en' || first === 'ru' ? first : 'fa';
}

function escapeJsonForHtml(obj) {
  return JSON.stringify(obj).replace(/</g, '\\u003c');
}

/**
 * Runs in the browser, inline in a server-rendered page (serialized with `String()`: ES5, no
 * closure over this module). Once the page's content has been painted (first contentful paint; the
 * next frame where paint timing is unknown; at once in a hidden tab, or when it becomes hidden; 3 s
 * at most), announces the regions' code (`hints`, preload links) and appends the page's scripts.
 */
function loadAfterPaint(hints, scripts) {
  /* global window, document, requestAnimationFrame -- the browser's, where this runs */
  var done = false;
  function go() {
    if (done) return;
    done = true;
    document.head.insertAdjacentHTML('beforeend', hints);
    scripts.forEach(function (src) {
      var s = document.createElement('script');
      s.src = src;
      s.async = false;
      document.body.appendChild(s);
    });
  }
  var P = window.PerformanceObserver;
  if (document.visibilityState === 'hidden') go();
  else if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    new P(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(go, 3000);
    document.addEventListener('visibilitychange', go);
  } else {
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
  }
}

/** One nonce per response, shared by the CSP header and the page's inline scripts. */
const nonces = new WeakMap();
function nonceOf(res) {
  let n = nonces.get(res);
  if (!n) nonces.set(res, (n = randomBytes(18).toString('base64')));
  return n;
}

/** The client's address appended to the X-Forwarded-For chain it came with (never replacing it). */
export function appendForwardedFor(incoming, address) {
  const chain = (Array.isArray(incoming) ? incoming.join(', ') : String(incoming ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (address) chain.push(address.startsWith('::ffff:') ? address.slice(7) : address);
  return chain.join(', ');
}

// shown only before the first build (an operator's or developer's mistake), in both languages
const NOT_BUILT =
  '<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>503</title>' +
  '<p>فروشگاه هنوز ساخته نشده است: <code dir="ltr">npm run build</code> را اجرا کنید.</p>' +
  '<p lang="en" dir="ltr">The shell is not built yet: run <code>npm run build</code>.</p></html>';

/**
 * The web manifest of each language, as shared-lib/head's MANIFESTS names them for the pages the server
 * renders: the pages the browser renders name the same one (the template's link, rewritten).
 */
const MANIFESTS = { fa: '/manifest.webmanifest', en: '/manifest.en.webmanifest', ru: '/manifest.en.webmanifest' };

/**
 * The service worker's own policy (a worker follows the policy its script came with, not the page's).
 * It runs only its own script and fetches what pages ask for (which their own policy has vetted), from
 * the shop or a remote. An installed worker keeps this policy until its script changes, so it does not
 * depend on the composition of the day: any https origin (a remote moved to another server stays
 * reachable), plus today's remote origins for remotes served over plain http (development).
 */
function workerPolicy(remotes) {
  return ["default-src 'none'", "script-src 'self'", `connect-src ${["'self'", 'https:', ...remotes].join(' ')}`].join('; ');
}

/** Pages only a signed-in shopper or their basket has: never rendered on the server, never cached. */
const PRIVATE = [/^\/basket\/?$/, /^\/loginRegister\/?$/, /^\/profile(\/.*)?$/];

/** A page's route pattern for metrics (never the raw URL: one series per route, not per product). */
function pageLabel(url) {
  const { bare } = splitLocale(String(url).split('?')[0]);
  const r = routeTable.routes.find((_, i) => routeRegexes[i].test(bare));
  return r ? r.path : 'other';
}

const escapeAttr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's server build (dist/<version>/node/server.js), loaded on first use. It renders with
 * the remotes' server builds, loaded over HTTP from the composition at run time.
 */
export function loadRenderer(file, options) {
  let loading = null;
  return {
    then(resolve, reject) {
      loading ??= (async () => {
        if (!fs.existsSync(file)) throw new Error(`no server build at ${file}: run npm run build`);
        const mod = createRequire(import.meta.url)(file);
        const r = await mod.renderer;
        r.setup(options);
        await r.claimSharedModules();
        return r;
      })();
      loading.catch(() => {
        loading = null; // a build that appears later is picked up
      });
      return loading.then(resolve, reject);
    },
  };
}

/** Remote manifests, kept a minute (a version's manifest does not change; a failed read is retried). */
const manifests = new Map();
async function readRemoteManifest(url) {
  const hit = manifests.get(url);
  if (hit && Date.now() - hit.at < 60_000) return hit.value;
  let value = null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    if (res.ok) value = await res.json();
  } catch {
    value = null;
  }
  manifests.set(url, { value, at: Date.now() });
  return value;
}

const unavailable = { isSuccess: false, data: null, messages: [{ item1: 'سرور در دسترس نیست. / The server is unavailable.', item2: 'common.unavailable' }] };

/**
 * The shell's server, a Fastify instance (call `.listen({ port, host })`). Options default to the
 * validated settings (`shell/settings.mjs`): apiUrl, compositionFile, version, redirectsFile, trustProxy, logLevel.
 */
export function createShellServer(opts = {}) {
  const needsSettings = ['apiUrl', 'trustProxy', 'logLevel', 'ssr'].some((k) => opts[k] === undefined);
  const settings = needsSettings ? loadShellSettings(process.env) : {};
  const apiUrl = new URL(opts.apiUrl ?? settings.API_URL);
  const compositionFile = ensureCompositionFile(opts.compositionFile ?? settings.COMPOSITION_FILE ?? defaultCompositionFile());
  const versionDir = path.join(here, 'dist', opts.version ?? settings.SHELL_VERSION ?? pkg.version);
  const distDir = path.join(versionDir, 'web');
  const ssrOn = (opts.ssr ?? settings.SSR ?? process.env.SSR ?? 'on') !== 'off';
  const ssrTimeoutMs = opts.ssrTimeoutMs ?? settings.SSR_TIMEOUT_MS ?? 3000;
  const scriptsAfterPaint = (opts.scriptsAfterPaint ?? settings.SCRIPTS_AFTER_PAINT ?? process.env.SCRIPTS_AFTER_PAINT ?? 'on') !== 'off';
  const remoteTimeoutMs = opts.remoteTimeoutMs ?? settings.REMOTE_TIMEOUT_MS ?? 1500;
  const renderer = ssrOn ? loadRenderer(path.join(versionDir, 'node', 'server.js'), { apiUrl: apiUrl.origin, remoteTimeoutMs }) : null;
  const redirectsFile = opts.redirectsFile ?? settings.REDIRECTS_FILE ?? path.join(here, 'redirects.json');
  const template = () => readWhenChanged(path.join(distDir, 'index.html'), (text) => text);
  // the remote origins, read once per response (the policy names them in five directives)
  const originsByResponse = new WeakMap();
  const origins = (res) => {
    let o = originsByResponse.get(res);
    if (!o) originsByResponse.set(res, (o = remoteOrigins(readComposition(compositionFile))));
    return o;
  };

  // the operators' redirects, validated: a wrong file stops the start with every bad rule named; a
  // wrong edit while running is logged and the last good rules stay
  let goodRedirects = fs.existsSync(redirectsFile) ? loadRedirectsFile(redirectsFile) : [];
  function redirects() {
    try {
      return (goodRedirects = readWhenChanged(redirectsFile, (text) => validateRedirects(JSON.parse(text), { source: redirectsFile })));
    } catch (err) {
      if (err?.code === 'ENOENT') return [];
      app.log.error({ err: { message: err.message } }, 'redirects file not applied; the last good rules stay');
      return goodRedirects;
    }
  }

  const logLevel = opts.logLevel ?? settings.logLevel;
  const app = Fastify({
    ...serverOptions({ name: 'shell', logLevel, trustProxy: trustProxyOption(opts.trustProxy ?? settings.TRUST_PROXY) }),
    ...observabilityOptions('shell', { level: logLevel }),
  });
  answerErrors(app);
  // request ids, /healthz, /readyz, /metrics, the browsers' remote-failure beacon
  app.register(observabilityPlugin, {
    name: 'shell',
    metricsToken: opts.metricsToken ?? settings.METRICS_TOKEN ?? undefined,
    knownRemotes: () => Object.keys(readComposition(compositionFile).remotes),
    ready: () => fs.existsSync(path.join(distDir, 'index.html')),
    routeLabel: (req) => (req.routeOptions?.url === '*' ? pageLabel(req.url) : undefined),
  });
  const publicOrigin = (opts.publicUrl ?? settings.PUBLIC_URL) ? new URL(opts.publicUrl ?? settings.PUBLIC_URL).origin : null;
  // sitemaps (per language, with alternates) and robots.txt, from the api's list of public pages
  app.register(seoPlugin, { apiUrl: apiUrl.origin, publicOrigin: opts.publicUrl ?? settings.PUBLIC_URL ?? undefined, redirectsFile });
  // the operators' page (404 unless OPERATOR_TOKEN is set)
  app.register(operatorPlugin, { prefix: '/_operator', token: opts.operatorToken ?? settings.OPERATOR_TOKEN, compositionFile, shellSharedVersions: shellSharedVersions() });

  /** The composition this visitor gets: a canary's share is sticky by cookie. */
  function visitorComposition(req, reply) {
    const { composition, setCookie, personalized } = chooseForVisitor(readComposition(compositionFile), req.headers.cookie, { secure: req.protocol === 'https' });
    if (setCookie) reply.header('set-cookie', setCookie);
    if (personalized) reply.header('vary', 'Cookie');
    return { composition, personalized };
  }

  // Security headers on every answer. The policy names 'self' and exactly the composition's remote
  // origins (read per request: an operator's change of a remote's server shows on the next page).
  const sources = (...fixed) => [(req, res) => ["'self'", ...fixed.map((f) => (typeof f === 'function' ? f(res) : f)), ...origins(res)].join(' ')];
  app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: sources((res) => `'nonce-${nonceOf(res)}'`),
        scriptSrcAttr: ["'none'"],
        // the UI library writes its styles into <style> elements and style attributes at run time
        styleSrc: sources("'unsafe-inline'"),
        fontSrc: sources('data:'),
        imgSrc: sources('data:', 'blob:'),
        connectSrc: sources(),
        // the one service worker, /sw.js (its own fetches follow its own policy: workerPolicy)
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // product videos are addresses an editor enters (often another site's): media only, never code
        mediaSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });

  // /api → the api, with the client's address appended to X-Forwarded-For and the scheme and host passed on
  app.register(fastifyHttpProxy, {
    upstream: apiUrl.origin,
    prefix: '/api',
    rewritePrefix: '/api',
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders(request, headers) {
        const proto = String(request.protocol ?? '').toLowerCase();
        const host = request.host;
        const out = {
          ...headers,
          'x-forwarded-for': appendForwardedFor(request.headers['x-forwarded-for'], request.raw.socket?.remoteAddress),
          'x-forwarded-proto': proto === 'https' || proto === 'http' ? proto : request.raw.socket?.encrypted ? 'https' : 'http',
        };
        Object.assign(out, forwardRequestId(request));
        if (request.headers.host) out.host = request.headers.host; // the api sees the shopper's host, as before
        if (host) out['x-forwarded-host'] = host;
        else delete out['x-forwarded-host'];
        return out;
      },
      onError(reply, { error }) {
        const status = Number(error?.statusCode);
        if (status >= 400 && status < 500) return reply.code(status).send({ error: error.code ?? 'bad request' });
        reply.log.warn({ err: error }, 'api unavailable');
        return reply.code(502).header('cache-control', 'no-store').send(unavailable);
      },
    },
  });

  // the page, composition and static files: compressed (brotli or gzip)
  app.register(async (pages) => {
    await pages.register(fastifyCompress, compressOptions);
    await pages.register(fastifyStatic, staticOptions(distDir));
    const json = (reply, data) => reply.code(200).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(data));
    pages.get('/composition.json', async (req, reply) => json(reply, visitorComposition(req, reply).composition));
    pages.get('/health', async (req, reply) => json(reply, { ok: true }));
    pages.get('*', async (req, reply) => {
      let url;
      try {
        if (!req.url.startsWith('/')) throw new Error('not a path');
        url = new URL(`http://x${req.url}`);
      } catch {
        return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('bad request');
      }
      const pathname = url.pathname;
      // the shell's own static files (hashed → immutable)
      if (pathname !== '/' && !pathname.endsWith('.html')) {
        const file = fileInside(distDir, pathname);
        if (file === '/sw.js') reply.header('content-security-policy', workerPolicy(origins(reply.raw)));
        if (file) return reply.sendFile(file, distDir);
      }

      const { locale, bare } = splitLocale(pathname);
      const hit = findRedirect(redirects(), pathname, url.search);
      if (hit) return reply.code(hit.status).header('location', hit.location).send();
      const legacy = legacyRedirect(bare, routeTable);
      if (legacy) return reply.code(301).header('location', (locale === 'fa' ? '' : `/${locale}`) + legacy + url.search).send();
      if (pathname === '/') {
        const preferred = preferredLocale(req);
        if (preferred !== 'fa') return reply.code(302).header('location', `/${preferred}`).header('vary', 'Cookie, Accept-Language').header('cache-control', 'no-cache').send();
      }
      return renderPage(reply, pathname, url.search);
    });
  });

  // methods the routes above do not take (the proxy takes the usual ones under /api)
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('not found');
    return reply.code(405).header('allow', 'GET, HEAD').send();
  });

  /**
   * The shell build's text fonts for a page direction (hashed names), looked up once: the Persian
   * subset's two weights for right-to-left pages, the Latin subset's otherwise (scripts/fonts.mjs;
   * shared-lib/src/theme.tsx makes the same choice).
   */
  const fonts = {};
  function fontFiles(dir) {
    const subset = dir === 'rtl' ? 'fa' : 'latin';
    if (fonts[subset]) return fonts[subset];
    try {
      const re = new RegExp(`^vazirmatn-${subset}-(400|700)\\.[0-9a-f]+\\.woff2$`);
      fonts[subset] = fs.readdirSync(path.join(distDir, 'assets')).filter((f) => re.test(f));
    } catch {
      fonts[subset] = [];
    }
    return fonts[subset];
  }

  async function renderPage(reply, pathname, search = '') {
    const { locale, bare } = splitLocale(pathname);
    const known = routeRegexes.some((re) => re.test(bare));
    const { composition, personalized } = visitorComposition(reply.request, reply);
    const info = LOCALES[locale];
    const nonce = nonceOf(reply.raw);
    let html;
    try {
      html = template();
    } catch {
      return reply.code(503).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    }
    // public pages are rendered on the server; private ones (basket, login, profile, order) and
    // SSR=off get the page the browser renders
    const isPrivate = PRIVATE.some((re) => re.test(bare));
    let result = null;
    if (renderer && !isPrivate) {
      try {
        const { render } = await renderer;
        result = await render({ url: pathname + search, composition, timeoutMs: ssrTimeoutMs, nonce, origin: publicOrigin ?? `${reply.request.protocol}://${reply.request.host}` });
        reply.server.metrics?.ssrRenderSeconds.observe({ route: pageLabel(pathname), outcome: result.state.failed.length ? 'fallback' : 'ok' }, result.renderMs / 1000);
        for (const key of result.state.failed) reply.server.metrics?.remoteLoadFailures.inc({ remote: key.split('/')[0], kind: 'load', where: 'server' });
      } catch (err) {
        reply.log.error({ err }, 'server render failed; the browser renders this page');
        result = null;
      }
    }
    // a page reached at an address that is not its canonical one (an old or other-language name)
    if (result && result.status === 301 && isLocalPath(result.location)) {
      const to = new URL(result.location, 'http://x'); // percent-encodes a Persian name
      return reply.code(301).header('location', to.pathname + to.search).header('cache-control', 'public, max-age=0, s-maxage=300').send();
    }
    // React writes the page's image preloads (its largest picture, fetchpriority high) where it
    // renders, inside the body: moved to the head's start, the image is asked for before the fonts
    // and scripts instead of after them
    const imagePreloads = [];
    if (result) result.html = result.html.replace(/<link rel="preload" as="image"[^>]*>/g, (tag) => (imagePreloads.push(tag), ''));
    const preloads = [
      ...imagePreloads,
      // the text font, so text is not laid out twice (fallback, then Vazirmatn)
      ...fontFiles(info.dir).map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeAttr(f)}">`),
      ...remoteOrigins(composition).map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
      ...(result && !scriptsAfterPaint ? await regionPreloads(composition, result.state) : []),
    ].join('');
    html = html
      .replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`)
      .replace(/<html[^>]*>/, `<html lang="${info.tag}" dir="${info.dir}">`)
      .replace('</head>', `${preloads}${result ? result.styles : ''}<script id="composition" type="application/json" nonce="${nonce}">${escapeJsonForHtml(composition)}</script></head>`);
    if (result) {
      // the page's own head replaces the template's generic title, description, colour, icons and
      // manifest; its content is there at once, so it has no boot loader
      html = html
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="?(description|theme-color)"?[^>]*>/g, '')
        .replace(/<link rel="?(icon|apple-touch-icon|manifest)"?[^>]*>/g, '')
        .replace(/<style id="?boot-loader-style"?>[\s\S]*?<\/style>/, '')
        .replace(/<meta charset=[^>]*>/, (m) => `${m}${result.head ?? ''}`);
      html = html
        .replace(
          /<div id="?root"?>(?:<div id="?boot-loader"?[^>]*><\/div>)?<\/div>/,
          () => `<div id="root">${result.html}</div><script id="__SSR__" type="application/json" nonce="${nonce}">${escapeJsonForHtml(result.state)}</script>`,
        )
        // the server's page needs no "enable JavaScript" notice (nor the loader's, in the head)
        .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
      if (scriptsAfterPaint) {
        // The page is complete without its scripts: they are asked for once its content has been
        // painted (first contentful paint; the next frame where paint timing is unknown), so on a slow
        // connection the HTML's text, fonts and largest picture do not share the line with ~270 KB of
        // code. The regions' code is announced at the same moment, all at once: no request chain. A
        // hidden tab paints nothing: it starts at once (or when hidden); 3 s at most in any case.
        const scripts = [];
        html = html.replace(/<script nonce="[^"]*" defer src="?([^" >]+)"?><\/script>/g, (m, src) => (scripts.push(src), ''));
        const hints = await regionPreloads(composition, result.state);
        const loader = `(${loadAfterPaint})(${escapeJsonForHtml(hints.join(''))}, ${escapeJsonForHtml(scripts)});`;
        html = html.replace('</body>', `<script nonce="${nonce}">${loader}</script></body>`);
      }
    } else {
      // the page the browser renders (boot loader and all) installs with its language's manifest
      html = html.replace(/<link rel="?manifest"?[^>]*>/, `<link rel="manifest" href="${MANIFESTS[locale]}" data-head="static">`);
    }
    const status = result ? result.status : known ? 200 : 404;
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', info.tag)
      .header('server-timing', result ? `render;dur=${result.renderMs.toFixed(1)}` : 'render;desc="browser"');
    // a CDN may keep public pages briefly and serve them stale while it refreshes them; they depend
    // only on the path and the composition (a canary's visitors get their own version: not shared)
    if (result && status === 200 && !isPrivate && !personalized) reply.header('cache-control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    else reply.header('cache-control', 'no-cache');
    return reply.send(html);
  }

  /**
   * Preload hints for the regions the page shows: from each remote's manifest (read here; the browser's
   * federation runtime does not read manifests), its remote entry and the exposed module's chunks, so
   * code never waits on a chain of requests. Not for the regions that failed, nor those that hydrate when
   * visible (`deferred`: their code comes when they come into view).
   */
  async function regionPreloads(composition, { regions, failed, deferred = [] }) {
    const out = [];
    const seen = new Set();
    for (const key of regions) {
      if (failed.includes(key) || deferred.includes(key)) continue;
      const [remote, module] = key.split('/');
      const r = composition.remotes[remote];
      if (!r) continue;
      const manifestUrl = browserManifestUrl(r);
      const add = (tag, href) => {
        if (!seen.has(href)) {
          seen.add(href);
          out.push(tag.replace('%s', escapeAttr(href)));
        }
      };
      const manifest = await readRemoteManifest(manifestUrl);
      if (!manifest) continue;
      const base = new URL('.', manifestUrl).href;
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) add('<link rel="preload" as="script" href="%s">', new URL((entry.path ? `${entry.path}/` : '') + entry.name, base).href);
      const exposed = (manifest.exposes ?? []).find((e) => e.name === module || e.path === `./${module}`);
      for (const js of exposed?.assets?.js?.sync ?? []) add('<link rel="preload" as="script" href="%s">', new URL(js, base).href);
    }
    return out;
  }

  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const s = settingsOrExit('shell', () => loadShellSettings(process.env));
  const app = createShellServer({
    apiUrl: s.API_URL,
    compositionFile: s.COMPOSITION_FILE,
    version: s.SHELL_VERSION,
    redirectsFile: s.REDIRECTS_FILE,
    trustProxy: s.TRUST_PROXY,
    logLevel: s.logLevel,
  });
  app.listen({ port: s.port, host: s.HOST }).then(
    () => console.log(`[shell] storefront on http://localhost:${s.port}  (composition: ${s.COMPOSITION_FILE ?? defaultCompositionFile()})`),
    (err) => {
      console.error(`[shell] cannot listen on ${s.HOST}:${s.port}: ${err.message}`);
      process.exit(1);
    },
  );
}
