// Measures what a first visit downloads, per page of e2e/budgets.json, at 360 px in a fresh context,
// until the network is idle. Prints a table; asserts nothing (e2e/tests/budget.spec.ts holds the budgets).
//
// Compressed JavaScript by package: each JavaScript response's encoded body size (as served with
// brotli/gzip, Playwright's request.sizes().responseBodySize, the figure the budget test sums) is
// split between the packages whose code it holds. The split comes from the file's source map
// (`<file>.map`, fetched from the same server): the minified bytes each original source maps to are
// counted (VLQ mappings decoded below), sources are grouped by package (node_modules/<pkg>,
// shared-lib, the build's own src and webpack runtime), and the compressed size is shared out in
// proportion to the minified bytes (an estimate: compression ratios differ a little between
// modules). Bytes no mapping covers, and files without a map, go to the build that served them
// (known by origin/port).
//
// Request-chain depth: Chrome's initiator of each request (Network.requestWillBeSent) with async
// call stacks on (Debugger.setAsyncCallStackDepth), so a chunk loaded by webpack's runtime from a
// promise started in another chunk names both. A request's depth is 1 + the largest depth among the
// requests whose URLs appear in its initiator (parser URL, stack frames and their async parents);
// the HTML document is depth 1. "expose" is the depth of the route's `__federation_expose_*Page` chunk
// (or, on the home page, the deepest exposed widget): the page's content, among the regions the
// server rendered and announced (link prefetch asks for other pages' modules early; a region that
// hydrates when visible is not announced). "longest" is the longest chain of any request before
// network idle (API calls and prefetches included), printed in full under the table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = JSON.parse(fs.readFileSync(process.env.E2E_ENV, 'utf8'));
const budgets = JSON.parse(fs.readFileSync(path.join(here, '..', 'budgets.json'), 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

const BUILD_BY_PORT = Object.fromEntries(Object.entries(env.ports).map(([k, v]) => [String(v), k === 'shell' ? 'shell' : k.replace(/_/g, '-')]));
const buildOf = (u) => BUILD_BY_PORT[new URL(u).port] ?? 'other';

/** The package a source-map source belongs to. */
function packageOf(source, build) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    if (pkg.startsWith('@module-federation/') || pkg === '.federation') return 'federation runtime';
    if (pkg.startsWith('@mui/')) return 'MUI';
    if (pkg.startsWith('@emotion/') || pkg === 'stylis' || pkg === 'hoist-non-react-statics') return 'emotion';
    if (pkg === 'react-dom' || pkg === 'scheduler') return 'react-dom';
    return pkg;
  }
  if (/(^|\/)shared-lib\//.test(source)) return 'shared-lib';
  if (/(^|\/)contracts\//.test(source)) return 'contracts';
  return build;
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const d = B64[c];
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Minified bytes per source index (-1: not mapped) of `code` under `map`. */
function bytesBySource(code, map) {
  const lines = code.split('\n');
  const counts = new Map();
  const add = (k, n) => counts.set(k, (counts.get(k) ?? 0) + n);
  let src = 0;
  map.mappings.split(';').forEach((line, i) => {
    const len = lines[i]?.length ?? 0;
    let col = 0;
    let prev = { col: 0, src: -1 };
    for (const seg of line ? line.split(',') : []) {
      const v = decodeVlq(seg);
      col += v[0];
      add(prev.src, col - prev.col);
      if (v.length >= 4) src += v[1];
      prev = { col, src: v.length >= 4 ? src : -1 };
      // lines 2+ of the segment fields (source line, column, name) are not needed
    }
    add(prev.src, Math.max(0, len - prev.col));
  });
  return counts;
}

const mapCache = new Map();
/** Compressed bytes of one JavaScript file shared out by package. */
async function attribute(url, compressed) {
  const build = buildOf(url);
  if (!mapCache.has(url)) {
    let shares = null;
    try {
      const [codeRes, mapRes] = await Promise.all([fetch(url), fetch(url.replace(/(\?.*)?$/, '.map'))]);
      if (codeRes.ok && mapRes.ok) {
        const code = await codeRes.text();
        const map = await mapRes.json();
        shares = new Map();
        for (const [i, n] of bytesBySource(code, map)) {
          const pkg = i >= 0 ? packageOf(map.sources[i] ?? '', build) : build;
          shares.set(pkg, (shares.get(pkg) ?? 0) + n);
        }
      }
    } catch {
      /* no map: the whole file goes to its build */
    }
    mapCache.set(url, shares);
  }
  const shares = mapCache.get(url);
  if (!shares) return new Map([[build, compressed]]);
  const total = [...shares.values()].reduce((s, n) => s + n, 0) || 1;
  return new Map([...shares].map(([pkg, n]) => [pkg, (compressed * n) / total]));
}

const short = (u) => {
  const x = new URL(u);
  const name = decodeURIComponent(x.pathname.split('/').filter(Boolean).pop() ?? '/');
  return `${buildOf(u)}:${x.pathname.startsWith('/api/') ? x.pathname : name}`.slice(0, 60);
};

async function measure(pagePath) {
  const en = pagePath === '/en' || pagePath.startsWith('/en/');
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: en ? 'en-US' : 'fa-IR', reducedMotion: 'reduce' });
  await ctx.addInitScript(() => {
    try {
      localStorage.setItem('content:consultationDismissed', '1');
    } catch {
      /* storage unavailable */
    }
  });
  // the service worker's own downloads: it installs on a first visit and fetches its precache, then
  // answers the page's link prefetches from the network (the page sees those answers as 0 bytes)
  const workerRequests = [];
  ctx.on('requestfinished', (req) => {
    if (req.serviceWorker()) workerRequests.push(req);
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  // initiator chains
  const depthByUrl = new Map();
  const parentByUrl = new Map();
  const order = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    const u = e.request.url;
    if (depthByUrl.has(u) || u.startsWith('data:')) return;
    const urls = new Set();
    if (e.initiator.url) urls.add(e.initiator.url);
    for (let st = e.initiator.stack; st; st = st.parent) for (const f of st.callFrames) urls.add(f.url);
    // a remote's chunk requested after its remoteEntry.js counts it (webpack's loader frames may not name it)
    const x = new URL(u);
    if (buildOf(u).startsWith('mf-') && !x.pathname.endsWith('/remoteEntry.js')) {
      for (const seen of depthByUrl.keys()) if (seen.startsWith(x.origin) && new URL(seen).pathname.endsWith('/remoteEntry.js')) urls.add(seen);
    }
    let best = null;
    for (const c of urls) if (c !== u && depthByUrl.has(c) && (!best || depthByUrl.get(c) > depthByUrl.get(best))) best = c;
    depthByUrl.set(u, best ? depthByUrl.get(best) + 1 : 1);
    parentByUrl.set(u, best);
    order.push(u);
  });
  const responses = [];
  page.on('response', (r) => {
    const isJs = r.request().resourceType() === 'script' || /javascript/.test(r.headers()['content-type'] ?? '') || /\.m?js$/.test(new URL(r.url()).pathname);
    if (isJs) responses.push(r);
  });
  await page.goto(`${env.baseUrl}${encodeURI(pagePath)}`, { waitUntil: 'networkidle' });
  const { regions = [], deferred = [] } = await page.evaluate(() => JSON.parse(globalThis.document.getElementById('__SSR__')?.textContent ?? '{}'));
  const byPackage = new Map();
  let total = 0;
  for (const r of responses) {
    await r.finished();
    // a response the service worker answered reports a negative size: nothing downloaded (budget.spec.ts)
    const bytes = Math.max(0, (await r.request().sizes()).responseBodySize);
    total += bytes;
    for (const [pkg, n] of await attribute(r.url(), bytes)) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n);
  }
  // installed means precached; then what it fetches for the page settles
  // (bounded: `ready` never settles when no worker registers, and the table must still print)
  await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 15000))])).catch(() => false);
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  let workerBytes = 0;
  for (const req of workerRequests) workerBytes += Math.max(0, (await req.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize);
  const chainTo = (u) => {
    const chain = [];
    for (let x = u; x; x = parentByUrl.get(x)) chain.unshift(x);
    return chain;
  };
  const deepest = (urls) => urls.reduce((b, u) => (!b || depthByUrl.get(u) > depthByUrl.get(b) ? u : b), null);
  // the route's page module if there is one (…Page), else the deepest exposed widget
  // the page's own regions, as the server named them (not the modules link prefetch asks for early)
  const own = new Set(regions.filter((k) => !deferred.includes(k)).map((k) => k.split('/')[1]));
  const exposes = order.filter((u) => own.has(/__federation_expose_(\w+)\./.exec(u)?.[1]));
  const pages = exposes.filter((u) => /__federation_expose_\w*Page\./.test(u));
  const expose = deepest(pages.length ? pages : exposes);
  const longest = deepest(order);
  await ctx.close();
  return { pagePath, total, jsRequests: responses.length, requests: order.length, byPackage, expose: expose && chainTo(expose), longest: longest && chainTo(longest), workerBytes, workerRequests: workerRequests.length };
}

const results = [];
for (const p of Object.keys(budgets.pages)) results.push(await measure(p));
await browser.close();

// the table: packages down, pages across, KB compressed
const label = (p) => (p.length > 16 ? `${p.slice(0, 15)}…` : p);
const packages = [...new Set(results.flatMap((r) => [...r.byPackage.keys()]))].sort((a, b) => {
  const sum = (k) => results.reduce((s, r) => s + (r.byPackage.get(k) ?? 0), 0);
  return sum(b) - sum(a);
});
const kb = (n) => (n ? (n / 1024).toFixed(1) : '–');
const rows = [
  ['compressed JS, KB', ...results.map((r) => label(r.pagePath))],
  ...packages.map((k) => [k, ...results.map((r) => kb(r.byPackage.get(k)))]),
  ['TOTAL KB', ...results.map((r) => kb(r.total))],
  ['total bytes', ...results.map((r) => String(r.total))],
  ['budget bytes', ...results.map((r) => String(budgets.pages[r.pagePath]))],
  ['JS requests', ...results.map((r) => String(r.jsRequests))],
  ['all requests', ...results.map((r) => String(r.requests))],
  ['chain depth: expose', ...results.map((r) => String(r.expose?.length ?? '–'))],
  ['chain depth: longest', ...results.map((r) => String(r.longest?.length ?? '–'))],
  ['worker downloads, KB', ...results.map((r) => kb(r.workerBytes))],
  ['worker requests', ...results.map((r) => String(r.workerRequests))],
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log('\nFirst visit at 360 px, fresh context, until network idle (pages from e2e/budgets.json)');
rows.forEach((row, n) => {
  console.log(row.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
  if (n === 0 || n === packages.length) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
});
console.log('(worker downloads: every file the service worker fetched itself, compressed, any type: its precache and the link prefetches it answers; not in the totals above)');
console.log('\nRequest chains (initiator with async stacks; depth = requests in the chain, HTML = 1):');
for (const r of results) {
  console.log(`${r.pagePath}`);
  console.log(`  to the exposed module (${r.expose?.length ?? 0}): ${(r.expose ?? []).map(short).join(' → ')}`);
  console.log(`  longest (${r.longest?.length ?? 0}): ${(r.longest ?? []).map(short).join(' → ')}`);
}
