// The composition store's writes (server-kit/composition/store.mjs and lock.mjs): several processes
// changing the file at once lose no change, every change is recorded with its previous value; a lock of a
// process that is gone is taken over, a live holder's is waited for and then refused.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { store, compositionFiles, compose, base } = require('./composition-helpers.cjs');

const { freshFile, removeAll } = compositionFiles();
afterAll(removeAll);

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
