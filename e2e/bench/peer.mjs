// The Tractor Store peer of issue 33 (teabyii/tractor-store-react: React + Module Federation, four
// webpack apps, rendered in the browser only), served from its static build with a single-page
// fallback, for e2e/bench/lighthouse.mjs to measure its product page in the same run as ours.
//
// How to build it (outside this repo, once; what was used, its default branch module-fedoration at
// 82d09e5, Node 20, npm 11):
//   git clone <a snapshot of github teabyii/tractor-store-react> /work/peer/tractor-store-react
//   cd /work/peer/tractor-store-react
//   npm install --no-audit --no-fund   (no binary download; npm 11 skips nx's postinstall, which does
//                                       nothing without an nx.json)
//   npm run build:local                (lerna runs `webpack --mode production --env host=http://localhost:8081`
//                                       in packages/{app,explore,decide,checkout}, then moves each dist
//                                       into ./dist: the app shell at its root, the others in
//                                       dist/explore, dist/decide, dist/checkout)
// Another location: PEER_DIR=/path/to/tractor-store-react.
//
// Serving: only node:http and node:fs. Any path that is not a file answers dist/index.html (the
// shell's router, like the peer's `historyApiFallback`/Cloudflare Pages' SPA mode). The build bakes
// the origin http://localhost:8081 into the module federation remotes (mf-manifest.json and the
// remote entries); this server listens on a free port instead and writes its own origin in place of
// that one in the text files it sends. Compression: webpack writes no precompressed files here, so
// everything goes as is (no gzip/brotli: the peer's bytes cross the wire uncompressed, which slows
// its load a little but not its script evaluation); if a file.br or file.gz were beside a file it
// would be sent, per Accept-Encoding, with the same rewrite applied.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const BAKED_ORIGIN = 'http://localhost:8081';
// a product of packages/decide/src/data/db.json with several variants and highlights (the first,
// AU-01, has one variant and no highlights), at the address the peer's own links use
const PRODUCT_PATH = '/product/AU-02';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const isText = (type) => /^text\/|json|javascript|svg/.test(type);

/** @returns {Promise<{ url: string, productPath: string, stop: () => Promise<void> } | null>} */
export async function startPeer() {
  const peerDir = process.env.PEER_DIR ?? '/work/peer/tractor-store-react';
  const dist = path.join(peerDir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(path.join(dist, 'decide', 'mf-manifest.json'))) {
    console.log(`peer: no build in ${dist}; to measure the Tractor Store peer: clone teabyii/tractor-store-react to ${peerDir}, then there \`npm install --no-audit --no-fund && npm run build:local\` (or set PEER_DIR)`);
    return null;
  }

  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;

  // file -> { body, br, gz, type }, read once (the build does not change while it is served)
  const cache = new Map();
  function load(file) {
    if (cache.has(file)) return cache.get(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const rewrite = isText(type) && body.includes(BAKED_ORIGIN);
    if (rewrite) body = Buffer.from(body.toString('utf8').replaceAll(BAKED_ORIGIN, origin));
    const sibling = (ext, compress) => {
      if (!fs.existsSync(file + ext)) return null;
      return rewrite ? compress(body) : fs.readFileSync(file + ext);
    };
    const entry = { type, body, br: sibling('.br', (b) => zlib.brotliCompressSync(b)), gz: sibling('.gz', (b) => zlib.gzipSync(b)) };
    cache.set(file, entry);
    return entry;
  }

  server.on('request', (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, origin).pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) file = path.join(dist, 'index.html');
    let entry;
    try {
      entry = load(file);
    } catch {
      res.writeHead(500).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const headers = { 'content-type': entry.type, 'cache-control': 'no-cache', 'access-control-allow-origin': '*' };
    let body = entry.body;
    if (entry.br && /\bbr\b/.test(accepts)) [body, headers['content-encoding']] = [entry.br, 'br'];
    else if (entry.gz && /\bgzip\b/.test(accepts)) [body, headers['content-encoding']] = [entry.gz, 'gzip'];
    if (entry.br || entry.gz) headers.vary = 'accept-encoding';
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return {
    url: origin,
    productPath: PRODUCT_PATH,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
