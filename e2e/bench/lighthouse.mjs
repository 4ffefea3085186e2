// Lighthouse mobile (simulated throttling, Debian's Chromium; median of RUNS) per page with server
// rendering on and with SSR=off in the same run, then server-rendered pages per second for a product
// page at 1, 16 and 64 concurrent requests (autocannon). Runs against the started system
// (e2e/run.mjs --script); prints figures, asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const env = JSON.parse(fs.readFileSync(process.env.E2E_ENV, 'utf8'));
const RUNS = Number(process.env.LH_RUNS ?? 3);
// the pages the byte budgets guard, at their canonical addresses (an old address answers 301 first)
const budgetPages = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'e2e', 'budgets.json'), 'utf8')).pages);
const PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : budgetPages;

// the same system with server rendering off: a second shell server on the same api and composition
const offPort = env.ports.shell + 50;
const off = spawn(process.execPath, [path.join(root, 'shell', 'server.mjs')], {
  cwd: path.join(root, 'shell'),
  env: { ...process.env, SSR: 'off', SHELL_PORT: String(offPort), API_URL: env.apiUrl, COMPOSITION_FILE: env.compositionFile, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: 'ignore',
});
process.on('exit', () => off.kill('SIGTERM'));
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`http://localhost:${offPort}/health`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 100));
}

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

async function measure(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    if (r.lhr.environment?.benchmarkIndex) benchmarkIndexes.push(r.lhr.environment.benchmarkIndex);
    runs.push({
      score: Math.round(r.lhr.categories.performance.score * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      blockingBy: blockingByScript(a),
    });
  }
  const byScore = [...runs].sort((x, y) => x.score - y.score)[Math.floor(runs.length / 2)];
  return { ...byScore, score: median(runs.map((r) => r.score)) };
}

const rows = [];
for (const p of PAGES) {
  const on = await measure(`${env.baseUrl}${encodeURI(p)}`);
  const offR = await measure(`http://localhost:${offPort}${encodeURI(p)}`);
  rows.push({ p, on, off: offR });
  const f = (r) => `${String(r.score).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(2)}  FCP ${(r.fcp / 1000).toFixed(1)} s`;
  console.log(`${p.padEnd(10)} SSR on : ${f(on)}\n${''.padEnd(10)} SSR off: ${f(offR)}`);
  console.log(`${''.padEnd(10)} long tasks (SSR on), by script: ${on.blockingBy || 'none'}`);
}
await chrome.kill();

console.log(`\nLighthouse mobile, median of ${RUNS} (simulated throttling); this machine's CPU benchmark index: ${median(benchmarkIndexes) ?? '?'} (Lighthouse's own; higher is faster)`);
console.log('| page | SSR | score | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|');
for (const { p, on, off: o } of rows) {
  for (const [label, r] of [['on', on], ['off', o]]) console.log(`| \`${p}\` | ${label} | ${r.score} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
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
off.kill('SIGTERM');
process.exit(0);
