// The shell server's sitemaps, robots.txt, legacy redirects, redirects-file validation and page HTML edits are tested in-process with
// fastify.inject (shell/test/*.test.mjs, ES modules, node:test: this jest runs CommonJS without
// --experimental-vm-modules). This runs each of them in a child node and fails with its report; a new
// file there is picked up without a change here.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const files = fs.readdirSync(path.join(root, 'shell', 'test')).filter((f) => f.endsWith('.test.mjs')).sort().map((f) => `shell/test/${f}`);

it('finds the shell server tests', () => expect(files.length).toBeGreaterThan(0));

it.each(files)('%s passes', (file) => {
  const r = spawnSync(process.execPath, ['--test', '--test-reporter=spec', file], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`${file} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  expect(r.stdout).toMatch(/ℹ fail 0/);
});
