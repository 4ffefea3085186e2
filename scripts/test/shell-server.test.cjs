// The shell's server, run for real in a child process on a free port (the shell must be built: node
// scripts/build.mjs shell). Malformed requests get a 2xx-4xx answer and the server keeps serving; the /api
// proxy appends to X-Forwarded-For; the Content-Security-Policy names the composition's remote origins and
// the page's inline scripts carry its nonce; the api's cache purge needs the shared secret and stamps pages with
// the catalogue version; a wrong setting stops the server with a message naming it.
// (The remote server's own test: server-kit/test/remote-server.test.cjs; the helpers are shared from there.)
const { freePort } = require('../../server-kit/test/net-helpers.cjs');
const { root, ensureBuilt, childServers, waitUntilUp } = require('../../server-kit/test/child-servers.cjs');
const { checkMalformed } = require('../../server-kit/test/malformed.cjs');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

ensureBuilt();

// servers start as child processes: on a loaded 2-core machine that takes seconds
jest.setTimeout(30_000);

const { start, exitOf, closers, stopAll } = childServers();
afterAll(stopAll);

describe('the shell server', () => {
  let port;
  let child;
  let echo;
  let lastApiRequest;
  let tmp;
  const remoteOrigins = ['http://localhost:3801', 'https://cdn.example.com:8443'];
  const PURGE_SECRET = 'shell-purge-secret-0123';

  beforeAll(async () => {
    // a tiny api that answers with what it was sent
    echo = http.createServer((req, res) => {
      lastApiRequest = { url: req.url, method: req.method, headers: req.headers };
      res.setHeader('content-type', 'application/json');
      if (req.url.startsWith('/api/product/')) res.setHeader('x-catalog-version', '9');
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
      env: { HOST: '127.0.0.1', SHELL_PORT: String(port), API_URL: `http://127.0.0.1:${echo.address().port}`, COMPOSITION_FILE: path.join(tmp, 'composition.json'), SSR: 'off', CACHE_PURGE_SECRET: PURGE_SECRET },
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

  it('takes the api’s cache purge with the shared secret only (never proxied) and stamps pages with the catalogue version', async () => {
    const purge = (headers, body = '{"version":4,"urls":["http://localhost/"]}') => fetch(`http://127.0.0.1:${port}/__cache/purge`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    lastApiRequest = null;
    expect((await purge({})).status).toBe(401);
    expect((await purge({ authorization: 'Bearer not-the-secret-0123' })).status).toBe(401);
    expect(lastApiRequest).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/en/about`)).headers.get('x-catalog-version')).toBeNull();
    expect((await purge({ authorization: `Bearer ${PURGE_SECRET}` })).status).toBe(204);
    expect(lastApiRequest).toBeNull();
    for (const page of ['/', '/en/about', '/no/such/page']) expect([page, (await fetch(`http://127.0.0.1:${port}${page}`)).headers.get('x-catalog-version')]).toEqual([page, '4']);
    // an api answer passed through names a later version: the pages follow it
    const read = await fetch(`http://127.0.0.1:${port}/api/product/product?page=1`);
    expect(read.headers.get('x-catalog-version')).toBe('9');
    expect((await fetch(`http://127.0.0.1:${port}/`)).headers.get('x-catalog-version')).toBe('9');
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
});
