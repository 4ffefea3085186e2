// Lighthouse mobile (simulated throttling, Debian's Chromium; median of RUNS) per page with server
// rendering on and with SSR=off in the same run, then server-rendered pages per second for a product
// page at 1, 16 and 64 concurrent requests (autocannon). Runs against the started system
// (e2e/run.mjs --script); prints figures, asserts nothing.
// With the Tractor Store peer built (e2e/bench/peer.mjs says how; issue 33), its product page is measured
// in the same loop as our first product page among PAGES, run for run alternating with ours (SSR on, SSR
// off, peer), and a table compares their script evaluation, TBT and score.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import autocannon from 'autocannon';
import { startPeer } from './peer.mjs';
import { startSsrOffShell } from './ssr-off.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const env = JSON.parse(fs.readFileSync(process.env.E2E_ENV, 'utf8'));
const RUNS = Number(process.env.LH_RUNS ?? 3);
// the pages the byte budgets guard, at their canonical addresses (an old address answers 301 first)
const budgetPages = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'e2e', 'budgets.json'), 'utf8')).pages);
const PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : budgetPages;

// the same system with server rendering off (ssr-off.mjs)
const offOrigin = await startSsrOffShell(env, root);
const offPort = Number(new URL(offOrigin).port);

// in this process: ends with it
const peer = await startPeer();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Where the blocking time comes from: each long task's time over 50 ms (after first paint), by script. */
function blockingByScript(audits) {
  const fcp = audits['first-contentful-paint'].numericValue;
  const by = new Map();
  for (const t of audits['long-tasks']?.details?.items ?? []) {
    if (t.startTime + t.duration < fcp) continue;
    const name = String(t.url ?? '').split('/').pop().replace(/\.[0-9a-f]{10}\.js$/, '.js') || 'other';
    by.set(name, (by.get(name) ?? 0) + Math.max(0, t.duration - 50));
  }
  return [...by].sort((x, y) => y[1] - x[1]).slice(0, 5).map(([k, v]) => `${k} ${Math.round(v)} ms`).join(', ');
}

// Lighthouse's own measure of this machine's CPU (higher is faster; its simulated throttling assumes a
// fast desktop, so on a slower host every TBT here comes out longer): printed with the table, so figures
// from two machines can be told apart
const benchmarkIndexes = [];

/** RUNS Lighthouse runs of each url, taking turns (run 1 of each, then run 2 of each, ...), so that a
 * slower spell of this shared machine weighs on all of them alike; one summary per url. */
async function measure(...urls) {
  const runsOf = urls.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, url] of urls.entries()) {
      const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const a = r.lhr.audits;
      if (r.lhr.environment?.benchmarkIndex) benchmarkIndexes.push(r.lhr.environment.benchmarkIndex);
      runsOf[k].push({
        score: Math.round(r.lhr.categories.performance.score * 100),
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        fcp: a['first-contentful-paint'].numericValue,
        // main-thread script evaluation: 'bootup-time' rows (one per script url; Lighthouse lists only
        // urls with 50 ms or more of script work in all) summed over their `scripting` (without parse
        // and compile, which its own total adds)
        scripting: (a['bootup-time']?.details?.items ?? []).reduce((t, item) => t + (item.scripting ?? 0), 0),
        blockingBy: blockingByScript(a),
      });
    }
  }
  return runsOf.map((runs) => {
    const byScore = [...runs].sort((x, y) => x.score - y.score)[Math.floor(runs.length / 2)];
    // medians of each figure on its own, for the table against the peer
    const medians = { score: median(runs.map((r) => r.score)), tbt: median(runs.map((r) => r.tbt)), scripting: median(runs.map((r) => r.scripting)) };
    return { ...byScore, score: medians.score, medians };
  });
}

// the product page measured against the peer's: the first product page among PAGES
const peerAgainst = peer ? PAGES.find((p) => p.startsWith('/pr/')) : undefined;
if (peer && !peerAgainst) console.log('peer: not measured, no product page (/pr/...) among the pages (LH_PAGES)');
let peerRow = null;

const rows = [];
for (const p of PAGES) {
  const urls = [`${env.baseUrl}${encodeURI(p)}`, `http://localhost:${offPort}${encodeURI(p)}`];
  if (p === peerAgainst) urls.push(`${peer.url}${peer.productPath}`);
  const [on, offR, peerR] = await measure(...urls);
  rows.push({ p, on, off: offR });
  if (peerR) peerRow = { p, on, off: offR, peer: peerR };
  const f = (r) => `${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(2)}  FCP ${(r.fcp / 1000).toFixed(1)} s`;
  console.log(`${p.padEnd(10)} SSR on : ${f(on)}\n${''.padEnd(10)} SSR off: ${f(offR)}`);
  console.log(`${''.padEnd(10)} long tasks (SSR on), by script: ${on.blockingBy || 'none'}`);
}
await chrome.kill();
await peer?.stop();

console.log(`\nLighthouse mobile, median of ${RUNS} (simulated throttling); this machine's CPU benchmark index: ${median(benchmarkIndexes) ?? '?'} (Lighthouse's own; higher is faster)`);
console.log('| page | SSR | score | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|');
for (const { p, on, off: o } of rows) {
  for (const [label, r] of [['on', on], ['off', o]]) console.log(`| \`${p}\` | ${label} | ${r.score} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
}

if (peerRow) {
  // issue 33: our product page's main-thread script evaluation no more than the peer's, same run
  console.log(`\nproduct page: script evaluation vs the Tractor Store peer (Lighthouse mobile, median of ${RUNS} each, runs alternating)`);
  console.log('| page | script evaluation | TBT | score |');
  console.log('|---|---|---|---|');
  for (const [label, r] of [
    [`ours \`${peerRow.p}\`, SSR on`, peerRow.on],
    [`ours, SSR off`, peerRow.off],
    [`peer \`${peer.productPath}\` (teabyii/tractor-store-react)`, peerRow.peer],
  ]) {
    console.log(`| ${label} | ${Math.round(r.medians.scripting)} ms | ${Math.round(r.medians.tbt)} ms | ${r.medians.score} |`);
  }
}

// server-rendered product pages per second
const productUrl = `${env.baseUrl}${encodeURI(budgetPages.find((p) => p.startsWith('/pr/')) ?? '/pr/1/x')}`;
console.log('\nServer rendering of a product page (autocannon, 8 s each)');
console.log('| connections | pages/s | p50 | p99 | non-2xx |');
console.log('|---|---|---|---|---|');
for (const connections of [1, 16, 64]) {
  const r = await autocannon({ url: productUrl, connections, duration: Number(process.env.AC_SECONDS ?? 8), headers: { 'accept-encoding': 'br' } });
  console.log(`| ${connections} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx} |`);
}
// (the SSR=off shell stops with this process: ssr-off.mjs)
process.exit(0);
