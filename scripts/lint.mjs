#!/usr/bin/env node
// `npm run lint` (and the lint step of `npm test`): ESLint over the repository (the boundaries of
// docs/layout.md, the hooks rules, import-x/no-cycle), then the cycle check that counts type-only
// imports too (dpdm: scripts/eslint/cycles.mjs). Both always run, so one pass shows every problem;
// the exit code is non-zero when either fails. Other arguments go to ESLint (e.g. --max-warnings 1000).
// `node scripts/lint.mjs --cycles-in <dir>` runs only the cycle check, over <dir> (its probe test).
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findCycles } from './eslint/cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

/** Prints the cycles under `dir` and answers whether there were none. */
async function checkCycles(dir) {
  const t = Date.now();
  const cycles = await findCycles(dir);
  if (cycles.length === 0) {
    console.log(`import cycles (type-only imports included): none (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    return true;
  }
  console.error(`import cycles (type-only imports included): ${cycles.length}`);
  cycles.forEach((c, i) => console.error(`  ${i + 1}) ${[...c, c[0]].join(' -> ')}`));
  return false;
}

const at = args.indexOf('--cycles-in');
if (at >= 0) {
  process.exit((await checkCycles(path.resolve(args[at + 1]))) ? 0 : 1);
}

const eslint = spawnSync(process.execPath, [path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'), '.', ...args], { cwd: root, stdio: 'inherit' });
const noCycles = await checkCycles(root);
process.exit(eslint.status === 0 && noCycles ? 0 : 1);
