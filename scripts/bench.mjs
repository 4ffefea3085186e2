#!/usr/bin/env node
// `npm run bench`: prints figures, asserts nothing. First-visit JavaScript (against the built and
// started system), Lighthouse mobile with SSR on and off, server-rendered pages per second, catalogue listing/search latency, cart and order throughput.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/apps.mjs';

const run = (label, args) => {
  console.log(`\n##### ${label}`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) console.log(`(${label} failed with ${r.status})`);
};
run('first visit', [path.join(root, 'e2e', 'run.mjs'), '--script', path.join(root, 'e2e', 'bench', 'first-visit.mjs')]);
run('lighthouse (SSR on and off) and server rendering throughput', [path.join(root, 'e2e', 'run.mjs'), '--script', path.join(root, 'e2e', 'bench', 'lighthouse.mjs')]);
run('taps: add-to-cart under a throttled phone (SSR on, SSR=off, no JavaScript)', [path.join(root, 'e2e', 'run.mjs'), '--script', path.join(root, 'e2e', 'bench', 'taps.mjs')]);
for (const [label, file] of [['catalogue', 'bench-catalog.mjs'], ['cart and orders', 'bench-cart.mjs'], ['CSV import of price and stock (10,000 rows)', 'bench-import.mjs']]) {
  const p = path.join(root, 'scripts', file);
  if (fs.existsSync(p)) run(label, [p]);
}
