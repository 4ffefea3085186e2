#!/usr/bin/env node
// The shell's server (Fastify): the page, /composition.json, the /api proxy (one origin for the browser),
// legacy redirects and static files of the shell's own build. Security headers (a Content-Security-Policy
// naming the composition's remote origins, with a nonce per page for its inline scripts) on every answer;
// any request, however malformed, gets a 2xx-4xx answer and the server keeps serving.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import { fileInside, staticOptions, compressOptions, serverOptions, answerErrors } from '../scripts/lib/static.mjs';
import { legacyRedirect } from './legacy.mjs';
import { loadShellSettings, settingsOrExit, trustProxyOption } from './settings.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const routeTable = JSON.parse(fs.readFileSync(path.join(here, 'routes.json'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));

const LOCALES = { fa: { tag: 'fa-IR', dir: 'rtl' }, en: { tag: 'en-US', dir: 'ltr' }, ru: { tag: 'ru-RU', dir: 'ltr' } };
const routeRegexes = routeTable.routes.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

export function defaultCompositionFile() {
  return process.env.COMPOSITION_FILE || path.join(root, 'data', 'composition.json');
}

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
      remotes[name] = { server: r.server, version: r.version, ...(r.manifest ? { manifest: r.manifest } : {}) };
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

function isSafeExternal(url) {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

function escapeJsonForHtml(obj) {
  return JSON.stringify(obj).replace(/</g, '\\u003c');
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

const unavailable = { isSuccess: false, data: null, messages: [{ item1: 'سرور در دسترس نیست. / The server is unavailable.', item2: 'common.unavailable' }] };

/**
 * The shell's server, a Fastify instance (call `.listen({ port, host })`). Options default to the
 * validated settings (`shell/settings.mjs`): apiUrl, compositionFile, version, redirectsFile, trustProxy, logLevel.
 */
export function createShellServer(opts = {}) {
  const needsSettings = ['apiUrl', 'trustProxy', 'logLevel'].some((k) => opts[k] === undefined);
  const settings = needsSettings ? loadShellSettings(process.env) : {};
  const apiUrl = new URL(opts.apiUrl ?? settings.API_URL);
  const compositionFile = ensureCompositionFile(opts.compositionFile ?? settings.COMPOSITION_FILE ?? defaultCompositionFile());
  const distDir = path.join(here, 'dist', opts.version ?? settings.SHELL_VERSION ?? pkg.version);
  const redirectsFile = opts.redirectsFile ?? settings.REDIRECTS_FILE ?? path.join(here, 'redirects.json');
  const template = () => readWhenChanged(path.join(distDir, 'index.html'), (text) => text);
  // the remote origins, read once per response (the policy names them in five directives)
  const originsByResponse = new WeakMap();
  const origins = (res) => {
    let o = originsByResponse.get(res);
    if (!o) originsByResponse.set(res, (o = remoteOrigins(readComposition(compositionFile))));
    return o;
  };

  function redirects() {
    try {
      return readWhenChanged(redirectsFile, JSON.parse).rules ?? [];
    } catch {
      return [];
    }
  }

  const app = Fastify(serverOptions({ name: 'shell', logLevel: opts.logLevel ?? settings.logLevel, trustProxy: trustProxyOption(opts.trustProxy ?? settings.TRUST_PROXY) }));
  answerErrors(app);

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
    pages.get('/composition.json', async (req, reply) => json(reply, readComposition(compositionFile)));
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
        if (file) return reply.sendFile(file, distDir);
      }

      const { locale, bare } = splitLocale(pathname);
      for (const rule of redirects()) {
        if (rule.from === pathname || rule.from === bare) {
          const to = String(rule.to);
          if (/^https?:/i.test(to) ? isSafeExternal(to) : to.startsWith('/') && !to.startsWith('//')) {
            return reply.code(rule.status ?? 301).header('location', to).send();
          }
        }
      }
      const legacy = legacyRedirect(bare, routeTable);
      if (legacy) return reply.code(301).header('location', (locale === 'fa' ? '' : `/${locale}`) + legacy + url.search).send();
      if (pathname === '/') {
        const preferred = preferredLocale(req);
        if (preferred !== 'fa') return reply.code(302).header('location', `/${preferred}`).header('vary', 'Cookie, Accept-Language').header('cache-control', 'no-cache').send();
      }
      return renderPage(reply, pathname);
    });
  });

  // methods the routes above do not take (the proxy takes the usual ones under /api)
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('not found');
    return reply.code(405).header('allow', 'GET, HEAD').send();
  });

  function renderPage(reply, pathname) {
    const { locale, bare } = splitLocale(pathname);
    const known = routeRegexes.some((re) => re.test(bare));
    const composition = readComposition(compositionFile);
    const info = LOCALES[locale];
    const nonce = nonceOf(reply.raw);
    const preloads = remoteOrigins(composition)
      .map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`)
      .join('');
    let html;
    try {
      html = template();
    } catch {
      return reply.code(503).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('The shell is not built yet: run npm run build');
    }
    html = html
      .replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`)
      .replace(/<html[^>]*>/, `<html lang="${info.tag}" dir="${info.dir}">`)
      .replace('</head>', `${preloads}<script id="composition" type="application/json" nonce="${nonce}">${escapeJsonForHtml(composition)}</script></head>`);
    return reply
      .code(known ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', info.tag)
      .send(html);
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
