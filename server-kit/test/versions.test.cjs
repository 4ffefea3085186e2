// Remote versions are ordered by semantic versioning (the operators' list and "newest" depend on it).
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const order = (names) => {
  const code = `import { compareVersions } from ${JSON.stringify(path.join(__dirname, '..', 'static.mjs'))};
    process.stdout.write(JSON.stringify(${JSON.stringify(names)}.sort(compareVersions)));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
};

describe('version order', () => {
  it('puts a pre-release below its release', () => {
    expect(order(['1.0.1', '1.0.1-e2e', '1.0.0'])).toEqual(['1.0.0', '1.0.1-e2e', '1.0.1']);
  });
  it('orders numerically, not by text', () => {
    expect(order(['1.10.0', '1.9.0', '1.2.0'])).toEqual(['1.2.0', '1.9.0', '1.10.0']);
  });
  it('puts names that are not versions first (oldest), by name', () => {
    expect(order(['2.0.0', 'latest', 'canary'])).toEqual(['canary', 'latest', '2.0.0']);
  });
});
