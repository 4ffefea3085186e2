#!/usr/bin/env node
// The shell's server: the page, /composition.json, the /api proxy (one origin for the browser),
// legacy redirects and static files of the shell's own build.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendFile, sendJson } from '../scripts/lib/static.mjs';
import { legacyRedirect } from './legacy.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const routeTable = JSON.parse(fs.readFileSync(path.join(here, 'routes.json'), 'utf8'));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));

const LOCALES = { fa: { tag: 'fa-IR', dir: 'rtl' }, en: { tag: 'en-US', dir: 'ltr' }, ru: { tag: 'ru-RU', dir: 'ltr' } };
const routeRegexes = routeTable.routes.map((r) => new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`));

export function defaultCompositionFile() {
  return process.env.COMPOSITION_FILE ?? path.join(root, 'data', 'composition.json');
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

function splitLocale(pathname) {
  const seg = pathname.split('/')[1];
  if (seg === 'en' || seg === 'ru') return { locale: seg, bare: pathname.slice(seg.length + 1) || '/' };
  return { locale: 'fa', bare: pathname };
}

function preferredLocale(req) {
  const m = /(?:^|;\s*)locale=(fa|en|ru)\b/.exec(req.headers.cookie ?? '');
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

export function createShellServer(opts = {}) {
  const apiUrl = new URL(opts.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:4000');
  const compositionFile = ensureCompositionFile(opts.compositionFile ?? defaultCompositionFile());
  const distDir = path.join(here, 'dist', opts.version ?? process.env.SHELL_VERSION ?? pkg.version);
  const redirectsFile = opts.redirectsFile ?? process.env.REDIRECTS_FILE ?? path.join(here, 'redirects.json');
  const template = () => readWhenChanged(path.join(distDir, 'index.html'), (text) => text);

  function redirects() {
    try {
      return readWhenChanged(redirectsFile, JSON.parse).rules ?? [];
    } catch {
      return [];
    }
  }

  function proxyApi(req, res) {
    const headers = { ...req.headers, 'x-forwarded-host': req.headers.host ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = http.request(
      { hostname: apiUrl.hostname, port: apiUrl.port, path: req.url, method: req.method, headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) sendJson(res, 502, { isSuccess: false, data: null, messages: [{ item1: 'سرور در دسترس نیست. / The server is unavailable.', item2: 'common.unavailable' }] });
      else res.destroy();
    });
    req.pipe(upstream);
  }

  function renderPage(req, res, pathname) {
    const { locale, bare } = splitLocale(pathname);
    const known = routeRegexes.some((re) => re.test(bare));
    const composition = readComposition(compositionFile);
    const info = LOCALES[locale];
    const preloads = Object.values(composition.remotes)
      .map((r) => `<link rel="preconnect" href="${new URL(r.server).origin}" crossorigin>`)
      .filter((v, i, a) => a.indexOf(v) === i)
      .join('');
    let html;
    try {
      html = template();
    } catch {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('The shell is not built yet: run npm run build');
    }
    html = html
      .replace(/<html[^>]*>/, `<html lang="${info.tag}" dir="${info.dir}">`)
      .replace('</head>', `${preloads}<script id="composition" type="application/json">${escapeJsonForHtml(composition)}</script></head>`);
    res.writeHead(known ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Language': info.tag,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const pathname = url.pathname;
    if (pathname === '/api' || pathname.startsWith('/api/')) return proxyApi(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405);
      return res.end();
    }
    if (pathname === '/composition.json') return sendJson(res, 200, readComposition(compositionFile));
    if (pathname === '/health') return sendJson(res, 200, { ok: true });
    // the shell's own static files (hashed → immutable)
    if (pathname !== '/' && !pathname.endsWith('.html') && sendFile(req, res, distDir, decodeURIComponent(pathname).replace(/^\/+/, ''))) return;

    const { locale, bare } = splitLocale(pathname);
    for (const rule of redirects()) {
      if (rule.from === pathname || rule.from === bare) {
        const to = String(rule.to);
        if (/^https?:/i.test(to) ? isSafeExternal(to) : to.startsWith('/')) {
          res.writeHead(rule.status ?? 301, { Location: to });
          return res.end();
        }
      }
    }
    const legacy = legacyRedirect(bare, routeTable);
    if (legacy) {
      res.writeHead(301, { Location: (locale === 'fa' ? '' : `/${locale}`) + legacy + url.search });
      return res.end();
    }
    if (pathname === '/') {
      const preferred = preferredLocale(req);
      if (preferred !== 'fa') {
        res.writeHead(302, { Location: `/${preferred}`, Vary: 'Cookie, Accept-Language', 'Cache-Control': 'no-cache' });
        return res.end();
      }
    }
    return renderPage(req, res, pathname);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.SHELL_PORT ?? process.env.PORT ?? 3000);
  createShellServer().listen(port, process.env.HOST ?? '0.0.0.0', () => {
    console.log(`[shell] storefront on http://localhost:${port}  (composition: ${defaultCompositionFile()})`);
  });
}
