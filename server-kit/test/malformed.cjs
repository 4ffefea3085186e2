// Requests no server should fall over on, sent as raw bytes, for the remote server's test here and the
// shell server's in scripts/test. Not a test file: jest runs *.test.cjs only; it is loaded by them.
/* global expect -- checkMalformed asserts in the test that calls it */
const net = require('node:net');

/** Sends raw bytes over TCP and resolves with the status code of the answer (0 when there is none). */
function raw(port, text, ms = 5000) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      socket.destroy();
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      resolve({ status: m ? Number(m[1]) : 0, head: data.slice(0, 2000) });
    };
    socket.setTimeout(ms, done);
    socket.on('data', (d) => {
      data += d.toString('latin1');
      if (/\r\n\r\n/.test(data)) done(); // the head is enough
    });
    socket.on('error', done);
    socket.on('end', done);
    socket.on('connect', () => socket.write(text));
  });
}

const longPath = '/' + 'a'.repeat(20000);
// request lines, URLs, headers and bodies no server should fall over on
const MALFORMED = [
  'GET // HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%E0%A4%A/x?q=%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%% HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /..%2f..%2fetc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /1.0.0/..%5c..%5cpackage.json HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET ///etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET //evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
  `GET ${longPath} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET /${'b'.repeat(4000)}/${'c'.repeat(4000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET /?${'q=1&'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  'GET http://other.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET / HTTP/1.1\r\n\r\n',
  'GET / HTTP/1.0\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: \r\n\r\n',
  'GET / HTTP/1.1\r\nHost: [::1\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: a b c\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: ' + 'h'.repeat(10000) + '\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX-Big: ' + 'v'.repeat(20000) + '\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br;q=nonsense, *;q=2, gzip;q=-1\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nAccept-Language: \u00ff\u00fe\r\nCookie: locale=%E0%A4%A; x\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: not-an-ip, , ::ffff:zz\r\nX-Forwarded-Proto: gopher\r\nX-Forwarded-Host: a b\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /\r\n\r\n',
  'NOT A REQUEST\r\n\r\n',
  '\x00\x01\x02\x03\r\n\r\n',
  'BREW / HTTP/1.1\r\nHost: x\r\n\r\n',
  'PURGE / HTTP/1.1\r\nHost: x\r\n\r\n',
  'PROPFIND / HTTP/1.1\r\nHost: x\r\n\r\n',
  'DELETE /health HTTP/1.1\r\nHost: x\r\n\r\n',
  'TRACE / HTTP/1.1\r\nHost: x\r\n\r\n',
  'CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8\r\n\r\n{"broken',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n{}',
  'GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 27\r\n\r\n{"__proto__":{"polluted":1}}',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
  'PUT /x HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Encoding: snappy\r\nContent-Length: 3\r\n\r\nabc',
  'GET / HTTP/1.1\r\nHost: x\r\nRange: bytes=9999999-1\r\n\r\n',
];

/** Each malformed request gets a 2xx-4xx answer, and `alivePath` still answers 200 afterwards. */
async function checkMalformed(port, extra, alivePath) {
  const bad = [];
  for (const text of [...MALFORMED, ...extra]) {
    const { status, head } = await raw(port, text);
    if (status < 200 || status >= 500) bad.push(`${JSON.stringify(text.slice(0, 80))} → ${head.split('\r\n')[0]}`);
    const alive = await fetch(`http://127.0.0.1:${port}${alivePath}`);
    if (alive.status !== 200) bad.push(`after ${JSON.stringify(text.slice(0, 80))}: ${alivePath} answered ${alive.status}`);
  }
  expect(bad).toEqual([]);
  for (const pathname of ['/', '//', '/%E0%A4%A', '/..%2f..%2fetc/passwd', longPath.slice(0, 8000)]) {
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'PATCH', 'DELETE']) {
      const res = await fetch(`http://127.0.0.1:${port}${pathname}`, { method, redirect: 'manual' });
      if (res.status >= 500) bad.push(`${method} ${pathname.slice(0, 60)} → ${res.status}`);
    }
  }
  expect(bad).toEqual([]);
}

module.exports = { MALFORMED, raw, checkMalformed };
