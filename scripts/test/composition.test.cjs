// The composition with canaries (server-kit/composition: the store and the per-visitor choice, and `npm run compose`): a 10 % canary reaches
// about 10 % of a thousand simulated visitors, each visitor keeps their choice across visits; promote,
// abort and rollback change what visitors get; every change is recorded with its author and previous value;
// several processes changing the file at once lose no change; a lock of a process that is gone is taken over.
// (The tooling jest project runs CommonJS without ES-module support: the ES-module code runs in child
// Node processes, which print JSON.)
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { cookieParts } = require('./net-helpers.cjs');

const store = path.join(__dirname, '..', '..', 'server-kit', 'composition', 'store.mjs');
const visitor = path.join(__dirname, '..', '..', 'server-kit', 'composition', 'visitor.mjs');
const cli = path.join(__dirname, '..', 'compose.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'composition-'));
let n = 0;
const freshFile = (content) => {
  const file = path.join(tmp, `c${++n}`, 'composition.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (content) fs.writeFileSync(file, JSON.stringify(content, null, 2));
  return file;
};
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs ES-module code (with the store and the per-visitor choice as L) and returns what it printed last, parsed. */
function esm(body, env = {}) {
  const code = `import * as S from ${JSON.stringify(store)};\nimport * as V from ${JSON.stringify(visitor)};\nconst L = { ...S, ...V };\n${body}`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(r.stderr || r.stdout);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/** `npm run compose -- ...args` on `file` (asynchronous: the fake remote server in this process must answer). */
function compose(file, ...args) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [cli, ...args], { env: { ...process.env, COMPOSITION_FILE: file, USER: 'tester' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('exit', (status) => resolve({ status, out }));
  });
}

const base = () => ({
  $comment: 'kept',
  owner: { team: 'ops' },
  remotes: {
    mf_catalog: { server: 'http://remote.test', version: '1.0.0', note: 'unknown field kept' },
    mf_cart: { server: 'http://cart.test', version: '2.0.0' },
  },
});

describe('chooseForVisitor: a sticky share of visitors gets the candidate', () => {
  const composition = {
    remotes: {
      mf_catalog: { server: 'http://remote.test', version: '1.0.0', manifest: 'http://remote.test/1.0.0/web/mf-manifest.json', canary: { version: '1.1.0', share: 10 } },
      mf_cart: { server: 'http://cart.test', version: '2.0.0' },
    },
  };
  const result = esm(`
    const composition = ${JSON.stringify(composition)};
    const visitors = [];
    for (let i = 0; i < 1000; i++) {
      const first = L.chooseForVisitor(composition, undefined);
      const cookie = first.setCookie.split(';')[0];
      const again = L.chooseForVisitor(composition, 'locale=en; ' + cookie + '; other=1');
      const valueOnly = L.chooseForVisitor(composition, cookie.slice(cookie.indexOf('=') + 1));
      const wider = L.chooseForVisitor({ remotes: { ...composition.remotes, mf_catalog: { ...composition.remotes.mf_catalog, canary: { version: '1.1.0', share: 25 } } } }, cookie);
      if (!first.personalized || !again.personalized) throw new Error('a canary runs: every answer depends on the visitor');
      visitors.push({ first: first.composition.remotes, setCookie: first.setCookie, again: again.composition.remotes, againCookie: again.setCookie ?? null,
        valueOnly: valueOnly.composition.remotes.mf_catalog.version, wider: wider.composition.remotes.mf_catalog.version });
    }
    console.log(JSON.stringify(visitors));`);
  const got = result.filter((v) => v.first.mf_catalog.version === '1.1.0').length;

  it('gives about 10 % of a thousand visitors the candidate', () => {
    // binomial(1000, 0.1): standard deviation 9.5; 60-140 is more than four of them either side
    console.log(`canary 10 %: ${got} of 1000 simulated visitors got the candidate (${(got / 10).toFixed(1)} %)`);
    expect(got).toBeGreaterThanOrEqual(60);
    expect(got).toBeLessThanOrEqual(140);
  });

  it('keeps each visitor on the same version on later visits (cookie header or value), without a new cookie', () => {
    for (const v of result) {
      expect(v.again).toEqual(v.first);
      expect(v.valueOnly).toBe(v.first.mf_catalog.version);
      expect(v.againCookie).toBeNull();
    }
  });

  it('sets a year-long, site-wide, SameSite=Lax cookie naming the remote and a bucket 0-99', () => {
    for (const v of result) {
      expect(cookieParts(v.setCookie).pair).toMatch(/^mfc=mf_catalog:\d{1,2}$/);
      expect(cookieParts(v.setCookie).attributes).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    }
    const buckets = new Set(result.map((v) => Number(/mf_catalog:(\d+)/.exec(v.setCookie)[1])));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
  });

  it('gives the candidate its own addresses and the live version its own (never the live manifest for the candidate)', () => {
    const canary = result.find((v) => v.first.mf_catalog.version === '1.1.0').first;
    const live = result.find((v) => v.first.mf_catalog.version === '1.0.0').first;
    expect(canary.mf_catalog).toEqual({ server: 'http://remote.test', version: '1.1.0' });
    expect(live.mf_catalog).toEqual({ server: 'http://remote.test', version: '1.0.0', manifest: 'http://remote.test/1.0.0/web/mf-manifest.json' });
    expect(live.mf_cart).toEqual({ server: 'http://cart.test', version: '2.0.0' });
  });

  it('widening the share keeps every earlier candidate visitor on the candidate', () => {
    for (const v of result) if (v.first.mf_catalog.version === '1.1.0') expect(v.wider).toBe('1.1.0');
    const widened = result.filter((v) => v.wider === '1.1.0').length;
    expect(widened).toBeGreaterThan(got);
  });

  it('sets no cookie when no remote has a canary, and ignores a malformed cookie', () => {
    const r = esm(`
      const plain = { remotes: { mf_cart: { server: 'http://cart.test', version: '2.0.0' } } };
      const withCanary = { remotes: { mf_cart: { server: 'http://cart.test', version: '2.0.0', canary: { version: '2.1.0', share: 50 } } } };
      console.log(JSON.stringify({
        plain: L.chooseForVisitor(plain, 'mfc=mf_cart:3'),
        broken: L.chooseForVisitor(withCanary, 'mfc=mf_cart:abc.<script>:1', { randomBucket: () => 7 }),
      }));`);
    expect(r.plain).toEqual({ composition: { remotes: { mf_cart: { server: 'http://cart.test', version: '2.0.0' } } }, personalized: false });
    expect(r.broken.personalized).toBe(true); // a canary runs: the page depends on the cookie (no shared caching)
    expect(r.broken.composition.remotes.mf_cart.version).toBe('2.1.0');
    expect(r.broken.setCookie).toMatch(/^mfc=mf_cart:7;/);
  });
});

describe('npm run compose: canary, promote, abort, rollback, history', () => {
  let server;
  let url;
  beforeAll(async () => {
    // a remote's server: offers 1.0.0, 1.1.0 and 1.2.0
    server = http.createServer((req, res) => {
      if (req.url === '/versions.json') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ name: 'mf-catalog', versions: ['1.2.0', '1.1.0', '1.0.0'] }));
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('starts a canary, promotes it, rolls back step by step, keeps unknown fields and records every change', async () => {
    const start = base();
    start.remotes.mf_catalog.server = url;
    const file = freshFile(start);
    const read = () => JSON.parse(fs.readFileSync(file, 'utf8'));

    let r = await compose(file, 'canary', 'mf_catalog', '1.1.0', '--share', '10', '--author', 'alice');
    expect(r).toMatchObject({ status: 0 });
    expect(read().remotes.mf_catalog).toEqual({ server: url, version: '1.0.0', note: 'unknown field kept', canary: { version: '1.1.0', share: 10 } });

    // a version the server does not offer is refused; nothing changes
    r = await compose(file, 'canary', 'mf_catalog', '9.9.9', '--share', '10');
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/does not offer 9\.9\.9; it offers: 1\.2\.0, 1\.1\.0, 1\.0\.0/);
    expect(read().revision).toBe(1);

    r = await compose(file, 'canary', 'mf_catalog', '1.1.0', '--share', '30');
    expect(r.status).toBe(0);
    expect(read().remotes.mf_catalog.canary).toEqual({ version: '1.1.0', share: 30 });

    r = await compose(file, 'promote', 'mf_catalog', '--author', 'bob');
    expect(r.status).toBe(0);
    expect(read().remotes.mf_catalog).toEqual({ server: url, version: '1.1.0', note: 'unknown field kept' });
    expect(await compose(file, 'promote', 'mf_catalog')).toMatchObject({ status: 1, out: expect.stringMatching(/no canary to promote/) });

    // rollback: undo the promote (canary at 30 % again), then the share change, then the canary itself
    expect((await compose(file, 'rollback', 'mf_catalog')).status).toBe(0);
    expect(read().remotes.mf_catalog).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', share: 30 } });
    expect((await compose(file, 'rollback', 'mf_catalog')).status).toBe(0);
    expect(read().remotes.mf_catalog.canary).toEqual({ version: '1.1.0', share: 10 });
    expect((await compose(file, 'rollback', 'mf_catalog')).status).toBe(0);
    expect(read().remotes.mf_catalog).toEqual({ server: url, version: '1.0.0', note: 'unknown field kept' });
    expect(await compose(file, 'rollback', 'mf_catalog')).toMatchObject({ status: 1, out: expect.stringMatching(/no recorded change to roll back/) });

    const data = read();
    expect(data.$comment).toBe('kept');
    expect(data.owner).toEqual({ team: 'ops' });
    expect(data.remotes.mf_cart).toEqual({ server: 'http://cart.test', version: '2.0.0' });
    expect(data.revision).toBe(6);

    const history = fs.readFileSync(path.join(path.dirname(file), 'composition.history.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(history.map((e) => [e.revision, e.action, e.author])).toEqual([
      [1, 'canary', 'alice'], [2, 'canary', 'tester'], [3, 'promote', 'bob'], [4, 'rollback', 'tester'], [5, 'rollback', 'tester'], [6, 'rollback', 'tester'],
    ]);
    expect(history[2].previous).toEqual({ server: url, version: '1.0.0', note: 'unknown field kept', canary: { version: '1.1.0', share: 30 } });
    expect(history[2].next).toEqual({ server: url, version: '1.1.0', note: 'unknown field kept' });
    expect(history.slice(3).map((e) => e.undoes)).toEqual([3, 2, 1]);
    for (const e of history) expect(Number.isNaN(Date.parse(e.time))).toBe(false);

    const listed = await compose(file, 'history', 'mf_catalog');
    expect(listed.status).toBe(0);
    expect(listed.out.trim().split('\n')).toHaveLength(6);
    expect(listed.out).toMatch(/#3\s+\S+\s+bob\s+promote\s+mf_catalog\s+1\.0\.0 \(canary 1\.1\.0 to 30 %\) → 1\.1\.0/);
    expect((await compose(file, 'history', 'mf_cart')).out).toMatch(/no recorded changes of mf_cart/);
  });

  it('aborts a canary; a set to the candidate ends it too; set drops the old version’s addresses', async () => {
    const start = base();
    start.remotes.mf_catalog.server = url;
    start.remotes.mf_catalog.manifest = `${url}/1.0.0/web/mf-manifest.json`;
    const file = freshFile(start);
    const read = () => JSON.parse(fs.readFileSync(file, 'utf8')).remotes.mf_catalog;
    expect(await compose(file, 'abort', 'mf_catalog')).toMatchObject({ status: 1, out: expect.stringMatching(/no canary to abort/) });
    expect((await compose(file, 'canary', 'mf_catalog', '1.2.0', '--share', '5')).status).toBe(0);
    expect((await compose(file, 'abort', 'mf_catalog')).status).toBe(0);
    expect(read()).toEqual({ server: url, version: '1.0.0', note: 'unknown field kept', manifest: `${url}/1.0.0/web/mf-manifest.json` });
    expect((await compose(file, 'canary', 'mf_catalog', '1.2.0', '--share', '5')).status).toBe(0);
    expect((await compose(file, 'set', 'mf_catalog', '1.2.0')).status).toBe(0);
    expect(read()).toEqual({ server: url, version: '1.2.0', note: 'unknown field kept' });
    expect(await compose(file, 'canary', 'mf_catalog', '1.1.0', '--share', '101')).toMatchObject({ status: 1, out: expect.stringMatching(/whole percentage from 1 to 100/) });
    expect(await compose(file, 'canary', 'mf_catalog', '1.1.0')).toMatchObject({ status: 1, out: expect.stringMatching(/--share 10/) });
    expect(await compose(file, 'canary', 'mf_nope', '1.1.0', '--share', '5')).toMatchObject({ status: 1, out: expect.stringMatching(/unknown remote mf_nope/) });
  });

  it('what visitors get follows the file through canary, promote and abort', () => {
    const start = base();
    const file = freshFile(start);
    const r = esm(`
      const opts = { file: ${JSON.stringify(file)}, author: 'test' };
      const visitors = Array.from({ length: 200 }, (_, i) => 'mfc=mf_catalog:' + (i % 100));
      const share = () => { const c = L.readComposition(opts.file); return visitors.filter((v) => L.chooseForVisitor(c, v).composition.remotes.mf_catalog.version === '1.1.0').length; };
      const out = { before: share() };
      await L.startCanary(opts, { remote: 'mf_catalog', version: '1.1.0', share: 10 });
      out.canary = share();
      await L.abortCanary(opts, { remote: 'mf_catalog' });
      out.aborted = share();
      await L.startCanary(opts, { remote: 'mf_catalog', version: '1.1.0', share: 10 });
      await L.promoteCanary(opts, { remote: 'mf_catalog' });
      out.promoted = share();
      await L.rollback(opts, { remote: 'mf_catalog' });
      out.rolledBack = share();
      console.log(JSON.stringify(out));`);
    expect(r).toEqual({ before: 0, canary: 20, aborted: 0, promoted: 200, rolledBack: 20 });
  });
});

describe('two operators writing at once', () => {
  /** Starts a node process running ES-module code; resolves with its exit code and output. */
  const run = (body) =>
    new Promise((resolve) => {
      const p = spawn(process.execPath, ['--input-type=module', '-e', `import * as L from ${JSON.stringify(store)};\n${body}`], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (out += d));
      p.on('exit', (code) => resolve({ code, out }));
    });

  it('loses no change when six processes change the same file at the same moment', async () => {
    const file = freshFile(base());
    const writers = 6;
    const each = 12;
    const go = Date.now() + 800; // every process starts changing at the same moment
    const results = await Promise.all(
      Array.from({ length: writers }, (_, w) =>
        run(`
          const opts = { file: ${JSON.stringify(file)}, author: 'writer${w}' };
          while (Date.now() < ${go}) await new Promise((r) => setTimeout(r, 5));
          for (let i = 0; i < ${each}; i++) {
            // a read-modify-write on one shared entry (a counter: a lost update shows as a smaller count)...
            await L.changeRemote(opts, { action: 'count', remote: 'counter' }, (e) => ({ server: 'http://x.test', version: '1.0.0', ...(e ?? {}), count: (e?.count ?? 0) + 1 }));
            // ...and a change of this writer's own remote
            await L.setVersion(opts, { remote: 'w${w}', version: '1.0.' + i, server: 'http://w${w}.test' });
          }
          console.log('done');`),
      ),
    );
    for (const r of results) expect(r).toEqual({ code: 0, out: 'done\n' });
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(data.remotes.counter.count).toBe(writers * each);
    for (let w = 0; w < writers; w++) expect(data.remotes[`w${w}`]).toEqual({ server: `http://w${w}.test`, version: `1.0.${each - 1}` });
    expect(data.revision).toBe(writers * each * 2);
    const history = fs.readFileSync(path.join(path.dirname(file), 'composition.history.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(history.map((e) => e.revision)).toEqual(Array.from({ length: writers * each * 2 }, (_, i) => i + 1));
    // each recorded previous value is what the change before it left
    const counts = history.filter((e) => e.remote === 'counter').map((e) => [e.previous?.count ?? 0, e.next.count]);
    counts.forEach(([prev, next], i) => expect([prev, next]).toEqual([i, i + 1]));
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('takes over the lock of a process that is gone, and waits for (then refuses) a live holder', async () => {
    const file = freshFile(base());
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    fs.writeFileSync(`${file}.lock`, JSON.stringify({ token: 'x', pid: Number(dead.stdout), host: os.hostname(), time: new Date().toISOString() }));
    const started = Date.now();
    expect(await compose(file, 'set', 'mf_cart', '2.1.0', '--no-check')).toMatchObject({ status: 0 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fs.existsSync(`${file}.lock`)).toBe(false);

    // a live holder (this test process) with a fresh lock: the change waits, then gives up with a message
    fs.writeFileSync(`${file}.lock`, JSON.stringify({ token: 'y', pid: process.pid, host: os.hostname(), time: new Date().toISOString() }));
    const refused = await run(`
      try { await L.setVersion({ file: ${JSON.stringify(file)}, lockTimeoutMs: 300 }, { remote: 'mf_cart', version: '2.2.0' }); console.log('changed'); }
      catch (e) { console.log(e.message); }`);
    expect(refused.out).toMatch(/being changed by another process since \d+ s; try again/);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).remotes.mf_cart.version).toBe('2.1.0');

    // an old lock (older than the stale limit) is taken over even when its process cannot be checked
    fs.writeFileSync(`${file}.lock`, JSON.stringify({ token: 'z', pid: 1, host: 'another-host', time: 'long ago' }));
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(`${file}.lock`, old, old);
    expect((await compose(file, 'set', 'mf_cart', '2.3.0', '--no-check')).status).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).remotes.mf_cart.version).toBe('2.3.0');
  });
});
