// npm start's supervisor: a child that exits is restarted with a growing back-off and logged; a
// sibling keeps running untouched; stop() ends it for good.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const supervisor = path.join(__dirname, '..', 'supervise.mjs');

test('restarts a crashing child with back-off while its sibling keeps running', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
  const counter = path.join(dir, 'count');
  // crashes on its first three starts, then stays up
  fs.writeFileSync(path.join(dir, 'crashy.cjs'), `
    const fs = require('fs'); const n = Number(fs.existsSync(${JSON.stringify(counter)}) ? fs.readFileSync(${JSON.stringify(counter)}, 'utf8') : 0) + 1;
    fs.writeFileSync(${JSON.stringify(counter)}, String(n)); console.log('start ' + n);
    if (n <= 3) process.exit(1); setInterval(() => {}, 1000);`);
  fs.writeFileSync(path.join(dir, 'steady.cjs'), "console.log('steady ' + process.pid); setInterval(() => {}, 1000);");
  const driver = `
    import { supervise } from ${JSON.stringify(supervisor)};
    const a = supervise({ name: 'crashy', cwd: ${JSON.stringify(dir)}, args: ['crashy.cjs'], minDelayMs: 50, maxDelayMs: 1000 });
    const b = supervise({ name: 'steady', cwd: ${JSON.stringify(dir)}, args: ['steady.cjs'] });
    setTimeout(() => { console.log('RESULT ' + JSON.stringify({ restarts: a.restarts, steadyRestarts: b.restarts, up: Boolean(a.pid && b.pid) })); a.stop(); b.stop(); setTimeout(() => process.exit(0), 100); }, 2500);`;
  const out = await new Promise((resolve) => {
    const p = spawn(process.execPath, ['--input-type=module', '-e', driver]);
    let s = '';
    p.stdout.on('data', (d) => (s += d));
    p.stderr.on('data', (d) => (s += d));
    p.on('exit', () => resolve(s));
  });
  const result = JSON.parse(/RESULT (.*)/.exec(out)[1]);
  expect(result).toEqual({ restarts: 3, steadyRestarts: 0, up: true });
  // the back-off doubles: 50, 100, 200 ms
  expect(out).toMatch(/crashy exited \(code 1\); restart 1 in 50 ms/);
  expect(out).toMatch(/restart 2 in 100 ms/);
  expect(out).toMatch(/restart 3 in 200 ms/);
  expect(out).toMatch(/\[crashy\] start 4/);
  fs.rmSync(dir, { recursive: true, force: true });
});
