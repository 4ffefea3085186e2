// Observability plugin (server-kit/observability.mjs) on a real Fastify server: request ids kept or made,
// echoed and present in the log lines; health and readiness; Prometheus metrics per route pattern (never
// per raw URL) with the process defaults; the remote-failure beacon validated, limited per client address
// and kept for the operator page. (This jest project runs CommonJS without ES-module support: the server
// runs in a child Node process and is tested over HTTP.)
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const lib = path.join(__dirname, '..', 'observability.mjs');

const serverCode = `
  import Fastify from 'fastify';
  import { observabilityPlugin, observabilityOptions } from ${JSON.stringify(lib)};
  let ready = 'yes';
  const app = Fastify({ ...observabilityOptions('test-server', { level: 'info' }), trustProxy: true });
  await app.register(observabilityPlugin, {
    name: 'test-server',
    ready: () => (ready === 'hang' ? new Promise(() => {}) : ready === 'throw' ? Promise.reject(new Error('database unreachable')) : ready === 'yes'),
    readyTimeoutMs: 300,
    metricsToken: 'metrics-secret',
    knownRemotes: () => ['mf_catalog', 'mf_cart'],
    beaconLimit: { max: 5, windowMs: 60000 },
  });
  app.get('/items/:id', async (req) => { req.log.info({ item: req.params.id }, 'item asked'); return { id: req.params.id }; });
  app.post('/test/ready/:state', async (req) => { ready = req.params.state; return { ready }; });
  app.post('/test/render', async () => { app.metrics.ssrRenderSeconds.observe({ route: '/product/:slug', outcome: 'ok' }, 0.012); return {}; });
  app.get('/test/failures', async () => app.remoteFailures.recent(3600000));
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log('LISTENING ' + app.server.address().port);`;

let child;
let base;
let output = '';
beforeAll(async () => {
  child = spawn(process.execPath, ['--input-type=module', '-e', serverCode], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const port = await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15000);
    const check = () => {
      const m = /LISTENING (\d+)/.exec(output);
      if (m) {
        clearTimeout(t);
        resolve(Number(m[1]));
      } else if (child.exitCode !== null) reject(new Error(output));
      else setTimeout(check, 50);
    };
    check();
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => child && child.exitCode === null && child.kill('SIGTERM'));

const logLines = () =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
const metrics = async () => (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer metrics-secret' } })).text();
const beacon = (body, { ip = '203.0.113.1', type = 'application/json' } = {}) =>
  fetch(`${base}/_beacon/remote-failure`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': ip }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('request ids', () => {
  it('keeps a sane incoming x-request-id, echoes it and logs it on every line of the request', async () => {
    const res = await fetch(`${base}/items/42`, { headers: { 'x-request-id': 'lb-7f3a.9:1_2-3' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.9:1_2-3');
    await new Promise((r) => setTimeout(r, 100));
    const line = logLines().find((l) => l.msg === 'item asked' && l.item === '42');
    expect(line).toMatchObject({ reqId: 'lb-7f3a.9:1_2-3', name: 'test-server', level: 30 });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('makes a fresh id when there is none or it is not sane (spaces, markup, too long), each different', async () => {
    const ids = [];
    for (const header of [undefined, 'two words', '<script>', 'x'.repeat(129), '-leading-dash']) {
      const res = await fetch(`${base}/items/1`, { headers: header ? { 'x-request-id': header } : {} });
      ids.push(res.headers.get('x-request-id'));
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('forwardRequestId passes the id on to the api', () => {
    const code = `import { forwardRequestId } from ${JSON.stringify(lib)};
      console.log(JSON.stringify(forwardRequestId({ id: 'abc-1' }, { host: 'shop.test' })));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    expect(JSON.parse(r.stdout)).toEqual({ host: 'shop.test', 'x-request-id': 'abc-1' });
  });
});

describe('health and readiness', () => {
  it('answers /healthz, and /readyz from the check function: not ready, failing, hanging, ready again', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true, name: 'test-server' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    await fetch(`${base}/test/ready/no`, { method: 'POST' });
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    await fetch(`${base}/test/ready/throw`, { method: 'POST' });
    const failing = await fetch(`${base}/readyz`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({ ok: false, reason: 'database unreachable' });
    await fetch(`${base}/test/ready/hang`, { method: 'POST' });
    const hanging = await fetch(`${base}/readyz`);
    expect(hanging.status).toBe(503);
    expect((await hanging.json()).reason).toMatch(/not ready within 300 ms/);
    await fetch(`${base}/test/ready/yes`, { method: 'POST' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});

describe('metrics', () => {
  it('is refused without the metrics token', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('counts requests and their latency per route pattern and status, never per raw URL', async () => {
    const before = await metrics();
    const count = (text, labels) => Number(new RegExp(`^http_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const itemLabels = 'method="GET",route="/items/:id",status_code="200"';
    for (const id of ['a1', 'b2', 'c3']) await fetch(`${base}/items/${id}`);
    await fetch(`${base}/no/such/page`);
    const text = await metrics();
    expect(count(text, itemLabels) - count(before, itemLabels)).toBe(3);
    expect(count(text, 'method="GET",route="unmatched",status_code="404"') - count(before, 'method="GET",route="unmatched",status_code="404"')).toBe(1);
    expect(text).not.toMatch(/route="\/items\/(a1|b2|c3)"/);
    expect(text).not.toMatch(/no\/such\/page/);
    expect(text).toMatch(new RegExp(`^http_request_duration_seconds_bucket\\{le="0\\.005",${itemLabels}\\} \\d+$`, 'm'));
    expect(text).toMatch(new RegExp(`^http_request_duration_seconds_count\\{${itemLabels}\\} \\d+$`, 'm'));
  });

  it('has the server-render histogram, the remote-failure counter and the process defaults', async () => {
    await fetch(`${base}/test/render`, { method: 'POST' });
    const text = await metrics();
    expect(text).toMatch(/^ssr_render_seconds_bucket\{le="0\.025",route="\/product\/:slug",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^# TYPE remote_load_failures_total counter$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });
});

describe('the remote-failure beacon', () => {
  it('stores a report (JSON or sendBeacon text/plain) with its time and counts it', async () => {
    let res = await beacon({ remote: 'mf_catalog', kind: 'load', version: '1.1.0', message: 'ChunkLoadError: Loading chunk 352 failed' });
    expect(res.status).toBe(204);
    res = await beacon(JSON.stringify({ remote: 'mf_catalog', kind: 'render', version: '1.1.0', message: 'TypeError' }), { type: 'text/plain;charset=UTF-8' });
    expect(res.status).toBe(204);
    const stored = await (await fetch(`${base}/test/failures`)).json();
    expect(stored.slice(0, 2)).toEqual([
      expect.objectContaining({ remote: 'mf_catalog', kind: 'render', version: '1.1.0', message: 'TypeError', where: 'browser' }),
      expect.objectContaining({ remote: 'mf_catalog', kind: 'load', message: 'ChunkLoadError: Loading chunk 352 failed' }),
    ]);
    expect(Date.now() - Date.parse(stored[0].time)).toBeLessThan(60_000);
    const text = await metrics();
    expect(text).toMatch(/^remote_load_failures_total\{remote="mf_catalog",kind="load",where="browser"\} 1$/m);
    expect(text).toMatch(/^remote_load_failures_total\{remote="mf_catalog",kind="render",where="browser"\} 1$/m);
  });

  it('refuses what is not a report: missing or unknown fields, names that are not remotes, broken or oversized bodies', async () => {
    const ip = '198.51.100.7';
    const bad = [
      [{ remote: 'mf_catalog' }, 400],
      [{ remote: 'mf_catalog', kind: 'explode' }, 400],
      [{ remote: '../etc', kind: 'load' }, 400],
      [{ remote: 'mf_unknown', kind: 'load' }, 400],
    ];
    for (const [body, status] of bad) expect((await beacon(body, { ip })).status).toBe(status);
    expect((await beacon({ remote: 'mf_cart', kind: 'load', message: 'x'.repeat(1001) }, { ip: '198.51.100.8' })).status).toBe(400);
    expect((await beacon('{not json', { ip: '198.51.100.8', type: 'text/plain' })).status).toBe(400);
    expect((await beacon({ remote: 'mf_cart', kind: 'load', pad: 'y'.repeat(3000) }, { ip: '198.51.100.8' })).status).toBe(413);
    const stored = await (await fetch(`${base}/test/failures`)).json();
    expect(stored.some((e) => e.remote !== 'mf_catalog')).toBe(false);
  });

  it('limits reports per client address (429 with Retry-After) without limiting other addresses', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await beacon({ remote: 'mf_cart', kind: 'timeout' }, { ip: '192.0.2.50' })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const limited = await beacon({ remote: 'mf_cart', kind: 'timeout' }, { ip: '192.0.2.50' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await beacon({ remote: 'mf_cart', kind: 'timeout' }, { ip: '192.0.2.51' })).status).toBe(204);
    const stored = await (await fetch(`${base}/test/failures`)).json();
    expect(stored.filter((e) => e.remote === 'mf_cart')).toHaveLength(6);
  });

  it('keeps the newest reports only, and "recent" means the last hour', () => {
    const code = `import { createFailureStore } from ${JSON.stringify(lib)};
      let t = Date.parse('2030-01-01T10:00:00Z');
      const store = createFailureStore({ capacity: 3, now: () => t });
      store.add({ remote: 'a', kind: 'load' }); t += 20 * 60000;
      store.add({ remote: 'b', kind: 'load' }); t += 20 * 60000;
      store.add({ remote: 'c', kind: 'render', version: '1.0.0' }); t += 20 * 60000;
      store.add({ remote: 'c', kind: 'load', version: '1.0.0' }); t += 30 * 60000;
      console.log(JSON.stringify({ recent: store.recent(3600000).map((e) => e.remote + ':' + e.kind), summary: store.summary(3600000) }));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    const { recent, summary } = JSON.parse(r.stdout);
    // 'a' fell out of the ring (capacity 3); 'b' is older than an hour
    expect(recent).toEqual(['c:load', 'c:render']);
    expect(summary.c).toMatchObject({ count: 2, kinds: { render: 1, load: 1 }, versions: { '1.0.0': 2 } });
    expect(summary.b).toBeUndefined();
  });
});
