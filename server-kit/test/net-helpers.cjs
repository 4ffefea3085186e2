// Small helpers the servers' tests share, here and in scripts/test (not a test file: jest runs *.test.cjs only).
const net = require('node:net');

/** A TCP port nothing listens on right now (127.0.0.1). */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * A Set-Cookie header as { pair: 'name=value', attributes: [...] } with the attributes sorted: what a
 * cookie says, whatever order the serializer (@fastify/cookie's) writes its attributes in.
 */
function cookieParts(header) {
  const [pair, ...attributes] = String(header).split(';').map((s) => s.trim());
  return { pair, attributes: attributes.sort() };
}

module.exports = { freePort, cookieParts };
