#!/usr/bin/env node
// A remote's static server (Fastify): every built version side by side under /<version>/, plus
// /versions.json and /health. Answers any request (CORS, cross-origin resource policy) and keeps serving.
// Usage (from a remote's folder): node ../server-kit/remote/server.mjs [--port N]   (PORT and HOST env also work;
// scripts/serve-remote.mjs is the same command under its old name)
import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { listVersions, fileInside, staticOptions, compressOptions, serverOptions, answerErrors } from '../static.mjs';
import { observabilityPlugin, observabilityOptions } from '../observability.mjs';
import { settingsOrExit } from '../settings.mjs';
import { loadRemoteSettings } from './settings.mjs';

const CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

/** The server of the remote in `dir` (its package.json and dist/); call `.listen({ port, host })`. */
export function createRemoteServer(dir, { logLevel = 'info', metricsToken } = {}) {
  const dist = path.join(dir, 'dist');
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const app = Fastify({ ...serverOptions({ name: path.basename(dir), logLevel, headers: CORS }), ...observabilityOptions(path.basename(dir), { level: logLevel }) });
  app.register(observabilityPlugin, { name: path.basename(dir), beacon: false, metricsToken, ready: () => listVersions(dist).length > 0 });

  // the remote's files are loaded by the shell's pages on another origin
  app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
  });
  app.register(fastifyCompress, compressOptions);
  app.register(fastifyStatic, staticOptions(dist, CORS));
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(CORS);
  });
  answerErrors(app, CORS);
  // routes after the plugins: @fastify/compress applies to routes declared once it is loaded
  app.register(async (routes) => {
    const json = (reply, data) => reply.code(200).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(data));

    routes.options('*', async (req, reply) =>
      reply.code(204).header('access-control-allow-methods', 'GET, HEAD').header('access-control-max-age', '86400').send(),
    );
    routes.get('/versions.json', async (req, reply) => json(reply, { name: pkg.name, versions: listVersions(dist) }));
    routes.get('/health', async (req, reply) => json(reply, { ok: true }));
    routes.get('*', async (req, reply) => {
      const pathname = req.url.split('?')[0];
      const file = pathname.startsWith('/') ? fileInside(dist, pathname) : null;
      if (file) return reply.sendFile(file, dist);
      return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send('not found');
    });
  });
  // other methods: not allowed (OPTIONS above answers preflights)
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send('not found');
    return reply.code(405).header('allow', 'GET, HEAD, OPTIONS').send();
  });
  return app;
}

/** Starts the server of the remote in the working folder with its settings (or stops with their problems). */
export function main() {
  const settings = settingsOrExit('remote', () => loadRemoteSettings(process.env, process.argv));
  const dir = process.cwd();
  const app = createRemoteServer(dir, { logLevel: settings.logLevel, metricsToken: settings.METRICS_TOKEN });
  app.listen({ port: settings.PORT, host: settings.HOST }).then(
    () => console.log(`[${path.basename(dir)}] serving ${listVersions(path.join(dir, 'dist')).join(', ') || 'no builds'} on http://localhost:${settings.PORT}`),
    (err) => {
      console.error(`[${path.basename(dir)}] cannot listen on ${settings.HOST}:${settings.PORT}: ${err.message}`);
      process.exit(1);
    },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
