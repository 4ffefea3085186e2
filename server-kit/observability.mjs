// Observability for the Node servers (the shell's server, the remotes' static servers): request ids,
// pino logs, health and readiness, Prometheus metrics and the browsers' remote-failure beacon.
//
//   const app = Fastify({ ...serverOptions(...), ...observabilityOptions('shell') });
//   await app.register(observabilityPlugin, { name: 'shell', ready: async () => ..., knownRemotes: () => [...] });
//   app.metrics.ssrRenderSeconds.observe({ route, outcome }, seconds);       // fed by the server renderer
//   app.metrics.remoteLoadFailures.inc({ remote, kind, where: 'server' });   // a remote failing on the server
//   rewriteRequestHeaders(request, headers) { return forwardRequestId(request, { ...headers, ... }) }
//
// Request ids: an incoming `x-request-id` is kept when it looks like an id (letters, digits, . _ : -, at
// most 128), otherwise a UUID is made; it is the request's `req.id`, so every `req.log` line carries it
// as `reqId`, it is echoed in the `x-request-id` response header, and forwardRequestId passes it to the api.
// Metrics: `http_requests_total` and `http_request_duration_seconds` by method, route pattern (never the
// raw URL) and status; `ssr_render_seconds`; `remote_load_failures_total{remote,kind,where}`; the default
// process metrics. Beacon: `POST /_beacon/remote-failure` with {remote, kind, version?, message?} (JSON or
// text/plain, as navigator.sendBeacon sends it), limited per client address, kept in an in-memory ring
// buffer (`app.remoteFailures`) that the operator page reads, and counted with where="browser".
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import pino from 'pino';
import client from 'prom-client';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export const FAILURE_KINDS = ['load', 'render', 'hydration', 'timeout', 'manifest', 'other'];
const REMOTE = '^[A-Za-z_][A-Za-z0-9_-]{0,63}$';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The incoming id when it is sane, else null. */
export function saneRequestId(value) {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && SANE_ID.test(v) ? v : null;
}

/** Fastify's genReqId: the caller's sane `x-request-id`, or a new UUID. */
export function genReqId(req) {
  return saneRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/** Fastify options for request ids (req.id; Fastify puts it in every request log line as `reqId`). */
export function requestIdOptions() {
  return { genReqId, requestIdHeader: false };
}

/** pino options for a server named `name` (ISO times; credentials and cookies never logged). */
export function loggerOptions(name, { level = process.env.LOG_LEVEL || 'info' } = {}) {
  return {
    level,
    base: { name, pid: process.pid, hostname: os.hostname() },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
}

/** Both, to spread into Fastify's options: `Fastify({ ...serverOptions(...), ...observabilityOptions('shell') })`. */
export function observabilityOptions(name, { level } = {}) {
  return { logger: loggerOptions(name, { level }), ...requestIdOptions() };
}

/** Headers for a call made on behalf of `request` (the /api proxy), carrying its request id. */
export function forwardRequestId(request, headers = {}) {
  return { ...headers, [REQUEST_ID_HEADER]: String(request.id) };
}

/**
 * The remote failures browsers reported, newest kept: a ring buffer of `capacity` entries.
 * `recent(ms)` lists those of the last `ms` (newest first); `summary(ms)` groups them per remote.
 */
export function createFailureStore({ capacity = 1000, now = Date.now } = {}) {
  const ring = new Array(capacity);
  let next = 0;
  let size = 0;
  return {
    capacity,
    add(entry) {
      const at = now();
      const stored = { ...entry, at, time: new Date(at).toISOString() };
      ring[next] = stored;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
      return stored;
    },
    recent(ms = 3_600_000) {
      const since = now() - ms;
      const out = [];
      for (let i = 1; i <= size; i++) {
        const e = ring[(next - i + capacity) % capacity];
        if (e.at < since) break;
        out.push(e);
      }
      return out;
    },
    summary(ms = 3_600_000) {
      const byRemote = {};
      for (const e of this.recent(ms)) {
        const s = (byRemote[e.remote] ??= { count: 0, kinds: {}, versions: {}, latest: [] });
        s.count++;
        s.kinds[e.kind] = (s.kinds[e.kind] ?? 0) + 1;
        if (e.version) s.versions[e.version] = (s.versions[e.version] ?? 0) + 1;
        if (s.latest.length < 5) s.latest.push(e);
      }
      return byRemote;
    },
  };
}

/**
 * A fixed-window counter per client address, bounded in memory (hand-written: @fastify/rate-limit is not
 * installed, and one route needs one number; entries of past windows are dropped once the map is large).
 */
function limiter({ max, windowMs, maxClients = 10_000 }) {
  const hits = new Map();
  return (key, now = Date.now()) => {
    let h = hits.get(key);
    if (!h || now - h.start >= windowMs) {
      if (!h && hits.size >= maxClients) {
        for (const [k, v] of hits) if (now - v.start >= windowMs) hits.delete(k);
        if (hits.size >= maxClients) hits.delete(hits.keys().next().value);
      }
      h = { start: now, count: 0 };
      hits.set(key, h);
    }
    h.count++;
    return { allowed: h.count <= max, retryAfter: Math.ceil((h.start + windowMs - now) / 1000) };
  };
}

const bearer = (req) => /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ name?: string, ready?: () => unknown | Promise<unknown>, readyTimeoutMs?: number,
 *   registry?: client.Registry, defaultMetrics?: boolean, metricsToken?: string, routeLabel?: (req) => string | undefined,
 *   beacon?: boolean, beaconLimit?: { max: number, windowMs: number }, failures?: ReturnType<typeof createFailureStore>,
 *   knownRemotes?: () => string[] }} opts
 */
async function observability(app, opts) {
  const {
    name = 'server',
    ready,
    readyTimeoutMs = 2000,
    registry = new client.Registry(),
    defaultMetrics = true,
    metricsToken,
    routeLabel,
    beacon = true,
    beaconLimit = { max: 20, windowMs: 60_000 },
    failures = createFailureStore(),
    knownRemotes,
  } = opts;

  if (defaultMetrics) client.collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'];
  const metrics = {
    registry,
    httpRequests: new client.Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames, registers: [registry] }),
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    ssrRenderSeconds: new client.Histogram({
      name: 'ssr_render_seconds',
      help: 'Server rendering time of a page, by route pattern and outcome (ok, fallback, error)',
      labelNames: ['route', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    remoteLoadFailures: new client.Counter({
      name: 'remote_load_failures_total',
      help: 'Remote-load and render failures, by remote, kind and where they happened (browser, server)',
      labelNames: ['remote', 'kind', 'where'],
      registers: [registry],
    }),
  };
  app.decorate('metrics', metrics);
  app.decorate('remoteFailures', failures);

  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = routeLabel?.(req) ?? req.routeOptions?.url ?? 'unmatched';
    const labels = { method: METHODS.has(req.method) ? req.method : 'OTHER', route, status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const json = (reply, status, data) => reply.code(status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify(data));

  app.get('/healthz', async (req, reply) => json(reply, 200, { ok: true, name }));

  app.get('/readyz', async (req, reply) => {
    if (!ready) return json(reply, 200, { ok: true, name });
    let timer;
    try {
      const result = await Promise.race([
        Promise.resolve().then(ready),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`not ready within ${readyTimeoutMs} ms`)), readyTimeoutMs);
        }),
      ]);
      if (result === false) return json(reply, 503, { ok: false, name, reason: 'not ready' });
      return json(reply, 200, { ok: true, name });
    } catch (err) {
      req.log.warn({ err: err.message }, 'not ready');
      return json(reply, 503, { ok: false, name, reason: err.message });
    } finally {
      clearTimeout(timer);
    }
  });

  app.get('/metrics', async (req, reply) => {
    if (metricsToken && bearer(req) !== metricsToken) return json(reply, 401, { error: 'unauthorized' });
    const body = await registry.metrics();
    return reply.code(200).header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });

  if (!beacon) return;
  const allow = limiter(beaconLimit);
  app.register(async (b) => {
    // navigator.sendBeacon sends a string as text/plain
    b.addContentTypeParser('text/plain', { parseAs: 'string' }, (req, body, done) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        const err = new Error('the body is not JSON');
        err.statusCode = 400;
        done(err);
      }
    });
    b.post(
      '/_beacon/remote-failure',
      {
        bodyLimit: 2048,
        onRequest: async (req, reply) => {
          const { allowed, retryAfter } = allow(req.ip);
          if (!allowed) return reply.code(429).header('retry-after', String(retryAfter)).header('cache-control', 'no-store').send({ error: 'too many reports' });
        },
        schema: {
          body: {
            type: 'object',
            required: ['remote', 'kind'],
            properties: {
              remote: { type: 'string', pattern: REMOTE },
              kind: { type: 'string', enum: FAILURE_KINDS },
              version: { type: 'string', pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$' },
              message: { type: 'string', maxLength: 1000 },
            },
          },
        },
      },
      async (req, reply) => {
        const { remote, kind, version, message } = req.body;
        const known = knownRemotes?.();
        if (known && !known.includes(remote)) return json(reply, 400, { error: 'unknown remote' });
        failures.add({ remote, kind, version: version ?? null, message: (message ?? '').slice(0, 500), requestId: req.id, where: 'browser' });
        metrics.remoteLoadFailures.inc({ remote, kind, where: 'browser' });
        req.log.warn({ remote, kind, version }, 'a browser reported a remote failure');
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );
  });
}

/** The plugin (not encapsulated: its hooks see every route, its decorations every sibling). */
export const observabilityPlugin = fp(observability, { fastify: '5.x', name: 'observability' });
export default observabilityPlugin;
