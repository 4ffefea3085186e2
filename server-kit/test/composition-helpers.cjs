// What the composition's tests share, here (the store and the per-visitor choice) and in scripts/test
// (`npm run compose`): throw-away composition files, the ES-module code run in child Node processes,
// which print JSON (these jest projects run CommonJS without ES-module support), and the CLI.
// Not a test file: jest runs *.test.cjs only.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const store = path.join(__dirname, '..', 'composition', 'store.mjs');
const visitor = path.join(__dirname, '..', 'composition', 'visitor.mjs');
const cli = path.join(__dirname, '..', '..', 'scripts', 'compose.mjs'); // npm run compose

/** A folder for one test file's compositions: `freshFile(content)` makes one, `removeAll` (its afterAll) ends them. */
function compositionFiles() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'composition-'));
  let n = 0;
  const freshFile = (content) => {
    const file = path.join(tmp, `c${++n}`, 'composition.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (content) fs.writeFileSync(file, JSON.stringify(content, null, 2));
    return file;
  };
  return { freshFile, removeAll: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}

/** Runs ES-module code (with the store and the per-visitor choice as L) and returns what it printed last, parsed. */
function esm(body, env = {}) {
  const code = `import * as S from ${JSON.stringify(store)};\nimport * as V from ${JSON.stringify(visitor)};\nconst L = { ...S, ...V };\n${body}`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(r.stderr || r.stdout);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** `npm run compose -- ...args` on `file` (asynchronous: a fake remote server in the test's process must answer). */
function compose(file, ...args) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [cli, ...args], { env: { ...process.env, COMPOSITION_FILE: file, USER: 'tester' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('exit', (status) => resolve({ status, out }));
  });
}

const base = () => ({
  $comment: 'kept',
  owner: { team: 'ops' },
  remotes: {
    mf_catalog: { server: 'http://remote.test', version: '1.0.0', note: 'unknown field kept' },
    mf_cart: { server: 'http://cart.test', version: '2.0.0' },
  },
});

module.exports = { store, visitor, cli, compositionFiles, esm, compose, base };
