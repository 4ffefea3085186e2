// The README's configuration tables are the servers' setting schemas (api, shell, remote servers).
const path = require('node:path');
const { spawnSync } = require('node:child_process');

test('README configuration tables match the schemas (npm run config:table rewrites them)', () => {
  const r = spawnSync(process.execPath, [path.join(__dirname, '..', 'config-table.mjs'), '--check'], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout).toMatch(/match the schemas/);
  expect(r.status).toBe(0);
});
