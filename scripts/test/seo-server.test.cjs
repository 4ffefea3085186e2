// The shell server's sitemaps, robots.txt, legacy redirects, redirects-file validation and page HTML edits are tested in-process with
// fastify.inject (shell/test/*.test.mjs, ES modules, node:test: this jest runs CommonJS without
// --experimental-vm-modules). This runs them in a child node and fails with their report.
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const files = ['shell/test/redirects-validate.test.mjs', 'shell/test/seo.test.mjs', 'shell/test/legacy.test.mjs', 'shell/test/page-html.test.mjs'];

it.each(files)('%s passes', (file) => {
  const r = spawnSync(process.execPath, ['--test', '--test-reporter=spec', file], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`${file} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  expect(r.stdout).toMatch(/ℹ fail 0/);
});
