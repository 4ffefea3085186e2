// The images (docker/*.Dockerfile and .dockerignore): multi-stage from the lockfile, the real entry point
// as a non-root user, installs, builds, data and secrets kept out of the build context; and what runs in
// them: the remote server image's contents (docker/deps-closure.mjs) run for real from a copied tree.
const { freePort } = require('../../server-kit/test/net-helpers.cjs');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

// the remote server starts from a copied tree
jest.setTimeout(120000);

const root = path.resolve(__dirname, '..', '..');

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

  it('what runs carries no scripts/ (build and test tooling): the servers and the compose command live in server-kit', () => {
    for (const kind of Object.keys(images)) {
      const last = stagesOf(fs.readFileSync(path.join(root, 'docker', `${kind}.Dockerfile`), 'utf8')).pop();
      expect(last).not.toMatch(/^COPY (--from=\S+ )?(\S+ )*\/?(app\/)?scripts\b/m);
    }
    expect(fs.readFileSync(path.join(root, 'docker', 'shell.Dockerfile'), 'utf8')).toMatch(/^COPY server-kit\/composition server-kit\/composition$/m);
  });

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

/** GET over node:http: { status, body }. */
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
