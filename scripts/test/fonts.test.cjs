// scripts/test/fonts.check.mjs (ES modules, node:test: this jest runs CommonJS without
// --experimental-vm-modules), run in a child node; fails with its report.
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');

it('the web font subsets are current and cover every message', () => {
  const r = spawnSync(process.execPath, ['--test', '--test-reporter=spec', 'scripts/test/fonts.check.mjs'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`scripts/test/fonts.check.mjs failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  expect(r.stdout).toMatch(/ℹ fail 0/);
});
