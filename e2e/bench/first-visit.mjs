// Measures what a first visit downloads: JavaScript (compressed bytes on the wire, as served with
// brotli/gzip), request count, request-chain timing, for / and a product-listing route, at 360 px.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const env = JSON.parse(fs.readFileSync(process.env.E2E_ENV, 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(path) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'fa-IR' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.responseReceived', (e) => byId.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  const t0 = Date.now();
  await page.goto(`${env.baseUrl}${path}`, { waitUntil: 'networkidle' });
  const ms = Date.now() - t0;
  const lcp = await page.evaluate(
    () => new Promise((resolve) => {
      new PerformanceObserver((l) => { const e = l.getEntries(); resolve(Math.round(e[e.length - 1].startTime)); }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(null), 1000);
    }),
  );
  const all = [...byId.values()];
  const js = all.filter((r) => r.type === 'Script' || /\.js(\?|$)/.test(r.url));
  const origin = (u) => new URL(u).port;
  const groups = {};
  for (const r of js) {
    const key = { [env.ports.shell]: 'shell+shared', [env.ports.mf_catalog]: 'mf-catalog', [env.ports.mf_content]: 'mf-content', [env.ports.mf_cart]: 'mf-cart', [env.ports.mf_account]: 'mf-account' }[origin(r.url)] ?? 'other';
    groups[key] = (groups[key] ?? 0) + r.bytes;
  }
  const top = js.sort((a, b) => b.bytes - a.bytes).slice(0, 6).map((r) => `${(r.bytes / 1024).toFixed(1)} KB ${r.url.replace(env.baseUrl, '').replace(/http:\/\/localhost:\d+/, '')}`);
  await ctx.close();
  return { path, jsKB: (js.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(1), jsRequests: js.length, requests: all.length, totalKB: (all.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(1), loadMs: ms, lcpMs: lcp, byOrigin: Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, `${(v / 1024).toFixed(1)} KB`])), largest: top };
}

for (const p of ['/', '/cat', '/en/']) {
  const m = await measure(p);
  console.log(`\nfirst visit ${m.path}: ${m.jsKB} KB JavaScript (compressed, ${m.jsRequests} requests); ${m.totalKB} KB in ${m.requests} requests; network idle ${m.loadMs} ms; LCP ${m.lcpMs} ms`);
  console.log('  by origin:', JSON.stringify(m.byOrigin));
  console.log('  largest:\n   ' + m.largest.join('\n   '));
}
await browser.close();
