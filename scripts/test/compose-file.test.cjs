// docker-compose.yml, the images (docker/*.Dockerfile) and the load balancer (docker/nginx): the compose
// file is validated by Docker Compose itself (`docker compose config`, or Debian's `docker-compose config`;
// neither needs an engine) and checked for what production needs: PostgreSQL and Redis on volumes, two api
// instances and two shell servers behind nginx, the remotes under public paths, health checks, restart
// policies, start order on health, no sandbox, seed or development routes unless asked for. The remote
// server image's contents are run for real. Without Docker Compose the file is read with the `yaml`
// package (interpolation done here) and the test says so: `apt-get install -y docker-compose` gives the full check.
const { freePort } = require('../../server-kit/test/net-helpers.cjs');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

// Docker Compose runs several times, and the remote server starts from a copied tree
jest.setTimeout(120000);

const root = path.resolve(__dirname, '..', '..');
const composeFile = path.join(root, 'docker-compose.yml');
const nginxDir = path.join(root, 'docker', 'nginx');
const REMOTES = ['mf-catalog', 'mf-content', 'mf-cart', 'mf-account'];
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
  console.warn('compose-file test: neither `docker compose` nor `docker-compose` is installed; docker-compose.yml is read with the `yaml` package instead (apt-get install -y docker-compose for the full check)');
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

// ---------- the compose file ----------

describe('docker-compose.yml', () => {
  // the required settings only: what the file itself gives everything else
  const vars = { ...FILLED };
  let config;
  let services;
  beforeAll(() => {
    const r = composeConfig(vars);
    if (!r.ok) throw new Error(`docker-compose.yml does not validate: ${r.error}`);
    config = r.config;
    services = config.services;
  });

  it('validates, with the services production needs', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'lb', 'mf-account', 'mf-cart', 'mf-catalog', 'mf-content', 'postgres', 'redis', 'shell-1', 'shell-2'].sort());
  });

  it('refuses to start while a required setting is empty (.env.example as it is, or one of them left out)', () => {
    const asIs = composeConfig(envExample());
    expect(asIs.ok).toBe(false);
    expect(asIs.error).toMatch(new RegExp(REQUIRED.join('|')));
    for (const name of REQUIRED) {
      const r = composeConfig({ ...vars, [name]: '' });
      expect({ name, ok: r.ok }).toEqual({ name, ok: false });
      expect(r.error).toContain(name);
    }
  });

  it('documents every setting it reads in .env.example and in the table of docs/operations.md', () => {
    const used = new Set([...fs.readFileSync(composeFile, 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    const example = envExample();
    const doc = fs.readFileSync(path.join(root, 'docs', 'operations.md'), 'utf8');
    const table = new Set([...doc.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]));
    expect([...used].filter((v) => !(v in example))).toEqual([]);
    expect([...used].filter((v) => !table.has(v))).toEqual([]);
    expect([...table].filter((v) => !used.has(v))).toEqual([]);
    // the required ones are marked so in the table
    for (const v of REQUIRED) expect(doc).toMatch(new RegExp(`^\\| \`${v}\` \\| yes \\|`, 'm'));
  });

  it('builds two api instances and two shell servers from the repository images', () => {
    for (const name of ['api-1', 'api-2']) expect(services[name].build.dockerfile).toBe('docker/api.Dockerfile');
    for (const name of ['shell-1', 'shell-2']) expect(services[name].build.dockerfile).toBe('docker/shell.Dockerfile');
    for (const name of REMOTES) {
      expect(services[name].build.dockerfile).toBe('docker/remote.Dockerfile');
      // one image for every remote: the folder it runs in picks the remote
      expect(services[name].image).toBe(services['mf-catalog'].image);
      expect(services[name].working_dir).toBe(`/app/${name}`);
    }
    expect(services['api-1'].image).toBe(services['api-2'].image);
    expect(services['shell-1'].image).toBe(services['shell-2'].image);
  });

  it('gives every service a health check and a restart policy', () => {
    for (const [name, s] of Object.entries(services)) {
      expect({ name, restart: s.restart }).toEqual({ name, restart: expect.stringMatching(/^(always|unless-stopped|on-failure)/) });
      expect({ name, health: healthTest(s) }).toEqual({ name, health: expect.stringMatching(/^CMD(-SHELL)? \S/) });
      expect(s.healthcheck.disable).toBeFalsy();
    }
    expect(healthTest(services.postgres)).toMatch(/pg_isready/);
    expect(healthTest(services.redis)).toMatch(/redis-cli ping/);
    for (const name of ['api-1', 'api-2']) expect(healthTest(services[name])).toContain('/api/health');
  });

  it('starts each service once what it needs is healthy', () => {
    const deps = (name) => services[name].depends_on ?? {};
    for (const [name, s] of Object.entries(services)) {
      for (const [dep, d] of Object.entries(s.depends_on ?? {})) expect({ name, dep, condition: d.condition }).toEqual({ name, dep, condition: 'service_healthy' });
    }
    for (const name of ['api-1', 'api-2']) expect(Object.keys(deps(name)).sort()).toEqual(['postgres', 'redis']);
    expect(Object.keys(deps('lb')).sort()).toEqual(['api-1', 'api-2', 'shell-1', 'shell-2', ...REMOTES].sort());
  });

  it('keeps the database, Redis, uploads, the composition and the published remotes on named volumes', () => {
    const declared = Object.keys(config.volumes ?? {});
    const volumeAt = (name, target) => mounts(services[name]).find((m) => m.target === target)?.source;
    expect(volumeAt('postgres', '/var/lib/postgresql/data')).toBe('pgdata');
    expect(volumeAt('redis', '/data')).toBe('redisdata');
    expect(services.redis.command.join(' ')).toMatch(/--appendonly yes/);
    // both api instances serve every upload, where the api stores them (UPLOAD_DIR)
    for (const name of ['api-1', 'api-2']) expect(volumeAt(name, envOf(services[name]).UPLOAD_DIR)).toBe('uploads');
    // both shells read and `npm run compose` writes one composition
    for (const name of ['shell-1', 'shell-2']) expect(volumeAt(name, path.posix.dirname(envOf(services[name]).COMPOSITION_FILE))).toBe('composition');
    for (const name of REMOTES) expect(volumeAt(name, `/app/${name}/dist`)).toBe(`remotes-${name}`);
    for (const v of ['pgdata', 'redisdata', 'uploads', 'composition', ...REMOTES.map((r) => `remotes-${r}`)]) expect(declared).toContain(v);
  });

  it('publishes the load balancer only', () => {
    for (const [name, s] of Object.entries(services)) if (name !== 'lb') expect({ name, ports: s.ports ?? [] }).toEqual({ name, ports: [] });
    const targets = services.lb.ports.map((p) => (typeof p === 'string' ? Number(p.split(':').pop()) : Number(p.target)));
    expect(targets.sort()).toEqual([443, 80]);
  });

  it('runs the api in production on PostgreSQL and Redis, with no sandbox, seed or development routes unless asked for', () => {
    const known = settingsOf('api');
    // the file's own defaults, and .env.example's values (filled in)
    const withExample = composeConfig({ ...envExample(), ...FILLED });
    expect(withExample.ok).toBe(true);
    for (const [source, cfg] of [['defaults', config], ['.env.example', withExample.config]]) {
      for (const name of ['api-1', 'api-2']) {
        const env = envOf(cfg.services[name]);
        for (const key of Object.keys(env)) expect({ source, key, known: known.has(key) }).toEqual({ source, key, known: true });
        expect({ source, ...env }).toMatchObject({ source, NODE_ENV: 'production', SMS_PROVIDER: 'kavenegar', PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_SANDBOX: 'false', ALLOW_SANDBOX_IN_PRODUCTION: 'false', SEED_ON_START: 'false', API_HOST: '0.0.0.0' });
        expect(env.DEV_ROUTES ?? 'false').toBe('false');
        expect(env.DATABASE_URL).toBe(`postgres://shop:${FILLED.POSTGRES_PASSWORD}@postgres:5432/shop`);
        expect(env.REDIS_URL).toBe(`redis://:${FILLED.REDIS_PASSWORD}@redis:6379`);
        expect(env.PUBLIC_URL).toBe(FILLED.PUBLIC_URL);
        expect(env.AUTH_SECRET).toBe(FILLED.AUTH_SECRET);
        // X-Forwarded-* believed from the containers' own network only
        expect(env.TRUST_PROXY).toBe(cfg.networks.backend.ipam.config[0].subnet);
      }
    }
    expect(envExample().DEV_ROUTES).toBeUndefined();
  });

  it('passes the shells and remote servers only settings they know', () => {
    const shell = settingsOf('shell');
    // read by docker/init-composition.mjs on the shell's first start
    for (const k of ['PUBLIC_URL', 'REMOTES_URL']) shell.add(k);
    const remote = settingsOf('remote');
    remote.add('NODE_ENV');
    for (const name of ['shell-1', 'shell-2']) {
      const env = envOf(services[name]);
      for (const key of Object.keys(env)) expect({ key, known: shell.has(key) }).toEqual({ key, known: true });
      expect(env.NODE_ENV).toBe('production');
      expect(env.TRUST_PROXY).toBe(config.networks.backend.ipam.config[0].subnet);
    }
    for (const name of REMOTES) for (const key of Object.keys(envOf(services[name]))) expect({ key, known: remote.has(key) }).toEqual({ key, known: true });
  });

  it('mounts the load balancer configuration where its includes point', () => {
    const lbMounts = mounts(services.lb);
    const at = (target) => lbMounts.find((m) => m.target === target)?.source;
    expect(path.resolve(root, at('/etc/nginx/conf.d/default.conf'))).toBe(path.join(nginxDir, 'storefront.conf'));
    expect(path.resolve(root, at('/etc/nginx/storefront'))).toBe(nginxDir);
    expect(path.resolve(root, at('/etc/nginx/certs'))).toBe(path.join(nginxDir, 'certs'));
    expect(services.lb.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)/); // `resolve` in upstream servers: nginx 1.27.3 and later
    for (const file of fs.readdirSync(nginxDir).filter((f) => f.endsWith('.conf'))) {
      for (const m of fs.readFileSync(path.join(nginxDir, file), 'utf8').matchAll(/^\s*include\s+(\S+);/gm)) {
        const inc = m[1];
        expect(inc.startsWith('/etc/nginx/storefront/')).toBe(true);
        expect(fs.existsSync(path.join(nginxDir, inc.slice('/etc/nginx/storefront/'.length)))).toBe(true);
      }
    }
  });

  it('balances /api over both api instances and the rest over both shells, with the client address and scheme passed on', () => {
    const conf = fs.readFileSync(path.join(nginxDir, 'storefront.conf'), 'utf8');
    const locations = fs.readFileSync(path.join(nginxDir, 'locations.conf'), 'utf8');
    const proxy = fs.readFileSync(path.join(nginxDir, 'proxy.conf'), 'utf8');
    const upstream = (name) => {
      const m = new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(conf);
      if (!m) throw new Error(`no upstream ${name}`);
      return [...m[1].matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((x) => `${x[1]}:${x[2]}`).sort();
    };
    const port = (name, key) => envOf(services[name])[key];
    expect(upstream('api_pool')).toEqual([`api-1:${port('api-1', 'API_PORT')}`, `api-2:${port('api-2', 'API_PORT')}`]);
    expect(upstream('shell_pool')).toEqual([`shell-1:${port('shell-1', 'SHELL_PORT')}`, `shell-2:${port('shell-2', 'SHELL_PORT')}`]);
    const location = (text, where) => {
      const m = new RegExp(`location ${where.replace(/[/.]/g, '\\$&')} \\{([^}]*)\\}`).exec(text);
      if (!m) throw new Error(`no location ${where}`);
      return m[1];
    };
    expect(location(locations, '/api/')).toMatch(/proxy_pass http:\/\/api_pool;/);
    expect(location(locations, '/')).toMatch(/proxy_pass http:\/\/shell_pool;/);
    for (const r of REMOTES) {
      const ups = `mf_${r.slice(3)}`;
      expect(location(locations, `/remotes/${r}/`)).toMatch(new RegExp(`proxy_pass http://${ups}/;`));
      expect(upstream(ups)).toEqual([`${r}:${port(r, 'PORT')}`]);
    }
    for (const block of [location(locations, '/api/'), location(locations, '/')]) expect(block).toContain('include /etc/nginx/storefront/proxy.conf;');
    expect(proxy).toMatch(/^proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/m);
    expect(proxy).toMatch(/^proxy_set_header X-Forwarded-Proto \$forwarded_proto;/m);
    expect(proxy).toMatch(/^proxy_set_header Host \$host;/m);
    expect(conf).toMatch(/map \$http_x_forwarded_proto \$forwarded_proto \{[^}]*default \$scheme;/);
    // the servers are published on port 80 with the locations; TLS is one uncommented block away
    expect(conf).toMatch(/server \{\s*listen 80 default_server;[^}]*include \/etc\/nginx\/storefront\/locations\.conf;/);
    expect(conf).toMatch(/^# server \{\n#\s+listen 443 ssl[^\n]*\n(#[^\n]*\n)*?#\s+ssl_certificate\s+\/etc\/nginx\/certs\/fullchain\.pem;\n#\s+ssl_certificate_key\s+\/etc\/nginx\/certs\/privkey\.pem;/m);
    expect(conf).toMatch(/^#\s+include \/etc\/nginx\/storefront\/locations\.conf;/m);
    // the shells' calls to the api reach the pool on the internal port they are given
    const apiUrl = new URL(envOf(services['shell-1']).API_URL);
    expect(apiUrl.hostname).toBe('lb');
    expect(conf).toMatch(new RegExp(`listen ${apiUrl.port};[\\s\\S]*?location /api/ \\{\\s*proxy_pass http://api_pool;`));
  });

  it('points browsers at the remotes through the load balancer on the shells’ first start, and never rewrites a composition', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-init-'));
    try {
      const file = path.join(dir, 'composition', 'composition.json');
      const env = envOf(services['shell-1']);
      const run = () => spawnSync(process.execPath, [path.join(root, 'docker', 'init-composition.mjs')], { encoding: 'utf8', env: { PATH: process.env.PATH, PUBLIC_URL: env.PUBLIC_URL, REMOTES_URL: env.REMOTES_URL, COMPOSITION_FILE: file } });
      const first = run();
      expect(first.status).toBe(0);
      const made = JSON.parse(fs.readFileSync(file, 'utf8'));
      const defaults = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'composition.default.json'), 'utf8'));
      expect(Object.keys(made.remotes).sort()).toEqual(Object.keys(defaults.remotes).sort());
      const locations = fs.readFileSync(path.join(nginxDir, 'locations.conf'), 'utf8');
      for (const [name, r] of Object.entries(made.remotes)) {
        expect(r.version).toBe(defaults.remotes[name].version);
        const u = new URL(r.server);
        expect(u.origin).toBe(new URL(FILLED.PUBLIC_URL).origin);
        expect(locations).toContain(`location ${u.pathname}/ {`);
      }
      // an operator's change stays
      made.remotes.mf_catalog.version = '9.9.9';
      fs.writeFileSync(file, JSON.stringify(made));
      expect(run().status).toBe(0);
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).remotes.mf_catalog.version).toBe('9.9.9');
      // without PUBLIC_URL or REMOTES_URL it stops and says what to set
      const none = spawnSync(process.execPath, [path.join(root, 'docker', 'init-composition.mjs')], { encoding: 'utf8', env: { PATH: process.env.PATH, COMPOSITION_FILE: path.join(dir, 'other.json') } });
      expect(none.status).toBe(1);
      expect(none.stderr).toMatch(/PUBLIC_URL/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// ---------- the images ----------

describe('docker/*.Dockerfile and .dockerignore', () => {
  const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const images = {
    api: { cmd: ['node', 'api/dist/server.js'], entry: 'api/src/server.ts' },
    shell: { cmd: ['sh', '-c', 'node docker/init-composition.mjs && exec node shell/server.mjs'], entry: 'shell/server.mjs' },
    remote: { cmd: ['node', '/app/server-kit/remote/server.mjs'], entry: 'server-kit/remote/server.mjs' },
  };
  const stagesOf = (text) => text.split(/^(?=FROM )/m).filter((s) => s.startsWith('FROM '));

  for (const [kind, want] of Object.entries(images)) {
    it(`${kind}: multi-stage from the lockfile, runs the real entry point as a non-root user`, () => {
      const text = fs.readFileSync(path.join(root, 'docker', `${kind}.Dockerfile`), 'utf8');
      const stages = stagesOf(text);
      expect(stages.length).toBeGreaterThanOrEqual(3);
      // npm ci (never npm install) over the whole lockfile: every workspace's package.json is there first
      expect(text).toMatch(/^COPY package\.json package-lock\.json \.\/$/m);
      for (const ws of workspaces) expect(text).toMatch(new RegExp(`^COPY ${ws}/package\\.json ${ws}/$`, 'm'));
      expect(text).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
      expect(text).not.toMatch(/npm (install|i) /);
      // NODE_ENV=production only where nothing is installed (npm ci would leave the build tools out)
      for (const s of stages.slice(0, -1)) expect(s).not.toMatch(/NODE_ENV=production/);
      const last = stages[stages.length - 1];
      expect(last).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime/);
      expect(last).toMatch(/^USER node$/m);
      expect(last).toMatch(/NODE_ENV=production/);
      expect(last).toMatch(/^HEALTHCHECK .*docker\/healthcheck\.mjs/m);
      expect(last).toMatch(/^COPY (--from=\S+ )?docker\/healthcheck\.mjs/m);
      const cmd = /^CMD (\[.*\])$/m.exec(last);
      expect(JSON.parse(cmd[1])).toEqual(want.cmd);
      expect(fs.existsSync(path.join(root, want.entry))).toBe(true);
      expect(text).toMatch(/^ARG NODE_IMAGE=node:20-bookworm-slim$/m);
    });
  }

  it('api: the command is what `npm start -w api` runs', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'api', 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe('node dist/server.js');
    expect(pkg.main).toBe('dist/server.js');
  });

  it('.dockerignore keeps installs, builds, data, secrets and git out of the build context', () => {
    const lines = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim());
    for (const p of ['**/node_modules', '**/dist', 'data', '.git', '.env', '.env.*', 'docker/nginx/certs']) expect(lines).toContain(p);
    // npm ci needs every workspace's package.json, the end-to-end one too
    expect(lines).toContain('!e2e/package.json');
  });
});

// ---------- what runs in the images ----------


function get(port, p) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    }).on('error', reject);
  });
}

describe('the remote server image carries what its server needs (docker/deps-closure.mjs)', () => {
  let dir;
  let child;
  let port;
  const version = '7.7.7-image';
  beforeAll(async () => {
    if (!fs.existsSync(path.join(root, 'contracts', 'dist', 'settings.js'))) {
      const r = spawnSync(process.execPath, [path.join(root, 'node_modules', '@swc', 'cli', 'bin', 'swc.js'), 'src', '-d', 'dist', '--strip-leading-paths', '-q'], { cwd: path.join(root, 'contracts'), encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`cannot build contracts: ${r.stderr}`);
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-image-'));
    // what docker/remote.Dockerfile copies into /app: the closure, one remote's package.json and a published version
    const copy = spawnSync(process.execPath, [path.join(root, 'docker', 'deps-closure.mjs'), '--root', root, '--copy', dir, 'server-kit/remote/server.mjs'], { encoding: 'utf8' });
    if (copy.status !== 0) throw new Error(copy.stderr);
    // a published version as the build lays it out: dist/<version>/web (the browsers') and node (server rendering)
    const web = path.join(dir, 'mf-catalog', 'dist', version, 'web');
    fs.mkdirSync(web, { recursive: true });
    fs.copyFileSync(path.join(root, 'mf-catalog', 'package.json'), path.join(dir, 'mf-catalog', 'package.json'));
    fs.writeFileSync(path.join(web, 'mf-manifest.json'), JSON.stringify({ name: 'mf_catalog', metaData: { publicPath: 'auto' } }));
    fs.writeFileSync(path.join(web, 'remoteEntry.js'), 'window.mf_catalog = {};\n');
    fs.mkdirSync(path.join(dir, 'docker'));
    fs.copyFileSync(path.join(root, 'docker', 'healthcheck.mjs'), path.join(dir, 'docker', 'healthcheck.mjs'));
    port = await freePort();
    // nothing of the repository's node_modules is reachable from the copy (a folder outside the repository)
    child = spawn(process.execPath, [path.join(dir, 'server-kit', 'remote', 'server.mjs')], { cwd: path.join(dir, 'mf-catalog'), env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.output = '';
    child.stdout.on('data', (d) => (child.output += d));
    child.stderr.on('data', (d) => (child.output += d));
    const until = Date.now() + 15000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the remote server exited: ${child.output}`);
      try {
        if ((await get(port, '/health')).status === 200) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until) throw new Error(`the remote server did not come up: ${child.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGTERM');
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies a small tree: the server, its own imports and their packages, no build tools', () => {
    expect(fs.existsSync(path.join(dir, 'node_modules', 'fastify'))).toBe(true);
    for (const heavy of ['webpack', 'react', '@mui', 'typescript', 'jest']) expect(fs.existsSync(path.join(dir, 'node_modules', heavy))).toBe(false);
    expect(fs.readlinkSync(path.join(dir, 'node_modules', 'contracts'))).toBe('../contracts');
  });

  it('serves the published versions from its folder', async () => {
    expect(JSON.parse((await get(port, '/versions.json')).body).versions).toContain(version);
    const entry = await get(port, `/${version}/web/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.body).toContain('mf_catalog');
  });

  it('is healthy by docker/healthcheck.mjs, and unhealthy when nothing answers', async () => {
    const check = (env) => spawnSync(process.execPath, [path.join(dir, 'docker', 'healthcheck.mjs'), '/health'], { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
    expect(check({ PORT: String(port) }).status).toBe(0);
    const closed = await freePort();
    const down = check({ PORT: String(closed) });
    expect(down.status).toBe(1);
    expect(down.stderr).toMatch(/ECONNREFUSED/);
  });
});
