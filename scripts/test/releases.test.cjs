// `npm run release`: a built remote version is published next to the versions already there, in a folder
// or in S3-compatible object storage (here a small fake S3 server that checks every request's AWS
// Signature Version 4 and honours conditional writes), and a published version is never overwritten.
// (The tooling jest project runs CommonJS without ES-module support: the ES-module code runs in child
// Node processes.)
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const crypto = require('node:crypto');
const { spawn, spawnSync } = require('node:child_process');

const lib = path.join(__dirname, '..', 'lib', 'releases.mjs');
const cli = path.join(__dirname, '..', 'release.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A built version in `dist/<version>/` as the build lays it out: {web,node}, a precompressed sibling. */
function build(dist, version, marker = version) {
  const files = {
    'web/mf-manifest.json': JSON.stringify({ id: 'mf_catalog', name: 'mf_catalog', shared: [] }),
    'web/remoteEntry.js': `/* web ${marker} */`,
    'web/remoteEntry.js.br': Buffer.from([0x8b, 0x02, 0x80, 0x01]),
    'web/352.149ec98925.js': `console.log(${JSON.stringify(marker)})`,
    'node/remoteEntry.js': `/* node ${marker} */`,
  };
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, version, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, version, rel), body);
  }
  return files;
}

/** `npm run release -- ...args` (asynchronous: the fake S3 server in this process must answer). */
function release(env, ...args) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [cli, ...args], { env: { ...process.env, USER: 'tester', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('exit', (status) => resolve({ status, out }));
  });
}

describe('AWS Signature Version 4', () => {
  // AWS's published S3 examples (access key AKIAIOSFODNN7EXAMPLE, 2013-05-24, us-east-1)
  const sign = (req) => {
    const code = `import { signV4 } from ${JSON.stringify(lib)};
      console.log(JSON.stringify(signV4({ ...${JSON.stringify(req)}, region: 'us-east-1', accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', date: new Date('2013-05-24T00:00:00Z') })));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout).authorization;
  };
  it('signs GET Object with a Range header as AWS documents it', () => {
    expect(sign({ method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/test.txt', headers: { range: 'bytes=0-9' } })).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
  it('signs a listing with query parameters as AWS documents it', () => {
    expect(sign({ method: 'GET', url: 'https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J' })).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});

describe('release to a folder (PUBLISH_DIR)', () => {
  const dist = path.join(tmp, 'folder-dist');
  const published = path.join(tmp, 'published');
  const env = { PUBLISH_DIR: published };

  it('publishes the whole version folder with a release record, next to the versions already there', async () => {
    const files = build(dist, '1.2.0');
    const r = await release(env, 'mf-catalog', '--version', '1.2.0', '--dist', dist);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/published mf-catalog 1\.2\.0 \(5 files, [\d.]+ KB\) to .*published\/mf-catalog\/1\.2\.0/);
    for (const [rel, body] of Object.entries(files)) expect(fs.readFileSync(path.join(published, 'mf-catalog', '1.2.0', rel))).toEqual(Buffer.from(body));
    const record = JSON.parse(fs.readFileSync(path.join(published, 'mf-catalog', '1.2.0', '.release.json'), 'utf8'));
    expect(record).toMatchObject({ remote: 'mf-catalog', name: 'mf_catalog', version: '1.2.0', author: 'tester', files: 5 });

    build(dist, '1.10.0');
    const next = await release(env, 'mf_catalog', '--version', '1.10.0', '--dist', dist, '--author', 'alice');
    expect(next.status).toBe(0);
    expect(next.out).toMatch(/versions published: 1\.10\.0 {2}1\.2\.0/);
    expect(fs.existsSync(path.join(published, 'mf-catalog', '1.2.0', 'web', 'remoteEntry.js'))).toBe(true);
    expect((await release(env, 'mf-catalog', '--list')).out).toMatch(/mf-catalog in .*: 1\.10\.0 {2}1\.2\.0/);
  });

  it('refuses to overwrite a published version (exit code 1, files untouched)', async () => {
    build(dist, '1.2.0', 'rebuilt differently');
    const r = await release(env, 'mf-catalog', '--version', '1.2.0', '--dist', dist);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/release: mf-catalog 1\.2\.0 is already published in \S+\/published\/mf-catalog\/1\.2\.0; a published version is never overwritten: bump the version/);
    expect(fs.readFileSync(path.join(published, 'mf-catalog', '1.2.0', 'web', 'remoteEntry.js'), 'utf8')).toBe('/* web 1.2.0 */');
  });

  it('of two releases of one version at the same moment, exactly one publishes', async () => {
    build(dist, '2.0.0');
    const results = await Promise.all([1, 2, 3].map(() => release(env, 'mf-catalog', '--version', '2.0.0', '--dist', dist)));
    expect(results.map((r) => r.status).sort()).toEqual([0, 1, 1]);
    expect(fs.readdirSync(path.join(published, 'mf-catalog')).sort()).toEqual(['1.10.0', '1.2.0', '2.0.0']); // no staging folder left
  });

  it('refuses a version that is not built, an unknown remote and an unknown store', async () => {
    expect(await release(env, 'mf-catalog', '--version', '9.9.9', '--dist', dist)).toMatchObject({ status: 1, out: expect.stringMatching(/mf-catalog 9\.9\.9 is not built .*npm run build -w mf-catalog/) });
    expect(await release(env, 'mf-nothing', '--version', '1.0.0')).toMatchObject({ status: 1, out: expect.stringMatching(/unknown remote "mf-nothing"; one of mf-catalog, mf-content, mf-cart, mf-account/) });
    expect(await release({ ...env, PUBLISH_STORE: 'ftp' }, 'mf-catalog', '--version', '1.2.0', '--dist', dist)).toMatchObject({ status: 1, out: expect.stringMatching(/unknown publish store "ftp"/) });
  });
});

describe('release to S3-compatible object storage', () => {
  const KEY = 'test-access-key';
  const SECRET = 'test-secret/with+chars';
  const objects = new Map(); // key → { body, headers }
  const log = [];
  let hideFromListing = false;
  let server;
  let endpoint;

  const enc = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const hash = (d) => crypto.createHash('sha256').update(d).digest('hex');
  /** The signature a request should carry (computed here from what arrived, independently of the library). */
  function expectedSignature(req, body, { day, region, signedHeaders }) {
    const [rawPath, rawQuery = ''] = req.url.split('?');
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((kv) => kv.split('=').map((x) => enc(decodeURIComponent(x.replace(/\+/g, ' ')))))
      .map(([k, v = '']) => `${k}=${v}`)
      .sort()
      .join('&');
    const headers = signedHeaders.split(';').map((h) => `${h}:${String(req.headers[h]).trim()}\n`).join('');
    const canonical = [req.method, rawPath, query, headers, signedHeaders, hash(body)].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', req.headers['x-amz-date'], scope, hash(canonical)].join('\n');
    let k = `AWS4${SECRET}`;
    for (const part of [day, region, 's3', 'aws4_request']) k = crypto.createHmac('sha256', k).update(part).digest();
    return crypto.createHmac('sha256', k).update(toSign).digest('hex');
  }
  const xml = (res, status, text) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/xml');
    res.end(text);
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
        const ok =
          m && m[1] === KEY && req.headers['x-amz-content-sha256'] === hash(body) && m[4].split(';').includes('host') &&
          m[5] === expectedSignature(req, body, { day: m[2], region: m[3], signedHeaders: m[4] });
        log.push({ method: req.method, url: req.url, signed: Boolean(ok), ifNoneMatch: req.headers['if-none-match'] });
        if (!ok) return xml(res, 403, '<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match</Message></Error>');
        const url = new URL(req.url, 'http://x');
        const [, bucket, ...rest] = url.pathname.split('/');
        if (bucket !== 'remotes') return xml(res, 404, '<Error><Code>NoSuchBucket</Code><Message>no such bucket</Message></Error>');
        const key = rest.map(decodeURIComponent).join('/');
        if (req.method === 'PUT') {
          if (req.headers['if-none-match'] === '*' && objects.has(key)) return xml(res, 412, '<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>');
          objects.set(key, { body, type: req.headers['content-type'], cache: req.headers['cache-control'] });
          res.statusCode = 200;
          return res.end();
        }
        if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
          const prefix = url.searchParams.get('prefix') ?? '';
          const delimiter = url.searchParams.get('delimiter');
          const max = Number(url.searchParams.get('max-keys') ?? 1000);
          const keys = hideFromListing ? [] : [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
          const prefixes = new Set();
          const contents = [];
          for (const k of keys) {
            const restKey = k.slice(prefix.length);
            if (delimiter && restKey.includes(delimiter)) prefixes.add(prefix + restKey.slice(0, restKey.indexOf(delimiter) + 1));
            else contents.push(k);
          }
          const shown = contents.slice(0, max);
          return xml(res, 200, `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>remotes</Name><Prefix>${prefix}</Prefix><KeyCount>${shown.length + prefixes.size}</KeyCount><IsTruncated>false</IsTruncated>${shown.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}${[...prefixes].map((p) => `<CommonPrefixes><Prefix>${p}</Prefix></CommonPrefixes>`).join('')}</ListBucketResult>`);
        }
        return xml(res, 400, '<Error><Code>NotImplemented</Code><Message>not in this fake</Message></Error>');
      });
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const dist = path.join(tmp, 's3-dist');
  const env = () => ({ PUBLISH_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'remotes', S3_REGION: 'eu-test-1', S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: SECRET, S3_PREFIX: 'published' });

  it('uploads every file of the version with signed, conditional writes, the release record last', async () => {
    const files = build(dist, '1.2.0');
    const r = await release(env(), 'mf-catalog', '--version', '1.2.0', '--dist', dist);
    expect(r.out).toMatch(/published mf-catalog 1\.2\.0 \(5 files, .*\) to s3:\/\/remotes\/published\/mf-catalog\/1\.2\.0\//);
    expect(r.status).toBe(0);
    for (const [rel, body] of Object.entries(files)) expect(objects.get(`published/mf-catalog/1.2.0/${rel}`).body).toEqual(Buffer.from(body));
    expect(objects.get('published/mf-catalog/1.2.0/web/mf-manifest.json')).toMatchObject({ type: 'application/json; charset=utf-8', cache: 'no-cache' });
    expect(objects.get('published/mf-catalog/1.2.0/web/352.149ec98925.js')).toMatchObject({ type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable' });
    expect(JSON.parse(objects.get('published/mf-catalog/1.2.0/.release.json').body)).toMatchObject({ version: '1.2.0', author: 'tester', files: 5 });
    const puts = log.filter((l) => l.method === 'PUT');
    expect(puts).toHaveLength(6);
    expect(puts.every((p) => p.signed && p.ifNoneMatch === '*')).toBe(true);
    expect(puts.at(-1).url).toBe('/remotes/published/mf-catalog/1.2.0/.release.json');
    expect(log.every((l) => l.signed)).toBe(true);
  });

  it('publishes the next version beside it and lists both', async () => {
    build(dist, '1.3.0');
    const r = await release(env(), 'mf-catalog', '--version', '1.3.0', '--dist', dist);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/versions published: 1\.3\.0 {2}1\.2\.0/);
    expect(objects.get('published/mf-catalog/1.2.0/web/remoteEntry.js').body.toString()).toBe('/* web 1.2.0 */');
  });

  it('refuses to overwrite a published version, even when the listing does not show it yet (the conditional write refuses)', async () => {
    build(dist, '1.2.0', 'rebuilt');
    const seen = log.length;
    const r = await release(env(), 'mf-catalog', '--version', '1.2.0', '--dist', dist);
    expect(r).toMatchObject({ status: 1, out: expect.stringMatching(/mf-catalog 1\.2\.0 is already published in s3:\/\/remotes\/published\/mf-catalog\/1\.2\.0\/; a published version is never overwritten/) });
    expect(log.slice(seen).some((l) => l.method === 'PUT')).toBe(false);

    hideFromListing = true; // another publisher's objects not listed yet
    try {
      const raced = await release(env(), 'mf-catalog', '--version', '1.2.0', '--dist', dist);
      expect(raced).toMatchObject({ status: 1, out: expect.stringMatching(/is already published in s3:\/\/remotes\/published\/mf-catalog\/1\.2\.0\//) });
    } finally {
      hideFromListing = false;
    }
    expect(objects.get('published/mf-catalog/1.2.0/web/remoteEntry.js').body.toString()).toBe('/* web 1.2.0 */');
  });

  it('reports a store that refuses the credentials', async () => {
    const r = await release({ ...env(), S3_SECRET_ACCESS_KEY: 'wrong' }, 'mf-catalog', '--version', '1.3.0', '--dist', dist);
    expect(r).toMatchObject({ status: 1, out: expect.stringMatching(/S3 list .*: HTTP 403 SignatureDoesNotMatch/) });
    expect(await release({ ...env(), S3_BUCKET: '' }, 'mf-catalog', '--list')).toMatchObject({ status: 1, out: expect.stringMatching(/the bucket is missing \(S3_BUCKET\)/) });
  });
});
