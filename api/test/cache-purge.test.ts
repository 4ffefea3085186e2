/**
 * The cache purgers (api/src/lib/cache-purge.ts) on their own: the sandbox keeps the latest purges;
 * the http adapter POSTs {version, urls} with its bearer token to a local server, in batches, and a
 * refusal, an unreachable hook or one that never answers is logged, never thrown, within its time
 * bound; a set of purgers never holds its caller longer than its bound.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpPurger, PurgerSet, SandboxPurger, absoluteUrls, type CachePurger } from '../src/lib/cache-purge';

interface Received {
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { version: number; urls?: string[] };
}

/** A local hook: records each request; `status` is what it answers, `hang` leaves requests unanswered. */
async function hook() {
  const state = { received: [] as Received[], status: 200, hang: false };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      state.received.push({ url: req.url!, authorization: req.headers.authorization, contentType: req.headers['content-type'], body: JSON.parse(text) });
      if (!state.hang) res.writeHead(state.status).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    url,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const logger = () => {
  const warnings: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  return { warnings, warn: (obj: object, msg: string) => void warnings.push({ obj: obj as Record<string, unknown>, msg }) };
};

describe('cache purgers', () => {
  let h: Awaited<ReturnType<typeof hook>>;
  beforeAll(async () => {
    h = await hook();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.state.received.length = 0;
    h.state.status = 200;
    h.state.hang = false;
  });

  it('sandbox: keeps the latest purges, newest first, bounded', async () => {
    const s = new SandboxPurger(3);
    for (let v = 1; v <= 5; v++) await s.purge({ version: v, urls: [`https://shop.example/pr/${v}/x`] });
    expect(s.recent().map((p) => p.version)).toEqual([5, 4, 3]);
    expect(s.recent(1)[0]).toMatchObject({ version: 5, urls: ['https://shop.example/pr/5/x'] });
    expect(Date.parse(s.recent(1)[0].at)).not.toBeNaN();
  });

  it('http: POSTs {version, urls} as JSON with the bearer token', async () => {
    const log = logger();
    const p = new HttpPurger({ url: `${h.url}/purge`, token: 'a-token-of-16-chars', timeoutMs: 2000, log });
    await p.purge({ version: 7, urls: ['https://shop.example/', 'https://shop.example/en/pr/7/x'] });
    expect(h.state.received).toEqual([
      { url: '/purge', authorization: 'Bearer a-token-of-16-chars', contentType: 'application/json', body: { version: 7, urls: ['https://shop.example/', 'https://shop.example/en/pr/7/x'] } },
    ]);
    expect(log.warnings).toEqual([]);
  });

  it('http: a long list goes in batches; the shells get the version only', async () => {
    const urls = Array.from({ length: 5 }, (_, i) => `https://shop.example/pr/${i}/x`);
    await new HttpPurger({ url: h.url, token: 't'.repeat(16), timeoutMs: 2000, log: logger(), batch: 2 }).purge({ version: 3, urls });
    expect(h.state.received.map((r) => r.body)).toEqual([
      { version: 3, urls: urls.slice(0, 2) },
      { version: 3, urls: urls.slice(2, 4) },
      { version: 3, urls: urls.slice(4) },
    ]);
    h.state.received.length = 0;
    await new HttpPurger({ url: h.url, token: 't'.repeat(16), timeoutMs: 2000, log: logger(), sendUrls: false }).purge({ version: 4, urls });
    expect(h.state.received.map((r) => r.body)).toEqual([{ version: 4 }]);
  });

  it('http: a refusal, an unreachable hook and a silent one are logged, never thrown, within the time bound', async () => {
    const log = logger();
    h.state.status = 503;
    await expect(new HttpPurger({ url: h.url, token: 'secret-token-123456', timeoutMs: 2000, log }).purge({ version: 1, urls: ['https://shop.example/'] })).resolves.toBeUndefined();
    expect(log.warnings[0].obj).toMatchObject({ hook: h.url, version: 1, failed: 1, of: 1, last: 'answered 503' });
    expect(JSON.stringify(log.warnings)).not.toContain('secret-token-123456');

    const closed = await hook();
    await closed.close();
    await expect(new HttpPurger({ url: closed.url, token: 't'.repeat(16), timeoutMs: 2000, log }).purge({ version: 2, urls: [] })).resolves.toBeUndefined();
    expect(log.warnings[1].obj).toMatchObject({ version: 2, failed: 1 });

    h.state.hang = true;
    const started = Date.now();
    await new HttpPurger({ url: h.url, token: 't'.repeat(16), timeoutMs: 200, log }).purge({ version: 3, urls: ['https://shop.example/'] });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(log.warnings[2].obj).toMatchObject({ version: 3, last: 'no answer within 200 ms' });
  });

  it('a set sends each purge to every purger and waits at most its bound', async () => {
    const s = new SandboxPurger();
    const slow: CachePurger = { name: 'slow', purge: () => new Promise((r) => setTimeout(r, 2000).unref()) };
    const set = new PurgerSet([s, slow], 100);
    expect(set.name).toBe('sandbox+slow');
    const started = Date.now();
    await set.purge({ version: 9, urls: ['https://shop.example/'] });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(s.recent()[0].version).toBe(9);
  });

  it('makes absolute addresses on the public origin', () => {
    expect(absoluteUrls('https://shop.example/', ['/', '/en/pr/7/x'])).toEqual(['https://shop.example/', 'https://shop.example/en/pr/7/x']);
    expect(absoluteUrls('http://localhost:3000', ['/cat'])).toEqual(['http://localhost:3000/cat']);
  });
});
