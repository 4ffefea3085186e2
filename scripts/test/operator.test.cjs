// The operator page (shell/server/operator/) mounted under /_operator beside the observability plugin, against
// fake remote servers: never public (404 without a token configured, 401 without credentials), shows each
// remote's live and candidate versions, what its server offers, the shared modules each version was built
// with and the ones the shell cannot satisfy, the failures browsers reported in the last hour; its actions
// change the composition through the same library as `npm run compose`, and refuse cross-site posts.
// (The tooling jest project cannot load ES modules: the servers run in a child Node process, tested over HTTP.)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { cookieParts } = require('../../server-kit/test/net-helpers.cjs');

const root = path.resolve(__dirname, '..', '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-'));
const compositionFile = path.join(tmp, 'composition.json');
const historyFile = path.join(tmp, 'composition.history.jsonl');
const TOKEN = 'op-secret-token-0123456789';

const serverCode = `
  import http from 'node:http';
  import Fastify from 'fastify';
  import { operatorPlugin } from ${JSON.stringify(path.join(root, 'shell', 'server', 'operator', 'index.mjs'))};
  import { observabilityPlugin } from ${JSON.stringify(path.join(root, 'server-kit', 'observability.mjs'))};

  const manifest = (name, shared) => JSON.stringify({ id: name, name, shared: shared.map(([n, version, requiredVersion]) => ({ id: name + ':' + n, name: n, version, requiredVersion, singleton: true })) });
  const good = [['react', '19.3.1', '^19.2.0'], ['shared-lib/ui', '1.0.0', '^1.0.0']];
  const files = {
    catalog: {
      '/versions.json': JSON.stringify({ name: 'mf-catalog', versions: ['1.2.0', '1.1.0', '1.0.0'] }),
      '/1.0.0/web/mf-manifest.json': manifest('mf_catalog', good),
      '/1.1.0/web/mf-manifest.json': manifest('mf_catalog', good),
      '/1.2.0/web/mf-manifest.json': manifest('mf_catalog', [['react', '20.0.1', '^20.0.0'], ['shared-lib/ui', '1.0.0', '^1.0.0'], ['shared-lib/newthing', '1.0.0', '^1.0.0']]),
    },
    content: {
      '/versions.json': JSON.stringify({ name: 'mf-content', versions: ['1.0.0'] }),
      '/1.0.0/mf-manifest.json': manifest('mf_content', good), // a build from before the {web,node} layout
    },
  };
  const serve = (table) => new Promise((resolve) => {
    const s = http.createServer((req, res) => {
      const body = table[req.url];
      res.statusCode = body ? 200 : 404;
      res.setHeader('content-type', 'application/json');
      res.end(body ?? '{}');
    });
    s.listen(0, '127.0.0.1', () => resolve('http://127.0.0.1:' + s.address().port));
  });
  const catalog = await serve(files.catalog);
  const content = await serve(files.content);
  const closed = await new Promise((resolve) => { const s = http.createServer(); s.listen(0, '127.0.0.1', () => { const u = 'http://127.0.0.1:' + s.address().port; s.close(() => resolve(u)); }); });

  const fs = await import('node:fs');
  fs.writeFileSync(${JSON.stringify(compositionFile)}, JSON.stringify({ remotes: {
    mf_catalog: { server: catalog, version: '1.0.0' },
    mf_content: { server: content, version: '1.0.0' },
    mf_cart: { server: closed, version: '2.0.0' },
  } }));

  const make = async (token) => {
    const app = Fastify({ logger: false });
    await app.register(observabilityPlugin, { name: 'shell', defaultMetrics: false });
    await app.register(operatorPlugin, { prefix: '/_operator', token, compositionFile: ${JSON.stringify(compositionFile)}, historyFile: ${JSON.stringify(historyFile)},
      shellSharedVersions: { react: '19.3.1', 'react-dom': '19.3.1', 'shared-lib/ui': '1.0.0' }, timeoutMs: 1500 });
    app.get('*', async () => 'the shop page'); // like the shell's catch-all
    await app.listen({ port: 0, host: '127.0.0.1' });
    return 'http://127.0.0.1:' + app.server.address().port;
  };
  console.log('READY ' + JSON.stringify({ withToken: await make(${JSON.stringify(TOKEN)}), withoutToken: await make(undefined), catalog, content, closed }));`;

let child;
let urls;
let output = '';
beforeAll(async () => {
  child = spawn(process.execPath, ['--input-type=module', '-e', serverCode], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  urls = await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`servers did not start: ${output}`)), 20000);
    const check = () => {
      const m = /READY (.*)/.exec(output);
      if (m) {
        clearTimeout(t);
        resolve(JSON.parse(m[1]));
      } else if (child.exitCode !== null) reject(new Error(output));
      else setTimeout(check, 50);
    };
    check();
  });
});
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
});

const op = (p, init = {}) => fetch(`${urls.withToken}/_operator${p}`, { redirect: 'manual', ...init });
const bearer = { authorization: `Bearer ${TOKEN}` };
const form = (fields) => new URLSearchParams(fields).toString();
const composition = () => JSON.parse(fs.readFileSync(compositionFile, 'utf8'));

describe('access', () => {
  it('answers 404 for everything when no token is configured', async () => {
    for (const [p, method] of [['/_operator', 'GET'], ['/_operator/', 'GET'], ['/_operator/status.json', 'GET'], ['/_operator/actions/set', 'POST'], ['/_operator/login', 'POST']]) {
      const res = await fetch(`${urls.withoutToken}${p}`, { method, headers: bearer });
      expect([p, res.status]).toEqual([p, 404]);
    }
    expect(await (await fetch(`${urls.withoutToken}/cat`)).text()).toBe('the shop page');
  });

  it('answers 401 with a sign-in form without credentials, with a wrong token or a forged session', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { cookie: 'operator_session=9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }]) {
      for (const p of ['', '/', '/status.json', '/anything']) {
        const res = await op(p, { headers });
        expect([p, res.status]).toEqual([p, 401]);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="operator"');
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    const page = await (await op('/')).text();
    expect(page).toMatch(/<form method="post" action="\/_operator\/login">/);
    expect(page).not.toMatch(/<script/i);
    const action = await op('/actions/set', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form({ remote: 'mf_catalog', version: '1.1.0' }) });
    expect(action.status).toBe(401);
    expect(composition().revision).toBeUndefined();
  });

  it('signs in with the token through the form: an HttpOnly, SameSite=Strict session cookie for /_operator', async () => {
    const origin = urls.withToken;
    const wrong = await op('/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: form({ token: 'nope' }) });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const crossSite = await op('/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, body: form({ token: TOKEN }) });
    expect(crossSite.status).toBe(403);
    const ok = await op('/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: form({ token: TOKEN }) });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/_operator/');
    const setCookie = ok.headers.get('set-cookie');
    expect(cookieParts(setCookie).pair).toMatch(/^operator_session=\d{10}\.[A-Za-z0-9_-]{43}$/);
    expect(cookieParts(setCookie).attributes).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/_operator', 'SameSite=Strict']);
    const res = await op('/', { headers: { cookie: setCookie.split(';')[0] } });
    expect(res.status).toBe(200);
    const out = await op('/logout', { method: 'POST', headers: { cookie: setCookie.split(';')[0], origin } });
    expect(cookieParts(out.headers.get('set-cookie')).pair).toBe('operator_session=');
    expect(cookieParts(out.headers.get('set-cookie')).attributes).toEqual(expect.arrayContaining(['Path=/_operator', 'Max-Age=0']));
  });
});

describe('what the page shows', () => {
  beforeAll(async () => {
    // browsers report failures through the shell's beacon (the observability plugin's store)
    const report = (body) => fetch(`${urls.withToken}/_beacon/remote-failure`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await report({ remote: 'mf_catalog', kind: 'load', version: '1.0.0', message: 'ChunkLoadError <img src=x onerror=alert(1)>' })).status).toBe(204);
    expect((await report({ remote: 'mf_catalog', kind: 'render', version: '1.0.0', message: 'TypeError: x is undefined' })).status).toBe(204);
  });

  it('gives each remote’s live and candidate versions, offered versions, shared modules, warnings and reports as JSON', async () => {
    const res = await op('/status.json', { headers: bearer });
    expect(res.status).toBe(200);
    const status = await res.json();
    const catalog = status.remotes.find((r) => r.name === 'mf_catalog');
    expect(catalog).toMatchObject({ version: '1.0.0', canary: null, offered: { versions: ['1.2.0', '1.1.0', '1.0.0'] } });
    expect(catalog.builds.map((b) => b.version)).toEqual(['1.0.0', '1.2.0', '1.1.0']);
    const b120 = catalog.builds.find((b) => b.version === '1.2.0');
    expect(b120.shared).toContainEqual({ name: 'react', version: '20.0.1', requiredVersion: '^20.0.0', singleton: true });
    expect(b120.warnings).toEqual(['requires react ^20.0.0; the shell provides 19.3.1', 'requires shared-lib/newthing ^1.0.0, which the shell does not provide']);
    expect(catalog.builds.find((b) => b.version === '1.0.0').warnings).toEqual([]);
    expect(catalog.failures).toMatchObject({ count: 2, kinds: { load: 1, render: 1 }, versions: { '1.0.0': 2 } });

    const content = status.remotes.find((r) => r.name === 'mf_content');
    expect(content.builds).toEqual([expect.objectContaining({ version: '1.0.0', warnings: [], shared: expect.arrayContaining([expect.objectContaining({ name: 'react' })]) })]);
    expect(content.failures).toBeNull();

    const cart = status.remotes.find((r) => r.name === 'mf_cart');
    expect(cart.offered.error).toMatch(/ECONNREFUSED/);
    expect(cart.builds).toEqual([expect.objectContaining({ version: '2.0.0', error: expect.stringMatching(/fetch failed|ECONNREFUSED/) })]);
  });

  it('renders the same as HTML without any script, every reported text escaped', async () => {
    const res = await op('/', { headers: bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'.*frame-ancestors 'none'/);
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/<img src=x/);
    expect(page).toContain('ChunkLoadError &lt;img src=x onerror=alert(1)&gt;');
    expect(page).toMatch(/2 reports in the last hour: render 1, load 1; versions 1\.0\.0 2/);
    // a candidate is another version than the live one: newest offered first
    expect(page).toMatch(/<label>candidate <select name="version"><option selected>1\.2\.0<\/option><option>1\.1\.0<\/option><\/select>/);
    expect(page).toContain('requires react ^20.0.0; the shell provides 19.3.1');
    expect(page).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);
    expect(page).toMatch(/<h2 id="r-mf_catalog">mf_catalog<\/h2>/);
    expect(page).toMatch(/No failures reported by browsers in the last hour/);
  });
});

describe('actions', () => {
  let session;
  const origin = () => urls.withToken;
  beforeAll(async () => {
    const ok = await op('/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin() }, body: form({ token: TOKEN }) });
    session = ok.headers.get('set-cookie').split(';')[0];
  });
  const post = (action, fields, headers = {}) =>
    op(`/actions/${action}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session, origin: origin(), ...headers }, body: form(fields) });

  it('refuses a change by session cookie from another site, or with no origin at all', async () => {
    expect((await post('canary', { remote: 'mf_catalog', version: '1.1.0', share: '10' }, { origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await op('/actions/canary', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session }, body: form({ remote: 'mf_catalog', version: '1.1.0', share: '10' }) });
    expect(noOrigin.status).toBe(403);
    expect((await post('canary', { remote: 'mf_catalog', version: '1.1.0', share: '10' }, { origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(composition().remotes.mf_catalog.canary).toBeUndefined();
  });

  it('starts a canary, promotes it, rolls back and aborts, recorded in the history with the author', async () => {
    let res = await post('canary', { remote: 'mf_catalog', version: '1.1.0', share: '10', author: 'alice' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/_operator/?done=1');
    expect(composition().remotes.mf_catalog.canary).toEqual({ version: '1.1.0', share: 10 });
    const notice = await (await op('/?done=1', { headers: { cookie: session } })).text();
    expect(notice).toMatch(/Change #1 recorded: canary mf_catalog, 1\.0\.0 → 1\.0\.0 \(canary 1\.1\.0 to 10 %\) \(by alice \(operator page\)\)/);
    expect(notice).toMatch(/1\.1\.0 to 10 % of visitors/);

    res = await post('promote', { remote: 'mf_catalog', author: 'bob' });
    expect(res.status).toBe(303);
    expect(composition().remotes.mf_catalog).toEqual({ server: urls.catalog, version: '1.1.0' });

    res = await post('rollback', { remote: 'mf_catalog' });
    expect(res.status).toBe(303);
    expect(composition().remotes.mf_catalog).toEqual({ server: urls.catalog, version: '1.0.0', canary: { version: '1.1.0', share: 10 } });

    res = await post('abort', { remote: 'mf_catalog' });
    expect(res.status).toBe(303);
    expect(composition().remotes.mf_catalog).toEqual({ server: urls.catalog, version: '1.0.0' });

    const history = fs.readFileSync(historyFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(history.map((e) => [e.revision, e.action, e.author])).toEqual([
      [1, 'canary', 'alice (operator page)'],
      [2, 'promote', 'bob (operator page)'],
      [3, 'rollback', 'someone (operator page)'],
      [4, 'abort', 'someone (operator page)'],
    ]);
    expect(await (await op('/', { headers: bearer })).text()).toMatch(/<td>#4<\/td><td>[^<]+<\/td><td>someone \(operator page\)<\/td><td>abort<\/td><td>mf_catalog<\/td>/);
  });

  it('refuses what the command refuses, with the reason: a version the server does not offer, nothing to abort', async () => {
    let res = await post('set', { remote: 'mf_catalog', version: '9.9.9' });
    expect(res.status).toBe(409);
    expect(await res.text()).toMatch(/does not offer 9\.9\.9; it offers: 1\.2\.0, 1\.1\.0, 1\.0\.0/);
    res = await post('abort', { remote: 'mf_catalog' });
    expect(res.status).toBe(409);
    expect(await res.text()).toMatch(/mf_catalog has no canary to abort/);
    res = await post('canary', { remote: 'mf_cart', version: '2.1.0', share: '5' });
    expect(res.status).toBe(409);
    expect(await res.text()).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+/);
    expect((await post('explode', { remote: 'mf_catalog' })).status).toBe(404);
    expect(composition().revision).toBe(4);
  });

  it('takes changes by bearer token (scripts) without an origin, answering JSON', async () => {
    const res = await op('/actions/set', { method: 'POST', headers: { ...bearer, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }, body: form({ remote: 'mf_catalog', version: '1.2.0', author: 'ci' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, revision: 5, next: { version: '1.2.0' } });
    expect(composition().remotes.mf_catalog.version).toBe('1.2.0');
  });
});

describe("the shell's shared module versions", () => {
  // they are read from the shell's build (node/shared-versions.json), which a fresh checkout has only
  // after the build that npm test runs later: build it here when missing
  beforeAll(() => require('../../server-kit/test/child-servers.cjs').ensureBuilt(), 10 * 60_000);

  it('come from the federation configuration and the installed packages, and satisfy the real remote builds', () => {
    const { spawnSync } = require('node:child_process');
    const code = `import { shellSharedVersions, sharedWarnings } from ${JSON.stringify(path.join(root, 'shell', 'server', 'operator', 'shared-versions.mjs'))};
      import fs from 'node:fs';
      const provided = shellSharedVersions();
      const builds = {};
      for (const dir of ['mf-catalog', 'mf-content', 'mf-cart', 'mf-account']) {
        const dist = ${JSON.stringify(root)} + '/' + dir + '/dist';
        for (const v of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
          const m = [dist + '/' + v + '/web/mf-manifest.json', dist + '/' + v + '/mf-manifest.json'].find((f) => fs.existsSync(f));
          if (m) builds[dir + ' ' + v] = sharedWarnings(JSON.parse(fs.readFileSync(m, 'utf8')).shared, provided);
        }
      }
      console.log(JSON.stringify({ provided, builds }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    const { provided, builds } = JSON.parse(r.stdout);
    expect(provided.react).toBe(require(require.resolve('react/package.json', { paths: [path.join(root, 'shell')] })).version);
    expect(provided['shared-lib/bus']).toBe(require(path.join(root, 'shared-lib', 'package.json')).version);
    // every build on this machine was made against this shell: nothing to warn about
    for (const [build, warnings] of Object.entries(builds)) expect([build, warnings]).toEqual([build, []]);
  });
});
