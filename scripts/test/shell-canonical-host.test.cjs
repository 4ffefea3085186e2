// Issue 34 item 5: the shop has one host. A page asked on another name for the shell's server (the shop
// opened at 127.0.0.1 while PUBLIC_URL says localhost) is redirected to PUBLIC_URL's host before a session
// or basket starts there, so the bank's return (to PUBLIC_URL) finds the shopper's cookies. Health checks,
// the api proxy and static files answer on any name. The shell runs for real (the shell must be built).
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('../../server-kit/test/net-helpers.cjs');
const { root, ensureBuilt, childServers, waitUntilUp } = require('../../server-kit/test/child-servers.cjs');

ensureBuilt();
jest.setTimeout(30_000);

const { start, closers, stopAll } = childServers();
afterAll(stopAll);

/** A GET to the server at 127.0.0.1 with the Host (and headers) a browser would send; redirects are not followed. */
function get(port, p, host, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method: 'GET', headers: { host, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location, cacheControl: res.headers['cache-control'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the shell server with PUBLIC_URL: one host for the shop', () => {
  let port;
  let api;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ isSuccess: true, data: { url: req.url }, messages: [] }));
    });
    await new Promise((r) => api.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise((r) => api.close(r)));
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-host-'));
    closers.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
    fs.writeFileSync(path.join(tmp, 'composition.json'), JSON.stringify({ remotes: {} }));
    port = await freePort();
    const child = start([path.join(root, 'shell', 'server.mjs')], {
      cwd: path.join(root, 'shell'),
      env: { HOST: '127.0.0.1', SHELL_PORT: String(port), API_URL: `http://127.0.0.1:${api.address().port}`, COMPOSITION_FILE: path.join(tmp, 'composition.json'), SSR: 'off', PUBLIC_URL: `http://localhost:${port}` },
    });
    await waitUntilUp(child, `http://127.0.0.1:${port}/health`);
  });

  it('sends a page asked at 127.0.0.1 to the same path and query on PUBLIC_URL’s host', async () => {
    for (const p of ['/', '/en/basket', '/pr/1/x?ref=a&b=2', '/loginRegister', '/profile/accountorder/12']) {
      const res = await get(port, p, `127.0.0.1:${port}`);
      expect([res.status, res.location]).toEqual([301, `http://localhost:${port}${p}`]);
      expect(res.cacheControl).toBe('no-cache');
    }
    // another name, a missing port, a malformed Host: the canonical host too
    expect((await get(port, '/about', 'www.localhost')).location).toBe(`http://localhost:${port}/about`);
    expect((await get(port, '/about', `localhost`)).location).toBe(`http://localhost:${port}/about`);
    expect((await get(port, '/about', 'bad host name')).location).toBe(`http://localhost:${port}/about`);
  });

  it('serves the page on the canonical host, also as named by a trusted proxy', async () => {
    expect((await get(port, '/en/about', `localhost:${port}`)).status).toBe(200);
    expect((await get(port, '/en/about', `LOCALHOST:${port}`)).status).toBe(200);
    // nginx in front: Host is its upstream's name, X-Forwarded-Host the shopper's (loopback is trusted by default)
    expect((await get(port, '/en/about', 'shell-1:3000', { 'x-forwarded-host': `localhost:${port}` })).status).toBe(200);
  });

  it('answers health checks, the api proxy and static files on any name', async () => {
    expect((await get(port, '/health', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(port, '/healthz', `10.0.0.7:${port}`)).status).toBe(200);
    expect((await get(port, '/api/cart/bonus', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(port, '/composition.json', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await get(port, '/manifest.webmanifest', `127.0.0.1:${port}`)).status).not.toBe(301);
  });
});
