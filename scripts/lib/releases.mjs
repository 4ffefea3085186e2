// Releases: a built remote version (the whole <remote>/dist/<version>/ folder, whatever is inside: today
// the browser build, with the server build it becomes {web,node}) is published next to the versions
// already there, in a publish store, and a published version is never overwritten.
//
// A store is { kind, describe(), locate(remote, version), listVersions(remote), hasVersion(remote, version),
// publish(remote, version, folder, meta) } with two implementations:
//   - folderStore(dir): <dir>/<remote>/<version>/ (PUBLISH_DIR, default data/published). The version is
//     copied into a staging folder beside it and renamed into place: readers never see half a version,
//     and of two publishers of one version the second rename fails (the folder is not empty).
//   - s3Store(...): objects <prefix><remote>/<version>/<file> in an S3-compatible bucket, through the S3
//     REST API with fetch and AWS Signature Version 4 (no S3 SDK is installed: see signV4 below). Every
//     object is written with `If-None-Match: *` (a conditional write: S3, MinIO, R2 and Ceph refuse to
//     replace an existing object), the release record (.release.json) last.
// Each published version carries .release.json (remote, version, time, author, files, bytes); the remote
// servers do not serve dot-files.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { root, REMOTES } from './apps.mjs';
import { compareVersions, contentType, cacheControl } from '../../server-kit/static.mjs';

export const RELEASE_RECORD = '.release.json';
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** A refused release (not built, already published, store unreachable): the message is for the operator. */
export class ReleaseError extends Error {}

/** A remote by its folder (mf-catalog) or its federation name (mf_catalog). */
export function resolveRemote(name) {
  const r = REMOTES.find((x) => x.dir === name || x.name === name);
  if (!r) throw new ReleaseError(`unknown remote ${JSON.stringify(name)}; one of ${REMOTES.map((x) => x.dir).join(', ')}`);
  return r;
}

export function checkVersion(version) {
  if (typeof version !== 'string' || !VERSION.test(version)) throw new ReleaseError(`not a version: ${JSON.stringify(version)}`);
  return version;
}

/** Every regular file under `folder`, as '/'-separated paths relative to it, sorted. */
export function filesOf(folder) {
  const out = [];
  const walk = (rel) => {
    for (const d of fs.readdirSync(path.join(folder, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(r);
      else if (d.isFile()) out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/** The built version folder of a remote, checked to hold a build (a browser manifest, at the old or new place). */
export function builtVersion({ dir, version, distDir }) {
  const dist = distDir ?? path.join(root, dir, 'dist');
  const folder = path.join(dist, version);
  const manifest = ['web/mf-manifest.json', 'mf-manifest.json'].find((m) => fs.existsSync(path.join(folder, m)));
  if (!manifest) throw new ReleaseError(`${dir} ${version} is not built (${folder} holds no mf-manifest.json); build it first: npm run build -w ${dir}`);
  const files = filesOf(folder).filter((f) => f !== RELEASE_RECORD);
  const bytes = files.reduce((n, f) => n + fs.statSync(path.join(folder, f)).size, 0);
  return { folder, files, bytes };
}

const alreadyPublished = (remote, version, where) =>
  new ReleaseError(`${remote} ${version} is already published in ${where}; a published version is never overwritten: bump the version (package.json or --version), build and release again`);

// ---------------------------------------------------------------------------------------------------
// folder store

export function folderStore(dir = process.env.PUBLISH_DIR || path.join(root, 'data', 'published')) {
  const base = path.resolve(dir);
  const versionDir = (remote, version) => path.join(base, remote, version);
  return {
    kind: 'folder',
    describe: () => base,
    locate: (remote, version) => versionDir(remote, version),
    async listVersions(remote) {
      let names = [];
      try {
        names = fs.readdirSync(path.join(base, remote), { withFileTypes: true }).filter((d) => d.isDirectory() && !d.name.startsWith('.')).map((d) => d.name);
      } catch (err) {
        if (err.code !== 'ENOENT') throw err;
      }
      return names.sort(compareVersions).reverse();
    },
    async hasVersion(remote, version) {
      return fs.existsSync(versionDir(remote, version));
    },
    async publish(remote, version, folder, meta) {
      const target = versionDir(remote, version);
      if (fs.existsSync(target)) throw alreadyPublished(remote, version, target);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const staging = path.join(base, remote, `.incoming-${version}-${process.pid}-${randomUUID()}`);
      try {
        fs.cpSync(folder, staging, { recursive: true, errorOnExist: true, force: false, filter: (src) => path.basename(src) !== RELEASE_RECORD || path.dirname(src) !== folder });
        fs.writeFileSync(path.join(staging, RELEASE_RECORD), JSON.stringify(meta, null, 2) + '\n');
        fs.renameSync(staging, target); // fails when another publisher got there first (the folder is not empty)
      } catch (err) {
        fs.rmSync(staging, { recursive: true, force: true });
        if (err.code === 'ENOTEMPTY' || err.code === 'EEXIST') throw alreadyPublished(remote, version, target);
        throw err;
      }
      return target;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// AWS Signature Version 4 (a measured reason for writing it here: no S3 SDK is installed, helpers cannot
// add dependencies, and @aws-sdk/client-s3 would bring ~100 packages for four calls; checked against
// AWS's published S3 examples in scripts/test/releases.test.cjs).

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
export const EMPTY_SHA256 = sha256('');

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export const uriEncode = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signs a request: returns its headers plus x-amz-date, x-amz-content-sha256 (unless given),
 * x-amz-security-token (with a session token) and authorization. Every given header is signed, and host.
 * @param {{ method: string, url: string, headers?: Record<string,string>, payloadHash?: string, region: string,
 *   service?: string, accessKeyId: string, secretAccessKey: string, sessionToken?: string, date?: Date }} req
 */
export function signV4({ method, url, headers = {}, payloadHash = EMPTY_SHA256, region, service = 's3', accessKeyId, secretAccessKey, sessionToken, date = new Date() }) {
  const u = new URL(url);
  const amzDate = date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const out = { ...headers, 'x-amz-date': amzDate };
  if (!Object.keys(out).some((k) => k.toLowerCase() === 'x-amz-content-sha256')) out['x-amz-content-sha256'] = payloadHash;
  if (sessionToken) out['x-amz-security-token'] = sessionToken;
  const signed = { host: u.host };
  for (const [k, v] of Object.entries(out)) signed[k.toLowerCase()] = String(v).trim().replace(/\s+/g, ' ');
  const names = Object.keys(signed).sort();
  const canonicalUri = u.pathname.split('/').map((seg) => uriEncode(decodeURIComponent(seg))).join('/') || '/';
  const canonicalQuery = [...u.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [method, canonicalUri, canonicalQuery, names.map((n) => `${n}:${signed[n]}\n`).join(''), names.join(';'), signed['x-amz-content-sha256']].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  out.authorization = `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`;
  return out;
}

// ---------------------------------------------------------------------------------------------------
// S3-compatible store

const xmlValues = (xml, tag) => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'));

/**
 * @param {{ endpoint?: string, bucket: string, region?: string, accessKeyId: string, secretAccessKey: string,
 *   sessionToken?: string, prefix?: string, virtualHosted?: boolean, fetchImpl?: typeof fetch, concurrency?: number }} o
 */
export function s3Store({ endpoint, bucket, region = 'us-east-1', accessKeyId, secretAccessKey, sessionToken, prefix = '', virtualHosted = false, fetchImpl = fetch, concurrency = 4 }) {
  if (!bucket) throw new ReleaseError('S3: the bucket is missing (S3_BUCKET)');
  if (!accessKeyId || !secretAccessKey) throw new ReleaseError('S3: credentials are missing (S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)');
  const ep = new URL(endpoint || `https://s3.${region}.amazonaws.com`);
  const pre = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
  const objectUrl = (key, query = '') => {
    const encodedKey = key.split('/').map(uriEncode).join('/');
    const base = virtualHosted ? `${ep.protocol}//${bucket}.${ep.host}${ep.pathname.replace(/\/$/, '')}/${encodedKey}` : `${ep.origin}${ep.pathname.replace(/\/$/, '')}/${uriEncode(bucket)}/${encodedKey}`;
    return query ? `${base}?${query}` : base;
  };
  const where = `s3://${bucket}/${pre}`;

  async function call(method, url, { body, headers = {} } = {}) {
    const payloadHash = body ? sha256(body) : EMPTY_SHA256;
    const signedHeaders = signV4({ method, url, headers, payloadHash, region, accessKeyId, secretAccessKey, sessionToken });
    let res;
    try {
      res = await fetchImpl(url, { method, headers: signedHeaders, body, signal: AbortSignal.timeout(60_000) });
    } catch (err) {
      throw new ReleaseError(`S3 ${method} ${url}: ${err.cause?.message ?? err.message}`);
    }
    const text = await res.text();
    return { status: res.status, text };
  }
  const failure = (what, r) => new ReleaseError(`S3 ${what}: HTTP ${r.status} ${xmlValues(r.text, 'Code')[0] ?? ''} ${xmlValues(r.text, 'Message')[0] ?? ''}`.trim());

  /** ListObjectsV2 over every page. */
  async function list(listPrefix, { delimiter, maxKeys } = {}) {
    const keys = [];
    const prefixes = [];
    let token;
    do {
      const q = new URLSearchParams({ 'list-type': '2', prefix: listPrefix });
      if (delimiter) q.set('delimiter', delimiter);
      if (maxKeys) q.set('max-keys', String(maxKeys));
      if (token) q.set('continuation-token', token);
      const r = await call('GET', `${objectUrl('').replace(/\/$/, '')}/?${q.toString().replace(/\+/g, '%20')}`);
      if (r.status !== 200) throw failure(`list ${listPrefix}`, r);
      keys.push(...xmlValues(r.text.replace(/<CommonPrefixes>[\s\S]*?<\/CommonPrefixes>/g, ''), 'Key'));
      prefixes.push(...xmlValues(r.text, 'CommonPrefixes').flatMap((p) => xmlValues(p, 'Prefix')));
      token = xmlValues(r.text, 'IsTruncated')[0] === 'true' && !maxKeys ? xmlValues(r.text, 'NextContinuationToken')[0] : undefined;
    } while (token);
    return { keys, prefixes };
  }

  return {
    kind: 's3',
    describe: () => `${where} at ${ep.origin}`,
    locate: (remote, version) => `s3://${bucket}/${pre}${remote}/${version}/`,
    async listVersions(remote) {
      const { prefixes } = await list(`${pre}${remote}/`, { delimiter: '/' });
      return prefixes.map((p) => p.slice(`${pre}${remote}/`.length).replace(/\/$/, '')).filter(Boolean).sort(compareVersions).reverse();
    },
    async hasVersion(remote, version) {
      const { keys } = await list(`${pre}${remote}/${version}/`, { maxKeys: 1 });
      return keys.length > 0;
    },
    async publish(remote, version, folder, meta) {
      const at = `${pre}${remote}/${version}/`;
      if (await this.hasVersion(remote, version)) throw alreadyPublished(remote, version, `s3://${bucket}/${at}`);
      const files = filesOf(folder).filter((f) => f !== RELEASE_RECORD);
      const put = async (rel, body) => {
        const r = await call('PUT', objectUrl(at + rel), {
          body,
          headers: { 'content-type': contentType(rel.replace(/\.(br|gz)$/, '')), 'cache-control': cacheControl(rel), 'if-none-match': '*' },
        });
        if (r.status === 412) throw alreadyPublished(remote, version, `s3://${bucket}/${at}`);
        if (r.status < 200 || r.status > 299) throw failure(`upload ${at + rel}`, r);
      };
      let next = 0;
      const worker = async () => {
        while (next < files.length) {
          const rel = files[next++];
          await put(rel, fs.readFileSync(path.join(folder, rel)));
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
      await put(RELEASE_RECORD, Buffer.from(JSON.stringify(meta, null, 2) + '\n')); // last: the version is complete
      return `s3://${bucket}/${at}`;
    },
  };
}

/** The store the environment names: PUBLISH_STORE=folder (PUBLISH_DIR) or s3 (S3_* settings). */
export function storeFromEnv(env = process.env, kind = env.PUBLISH_STORE || 'folder') {
  if (kind === 'folder') return folderStore(env.PUBLISH_DIR || path.join(root, 'data', 'published'));
  if (kind === 's3') {
    return s3Store({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY,
      sessionToken: env.S3_SESSION_TOKEN || env.AWS_SESSION_TOKEN,
      prefix: env.S3_PREFIX || '',
      virtualHosted: /^(1|true|yes)$/i.test(env.S3_VIRTUAL_HOSTED ?? ''),
    });
  }
  throw new ReleaseError(`unknown publish store ${JSON.stringify(kind)}: folder or s3`);
}

/**
 * Publishes a built version of a remote in `store`; refuses one already there.
 * @returns {Promise<{ remote: string, version: string, location: string, files: number, bytes: number, versions: string[] }>}
 */
export async function release({ remote, version, store, author = 'unknown', distDir }) {
  const r = resolveRemote(remote);
  const v = checkVersion(version ?? JSON.parse(fs.readFileSync(path.join(root, r.dir, 'package.json'), 'utf8')).version);
  const built = builtVersion({ dir: r.dir, version: v, distDir });
  if (await store.hasVersion(r.dir, v)) throw alreadyPublished(r.dir, v, store.locate(r.dir, v));
  const meta = { remote: r.dir, name: r.name, version: v, publishedAt: new Date().toISOString(), author, files: built.files.length, bytes: built.bytes };
  const location = await store.publish(r.dir, v, built.folder, meta);
  return { remote: r.dir, version: v, location, files: built.files.length, bytes: built.bytes, versions: await store.listVersions(r.dir) };
}
