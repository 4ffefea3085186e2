// The shell's forms without scripts under test (shell-forms*.test.cjs): the real shell server in a child
// process (SSR off) and a stand-in api that records what it is asked and answers what `respond` says.
const { freePort } = require('../../server-kit/test/net-helpers.cjs');
const { root, childServers, waitUntilUp } = require('../../server-kit/test/child-servers.cjs');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

/**
 * Starts both (call in beforeAll; `stopAll` in afterAll). `respond(url)` → [status, body, headers]: a
 * string body is sent as HTML, anything else as JSON. `ask(request)` is told each request the api gets;
 * `post` sends a form as a browser on the shop's page does.
 */
function formsShell({ remote, respond, ask }) {
  const { start, closers, stopAll } = childServers();
  const state = { base: '' };
  const startAll = async () => {
    const api = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        ask({ url: req.url, method: req.method, headers: req.headers, body: body ? JSON.parse(body) : null });
        const [status, answer, headers = {}] = respond(req.url);
        res.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/html' : 'application/json', ...headers });
        res.end(typeof answer === 'string' ? answer : JSON.stringify(answer));
      });
    });
    await new Promise((r) => api.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise((r) => api.close(r)));
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-forms-'));
    closers.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
    fs.writeFileSync(path.join(tmp, 'composition.json'), JSON.stringify({ remotes: { [remote.name]: { server: remote.server, version: '1.0.0' } } }));
    const port = await freePort();
    state.base = `http://127.0.0.1:${port}`;
    const child = start([path.join(root, 'shell', 'server.mjs')], {
      cwd: path.join(root, 'shell'),
      env: { HOST: '127.0.0.1', SHELL_PORT: String(port), API_URL: `http://127.0.0.1:${api.address().port}`, COMPOSITION_FILE: path.join(tmp, 'composition.json'), SSR: 'off' },
    });
    await waitUntilUp(child, `${state.base}/health`);
  };
  const post = (pathname, fields, headers = {}) =>
    fetch(state.base + pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: state.base, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  return {
    start: startAll,
    stopAll,
    post,
    get base() {
      return state.base;
    },
  };
}

module.exports = { formsShell };
