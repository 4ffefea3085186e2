// A remote's static server (server-kit/remote/server.mjs), run for real in a child process on a free
// port (mf-catalog must be built: node scripts/build.mjs mf-catalog): its versions, manifests and hashed
// chunks with their cache rules and CORS, precompressed siblings; malformed requests get a 2xx-4xx answer
// and the server keeps serving; a wrong setting stops it with a message naming it.
const { freePort } = require('./net-helpers.cjs');
const { root, catalogVersion, ensureBuilt, childServers, waitUntilUp } = require('./child-servers.cjs');
const { checkMalformed } = require('./malformed.cjs');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

ensureBuilt();

// servers start as child processes: on a loaded 2-core machine that takes seconds
jest.setTimeout(30_000);

const { start, exitOf, closers, stopAll } = childServers();
afterAll(stopAll);
const server = path.join(root, 'server-kit', 'remote', 'server.mjs');

describe('a remote server', () => {
  let port;
  let child;
  beforeAll(async () => {
    port = await freePort();
    child = start([server, '--port', String(port)], { cwd: path.join(root, 'mf-catalog'), env: { HOST: '127.0.0.1' } });
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
    const child = start([server], { cwd: dir, env: { PORT: String(port), HOST: '127.0.0.1' } });
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

describe('settings', () => {
  it('a wrong remote setting stops the remote server with a message naming it', async () => {
    const remote = [server];
    const cwd = path.join(root, 'mf-catalog');
    const bad = await exitOf(remote, cwd, { PORT: '70000' });
    expect(bad.code).not.toBe(0);
    expect(bad.output).toMatch(/PORT/);
    const badArg = await exitOf([...remote, '--port', 'x'], cwd, {});
    expect(badArg.code).not.toBe(0);
    expect(badArg.output).toMatch(/PORT/);
  });
});
