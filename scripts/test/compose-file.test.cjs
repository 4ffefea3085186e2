// docker-compose.yml, validated by Docker Compose itself (or read with the `yaml` package and the test says
// so: scripts/test/docker-helpers.cjs) and checked for what production needs: PostgreSQL and Redis on
// volumes, two api instances and two shell servers behind nginx, health checks, restart policies, start
// order on health, no sandbox, seed or development routes unless asked for, every setting documented.
// (The load balancer: compose-load-balancer.test.cjs; the images: docker-images.test.cjs.)
const fs = require('node:fs');
const path = require('node:path');
const { root, composeFile, REMOTES, REQUIRED, FILLED, envExample, composeConfig, mounts, envOf, healthTest, settingsOf } = require('./docker-helpers.cjs');

// Docker Compose runs several times
jest.setTimeout(120000);

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
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'lb', 'mf-account', 'mf-admin', 'mf-cart', 'mf-catalog', 'mf-content', 'postgres', 'redis', 'shell-1', 'shell-2'].sort());
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

});
