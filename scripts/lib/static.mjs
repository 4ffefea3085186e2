// Static files with the caching rules the composition needs, compressed (brotli or gzip, cached in memory).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import semver from 'semver';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.webp': 'image/webp', '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.html', '.css', '.svg', '.map', '.txt', '.webmanifest']);
// compressed bodies by file and encoding; a rebuilt file replaces its entry (keyed by mtime)
const compressed = new Map();

export function contentType(file) {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/** no-cache for entry points that name other files (manifests, remote entries, html); immutable for hashed files. */
export function cacheControl(file) {
  const base = path.basename(file);
  if (base === 'mf-manifest.json' || base === 'remoteEntry.js' || base.endsWith('.html') || base === 'mf-stats.json') return 'no-cache';
  if (/\.[0-9a-f]{8,}\./.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function encodingFor(req) {
  const ae = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(ae)) return 'br';
  if (/\bgzip\b/.test(ae)) return 'gzip';
  return null;
}

/** Sends `file` (absolute path inside `root`) or returns false when it does not exist. */
export function sendFile(req, res, root, file, extraHeaders = {}) {
  const abs = path.resolve(root, file);
  if (!abs.startsWith(path.resolve(root) + path.sep)) return false;
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const ext = path.extname(abs);
  const headers = {
    'Content-Type': contentType(abs),
    'Cache-Control': cacheControl(abs),
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  const enc = COMPRESSIBLE.has(ext) && stat.size > 512 ? encodingFor(req) : null;
  let body;
  if (enc) {
    const key = `${abs}:${enc}`;
    const hit = compressed.get(key);
    body = hit?.mtimeMs === stat.mtimeMs ? hit.body : undefined;
    if (!body) {
      const raw = fs.readFileSync(abs);
      body = enc === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
        : zlib.gzipSync(raw, { level: 9 });
      compressed.set(key, { mtimeMs: stat.mtimeMs, body });
    }
    headers['Content-Encoding'] = enc;
  } else {
    body = fs.readFileSync(abs);
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

export function sendJson(res, status, data, headers = {}) {
  const body = JSON.stringify(data);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  res.end(body);
}

/** Versions built under dist/, newest first (semantic versioning). */
export function listVersions(distDir) {
  let names = [];
  try {
    names = fs.readdirSync(distDir).filter((n) => fs.existsSync(path.join(distDir, n, 'mf-manifest.json')) || fs.existsSync(path.join(distDir, n, 'index.html')));
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
