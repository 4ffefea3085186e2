// What the docker tests share (docker-compose.yml, docker/*.Dockerfile, docker/nginx): the compose file's
// `config` as Docker Compose gives it (`docker compose config`, or Debian's `docker-compose config`;
// neither needs an engine), or, without Docker Compose, the file read with the `yaml` package and
// interpolated here (the tests warn so: `apt-get install -y docker-compose` gives the full check).
// Not a test file: jest runs *.test.cjs only.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const composeFile = path.join(root, 'docker-compose.yml');
const nginxDir = path.join(root, 'docker', 'nginx');
const REMOTES = ['mf-catalog', 'mf-content', 'mf-cart', 'mf-account', 'mf-admin'];
const REQUIRED = ['PUBLIC_URL', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'AUTH_SECRET'];
const FILLED = { PUBLIC_URL: 'https://shop.example.com', POSTGRES_PASSWORD: 'pgSecret1', REDIS_PASSWORD: 'redisSecret1', AUTH_SECRET: '0123456789abcdef0123456789abcdef' };

// ---------- Docker Compose, or the fallback ----------

function findCompose() {
  const tryRun = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8', timeout: 20000 });
  if (tryRun('docker', ['compose', 'version']).status === 0) return { cmd: 'docker', pre: ['compose'], v2: true };
  if (tryRun('docker-compose', ['version']).status === 0) return { cmd: 'docker-compose', pre: [], v2: false };
  return null;
}
const compose = findCompose();
if (!compose) {
  console.warn('docker tests: neither `docker compose` nor `docker-compose` is installed; docker-compose.yml is read with the `yaml` package instead (apt-get install -y docker-compose for the full check)');
}

/** The .env.example lines as a map (comments and blanks left out). */
function envExample() {
  const out = {};
  for (const line of fs.readFileSync(path.join(root, '.env.example'), 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]] = m[2];
  }
  return out;
}

/** Compose's variable substitution in a value, for the fallback: ${X}, ${X:-d}, ${X-d}, ${X:?e}, ${X?e}, $$. */
function interpolate(text, vars) {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name, colon, op, arg) => {
    if (whole === '$$') return '$';
    const v = vars[name];
    const unset = v === undefined || (colon === ':' && v === '');
    if (op === '-') return unset ? arg : v;
    if (op === '?') {
      if (unset) throw new Error(`required variable ${name} is missing a value: ${arg}`);
      return v;
    }
    return v ?? '';
  });
}

function parseYaml(text) {
  const YAML = require('yaml');
  return YAML.parse(text, { merge: true, maxAliasCount: -1 });
}

/**
 * `config` of the compose file with exactly `vars` as its environment (an --env-file; the process
 * environment is emptied): { ok, config, error }.
 */
function composeConfig(vars) {
  const envFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-')), '.env');
  fs.writeFileSync(envFile, Object.entries(vars).map(([k, v]) => `${k}=${v}`).join('\n') + '\n');
  try {
    if (!compose) {
      try {
        // as Compose does: the YAML first, then the variables in its values
        const walk = (v) => (typeof v === 'string' ? interpolate(v, vars) : Array.isArray(v) ? v.map(walk) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)])) : v);
        const parsed = walk(parseYaml(fs.readFileSync(composeFile, 'utf8')));
        return { ok: true, config: parsed };
      } catch (err) {
        return { ok: false, error: err.message };
      }
    }
    const args = [...compose.pre, '--project-directory', root, '-f', composeFile, '--env-file', envFile, 'config', ...(compose.v2 ? ['--format', 'json'] : [])];
    const r = spawnSync(compose.cmd, args, { encoding: 'utf8', cwd: os.tmpdir(), env: { PATH: process.env.PATH, HOME: os.tmpdir() }, timeout: 60000 });
    if (r.status !== 0) return { ok: false, error: `${r.stderr}${r.stdout}` };
    if (compose.v2) return { ok: true, config: JSON.parse(r.stdout) };
    // docker-compose 1.x prints YAML: read it with its own PyYAML, else with the yaml package
    const py = spawnSync('python3', ['-c', 'import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], { input: r.stdout, encoding: 'utf8' });
    return { ok: true, config: py.status === 0 ? JSON.parse(py.stdout) : parseYaml(r.stdout) };
  } finally {
    fs.rmSync(path.dirname(envFile), { recursive: true, force: true });
  }
}

/** A service's mounts as { source, target } (Compose 1 prints `src:dst:mode`, Compose 2 objects). */
function mounts(service) {
  return (service.volumes ?? []).map((v) => {
    if (typeof v === 'string') {
      const [source, target] = v.split(':');
      return { source, target };
    }
    return { source: v.source, target: v.target };
  });
}
const envOf = (service) => {
  const e = service.environment ?? {};
  if (Array.isArray(e)) return Object.fromEntries(e.map((x) => [x.split('=')[0], x.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
};
const healthTest = (service) => [].concat(service.healthcheck?.test ?? []).join(' ');

/** The setting names of a README configuration table (`<!-- settings:<name>:start -->`). */
function settingsOf(name) {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const m = new RegExp(`<!-- settings:${name}:start -->([\\s\\S]*?)<!-- settings:${name}:end -->`).exec(readme);
  if (!m) throw new Error(`README.md has no settings:${name} table`);
  return new Set([...m[1].matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((x) => x[1]));
}

module.exports = { root, composeFile, nginxDir, REMOTES, REQUIRED, FILLED, envExample, composeConfig, mounts, envOf, healthTest, settingsOf };
