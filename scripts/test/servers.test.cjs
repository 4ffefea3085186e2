// The shell's and the remotes' servers, run for real in child processes on free ports (the shell and
// mf-catalog must be built: node scripts/build.mjs shell mf-catalog). Malformed requests get a 2xx-4xx
// answer and the server keeps serving; the /api proxy appends to X-Forwarded-For; the Content-Security-Policy
// names the composition's remote origins and the page's inline scripts carry its nonce; a wrong setting
// stops the server with a message naming it.
const { freePort } = require('./net-helpers.cjs');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const shellVersion = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'package.json'), 'utf8')).version;
const catalogVersion = JSON.parse(fs.readFileSync(path.join(root, 'mf-catalog', 'package.json'), 'utf8')).version;
const built = () =>
  fs.existsSync(path.join(root, 'contracts', 'dist', 'settings.js')) && // the servers' settings schemas run on it
  fs.existsSync(path.join(root, 'shell', 'dist', shellVersion, 'web', 'index.html')) && fs.existsSync(path.join(root, 'mf-catalog', 'dist', catalogVersion, 'web', 'mf-manifest.json'));
if (!built()) {
  // a fresh checkout (npm test runs the unit tests before the build): build what these tests serve
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'api', 'shell', 'mf-catalog'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0 || !built()) throw new Error(`build the api (contracts), the shell and mf-catalog first (node scripts/build.mjs api shell mf-catalog): ${r.stderr}`);
}

// servers start as child processes: on a loaded 2-core machine that takes seconds
jest.setTimeout(30_000);

const children = [];
const closers = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  for (const close of closers) await close();
});


/** Starts `args` with node in `cwd`; resolves once `ready` answers (or rejects with its output). */
function start(args, { cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.output = '';
  child.stdout.on('data', (d) => (child.output += d));
  child.stderr.on('data', (d) => (child.output += d));
  return child;
}

async function waitUntilUp(child, url, ms = 15000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${child.output}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up: ${child.output}`);
}

/** Sends raw bytes over TCP and resolves with the status code of the answer (0 when there is none). */
function raw(port, text, ms = 5000) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      socket.destroy();
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      resolve({ status: m ? Number(m[1]) : 0, head: data.slice(0, 2000) });
    };
    socket.setTimeout(ms, done);
    socket.on('data', (d) => {
      data += d.toString('latin1');
      if (/\r\n\r\n/.test(data)) done(); // the head is enough
    });
    socket.on('error', done);
    socket.on('end', done);
    socket.on('connect', () => socket.write(text));
  });
}

const longPath = '/' + 'a'.repeat(20000);
// request lines, URLs, headers and bodies no server should fall over on
const MALFORMED = [
  'GET // HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%E0%A4%A/x?q=%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%% HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /..%2f..%2fetc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /1.0.0/..%5c..%5cpackage.json HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET ///etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET //evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
  `GET ${longPath} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET /${'b'.repeat(4000)}/${'c'.repeat(4000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET /?${'q=1&'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'GET http://other.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET / HTTP/1.1\r\n\r\n',
  'GET / HTTP/1.0\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: \r\n\r\n',
  'GET / HTTP/1.1\r\nHost: [::1\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: a b c\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: ' + 'h'.repeat(10000) + '\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX-Big: ' + 'v'.repeat(20000) + '\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br;q=nonsense, *;q=2, gzip;q=-1\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nAccept-Language: \u00ff\u00fe\r\nCookie: locale=%E0%A4%A; x\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: not-an-ip, , ::ffff:zz\r\nX-Forwarded-Proto: gopher\r\nX-Forwarded-Host: a b\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /\r\n\r\n',
  'NOT A REQUEST\r\n\r\n',
  '\x00\x01\x02\x03\r\n\r\n',
  'BREW / HTTP/1.1\r\nHost: x\r\n\r\n',
  'PURGE / HTTP/1.1\r\nHost: x\r\n\r\n',
  'PROPFIND / HTTP/1.1\r\nHost: x\r\n\r\n',
  'DELETE /health HTTP/1.1\r\nHost: x\r\n\r\n',
  'TRACE / HTTP/1.1\r\nHost: x\r\n\r\n',
  'CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8\r\n\r\n{"broken',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n{}',
  'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 27\r\n\r\n{"__proto__":{"polluted":1}}',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
  'PUT /x HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Encoding: snappy\r\nContent-Length: 3\r\n\r\nabc',
  'GET / HTTP/1.1\r\nHost: x\r\nRange: bytes=9999999-1\r\n\r\n',
];

/** Each malformed request gets a 2xx-4xx answer, and `alivePath` still answers 200 afterwards. */
async function checkMalformed(port, extra, alivePath) {
  const bad = [];
  for (const text of [...MALFORMED, ...extra]) {
    const { status, head } = await raw(port, text);
    if (status < 200 || status >= 500) bad.push(`${JSON.stringify(text.slice(0, 80))} → ${head.split('\r\n')[0]}`);
    const alive = await fetch(`http://127.0.0.1:${port}${alivePath}`);
    if (alive.status !== 200) bad.push(`after ${JSON.stringify(text.slice(0, 80))}: ${alivePath} answered ${alive.status}`);
  }
  expect(bad).toEqual([]);
  for (const pathname of ['/', '//', '/%E0%A4%A', '/..%2f..%2fetc/passwd', longPath.slice(0, 8000)]) {
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'PATCH', 'DELETE']) {
      const res = await fetch(`http://127.0.0.1:${port}${pathname}`, { method, redirect: 'manual' });
      if (res.status >= 500) bad.push(`${method} ${pathname.slice(0, 60)} → ${res.status}`);
    }
  }
  expect(bad).toEqual([]);
}

describe('a remote server', () => {
  let port;
  let child;
  beforeAll(async () => {
    port = await freePort();
    child = start([path.join(root, 'scripts', 'serve-remote.mjs'), '--port', String(port)], { cwd: path.join(root, 'mf-catalog'), env: { HOST: '127.0.0.1' } });
    await waitUntilUp(child, `http://127.0.0.1:${port}/health`);
  });

  it('serves its versions, manifests (no-cache) and hashed chunks (immutable), with CORS', async () => {
    const versions = await (await fetch(`http://127.0.0.1:${port}/versions.json`)).json();
    expect(versions.versions).toContain(catalogVersion);
    const manifest = await fetch(`http://127.0.0.1:${port}/${catalogVersion}/web/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const chunk = fs.readdirSync(path.join(root, 'mf-catalog', 'dist', catalogVersion, 'web')).find((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    const res = await fetch(`http://127.0.0.1:${port}/${catalogVersion}/web/${chunk}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const preflight = await fetch(`http://127.0.0.1:${port}/${catalogVersion}/web/remoteEntry.js`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect((await fetch(`http://127.0.0.1:${port}/nothing-here`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/health`, { method: 'POST' })).status).toBe(405);
  });

  it('answers malformed requests with 2xx-4xx and keeps serving', async () => {
    await checkMalformed(port, [], '/health');
    expect(child.exitCode).toBeNull();
  });
});

describe('a remote server with precompressed files', () => {
  it('sends the .br or .gz sibling the client accepts, with the cache rules of the file it stands for', async () => {
    const zlib = require('node:zlib');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-precompressed-'));
    closers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const out = path.join(dir, 'dist', '1.0.0', 'web');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mf-precompressed', version: '1.0.0' }));
    fs.writeFileSync(path.join(out, 'mf-manifest.json'), '{}');
    for (const name of ['remoteEntry.js', 'app.0123456789.js']) {
      fs.writeFileSync(path.join(out, name), `/* plain ${name} */`);
      fs.writeFileSync(path.join(out, `${name}.br`), zlib.brotliCompressSync(`/* brotli ${name} */`));
      fs.writeFileSync(path.join(out, `${name}.gz`), zlib.gzipSync(`/* gzip ${name} */`));
    }
    const port = await freePort();
    const child = start([path.join(root, 'scripts', 'serve-remote.mjs')], { cwd: dir, env: { PORT: String(port), HOST: '127.0.0.1' } });
    await waitUntilUp(child, `http://127.0.0.1:${port}/health`);
    const get = async (file, encoding) => {
      const res = await fetch(`http://127.0.0.1:${port}/1.0.0/web/${file}`, { headers: { 'accept-encoding': encoding } });
      return { body: await res.text(), encoding: res.headers.get('content-encoding'), cache: res.headers.get('cache-control'), type: res.headers.get('content-type'), cors: res.headers.get('access-control-allow-origin') };
    };
    expect(await get('remoteEntry.js', 'br')).toEqual({ body: '/* brotli remoteEntry.js */', encoding: 'br', cache: 'no-cache', type: expect.stringMatching(/javascript/), cors: '*' });
    expect(await get('remoteEntry.js', 'gzip')).toEqual({ body: '/* gzip remoteEntry.js */', encoding: 'gzip', cache: 'no-cache', type: expect.stringMatching(/javascript/), cors: '*' });
    expect(await get('app.0123456789.js', 'gzip, br')).toMatchObject({ body: '/* brotli app.0123456789.js */', cache: 'public, max-age=31536000, immutable' });
    expect(await get('app.0123456789.js', 'identity')).toMatchObject({ body: '/* plain app.0123456789.js */', encoding: null });
  });
});

describe('the shell server', () => {
  let port;
  let child;
  let echo;
  let lastApiRequest;
  let tmp;
  const remoteOrigins = ['http://localhost:3801', 'https://cdn.example.com:8443'];

  beforeAll(async () => {
    // a tiny api that answers with what it was sent
    echo = http.createServer((req, res) => {
      lastApiRequest = { url: req.url, method: req.method, headers: req.headers };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(lastApiRequest));
    });
    await new Promise((r) => echo.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise((r) => echo.close(r)));
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
    closers.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
    const composition = {
      remotes: {
        mf_catalog: { server: `${remoteOrigins[0]}`, version: '1.0.0' },
        mf_content: { server: `${remoteOrigins[1]}/static/`, version: '1.0.0' },
        mf_cart: { server: `${remoteOrigins[0]}/`, version: '1.0.0' },
      },
    };
    fs.writeFileSync(path.join(tmp, 'composition.json'), JSON.stringify(composition));
    port = await freePort();
    child = start([path.join(root, 'shell', 'server.mjs')], {
      cwd: path.join(root, 'shell'),
      // the server's own duties (files, headers, proxy, redirects); server rendering is tested end to end
      env: { HOST: '127.0.0.1', SHELL_PORT: String(port), API_URL: `http://127.0.0.1:${echo.address().port}`, COMPOSITION_FILE: path.join(tmp, 'composition.json'), SSR: 'off' },
    });
    await waitUntilUp(child, `http://127.0.0.1:${port}/health`);
  });

  it('serves the page with the composition inlined, its static files, redirects and the legacy rules', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/en/about`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-language')).toBe('en-US');
    const html = await page.text();
    expect(html).toMatch(/<html lang="en-US" dir="ltr">/);
    expect(html).toContain('<script id="composition" type="application/json"');
    expect(await (await fetch(`http://127.0.0.1:${port}/composition.json`)).json()).toEqual({
      remotes: expect.objectContaining({ mf_catalog: { server: remoteOrigins[0], version: '1.0.0' } }),
    });
    expect((await fetch(`http://127.0.0.1:${port}/no/such/page`)).status).toBe(404);
    const legacy = await fetch(`http://127.0.0.1:${port}/en/x/about`, { redirect: 'manual' });
    expect([legacy.status, legacy.headers.get('location')]).toEqual([301, '/en/about']);
    const external = await fetch(`http://127.0.0.1:${port}/instagram`, { redirect: 'manual' });
    expect(external.status).toBe(302);
    const script = /<script[^>]*src="?([^" >]+\.js)/.exec(html)[1];
    const asset = await fetch(`http://127.0.0.1:${port}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const compressed = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it('sends a Content-Security-Policy naming the remote origins, with the nonce of the page’s inline scripts', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const csp = res.headers.get('content-security-policy');
    const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    const nonce = /'nonce-([^']+)'/.exec(directives['script-src'].join(' '))[1];
    for (const name of ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src']) {
      const hosts = directives[name].filter((v) => /^https?:/.test(v));
      expect([name, hosts.sort()]).toEqual([name, [...remoteOrigins].sort()]);
      expect(directives[name]).toContain("'self'");
    }
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    const html = await res.text();
    const inline = html.match(/<script\b[^>]*>/g).filter((tag) => !/\bsrc=/.test(tag));
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of html.match(/<script\b[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);
    const again = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy');
    expect(again).not.toContain(nonce); // one nonce per response

    // an operator's change of a remote's server shows in the next answer's policy
    const file = path.join(tmp, 'composition.json');
    const before = fs.readFileSync(file, 'utf8');
    const changed = JSON.parse(before);
    changed.remotes.mf_account = { server: 'http://127.0.0.1:3899', version: '1.0.0' };
    fs.writeFileSync(file, JSON.stringify(changed, null, 2));
    try {
      const next = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy');
      expect(next).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:3899/);
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it('proxies /api, appending the client to X-Forwarded-For and passing the scheme and host on', async () => {
    // node:http, not fetch: fetch sets its own Host
    const status = await new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/catalog/products?q=1', headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.2', host: 'shop.example:8080' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.on('error', reject);
    });
    expect(status).toBe(200);
    expect(lastApiRequest.url).toBe('/api/catalog/products?q=1');
    expect(lastApiRequest.headers['x-forwarded-for']).toBe('203.0.113.7, 198.51.100.2, 127.0.0.1');
    expect(lastApiRequest.headers['x-forwarded-proto']).toBe('http');
    expect(lastApiRequest.headers['x-forwarded-host']).toBe('shop.example:8080');
    await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(lastApiRequest.headers['x-forwarded-for']).toBe('127.0.0.1');
    // a trusted proxy's scheme is believed (TRUST_PROXY defaults to loopback)
    await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(lastApiRequest.headers['x-forwarded-proto']).toBe('https');
    const posted = await fetch(`http://127.0.0.1:${port}/api/form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect((await posted.json()).method).toBe('POST');
  });

  it('answers malformed requests with 2xx-4xx and keeps serving', async () => {
    const api = [
      'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api//x HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/..%2f..%2fetc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /api/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8\r\n\r\n{"broken',
      'PURGE /api/x HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/x HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ' + 'f'.repeat(9000) + '\r\n\r\n',
    ];
    await checkMalformed(port, api, '/');
    expect(child.exitCode).toBeNull();
  });
});

describe('the shell server without its api', () => {
  it('answers /api with 502 and the unavailable message, and keeps serving the page', async () => {
    const port = await freePort();
    const closed = await freePort();
    const child = start([path.join(root, 'shell', 'server.mjs')], { cwd: path.join(root, 'shell'), env: { HOST: '127.0.0.1', SHELL_PORT: String(port), API_URL: `http://127.0.0.1:${closed}`, SSR: 'off' } });
    await waitUntilUp(child, `http://127.0.0.1:${port}/health`);
    const res = await fetch(`http://127.0.0.1:${port}/api/catalog/products`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ isSuccess: false, messages: [{ item2: 'common.unavailable' }] });
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});

describe('settings', () => {
  function exitOf(args, cwd, env) {
    const child = start(args, { cwd, env });
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: child.output })));
  }

  it('a wrong shell setting stops the shell server with a message naming it', async () => {
    const shell = [path.join(root, 'shell', 'server.mjs')];
    const cwd = path.join(root, 'shell');
    const port = await freePort();
    const badPort = await exitOf(shell, cwd, { SHELL_PORT: 'eighty', HOST: '127.0.0.1' });
    expect(badPort.code).not.toBe(0);
    expect(badPort.output).toMatch(/SHELL_PORT/);
    const badApi = await exitOf(shell, cwd, { SHELL_PORT: String(port), API_URL: 'localhost:4000' });
    expect(badApi.code).not.toBe(0);
    expect(badApi.output).toMatch(/API_URL/);
    const badEnv = await exitOf(shell, cwd, { SHELL_PORT: String(port), NODE_ENV: 'staging' });
    expect(badEnv.code).not.toBe(0);
    expect(badEnv.output).toMatch(/NODE_ENV/);
  });

  it('a redirects file with a bad rule stops the shell server with a message naming the rule', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    closers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'redirects.json');
    fs.writeFileSync(file, JSON.stringify({ rules: [{ from: '/old-offers', to: '/cat', status: 301 }, { from: '/evil', to: '//evil.example/x', status: 301 }] }));
    const port = await freePort();
    const bad = await exitOf([path.join(root, 'shell', 'server.mjs')], path.join(root, 'shell'), { SHELL_PORT: String(port), HOST: '127.0.0.1', REDIRECTS_FILE: file, SSR: 'off' });
    expect(bad.code).not.toBe(0);
    expect(bad.output).toMatch(/\/evil/);
  });

  it('a wrong remote setting stops the remote server with a message naming it', async () => {
    const remote = [path.join(root, 'scripts', 'serve-remote.mjs')];
    const cwd = path.join(root, 'mf-catalog');
    const bad = await exitOf(remote, cwd, { PORT: '70000' });
    expect(bad.code).not.toBe(0);
    expect(bad.output).toMatch(/PORT/);
    const badArg = await exitOf([...remote, '--port', 'x'], cwd, {});
    expect(badArg.code).not.toBe(0);
    expect(badArg.output).toMatch(/PORT/);
  });
});
