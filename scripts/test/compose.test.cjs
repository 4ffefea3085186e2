// `npm run compose` (scripts/compose.mjs) over the composition store: canary, promote, abort, rollback and
// history against a fake remote server; promote, abort and rollback change what visitors get; every change
// is recorded with its author and previous value; unknown fields are kept. (The store's own tests, the
// per-visitor choice and concurrent writers: server-kit/test/composition-*.test.cjs.)
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { compositionFiles, esm, compose, base } = require('../../server-kit/test/composition-helpers.cjs');

const { freshFile, removeAll } = compositionFiles();
afterAll(removeAll);

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
