// The catalogue's version as this shell knows it, and POST /__cache/purge, by which the api tells the shell
// a catalogue change was saved (api/src/modules/catalog/freshness/, lib/cache-purge.ts): the shell drops its
// sitemap build (seo/index.mjs asks the api again on the next sitemap request) and remembers the version,
// which every page answer then carries as `x-catalog-version` (render-page.mjs) for the service worker.
// The route needs `Authorization: Bearer <CACHE_PURGE_SECRET>` (401 otherwise, and always while the secret
// is unset); it is the shell's own, never proxied to the api, and the load balancer does not publish it.
import crypto from 'node:crypto';

/**
 * The latest catalogue version seen: told by a purge, or read from an api answer's `x-catalog-version`
 * (the sitemaps' list, the /api answers the shell proxies). Only ever rises.
 */
export function catalogVersionState() {
  let version = null;
  const listeners = new Set();
  return {
    /** the latest version seen, or null before any */
    get version() {
      return version;
    },
    /** Remembers `v` when it is a later version (a header's text or a number); answers whether it was. */
    note(v) {
      const n = typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v;
      if (!Number.isSafeInteger(n) || n < 0 || (version !== null && n <= version)) return false;
      version = n;
      return true;
    },
    /** A purge for version `v`: remembered, and each listener told (the sitemaps drop their build). */
    purged(v) {
      this.note(v);
      for (const fn of listeners) fn(v);
    },
    onPurge(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

const digest = (s) => crypto.createHash('sha256').update(String(s)).digest();
/** The request's bearer token is the secret (compared in constant time). */
export function bearerMatches(header, secret) {
  const m = /^Bearer (\S+)$/.exec(String(header ?? ''));
  return Boolean(secret && m && crypto.timingSafeEqual(digest(m[1]), digest(secret)));
}

/**
 * The plugin: POST /__cache/purge with JSON `{version, urls?}` (the api's purge: `urls` is read by CDNs'
 * hooks, not here). 204 when taken; 401 without the secret (before the body is read), 400 without a
 * whole-number version.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ secret?: string, state: ReturnType<typeof catalogVersionState> }} opts
 */
export async function cachePurgePlugin(app, { secret, state }) {
  app.post('/__cache/purge', {
    bodyLimit: 64 * 1024,
    onRequest: async (req, reply) => {
      if (!bearerMatches(req.headers.authorization, secret)) {
        return reply.code(401).header('cache-control', 'no-store').header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      }
    },
    handler: async (req, reply) => {
      const version = req.body?.version;
      if (!Number.isSafeInteger(version) || version < 0) return reply.code(400).header('cache-control', 'no-store').send({ error: 'version: a whole number is required' });
      state.purged(version);
      req.log.info({ version, urls: Array.isArray(req.body.urls) ? req.body.urls.length : 0 }, 'cache purge: catalogue version');
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  });
}
