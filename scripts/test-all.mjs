#!/usr/bin/env node
// `npm test`: every test. Unit and API tests (jest; PostgreSQL too when TEST_DATABASE_URL is set),
// then a fresh production build, then the end-to-end specs in Chromium against the started system.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/apps.mjs';

const started = Date.now();
const step = (name, args, opts = {}) => {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...opts });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
  if (r.status !== 0) process.exit(r.status ?? 1);
};

step('lint (boundaries, cycles, hooks)', [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.', '--max-warnings', '1000']);
step('unit and api tests', [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci']);
step('production build', [path.join(root, 'scripts', 'build.mjs'), '--force']);
step('end-to-end tests', [path.join(root, 'e2e', 'run.mjs')]);
console.log(`\nall tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
