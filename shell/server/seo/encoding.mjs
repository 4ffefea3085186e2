// How the sitemaps and robots.txt are sent: their entity tag, the encoding a client accepts (br, then gzip)
// and their compressed forms, made once per content change.
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to answer with: br, then gzip, when the client accepts it (q=0 refuses). */
export function chooseEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*') : 0)) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** A built file: its bytes, entity tag and compressed forms (made once, on first demand). */
export function builtFile(text) {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const encoded = new Map();
  return {
    body,
    etag,
    encode(encoding) {
      if (!encoded.has(encoding)) {
        // quality 6 / level 6: a 30 MB sitemap compresses in about a second, once per content change
        const p = encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzip(body, { level: 6 });
        encoded.set(encoding, p);
        p.catch(() => encoded.delete(encoding));
      }
      return encoded.get(encoding);
    },
  };
}

export const ifNoneMatch = (header, etag) => Boolean(header) && String(header).split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);
