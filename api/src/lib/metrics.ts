import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { metrics as metricsRoute } from 'contracts/common';
import { handle } from './route';

/**
 * Hooks on the root instance (every route is counted). Prometheus metrics of this api instance (prom-client): requests and latency per route pattern
 * (never the raw URL: one series per route, not per product) and status, the PostgreSQL pool, and
 * the process' own figures. `/api/metrics` asks for `Authorization: Bearer <METRICS_TOKEN>` when that
 * is set; keep it off the public internet at the load balancer either way.
 */
export function registerMetrics(app: FastifyInstance, opts: { token?: string; pool?: () => { total: number; idle: number; waiting: number; max: number } }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new client.Counter({ name: 'http_requests_total', help: 'api requests answered, by method, route pattern and status', labelNames, registers: [registry] });
  const latency = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'api answer time by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  if (opts.pool) {
    const pool = opts.pool;
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const p = pool();
        for (const [state, v] of Object.entries(p)) this.set({ state }, v);
      },
    });
  }
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions?.url ?? 'unmatched', status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  void app.register(
    async (routes) => {
      handle(routes, metricsRoute, async (req, reply) => {
        if (opts.token && req.headers.authorization !== `Bearer ${opts.token}`) return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
        return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
      });
    },
    { prefix: '/api' },
  );
  return registry;
}
