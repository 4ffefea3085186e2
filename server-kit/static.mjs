// Static files with the caching rules the composition needs, for the Fastify servers (shell and remotes).
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import Fastify from 'fastify';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.webp': 'image/webp', '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};

export function contentType(file) {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/** no-cache for entry points that name other files (manifests, remote entries, html); immutable for hashed files. */
export function cacheControl(file) {
  const base = path.basename(file);
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'mf-stats.json') return 'no-cache';
  // the service worker and the build pointer must reach browsers (and CDNs) at once
  if (base === 'sw.js' || base === 'latest.json') return 'no-cache';
  if (/\.[0-9a-f]{8,}\./.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/** A URL path, percent-decoded; null when its encoding is broken. */
export function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The file a URL path names inside `root`, as a clean '/'-separated path relative to it, or null when
 * there is none (outside the root, not a file, a broken encoding, a name the file system refuses).
 */
export function fileInside(root, pathname) {
  const decoded = decodePath(pathname);
  if (decoded === null || decoded.includes('\0')) return null;
  const base = path.resolve(root);
  const abs = path.resolve(base, decoded.replace(/^\/+/, ''));
  if (!abs.startsWith(base + path.sep)) return null;
  try {
    if (!fs.statSync(abs).isFile()) return null;
  } catch {
    return null;
  }
  return '/' + path.relative(base, abs).split(path.sep).join('/');
}

/**
 * @fastify/static options for a build folder: files are sent by the caller (`reply.sendFile(file, root)`),
 * precompressed .br/.gz siblings are used where present (the rest is compressed by @fastify/compress),
 * with this module's content types and cache rules, plus `extraHeaders` (CORS on remotes).
 */
export function staticOptions(root, extraHeaders = {}) {
  return {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    setHeaders(reply, sent) {
      const file = sent.replace(/\.(br|gz)$/, ''); // a precompressed sibling stands for its file
      reply.header('content-type', contentType(file));
      reply.header('cache-control', cacheControl(file));
      reply.header('x-content-type-options', 'nosniff');
      for (const [k, v] of Object.entries(extraHeaders)) reply.header(k, v);
    },
  };
}

/** @fastify/compress options: brotli or gzip for text bodies over 512 bytes. */
export const compressOptions = { global: true, encodings: ['br', 'gzip'], threshold: 512 };

/**
 * Fastify options shared by the shell's and the remotes' servers: pino logs (no line per request),
 * bounded waits for slow clients, and requests Fastify cannot route answered with 4xx, never a crash.
 */
export function serverOptions({ name, logLevel = 'info', trustProxy = false, headers = {} }) {
  return {
    logger: { level: logLevel, base: { name } },
    logController: new Fastify.LogController({ disableRequestLogging: true }),
    trustProxy,
    // a URL the router cannot read (broken percent-encoding, too long a parameter): 400
    frameworkErrors(err, req, reply) {
      reply
        .code(err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400)
        .headers(headers)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(JSON.stringify({ error: err.code ?? 'bad request' }));
    },
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    keepAliveTimeout: 10_000,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  };
}

/**
 * Errors answered with their own 4xx status (a broken body, encoding or header is the client's fault);
 * anything else is logged and answered 500 without details. `headers` are added to every error answer.
 */
export function answerErrors(app, headers = {}) {
  // CONNECT (a proxy tunnel) is not served here: 405, then the connection closes (Node would only close it).
  // Upgrade requests have no listener on purpose: Node then answers them as ordinary requests.
  const refuse = (req, socket) => {
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.on('error', () => {});
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  app.server.on('connect', refuse);
  app.setErrorHandler((err, req, reply) => {
    const status = Number(err.statusCode ?? err.status);
    const clientFault = Number.isInteger(status) && status >= 400 && status < 500;
    if (!clientFault) req.log.error({ err, url: req.url, method: req.method }, 'request failed');
    reply
      .code(clientFault ? status : 500)
      .headers(headers)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(JSON.stringify({ error: clientFault ? (err.code ?? 'bad request') : 'internal error' }));
  });
}

/** Versions built under dist/, newest first (semantic versioning). */
export function listVersions(distDir) {
  let names = [];
  try {
    names = fs.readdirSync(distDir).filter((n) => fs.existsSync(path.join(distDir, n, 'web', 'mf-manifest.json')) || fs.existsSync(path.join(distDir, n, 'web', 'index.html')));
  } catch {
    return [];
  }
  return names.sort(compareVersions).reverse();
}

/** Semantic-version order (semver: a pre-release such as 1.0.1-e2e sorts below 1.0.1); other names last, by name. */
export function compareVersions(a, b) {
  const va = semver.valid(a), vb = semver.valid(b);
  if (va && vb) return semver.compare(va, vb);
  if (va || vb) return va ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}
