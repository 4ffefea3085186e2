// The load balancer of docker-compose.yml (docker/nginx): its configuration mounted where its includes
// point, /api balanced over both api instances and the rest over both shells, the remotes under public
// paths, the client's address and scheme passed on; the shells' first start points browsers at the
// remotes through it (docker/init-composition.mjs) and never rewrites an operator's composition.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { root, nginxDir, REMOTES, FILLED, composeConfig, mounts, envOf } = require('./docker-helpers.cjs');

// Docker Compose runs, and the composition's first start runs twice
jest.setTimeout(120000);

describe('docker-compose.yml', () => {
  // the required settings only: what the file itself gives everything else
  const vars = { ...FILLED };
  let services;
  beforeAll(() => {
    const r = composeConfig(vars);
    if (!r.ok) throw new Error(`docker-compose.yml does not validate: ${r.error}`);
    services = r.config.services;
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
